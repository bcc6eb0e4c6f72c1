import CollectionLayout
import LayoutCore
import LayoutGen
import Testing

/// The knobs the collection tests turn: a chosen kind, more items, lengths that are any double.
@Suite struct RandomCollectionGeneratorTests {
    @Test func knobsChangeWhatIsDrawn() throws {
        var halves = RandomCollectionGenerator(seed: 3), anyDouble = RandomCollectionGenerator(seed: 3)
        anyDouble.lengths = .anyDouble
        anyDouble.maxItems = 400
        var counts: [Int] = [], heights: [Double] = []
        for kind in LayoutKind.allCases {
            for _ in 0..<10 {
                let exact = halves.makeCase(name: "h", kind: kind)
                #expect(exact.kind == kind && exact.items.count <= 40)
                #expect(exact.items.heightsOrSizes.allSatisfy { ($0 * 2).rounded() == $0 * 2 })
                let any = anyDouble.makeCase(name: "a", kind: kind)
                #expect(any.kind == kind && (try? any.makeLayout()) != nil)
                counts.append(any.items.count)
                heights += any.items.heightsOrSizes
            }
        }
        #expect(counts.max()! > 40)
        #expect(heights.contains { ($0 * 2).rounded() != $0 * 2 })
    }
}

private extension CollectionItems {
    /// Every length of the items: heights, or widths and heights.
    var heightsOrSizes: [Double] {
        switch self {
        case .heights(let heights): heights
        case .sizes(let sizes): sizes.flatMap { [$0.width, $0.height] }
        }
    }
}
