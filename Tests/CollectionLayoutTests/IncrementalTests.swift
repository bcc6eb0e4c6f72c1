import LayoutCore
@testable import CollectionLayout
import LayoutGen
import Testing

/// Every incremental change against a full prepare of the same inputs, bit for bit.
@Suite("Incremental invalidation")
struct IncrementalTests {
    /// One random change to `layout`, described for failure messages.
    func randomChange(_ layout: inout any CollectionViewLayout, _ choices: inout SplitMix64,
                      _ generator: inout RandomCollectionGenerator) throws -> String {
        let count = layout.itemCount
        switch choices.int(in: 0...11) {
        case 0...5 where count > 0:
            let index = choices.int(in: 0...(count - 1)), height = generator.makeHeight()
            try layout.setHeight(height, at: index)
            return "height of \(index) to \(height)"
        case 6, 7:
            let index = choices.int(in: 0...count)
            if var flow = layout as? FlowLayout {
                let size = generator.makeSize()
                try flow.insertItem(size, at: index)
                layout = flow
                return "insert \(size) at \(index)"
            }
            let height = generator.makeHeight()
            try insert(height, at: index, into: &layout)
            return "insert \(height) at \(index)"
        case 8 where count > 0:
            let index = choices.int(in: 0...(count - 1))
            try layout.removeItem(at: index)
            return "remove \(index)"
        case 9:
            let width = max(layout.configuration.width + Double(choices.int(in: -100...100)), 100)
            guard (try? layout.setWidth(width)) != nil else { return "width \(width) refused" }
            return "width \(width)"
        case 10:
            let columns = choices.int(in: 1...5)
            if var waterfall = layout as? WaterfallLayout {
                guard (try? waterfall.setColumns(columns)) != nil else { return "columns \(columns) refused" }
                layout = waterfall
            } else if var pdp = layout as? PDPLayout {
                try pdp.transition(toWidth: layout.configuration.width, traits: columns > 1 ? .iPadLandscape : .iPadPortrait)
                layout = pdp
            }
            return "columns \(columns)"
        default:
            // Append at the end: the cheap case of every layout.
            if var flow = layout as? FlowLayout {
                try flow.insertItem(generator.makeSize(), at: count)
                layout = flow
            } else {
                try insert(generator.makeHeight(), at: count, into: &layout)
            }
            return "append"
        }
    }

    func insert(_ height: Double, at index: Int, into layout: inout any CollectionViewLayout) throws {
        if var waterfall = layout as? WaterfallLayout {
            try waterfall.insertItem(height: height, at: index)
            layout = waterfall
        } else if var pdp = layout as? PDPLayout {
            try pdp.insertItem(height: height, at: index)
            layout = pdp
        }
    }

    @Test("Random sequences of changes give the cache a full prepare gives", arguments: 0..<30 as Range<UInt64>)
    func randomSequences(seed: UInt64) throws {
        var choices = SplitMix64(seed: ~seed)
        var generator = RandomCollectionGenerator(seed: seed)
        generator.maxItems = seed % 3 == 0 ? 700 : 120
        for kind in LayoutKind.allCases {
            // Exact sequences take the lazy shifts; the others recompute; some mix both.
            let mode = choices.int(in: 0...2)
            generator.lengths = mode != 1 ? .halves : .anyDouble
            let collectionCase = generator.makeCase(name: "random", kind: kind)
            guard var layout = makeLayout(kind, collectionCase.configuration, collectionCase.items) else { continue }
            for step in 0..<25 {
                let exact = mode == 0 || (mode == 2 && choices.int(in: 0...99) < 70)
                generator.lengths = exact ? .halves : .anyDouble
                let change = try randomChange(&layout, &choices, &generator)
                let context = "seed \(seed), \(kind), step \(step): \(change)"
                expectMatchesFullPrepare(layout, context)
                let queries = (0..<6).map { _ in generator.makeQuery(frames: layout.frames, content: layout.contentSize) }
                expectStrategiesAgree(layout, queries, context)
            }
        }
    }

