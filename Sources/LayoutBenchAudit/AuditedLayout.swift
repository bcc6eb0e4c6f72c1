import LayoutBenchUIKit
import LayoutCore
import LayoutFuzz
import LayoutModel

/// A laid-out tree as the audit's checks read it, made from a live UIKit tree or from the layout
/// of its exported case (so perturbation judges a width by the same checks).
struct AuditedLayout {
    struct Item {
        var name: String
        var parent: String?
        /// In the superview's coordinates.
        var frame: Rect
        /// Frame values the layout left free.
        var free: [String]
        /// −1 on an axis: none.
        var intrinsic: Size
        var isOneLineLabel: Bool
        /// Hidden, or inside a hidden view: not judged.
        var isHidden: Bool
    }

    struct Broken {
        /// The views of the broken constraint (the owners of its items).
        var views: [String]
        var detail: String
    }

    var items: [Item]
    var broken: [Broken]

    /// Points below which sizes and overhangs do not count (LayoutFuzz's).
    static let tolerance = LayoutSmells.tolerance

    /// Every finding of this layout: its identity and what is wrong.
    /// - Complexity: O(views + Σ siblings²).
    func findings() -> [(key: LayoutAuditFinding.Key, detail: String)] {
        typealias Key = LayoutAuditFinding.Key
        var found: [(key: Key, detail: String)] = []
        for broken in broken { found.append((Key(kind: .unsatisfiable, views: broken.views), broken.detail)) }
        var byName: [String: Item] = [:]
        var children: [String: [Item]] = [:]
        for item in items {
            byName[item.name] = item
            if let parent = item.parent { children[parent, default: []].append(item) }
        }
        let judged = items.filter { item in !item.isHidden && item.free.isEmpty }
        for item in items where !item.isHidden && !item.free.isEmpty {
            found.append((Key(kind: .ambiguous, views: [item.name]), "free: " + item.free.joined(separator: ", ")))
        }
        for item in judged {
            if let parent = item.parent.flatMap({ byName[$0] }), parent.free.isEmpty,
               let overhang = Self.overhang(item.frame, in: parent.frame)
            {
                found.append((Key(kind: .outsideSuperview, views: [item.name]), overhang))
            }
            let content = item.intrinsic.width > Self.tolerance || item.intrinsic.height > Self.tolerance
            let flat = item.frame.width <= Self.tolerance || item.frame.height <= Self.tolerance
            if content && flat {
                found.append((Key(kind: .zeroSizeWithContent, views: [item.name]),
                               "\(formatNumber(item.frame.width)) × \(formatNumber(item.frame.height)), its content "
                                   + "\(formatNumber(max(0, item.intrinsic.width))) × \(formatNumber(max(0, item.intrinsic.height)))"))
            } else if item.isOneLineLabel, item.frame.width < item.intrinsic.width - Self.tolerance {
                found.append((Key(kind: .labelNarrowerThanText, views: [item.name]),
                               "\(formatNumber(item.frame.width)) wide, its text needs \(formatNumber(item.intrinsic.width))"))
            }
        }
        for siblings in children.values {
            let visible = siblings.filter { item in !item.isHidden && item.free.isEmpty && item.frame.width > Self.tolerance
                && item.frame.height > Self.tolerance }
            for (index, first) in visible.enumerated() {
                for second in visible[(index + 1)...] {
                    let width = min(first.frame.maxX, second.frame.maxX) - max(first.frame.x, second.frame.x)
                    let height = min(first.frame.maxY, second.frame.maxY) - max(first.frame.y, second.frame.y)
                    guard width > Self.tolerance, height > Self.tolerance else { continue }
                    found.append((Key(kind: .overlap, views: [first.name, second.name].sorted()),
                                  "they share \(formatNumber(width)) × \(formatNumber(height))"))
                }
            }
        }
        return found
    }

    /// `5 past the right edge`, several edges joined; nil when inside.
    private static func overhang(_ frame: Rect, in parent: Rect) -> String? {
        var edges: [String] = []
        if frame.x < -tolerance { edges.append("\(formatNumber(-frame.x)) past the left edge") }
        if frame.maxX - parent.width > tolerance { edges.append("\(formatNumber(frame.maxX - parent.width)) past the right edge") }
        if frame.y < -tolerance { edges.append("\(formatNumber(-frame.y)) past the top edge") }
        if frame.maxY - parent.height > tolerance {
            edges.append("\(formatNumber(frame.maxY - parent.height)) past the bottom edge")
        }
        return edges.isEmpty ? nil : edges.joined(separator: ", ")
    }

    /// The owners of a constraint's items (`nameLabel` for `nameLabel.layoutMargins`), sorted.
    static func views(ofConstraint text: String) -> [String] {
        guard let spec = try? ConstraintSpec.parse(text) else { return [] }
        let items = [spec.first.item] + (spec.second.map { [$0.item] } ?? [])
        return Array(Set(items.map { String($0.prefix { $0 != "." }) })).sorted()
    }
}

extension AuditedLayout {
    /// The last layout of a live tree.
    init(_ inspection: UIKitLayoutInspection) {
        var hidden: Set<String> = []
        items = inspection.views.map { inspected in
            let isHidden = inspected.view.isHidden || inspected.superviewName.map(hidden.contains) == true
            if isHidden { hidden.insert(inspected.name) }
            let size = inspected.intrinsicContentSize
            let frame = inspected.frame
            return Item(name: inspected.name, parent: inspected.superviewName,
                        frame: Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                                    height: Double(frame.height)),
                        free: inspected.ambiguousValues,
                        intrinsic: Size(width: Double(size.width), height: Double(size.height)),
                        isOneLineLabel: (inspected.view as? UILabel)?.numberOfLines == 1, isHidden: isHidden)
        }
        broken = inspection.broken.map { finding in
            let constraint = finding.brokenConstraint ?? ""
            return Broken(views: Self.views(ofConstraint: constraint),
                          detail: "broke \(constraint); conflict: \(finding.conflict.joined(separator: "; "))")
        }
    }

    /// The layout of an exported case (`layoutCase`), judged like the live tree it came from:
    /// `like` gives which views are one-line labels and which are hidden.
    init(_ result: LayoutResult, of layoutCase: LayoutCase, intrinsicSizes: [String: Size], like live: AuditedLayout) {
        let labels = Set(live.items.filter(\.isOneLineLabel).map(\.name))
        let hidden = Set(live.items.filter(\.isHidden).map(\.name))
        items = layoutCase.views.filter { !$0.isGuide }.compactMap { view in
            guard let frame = result.frames[view.id] else { return nil }
            return Item(name: view.id, parent: view.parent, frame: frame,
                        free: (result.ambiguous[view.id] ?? []).map(\.rawValue),
                        intrinsic: intrinsicSizes[view.id] ?? view.intrinsicSize
                            ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric),
                        isOneLineLabel: labels.contains(view.id), isHidden: hidden.contains(view.id))
        }
        broken = result.broken.map { broken in
            Broken(views: Self.views(ofConstraint: broken.constraint.text),
                   detail: "broke \(broken.constraint.text)")
        }
    }
}
