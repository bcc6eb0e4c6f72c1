import LayoutCore
@testable import LayoutSolver
import Testing

/// ``Column``, two entries inline and an array past them, against its naive twin, a plain
/// `[Int32]`: after every append, removal and recycling both hold the same entries in the same
/// order, and a removal's predicate sees the same entries in the same order.
@Suite struct ColumnTests {
    private enum Operation {
        case append(Int32)
        /// Removes the entries whose bit in the mask is set, by position.
        case remove(mask: UInt32)
        case recycle
    }

    /// Applies `operation` to both, returning what differed (nil when they agree).
    private static func apply(_ operation: Operation, to column: inout Column, _ twin: inout [Int32],
                              spares: inout [[Int32]]) -> String? {
        switch operation {
        case .append(let entry):
            column.append(entry, spares: &spares)
            twin.append(entry)
        case .remove(let mask):
            var seen: [Int32] = []
            var position = 0
            let left = column.removeAll(spares: &spares) { entry in
                defer { position += 1 }
                seen.append(entry)
                return mask >> UInt32(position % 32) & 1 == 1
            }
            let expectedSeen = twin
            twin = twin.enumerated().filter { mask >> UInt32($0.offset % 32) & 1 == 0 }.map(\.element)
            if seen != expectedSeen { return "removal saw \(seen), expected \(expectedSeen)" }
            if left != twin.count { return "removal left \(left), expected \(twin.count)" }
        case .recycle:
            column.recycle(into: &spares)
            twin = []
        }
        if Array(column) != twin { return "holds \(Array(column)), expected \(twin)" }
        if column.count != twin.count || column.isEmpty != twin.isEmpty { return "count \(column.count), expected \(twin.count)" }
        if column.hasArray != (twin.count > Column.inlineCapacity) {
            return "holds \(twin.count) entries \(column.hasArray ? "in" : "without") an array"
        }
        if spares.count > 64 { return "keeps \(spares.count) spare arrays" }
        return nil
    }

    @Test("Seeded random histories match an array", arguments: 0..<200 as Range<UInt64>)
    func randomHistories(seed: UInt64) {
        var random = SplitMix64(seed: seed &+ 4_100)
        var column = Column(), twin: [Int32] = []
        var spares: [[Int32]] = []
        if random.below(2) == 0 {
            var spare: [Int32] = [9, 9, 9]
            spare.removeAll(keepingCapacity: true)
            spares.append(spare)
        }
        for step in 0..<300 {
            let operation: Operation
            switch random.below(10) {
            case 0..<6: operation = .append(Int32(random.below(1_000)))
            case 6..<9: operation = .remove(mask: UInt32(truncatingIfNeeded: random.next()) & (random.below(2) == 0 ? 0x5555_5555 : 0xFFFF_FFFF))
            default: operation = .recycle
            }
            if let problem = Self.apply(operation, to: &column, &twin, spares: &spares) {
                Issue.record("seed \(seed), step \(step), \(operation): \(problem)")
                return
            }
        }
    }

    /// Every history of up to six operations from a small set: appends of two ids, removals of
    /// none, all, the first and the second entry, and recycling.
    @Test func exhaustiveShortHistories() {
        let operations: [Operation] = [.append(0), .append(7), .remove(mask: 0), .remove(mask: .max),
                                       .remove(mask: 1), .remove(mask: 2), .recycle]
        var histories: [[Int]] = [[]]
        for _ in 0..<6 {
            histories = histories.flatMap { history in operations.indices.map { history + [$0] } }
            for history in histories {
                var column = Column(), twin: [Int32] = [], spares: [[Int32]] = []
                for (step, index) in history.enumerated() {
                    if let problem = Self.apply(operations[index], to: &column, &twin, spares: &spares) {
                        Issue.record("history \(history.map { operations[$0] }), step \(step): \(problem)")
                        return
                    }
                }
            }
        }
    }

    /// A column cut back to two entries gives its array back, and equals one that never left its
    /// inline slots.
    @Test func equalityIgnoresStorage() {
        var spares: [[Int32]] = []
        var inline = Column(), spilled = Column()
        inline.append(3, spares: &spares)
        inline.append(5, spares: &spares)
        for entry: Int32 in [3, 4, 5] { spilled.append(entry, spares: &spares) }
        spilled.removeAll(spares: &spares) { $0 == 4 }
        #expect(!spilled.hasArray && spares.count == 1)
        #expect(inline == spilled)
        spilled.removeAll(spares: &spares) { $0 == 5 }
        #expect(inline != spilled)
    }
}
