import LayoutModel

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
        var body = ""
        var top = 10.0
        for e in explanations {
            let panel = self.panel(e, width: width, top: top)
            body += panel.text
            top += panel.height + 20
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(top))" \
            viewBox="0 0 \(format(width)) \(format(top))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            \(body)</svg>

            """
    }

    private static func panel(_ e: Explanation, width: Double, top: Double) -> (text: String, height: Double) {
        var text = "<g>\n<text x=\"10\" y=\"\(format(top + 14))\" font-weight=\"bold\">"
            + escape("\(e.file), message \(e.index) (line \(e.line)): \(e.status.rawValue)") + "</text>\n"
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
            let dashed = f.width == 0 || f.height == 0 ? " stroke-dasharray=\"4 3\"" : ""
            text += "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(w))\" height=\"\(format(h))\" "
                + "fill=\"hsl(\(hue), 60%, 85%)\" fill-opacity=\"0.5\" stroke=\"\(broken ? "red" : "#555")\" "
                + "stroke-width=\"\(broken ? 2 : 1)\"\(dashed)/>\n"
            text += "<text x=\"\(format(x + 3))\" y=\"\(format(y + 14))\">"
                + escape("\(item.view) \(format(f.width))×\(format(f.height))") + "</text>\n"
        }
        var bottom = drawingTop + (maxY - minY) * scale + Double(flatRows) * 26 + 16
        if let broken = e.broken.first {
            text += "<text x=\"10\" y=\"\(format(bottom))\" fill=\"red\">"
                + escape("we break: \(broken.address ?? broken.label)  \(broken.words)") + "</text>\n"
            bottom += 16
        }
        if let uikit = e.uikitBroken {
            text += "<text x=\"10\" y=\"\(format(bottom))\">"
                + escape("UIKit broke: \(uikit)" + (e.uikitBrokenConstraint.map { "  \($0.words)" } ?? "")) + "</text>\n"
            bottom += 16
        }
        return (text + "</g>\n", bottom - top)
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
