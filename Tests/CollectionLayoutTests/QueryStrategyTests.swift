import LayoutCore
import CollectionLayout
import LayoutGen
import LayoutTestSupport
import Testing

@Suite("Rectangle-query strategies")
struct QueryStrategyTests {
    @Test("Strategies are listed by name")
    func names() {
        #expect(RectQueryStrategies.names == ["uncached", "naive", "indexed", "unionRects"])
        #expect(RectQueryStrategies.named("indexed") == IndexedQuery.self)
        #expect(RectQueryStrategies.named("nope") == nil)
    }

    @Test("Seeded random layouts: the cache matches the reference twin, every strategy agrees",
          arguments: 0..<40 as Range<UInt64>)
    func randomLayouts(seed: UInt64) {
        var choices = SplitMix64(seed: ~seed)
        var generator = RandomCollectionGenerator(seed: seed)
        for kind in LayoutKind.allCases {
            generator.lengths = choices.bool() ? .halves : .anyDouble
            generator.maxItems = choices.int(in: 0...9) == 0 ? 0 : 400
            let collectionCase = generator.makeCase(name: "random", kind: kind)
            let configuration = collectionCase.configuration, items = collectionCase.items
            guard let layout = makeLayout(kind, configuration, items) else { continue }
            let context = "seed \(seed), \(kind), \(items.count) items"
            let reference = ReferenceLayout.frames(kind, configuration, items)
            let frames = layout.frames
            #expect(frames.count == reference.count, "\(context)")
            if let index = frames.indices.first(where: { $0 < reference.count && !isClose(frames[$0], reference[$0]) }) {
                Issue.record("\(context): item \(index) is \(frames[index]), the reference says \(reference[index])")
            }
            #expect(isClose(layout.contentSize.height, ReferenceLayout.contentHeight(reference, configuration)), "\(context)")
            #expect(frames == layout.computeFrames(), "\(context): cache and computeFrames()")
            let queries = (0..<40).map { _ in generator.makeQuery(frames: frames, content: layout.contentSize) }
            expectStrategiesAgree(layout, queries, context)
        }
    }

    @Test("Every waterfall of up to 5 items with heights 0, 10 and 25, on a grid of queries")
    func exhaustiveSmallWaterfalls() {
        let heights: [Double] = [0, 10, 25]
        let queries = stride(from: -10.0, through: 70, by: 5).flatMap { y in
            [Rect(x: 0, y: y, width: 60, height: 5), Rect(x: 0, y: y, width: 60, height: 0),
             Rect(x: 20, y: y, width: 20, height: 15), Rect(x: 30, y: y, width: 0, height: 30)]
        }
        for count in 0...5 {
            for code in 0..<(0..<count).reduce(1, { product, _ in product * 3 }) {
                var digits = code
                let items = (0..<count).map { _ in
                    defer { digits /= 3 }
                    return heights[digits % 3]
                }
                for kind in [LayoutKind.waterfall, .pdp] {
                    let configuration = LayoutConfiguration(width: 60, columns: 2)
                    guard let layout = makeLayout(kind, configuration, .heights(items)) else { continue }
                    expectStrategiesAgree(layout, queries, "\(kind) \(items)")
                }
            }
        }
    }

    @Test("Empty layouts answer nothing")
    func emptyLayouts() {
        for kind in LayoutKind.allCases {
            guard let layout = makeLayout(kind, LayoutConfiguration(width: 320, columns: 2), kind == .flow ? .sizes([]) : .heights([]))
            else { continue }
            let queries = [Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)]
            expectStrategiesAgree(layout, queries, "empty \(kind)")
            #expect(layout.indices(in: queries[1]).isEmpty)
        }
    }
}
