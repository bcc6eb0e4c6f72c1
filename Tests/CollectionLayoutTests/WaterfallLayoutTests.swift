import LayoutCore
import CollectionLayout
import Testing

@Suite("Waterfall layout")
struct WaterfallLayoutTests {
    @Test("Shortest column first, ties to the lowest index, with spacings and insets")
    func shortestColumnFirst() throws {
        let configuration = LayoutConfiguration(width: 320, columns: 2, columnSpacing: 10, itemSpacing: 5,
                                                insets: EdgeInsets(all: 10))
        let layout = try WaterfallLayout(configuration: configuration, heights: [100, 50, 30, 80])
        let columnWidth = (320.0 - 10 - 10 - 10) / 2  // 145
        let secondX = 10 + columnWidth + 10
        #expect(layout.frames == [
            Rect(x: 10, y: 10, width: columnWidth, height: 100),  // both columns at 10: the lower index
            Rect(x: secondX, y: 10, width: columnWidth, height: 50),  // column 1 at 10 < 115
            Rect(x: secondX, y: 10 + 50 + 5, width: columnWidth, height: 30),  // column 1 at 65 < 115
            Rect(x: secondX, y: 65 + 30 + 5, width: columnWidth, height: 80),  // column 1 at 100 < 115
        ])
        #expect(layout.contentSize == Size(width: 320, height: (65 + 30 + 5) + 80 + 10))  // max(110, 180) + bottom
    }

    @Test("Equal columns fill left to right")
    func ties() throws {
        let layout = try WaterfallLayout(configuration: LayoutConfiguration(width: 300, columns: 3),
                                         heights: [10, 10, 10, 10, 10, 10])
        #expect(layout.frames.map(\.x) == [0, 100, 200, 0, 100, 200])
        #expect(layout.frames.map(\.y) == [0, 0, 0, 10, 10, 10])
    }

    /// Apple's MosaicLayout sample: binary search for a frame overlapping the rectangle in the
    /// cache (assumed sorted by y), then walk back while maxY ≥ rect.minY and forward while
    /// minY ≤ rect.maxY. The twin that shows what the lanes avoid.
    func mosaicStyleQuery(_ frames: [Rect], _ rect: Rect) -> [Int] {
        var low = 0, high = frames.count - 1, found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if frames[middle].intersects(rect) { found = middle; break }
            if frames[middle].maxY <= rect.minY { low = middle + 1 } else { high = middle - 1 }
        }
        guard let found else { return [] }
        var result: [Int] = []
        var index = found
        while index >= 0, frames[index].maxY >= rect.minY {
            if frames[index].intersects(rect) { result.append(index) }
            index -= 1
        }
        index = found + 1
        while index < frames.count, frames[index].minY <= rect.maxY {
            if frames[index].intersects(rect) { result.append(index) }
            index += 1
        }
        return result.sorted()
    }

    @Test("A very tall early item is found for a rectangle far below it")
    func tallOutlier() throws {
        // Item 0 fills column 0 down to 5,000; items 1… of 100 each stack in column 1.
        let heights = [5_000.0] + Array(repeating: 100, count: 60)
        let layout = try WaterfallLayout(configuration: LayoutConfiguration(width: 200, columns: 2), heights: heights)
        let rect = Rect(x: 0, y: 3_000, width: 200, height: 150)
        #expect(layout.frame(at: 0) == Rect(x: 0, y: 0, width: 100, height: 5_000))
        let expected = [0, 31, 32]  // item 0, and the items at 3,000 and 3,100 in column 1
        #expect(layout.indices(in: rect) == expected)
        expectStrategiesAgree(layout, [rect], "tall outlier")
        // The MosaicLayout-style search stops walking back at item 30 and never sees item 0.
        #expect(mosaicStyleQuery(layout.frames, rect) == [31, 32])
    }
}
