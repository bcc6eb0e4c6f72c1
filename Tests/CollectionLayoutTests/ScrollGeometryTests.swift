import LayoutCore
import CollectionLayout
import Testing

/// The zoomable scroll view: centring insets, the minimum zoom scale and the visible rectangle.
@Suite("Scroll geometry")
struct ScrollGeometryTests {
    @Test("Small content is centred; the margin is the least inset")
    func centring() {
        let geometry = ScrollGeometry(viewport: Size(width: 320, height: 480), contentSize: Size(width: 200, height: 100),
                                      margin: 10)
        let vertical: Double = (480 - 100) / 2, horizontal: Double = (320 - 200) / 2
        #expect(geometry.contentInset == EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal))
        let fitWidth: Double = 320 / (200 + 2 * 10), fitHeight: Double = 480 / (100 + 2 * 10)
        #expect(geometry.minimumZoomScale == min(fitWidth, fitHeight))
        // At rest the content's origin is at the inset; the visible rect starts before it.
        #expect(geometry.visibleRect == Rect(x: -60, y: -190, width: 320, height: 480))
        #expect(geometry.offsetRange.y == -190 ... -190)
    }

    @Test("Large content keeps the margin and scrolls within it")
    func largeContent() {
        let geometry = ScrollGeometry(viewport: Size(width: 320, height: 480), contentSize: Size(width: 1_000, height: 2_000),
                                      margin: 10)
        #expect(geometry.contentInset == EdgeInsets(all: 10))
        let fitWidth: Double = 320 / (1_000 + 20), fitHeight: Double = 480 / (2_000 + 20)
        #expect(geometry.minimumZoomScale == min(fitWidth, fitHeight))
        #expect(geometry.offsetRange.x == -10 ... 1_000 + 10 - 320)
        #expect(geometry.offsetRange.y == -10 ... 2_000 + 10 - 480)
        let scrolled = geometry.scrolled(to: Point(x: 100, y: 5_000))
        #expect(scrolled.contentOffset == Point(x: 100, y: 2_000 + 10 - 480))
        #expect(scrolled.visibleRect == Rect(x: 100, y: 1_530, width: 320, height: 480))
    }

    @Test("Zooming scales the visible rect and recentres the insets")
    func zoom() {
        var geometry = ScrollGeometry(viewport: Size(width: 320, height: 480), contentSize: Size(width: 1_000, height: 2_000))
        geometry.zoomScale = 0.25  // 250 × 500: narrower than the viewport
        #expect(geometry.contentInset.left == (320 - 250) / 2)
        #expect(geometry.contentInset.top == 0)
        geometry.contentOffset = Point(x: -35, y: 100)
        #expect(geometry.visibleRect == Rect(x: -35 / 0.25, y: 100 / 0.25, width: 320 / 0.25, height: 480 / 0.25))
    }
}