    @Test("Every item of small layouts, every new height")
    func exhaustiveHeightChanges() throws {
        let heights: [Double] = [30, 0, 55, 12.5, 80, 40, 1.0 / 3]
        let newHeights: [Double] = [0, 12.5, 30, 100, 2_000, 1.0 / 3]
        let configuration = LayoutConfiguration(width: 300, columns: 2, columnSpacing: 4, itemSpacing: 3, lineSpacing: 2,
                                                insets: EdgeInsets(all: 5))
        for kind in LayoutKind.allCases {
            let items: CollectionItems = kind == .flow
                ? .sizes(heights.enumerated().map { Size(width: Double(40 + 30 * $0.offset), height: $0.element) })
                : .heights(heights)
            for index in heights.indices {
                for height in newHeights {
                    guard var layout = makeLayout(kind, configuration, items) else { continue }
                    try layout.setHeight(height, at: index)
                    expectMatchesFullPrepare(layout, "\(kind): item \(index) to \(height)")
                    #expect(layout.frame(at: index).height == height)
                }
            }
        }
    }

    @Test("Lazy shifts are used exactly when the arithmetic is exact")
    func exactness() throws {
        #expect(ExactArithmetic.isExact(0.5) && ExactArithmetic.isExact(420) && ExactArithmetic.isExact(1.0 / 256))
        #expect(!ExactArithmetic.isExact(1.0 / 3) && !ExactArithmetic.isExact(0.1) && !ExactArithmetic.isExact(0x1p33))
        // A PDP column with 1,000 whole-point items: a height change shifts one block's offset.
        var layout = try PDPLayout(configuration: LayoutConfiguration(width: 1_024, columns: 2),
                                   heights: Array(repeating: 100, count: 1_001))
        try layout.setHeight(130, at: 3)
        expectMatchesFullPrepare(layout, "whole points")
        try layout.setHeight(100.0 / 3, at: 5)  // inexact: recomputed from item 5 on
        expectMatchesFullPrepare(layout, "a third")
        try layout.setHeight(100, at: 5)
        try layout.setHeight(7, at: 0)  // the spanning item: every column shifts
        expectMatchesFullPrepare(layout, "back to whole points")
    }

    @Test("Width alone moves only x and widths; columns and spacing recompute")
    func configurationChanges() throws {
        let heights = (0..<50).map { Double(20 + $0 * 7 % 90) }
        var layout = try WaterfallLayout(configuration: LayoutConfiguration(width: 600, columns: 3, itemSpacing: 4),
                                         heights: heights)
        let ys = layout.frames.map(\.y)
        try layout.setWidth(900)
        #expect(layout.frames.map(\.y) == ys)
        #expect(layout.frame(at: 0).width == 300)
        expectMatchesFullPrepare(layout, "width")
        try layout.setColumns(4)
        expectMatchesFullPrepare(layout, "columns")
        var configuration = layout.configuration
        configuration.itemSpacing = 10
        configuration.insets = EdgeInsets(top: 3, left: 1, bottom: 9, right: 2)
        try layout.setConfiguration(configuration)
        expectMatchesFullPrepare(layout, "spacing and insets")
        #expect(throws: CollectionLayoutError.invalidColumnCount(0)) { try layout.setColumns(0) }
        #expect(throws: CollectionLayoutError.noRoom(available: 2 - 1 - 2)) { try layout.setWidth(2) }
    }

    @Test("Bad changes throw and leave the layout as it was")
    func badChanges() throws {
        var layout = try WaterfallLayout(configuration: LayoutConfiguration(width: 100, columns: 2), heights: [10, 20])
        let before = layout.frames
        #expect(throws: CollectionLayoutError.invalidHeight(item: 1, value: -1)) { try layout.setHeight(-1, at: 1) }
        #expect(throws: CollectionLayoutError.indexOutOfRange(2, count: 2)) { try layout.setHeight(1, at: 2) }
        #expect(throws: CollectionLayoutError.indexOutOfRange(3, count: 2)) { try layout.insertItem(height: 1, at: 3) }
        #expect(throws: CollectionLayoutError.indexOutOfRange(-1, count: 2)) { try layout.removeItem(at: -1) }
        #expect(throws: CollectionLayoutError.self) { try layout.setHeight(.nan, at: 0) }
        #expect(layout.frames == before)
    }
}
