import LayoutModel
import LayoutPlot

/// A laid-out view tree as SVG (`solve CASE --format svg`): every view at its frame in root
/// coordinates with its id, ambiguous views hatched, the views of a broken constraint's
/// conflicting set outlined in red, and the broken constraints listed beside. A case with steps
/// gets a panel per layout.
public enum LayoutPicture {
    /// Where one view is drawn: its id and rectangle in picture coordinates.
    public struct Placed: Equatable, Sendable {
        public var id: String
        public var x: Double, y: Double, width: Double, height: Double
    }

    /// The largest drawing width, in picture points.
    public static let drawingWidth = 480.0

    /// Each view's frame moved into root coordinates (frames are in their superview's), scaled by
    /// `scale`, offset by (`left`, `top`). Views without a frame are left out.
    public static func placement(_ layout: LayoutResult, parents: [String: String], scale: Double,
                                 left: Double = 0, top: Double = 0) -> [Placed] {
        var origins: [String: (x: Double, y: Double)] = [:]
        func origin(_ id: String) -> (x: Double, y: Double) {
            if let known = origins[id] { return known }
            let frame = layout.frames[id] ?? .zero
            var point = (x: frame.x, y: frame.y)
            if let parent = parents[id], layout.frames[parent] != nil {
                let base = origin(parent)
                point = (point.x + base.x, point.y + base.y)
            }
            origins[id] = point
            return point
        }
        return layout.viewIDs.compactMap { id in
            guard let frame = layout.frames[id] else { return nil }
            let point = origin(id)
            return Placed(id: id, x: left + point.x * scale, y: top + point.y * scale,
                          width: frame.width * scale, height: frame.height * scale)
        }
    }

    /// The scale that fits the widest view into ``drawingWidth`` (at most 2×).
    public static func scale(_ layout: LayoutResult, parents: [String: String]) -> Double {
        let placed = placement(layout, parents: parents, scale: 1)
        let extent = placed.map { $0.x + max(0, $0.width) }.max() ?? 0
        return extent > 0 ? min(2, drawingWidth / extent) : 1
    }

    /// The views named in the conflicting sets of the broken constraints (a view id followed by
    /// `.` in a constraint's text).
    public static func conflictViews(_ layout: LayoutResult) -> Set<String> {
        let texts = layout.broken.flatMap { $0.conflict.map(\.text) }
        return Set(layout.viewIDs.filter { id in texts.contains { mentions($0, id) } })
    }

    static func mentions(_ text: String, _ id: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: id + ".") {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    /// The picture of a solve result; an invalid case is a one-line picture saying why.
    /// `highlighting` names views drawn with a thick blue outline (class `highlighted`): the
    /// views an audit finding is about.
    public static func svg(_ result: CaseResult, parents: [String: String], highlighting: Set<String> = []) -> String {
        var svg = SVGWriter()
        svg.hatchPattern(id: "ambiguous", color: "#d9822b")
        var top = 10.0
        var width = drawingWidth + 40
        switch result.outcome {
        case .invalid(let error):
            svg.text("\(result.name): invalid — \(error)", x: 10, y: 24, style: .init(fill: "#b00"))
            return svg.document(width: 900, height: 40, className: "layout-picture")
        case .laidOut(let initial, let steps):
            let layouts = [("initial layout", initial)] + steps.enumerated().map { ("after step \($0.offset + 1)", $0.element) }
            for (title, layout) in layouts {
                let panel = self.panel(layout, title: "\(result.name), \(title): \(layout.status.rawValue)",
                                       parents: parents, highlighting: highlighting, top: top)
                svg.append(panel.svg)
                top += panel.height + 16
                width = max(width, panel.width)
            }
        }
        return svg.document(width: width, height: top, className: "layout-picture")
    }

    private static func panel(_ layout: LayoutResult, title: String, parents: [String: String],
                              highlighting: Set<String>, top: Double)
        -> (svg: SVGWriter, height: Double, width: Double) {
        var svg = SVGWriter()
        svg.beginGroup(className: "panel")
        svg.text(title, x: 10, y: top + 14, bold: true)
        let scale = scale(layout, parents: parents)
        let placed = placement(layout, parents: parents, scale: scale, left: 20, top: top + 28)
        let conflict = conflictViews(layout)
        var bottom = top + 28
        for (index, view) in placed.enumerated() {
            let ambiguous = layout.ambiguous[view.id] != nil
            let outlined = conflict.contains(view.id)
            let highlighted = highlighting.contains(view.id)
            let hue = (index * 67) % 360
            let flat = view.width <= 0 || view.height <= 0
            svg.rect(x: view.x, y: view.y, width: max(view.width, flat ? 2 : 0), height: max(view.height, flat ? 2 : 0),
                     style: .init(fill: ambiguous ? "url(#ambiguous)" : "hsl(\(hue), 60%, 85%)",
                                  stroke: highlighted ? "#1f5fd6" : outlined ? "red" : "#555",
                                  strokeWidth: highlighted ? 3.5 : outlined ? 2.5 : 1, dash: flat ? "4 3" : nil, opacity: ambiguous ? nil : 0.55,
                                  className: ["view", ambiguous ? "ambiguous" : nil, outlined ? "conflict" : nil,
                                              highlighted ? "highlighted" : nil].compactMap { $0 }.joined(separator: " ")),
                     title: "\(view.id): \(layout.frames[view.id].map { "\($0)" } ?? "")"
                        + (ambiguous ? " — ambiguous: \(layout.ambiguous[view.id]!.map(\.rawValue).joined(separator: ", "))" : ""))
            svg.text(view.id, x: view.x + 3, y: view.y + 12, size: 10)
            bottom = max(bottom, view.y + max(view.height, 2))
        }
        // The broken constraints beside the drawing.
        let side = 20 + drawingWidth + 20
        var lineY = top + 14
        var width = side
        if !layout.broken.isEmpty {
            svg.text("Broken to recover:", x: side, y: lineY, bold: true, style: .init(fill: "red"))
            for broken in layout.broken {
                lineY += 16
                svg.text(broken.constraint.text, x: side, y: lineY, size: 11, style: .init(fill: "red", className: "broken"))
                width = max(width, side + Double(broken.constraint.text.count) * 6.2 + 10)
                for member in broken.conflict where member.name != broken.constraint.name {
                    lineY += 14
                    svg.text("  conflicts with " + member.text, x: side, y: lineY, size: 10, style: .init(fill: "#555"))
                    width = max(width, side + Double(member.text.count + 17) * 5.6 + 10)
                }
            }
        }
        if !layout.ambiguous.isEmpty {
            lineY += 22
            svg.text("Ambiguous (hatched):", x: side, y: lineY, bold: true, style: .init(fill: "#d9822b"))
            width = max(width, side + 260)
            for id in layout.viewIDs where layout.ambiguous[id] != nil {
                lineY += 16
                svg.text("\(id): \(layout.ambiguous[id]!.map(\.rawValue).joined(separator: ", "))", x: side, y: lineY, size: 11)
            }
        }
        svg.endGroup()
        return (svg, max(bottom, lineY) - top + 6, width)
    }
}

extension LayoutCase {
    /// Each view's parent id, for ``LayoutPicture/placement(_:parents:scale:left:top:)``.
    public var parents: [String: String] {
        Dictionary(views.compactMap { view in view.parent.map { (view.id, $0) } }, uniquingKeysWith: { first, _ in first })
    }
}
