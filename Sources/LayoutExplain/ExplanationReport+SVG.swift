import LayoutCore
import LayoutModel
import LayoutPlot

extension ExplanationReport {
    /// One SVG picture, a panel per message: the views of the conflict (all listed views when
    /// there is none) at their solved frames, drawn by ``ViewBoxes`` (one coordinate space, scaled
    /// to fit, sizes of 0 dashed); the views of the constraint our greedy order breaks outlined in
    /// red, with its words below, then the constraint UIKit broke.
    ///
    /// Frames of an unsatisfiable message are those of the layout that broke that constraint;
    /// values the list leaves free are one of the solutions, so positions are only indicative.
    public static func svg(_ explanations: [Explanation]) -> String {
        let width = 640.0
        var svg = SVGWriter()
        var top = 10.0
        for e in explanations {
            top += panel(e, width: width, top: top, into: &svg) + 20
        }
        return svg.document(width: width, height: top)
    }

    /// Draws one message's panel; returns its height.
    private static func panel(_ e: Explanation, width: Double, top: Double, into svg: inout SVGWriter) -> Double {
        svg.beginGroup()
        svg.text("\(e.file), message \(e.index) (line \(e.line)): \(e.status.rawValue)", x: 10, y: top + 14, bold: true)
        let ids = Dictionary(e.translation.views.map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
        let conflictViews = Set(e.conflict.flatMap { [$0.spec.first.item] + ($0.spec.second.map { [$0.item] } ?? []) })
        let brokenViews = Set(e.broken.first.map { [$0.spec.first.item] + ($0.spec.second.map { [$0.item] } ?? []) } ?? [])
        let shown = e.frames.filter { conflictViews.isEmpty || ids[$0.view].map(conflictViews.contains) == true }
        let boxes = shown.map { item in
            let f = item.frame
            let broken = ids[item.view].map(brokenViews.contains) == true
            return ViewBox(label: "\(item.view) \(formatExact(f.width))×\(formatExact(f.height))",
                           x: f.x, y: f.y, width: f.width, height: f.height, outlined: broken,
                           classNames: broken ? ["broken"] : [])
        }
        var bottom = ViewBoxes.draw(boxes, width: width - 40, left: 20, top: top + 30, into: &svg) + 16
        if let broken = e.broken.first {
            svg.text("we break: \(broken.address ?? broken.label)  \(broken.words)", x: 10, y: bottom, style: .init(fill: "red"))
            bottom += 16
        }
        if let uikit = e.uikitBroken {
            svg.text("UIKit broke: \(uikit)" + (e.uikitBrokenConstraint.map { "  \($0.words)" } ?? ""), x: 10, y: bottom)
            bottom += 16
        }
        svg.endGroup()
        return bottom - top
    }
}
