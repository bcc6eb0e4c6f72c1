import LayoutCore
import CollectionLayout
import Testing

/// Estimated heights, then measured heights, then layout — with a stand-in for a cell case laid
/// out by LayoutModel: text of a fixed length wrapping at the width it is given.
@Suite("Self-sizing cells")
struct SelfSizingTests {
    /// 18-point lines of 7-point characters, 200 + 37·index characters, 16 points of padding.
    static func measure(_ width: Double, _ index: Int) -> Double {
        let characters = Double(200 + 37 * index)
        let perLine = max(1, (width / 7).rounded(.down))
        return (characters / perLine).rounded(.up) * 18 + 16
    }

    @Test("Measuring the visible items equals a layout built with their measured heights")
    func estimatedThenMeasured() throws {
        let configuration = LayoutConfiguration(width: 1_024, columns: 2, itemSpacing: 8)
        var layout = try PDPLayout(configuration: configuration, heights: Array(repeating: 120, count: 40))
        layout.heightMeasure = Self.measure
        let visible = layout.indices(in: Rect(x: 0, y: 0, width: 1_024, height: 768))
        try layout.measureItems(visible)
        var expected = Array(repeating: 120.0, count: 40)
        for index in visible { expected[index] = Self.measure(index == 0 ? 1_024 : 1_024 / 2, index) }
        let direct = try PDPLayout(configuration: configuration, heights: expected)
        #expect(layout.heights == expected)
        #expect(layout.frames == direct.frames)
        expectMatchesFullPrepare(layout, "after measuring \(visible)")
    }

    @Test("A width change measures every item again at its new width")
    func widthChangeMeasuresAgain() throws {
        var layout = try WaterfallLayout(configuration: LayoutConfiguration(width: 1_024, columns: 3),
                                         heights: Array(repeating: 100, count: 30))
        layout.heightMeasure = Self.measure
        try layout.setWidth(768)
        let columnWidth = 768.0 / 3
        #expect(layout.heights == (0..<30).map { Self.measure(columnWidth, $0) })
        expectMatchesFullPrepare(layout, "after the width change")
    }

    @Test("A measure that returns a bad height is refused, the layout unchanged")
    func badMeasure() throws {
        var layout = try WaterfallLayout(configuration: LayoutConfiguration(width: 300, columns: 2),
                                         heights: [10, 20, 30])
        let before = layout.frames
        layout.heightMeasure = { _, index in index == 2 ? -.infinity : 50 }
        #expect(throws: CollectionLayoutError.invalidHeight(item: 2, value: -.infinity)) { try layout.setWidth(400) }
        #expect(layout.frames == before)
        #expect(layout.configuration.width == 300)
    }
}
