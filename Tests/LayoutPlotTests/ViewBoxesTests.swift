import Testing
@testable import LayoutPlot

@Suite struct ViewBoxesTests {
    /// The drawn rectangles' `x="…" y="…" width="…" height="…"` values, in order.
    func rectangles(_ svg: SVGWriter) -> [[Double]] {
        svg.document(width: 1, height: 1).split(separator: "\n").filter { $0.hasPrefix("<rect x=") }.map { line in
            ["x", "y", "width", "height"].map { name in
                let start = line.range(of: " \(name)=\"")!.upperBound
                return Double(line[start...].prefix { $0 != "\"" })!
            }
        }
    }

    /// The bounds' top-left corner goes to (left, top); the widest extent fits the width, at most 2×.
    @Test func boxesAreMovedToTheCornerAndScaledToFit() {
        let boxes = [ViewBox(label: "a", x: -10, y: 5, width: 110, height: 20), ViewBox(label: "b", x: 50, y: 40, width: 350, height: 10)]
        #expect(ViewBoxes.scale(boxes, width: 205) == 0.5)  // bounds -10…400
        #expect(ViewBoxes.scale(boxes, width: 2_000) == 2)
        #expect(ViewBoxes.scale([ViewBox(label: "flat", x: 3, y: 3, width: 0, height: 9)], width: 100) == 1)
        var svg = SVGWriter()
        let bottom = ViewBoxes.draw(boxes, width: 205, left: 20, top: 100, into: &svg)
        #expect(rectangles(svg) == [[20, 100, 55, 10], [50, 117.5, 175, 5]])
        #expect(bottom == 122.5)
    }

    /// Boxes 0 high go on rows of their own below the drawing, at their x; boxes 0 wide stay in place.
    @Test func flatBoxesShow() {
        var svg = SVGWriter()
        let boxes = [ViewBox(label: "tall", x: 0, y: 0, width: 50, height: 40), ViewBox(label: "thin", x: 10, y: 5, width: 0, height: 10),
                     ViewBox(label: "flat", x: 20, y: 10, width: 30, height: 0), ViewBox(label: "dot", x: 0, y: 0, width: 0, height: 0)]
        let bottom = ViewBoxes.draw(boxes, width: 100, left: 0, top: 0, into: &svg)  // scale 2
        #expect(rectangles(svg) == [[0, 0, 100, 80], [20, 10, 2, 20], [40, 84, 60, 2], [0, 100, 2, 2]])
        #expect(bottom == 114)
    }

    @Test func marksAndFlatBoxes() {
        var svg = SVGWriter()
        _ = ViewBoxes.draw([ViewBox(label: "zero", x: 0, y: 0, width: 100, height: 0, hatched: true, outlined: true,
                                    title: "zero: 0 high", classNames: ["ambiguous"])],
                           width: 100, left: 0, top: 0, into: &svg)
        let text = svg.document(width: 1, height: 1)
        #expect(rectangles(svg) == [[0, 4, 100, 2]])  // on the row below the (empty) drawing
        #expect(text.contains("fill=\"url(#\(ViewBoxes.hatchPatternID))\"") && text.contains("stroke=\"red\""))
        #expect(text.contains("stroke-dasharray=\"4 3\"") && text.contains("class=\"view ambiguous\""))
        #expect(text.contains("<title>zero: 0 high</title>") && text.contains(">zero</text>"))
    }
}
