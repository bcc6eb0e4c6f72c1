import LayoutCore
import CollectionLayout
import Testing

@Suite("Flow layout")
struct FlowLayoutTests {
    @Test("Rows break at width − right; an item exactly reaching it stays; items centre in the row")
    func rows() throws {
        let configuration = LayoutConfiguration(width: 100, itemSpacing: 10, lineSpacing: 5)
        let layout = try FlowLayout(configuration: configuration, sizes: [
            Size(width: 40, height: 20), Size(width: 50, height: 30), Size(width: 40, height: 10),
        ])
        #expect(layout.frames == [
            Rect(x: 0, y: (30 - 20) / 2, width: 40, height: 20),  // row 0 is 30 tall
            Rect(x: 40 + 10, y: 0, width: 50, height: 30),  // 50 + 50 = 100: reaches the edge, stays
            Rect(x: 0, y: 30 + 5, width: 40, height: 10),  // 110 + 40 > 100: a new row
        ])
        #expect(layout.contentSize == Size(width: 100, height: 30 + 5 + 10))
    }

    @Test("The first item of a row stays even when wider than the row")
    func wideItems() throws {
        let configuration = LayoutConfiguration(width: 100, insets: EdgeInsets(top: 4, left: 8, bottom: 2, right: 8))
        let layout = try FlowLayout(configuration: configuration, sizes: [
            Size(width: 150, height: 10), Size(width: 10, height: 10), Size(width: 84, height: 6), Size(width: 0, height: 4),
        ])
        #expect(layout.frames == [
            Rect(x: 8, y: 4, width: 150, height: 10),
            Rect(x: 8, y: 4 + 10, width: 10, height: 10),  // 8 + 150 + 10 > 92
            Rect(x: 8, y: 4 + 10 + 10, width: 84, height: 6),  // 18 + 84 > 92
            Rect(x: 8 + 84, y: 4 + 10 + 10 + (6 - 4) / 2, width: 0, height: 4),  // 92 + 0 = 92 stays
        ])
        #expect(layout.contentSize.height == 4 + 10 + 10 + 6 + 2)
    }

    @Test("Rows, not frames, are searched: a short item in a tall row is tested on its own")
    func centredItemsQuery() throws {
        let layout = try FlowLayout(configuration: LayoutConfiguration(width: 100), sizes: [
            Size(width: 50, height: 100), Size(width: 50, height: 10),  // the second sits at 45…55
        ])
        #expect(layout.indices(in: Rect(x: 0, y: 0, width: 100, height: 45)) == [0])
        #expect(layout.indices(in: Rect(x: 0, y: 50, width: 100, height: 1)) == [0, 1])
        #expect(layout.indices(in: Rect(x: 50, y: 55, width: 50, height: 45)).isEmpty)
    }
}
