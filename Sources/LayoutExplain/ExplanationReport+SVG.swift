import LayoutCore
import LayoutModel
import LayoutPlot

extension ExplanationReport {
    /// One SVG picture, a panel per message: the views of the conflict (all listed views when
    /// there is none) at their solved frames, in the one coordinate space, scaled to fit; the
    /// views of the constraint our greedy order breaks outlined in red, with its words below. A
    /// width or height of 0 is drawn 20 points (dashed) so that it shows; views 0 high are stacked.
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
        let minX = shown.map(\.frame.x).min() ?? 0, minY = shown.map(\.frame.y).min() ?? 0
        let maxX = shown.map { $0.frame.x + $0.frame.width }.max() ?? 0
        let maxY = shown.map { $0.frame.y + $0.frame.height }.max() ?? 0
        let available = width - 40
        let scale = maxX - minX > available ? available / (maxX - minX) : (maxX - minX > 0 && maxX - minX < 100 ? 2 : 1)
        let drawingTop = top + 30
        // A size of 0 is drawn 20 points wide (dashed) so that it shows; views 0 high are stacked.
        let flatRows = shown.filter { $0.frame.height == 0 }.count
        var flatRow = 0
        for (index, item) in shown.enumerated() {
            let f = item.frame
            let x = 20 + (f.x - minX) * scale
            var y = drawingTop + (f.y - minY) * scale
            if f.height == 0 {
                y = drawingTop + (maxY - minY) * scale + Double(flatRow) * 26
                flatRow += 1
            }
            let w = f.width > 0 ? f.width * scale : 20, h = f.height > 0 ? f.height * scale : 20
            let broken = ids[item.view].map(brokenViews.contains) == true
            let hue = (index * 67) % 360
            svg.rect(x: x, y: y, width: w, height: h,
                     style: .init(fill: "hsl(\(hue), 60%, 85%)", stroke: broken ? "red" : "#555", strokeWidth: broken ? 2 : 1,
                                  dash: f.width == 0 || f.height == 0 ? "4 3" : nil, opacity: 0.5))
            svg.text("\(item.view) \(formatExact(f.width))×\(formatExact(f.height))", x: x + 3, y: y + 14)
        }
        var bottom = drawingTop + (maxY - minY) * scale + Double(flatRows) * 26 + 16
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
