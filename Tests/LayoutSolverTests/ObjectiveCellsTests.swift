import LayoutCore
@testable import LayoutSolver
import Testing

/// `ObjectiveCells` (open addressing, removal by shifting back) against its naive twin, a
/// dictionary by id: seeded random insertions, updates and removals over id pools small enough
/// to collide often and large enough to grow the table several times, then every possible
/// sequence of up to five operations over three ids whose homes collide in a small table.
@Suite("ObjectiveCells")
struct ObjectiveCellsTests {
    /// Applies one operation to both: `value` 0 removes `id`'s cell, any other value sets it.
    private static func apply(_ id: Int32, _ value: Double, to table: inout ObjectiveCells, count: inout Int,
                              twin: inout [Int32: Cell]) {
        let cell = Cell(symbol: Symbol(id: id, kind: value < 0 ? .error : .slack), coefficient: value)
        table.reserve(count + 1)
        table.withSlots { slots, shift in
            if value == 0 {
                guard twin[id] != nil else { return }
                ObjectiveCells.vacate(ObjectiveCells.slot(of: id, in: UnsafeBufferPointer(slots), shift: shift),
                                      in: slots, shift: shift)
            } else if twin[id] != nil {
                slots[ObjectiveCells.slot(of: id, in: UnsafeBufferPointer(slots), shift: shift)] = cell
            } else {
                slots[ObjectiveCells.vacantSlot(for: id, in: slots, shift: shift)] = cell
            }
        }
        if value == 0 {
            if twin.removeValue(forKey: id) != nil { count -= 1 }
        } else {
            if twin.updateValue(cell, forKey: id) == nil { count += 1 }
        }
    }

    private static func expectSame(_ table: ObjectiveCells, _ twin: [Int32: Cell], _ context: String) {
        let held = table.cells.map { ($0.id, $0.coefficient, $0.symbol.kind) }.sorted { $0.0 < $1.0 }
        let expected = twin.values.map { ($0.id, $0.coefficient, $0.symbol.kind) }.sorted { $0.0 < $1.0 }
        #expect(held.map(\.0) == expected.map(\.0), "\(context)")
        #expect(held.map(\.1) == expected.map(\.1), "\(context)")
        #expect(held.map(\.2) == expected.map(\.2), "\(context)")
        for cell in twin.values { #expect(table.cell(cell.id).coefficient == cell.coefficient, "\(context)") }
        #expect(ObjectiveCells.holds(twin.count, in: table.slots.count), "\(context): past the load limit")
    }

    @Test("Random operations match a dictionary", arguments: 0..<60 as Range<UInt64>)
    func matchesDictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let ids = 1 + Int(random.next() % (seed % 3 == 0 ? 40 : 3_000))
        var table = ObjectiveCells(), twin: [Int32: Cell] = [:], count = 0
        for step in 0..<2_000 {
            let id = Int32(random.next() % UInt64(ids))
            // About a third removals, so runs of occupied slots shrink as well as grow.
            let value = random.next() % 3 == 0 ? 0 : Double(Int(random.next() % 9)) - 4.5
            Self.apply(id, value, to: &table, count: &count, twin: &twin)
            if step % 97 == 0 || step == 1_999 { Self.expectSame(table, twin, "seed \(seed) step \(step)") }
        }
    }

    @Test("Every short sequence over colliding ids matches a dictionary")
    func shortSequences() {
        // Three ids with the same home in a 16-slot table, and one with another home.
        let shift: UInt32 = 28
        var colliding: [Int32] = []
        var id: Int32 = 0
        while colliding.count < 3 {
            if ObjectiveCells.home(of: id, shift: shift) == ObjectiveCells.home(of: 0, shift: shift) { colliding.append(id) }
            id += 1
        }
        let ids = colliding + [1]
        let operations = ids.flatMap { id in [(id, 1.0), (id, 0.0)] }
        func run(_ sequence: [(Int32, Double)]) {
            var table = ObjectiveCells(), twin: [Int32: Cell] = [:], count = 0
            for (id, value) in sequence { Self.apply(id, value, to: &table, count: &count, twin: &twin) }
            Self.expectSame(table, twin, "\(sequence)")
        }
        func extend(_ sequence: [(Int32, Double)]) {
            run(sequence)
            guard sequence.count < 5 else { return }
            for operation in operations { extend(sequence + [operation]) }
        }
        extend([])
    }
}
