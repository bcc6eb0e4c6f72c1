import LayoutCore
import CollectionLayout
import LayoutGen
import Testing

@Suite("Collection change sequences")
struct CollectionChangeTests {
    @Test("Sequences are reproducible, valid at every step and follow the mix", arguments: LayoutKind.allCases)
    func sequences(_ kind: LayoutKind) throws {
        let workload = CollectionWorkload(kind: kind, itemCount: 50, seed: 3)
        let changes = workload.changes(400, seed: 9)
        #expect(changes == workload.changes(400, seed: 9))
        #expect(changes != workload.changes(400, seed: 10))
        var items = workload.items
        var counts = (inserts: 0, removes: 0, heights: 0)
        for change in changes {
            try items.apply(change)
            switch change {
            case .insert(let size, _):
                counts.inserts += 1
                #expect(kind == .flow ? (40...320).contains(size.width) : size.width == 0)
            case .remove: counts.removes += 1
            case .setHeight: counts.heights += 1
            }
            if kind == .pdp { #expect(change.index > 0, "\(change) touches the header") }
        }
        #expect(counts.inserts > 60 && counts.removes > 60 && counts.heights > 150, "\(counts)")
        #expect(items.count == 50 + counts.inserts - counts.removes)
        #expect(workload.changes(100, seed: 1, mix: .heightsOnly).allSatisfy {
            if case .setHeight = $0 { true } else { false }
        })
    }

    @Test("Removing from an empty collection inserts instead")
    func emptyCollection() throws {
        let workload = CollectionWorkload(kind: .waterfall, itemCount: 0, seed: 1)
        let changes = workload.changes(30, seed: 2, mix: ChangeMix(inserts: 0, removes: 1, heightChanges: 0))
        for (step, change) in changes.enumerated() {
            switch change {
            case .insert(_, at: 0) where step.isMultiple(of: 2), .remove(at: 0) where !step.isMultiple(of: 2): break
            default: Issue.record("step \(step): \(change)")
            }
        }
        var items = workload.items
        for change in changes { try items.apply(change) }
        #expect(items.count == 0)
    }

    @Test("A change naming a missing item is refused, the items unchanged")
    func badIndex() {
        var items = CollectionItems.heights([10, 20])
        #expect(throws: CollectionLayoutError.indexOutOfRange(2, count: 2)) { try items.apply(.remove(at: 2)) }
        #expect(throws: CollectionLayoutError.indexOutOfRange(3, count: 2)) {
            try items.apply(.insert(Size(width: 0, height: 5), at: 3))
        }
        #expect(throws: CollectionLayoutError.indexOutOfRange(-1, count: 2)) { try items.apply(.setHeight(5, at: -1)) }
        #expect(items == .heights([10, 20]))
    }

    /// The incremental update and its naive twin: a new layout prepared from the changed items.
    @Test("Changes applied in place equal a prepare of the changed items", arguments: LayoutKind.allCases)
    func incrementalEqualsPrepare(_ kind: LayoutKind) throws {
        var workload = CollectionWorkload(kind: kind, itemCount: 300, seed: 4, heights: .feed)
        var layout = try workload.makeLayout()
        let rects = (0..<12).map { Rect(x: 0, y: Double($0) * 900, width: 1_024, height: 768) }
        for (step, change) in workload.changes(150, seed: 5).enumerated() {
            try layout.apply(change)
            try workload.items.apply(change)
            let prepared = try workload.makeLayout()
            let frames = prepared.frames
            #expect(layout.frames == frames, "frames after step \(step): \(change)")
            #expect(layout.contentSize == prepared.contentSize, "content size after step \(step): \(change)")
            for rect in rects {
                let scan = frames.indices.filter { frames[$0].intersects(rect) }
                #expect(layout.indices(in: rect) == scan, "query \(rect) after step \(step): \(change)")
            }
        }
    }
}
