import LayoutCore
import Testing

@Suite("Rect")
struct RectTests {
    let square = Rect(x: 10, y: 10, width: 10, height: 10)

    @Test("Overlap with positive area intersects; touching edges and corners do not")
    func positiveArea() {
        #expect(square.intersects(Rect(x: 15, y: 15, width: 10, height: 10)))
        #expect(square.intersects(Rect(x: 0, y: 0, width: 100, height: 100)))  // contains it
        #expect(square.intersects(Rect(x: 12, y: 12, width: 1, height: 1)))  // inside it
        #expect(!square.intersects(Rect(x: 20, y: 10, width: 10, height: 10)))  // right edge
        #expect(!square.intersects(Rect(x: 10, y: 20, width: 10, height: 10)))  // bottom edge
        #expect(!square.intersects(Rect(x: 0, y: 0, width: 10, height: 10)))  // top-left corner
        #expect(!square.intersects(Rect(x: 30, y: 30, width: 10, height: 10)))
    }

    @Test("Empty rectangles intersect nothing, not even inside another")
    func emptyRectangles() {
        #expect(!square.intersects(Rect(x: 12, y: 12, width: 0, height: 5)))
        #expect(!square.intersects(Rect(x: 12, y: 12, width: 5, height: 0)))
        #expect(!Rect(x: 12, y: 12, width: 5, height: 0).intersects(square))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 0).intersects(Rect(x: 0, y: 0, width: 0, height: 0)))
    }

    @Test("Exhaustively on a small grid, intersects is symmetric and means positive overlap")
    func exhaustiveGrid() {
        let values: [Double] = [0, 1, 2, 3]
        let rects = values.flatMap { x in values.flatMap { y in [0.0, 1, 2].flatMap { w in [0.0, 1, 2].map { h in
            Rect(x: x, y: y, width: w, height: h)
        } } } }
        for a in rects {
            for b in rects {
                let overlapWidth = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let overlapHeight = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                #expect(a.intersects(b) == (overlapWidth > 0 && overlapHeight > 0), "\(a) and \(b)")
                #expect(a.intersects(b) == b.intersects(a))
            }
        }
    }

    @Test("A rectangle prints as (x, y, width, height) with shortest numbers")
    func description() {
        #expect(Rect(x: 0, y: 420, width: 512.5, height: 0.1).description == "(0, 420, 512.5, 0.1)")
        #expect(Rect(x: 0, y: 420, width: 512.5, height: 0.1).values == [0, 420, 512.5, 0.1])
    }
}
