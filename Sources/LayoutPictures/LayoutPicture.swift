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

    /// Each view's frame moved into root coordinates (frames are in their superview's); drawn by
    /// ``ViewBoxes``, which scales them. Views without a frame are left out.
    public static func placement(_ layout: LayoutResult, parents: [String: String]) -> [Placed] {
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
            return Placed(id: id, x: point.x, y: point.y, width: frame.width, height: frame.height)
        }
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
        svg.hatchPattern(id: ViewBoxes.hatchPatternID, color: "#d9822b")
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
        let conflict = conflictViews(layout)
        let boxes = placement(layout, parents: parents).map { view in
            let ambiguous = layout.ambiguous[view.id]
            let highlighted = highlighting.contains(view.id)
            return ViewBox(label: view.id, x: view.x, y: view.y, width: view.width, height: view.height,
                           hatched: ambiguous != nil, outlined: conflict.contains(view.id), highlighted: highlighted,
                           title: "\(view.id): \(layout.frames[view.id].map { "\($0)" } ?? "")"
                               + (ambiguous.map { " — ambiguous: \($0.map(\.rawValue).joined(separator: ", "))" } ?? ""),
                           classNames: [ambiguous != nil ? "ambiguous" : nil, conflict.contains(view.id) ? "conflict" : nil,
                                        highlighted ? "highlighted" : nil].compactMap { $0 })
        }
        let bottom = ViewBoxes.draw(boxes, width: drawingWidth, left: 20, top: top + 28, into: &svg)
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
    /// Each view's parent id, for ``LayoutPicture/placement(_:parents:)``.
    public var parents: [String: String] {
        Dictionary(views.compactMap { view in view.parent.map { (view.id, $0) } }, uniquingKeysWith: { first, _ in first })
    }
}
