@testable import LayoutGen
@testable import LayoutSolver
import LayoutCore
import Testing

/// The row's in-place backward merge against its naive twin: a dictionary of coefficients.
@Suite struct RowTests {
    /// A row and its dictionary twin from a seeded generator: up to `size` cells over ids 0..<12.
    private static func randomRow(_ random: inout SplitMix64, size: Int) -> (Row, [Int32: Double]) {
        var row = Row(constant: Double(random.below(7)) - 3)
        var twin: [Int32: Double] = [:]
        for _ in 0..<random.below(UInt64(size) + 1) {
            let id = Int32(random.below(12))
            let coefficient = Double(random.below(5)) - 2  // zeros too: they must not make cells
            row.insert(Symbol(id: id, kind: .slack), coefficient)
            let sum = (twin[id] ?? 0) + coefficient
            twin[id] = nearZero(sum) ? nil : sum
        }
        return (row, twin)
    }

    private static func matches(_ row: Row, _ twin: [Int32: Double]) -> Bool {
        let ids = row.cells.map(\.symbol.id)
        return ids == twin.keys.sorted() && row.cells.allSatisfy { twin[$0.symbol.id] == $0.coefficient }
            && zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }
    }

    @Test("Adding a multiple of a row equals the dictionary sum", arguments: 0..<300 as Range<UInt64>)
    func merge(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var (target, twin) = Self.randomRow(&random, size: 9)
        let (other, otherTwin) = Self.randomRow(&random, size: 9)
        let factor = [1.0, -1.0, 2.0, 0.5][Int(random.below(4))]
        // Sometimes drop one of the target's cells in the same pass, as a substitution does.
        let removed = target.isEmpty || random.below(2) == 0 ? -1 : Int(random.below(UInt64(target.count)))
        if removed >= 0 { twin[target.cells[removed].symbol.id] = nil }
        var expectedNew: [Int32] = []
        for (id, value) in otherTwin.sorted(by: { $0.key < $1.key }) {
            let sum = (twin[id] ?? 0) + value * factor
            if twin[id] == nil && !nearZero(value * factor) { expectedNew.append(id) }
            twin[id] = nearZero(sum) ? nil : sum
        }
        let constant = target.constant + other.constant * factor
        var reported: [Int32] = []
        target.add(other, times: factor, removing: removed) { reported.append($0.id) }
        #expect(Self.matches(target, twin), "seed \(seed): \(target.cells) vs \(twin)")
        #expect(target.constant == constant)
        #expect(reported.sorted() == expectedNew, "seed \(seed): new cells \(reported) vs \(expectedNew)")
    }

    /// Every pair of rows over three symbols with coefficients in {-1, 0, 1}: exhaustive.
    @Test func exhaustiveSmallRows() {
        let values: [Double] = [-1, 0, 1]
        func rows() -> [(Row, [Int32: Double])] {
            var result: [(Row, [Int32: Double])] = []
            for a in values { for b in values { for c in values {
                var row = Row()
                var twin: [Int32: Double] = [:]
                for (id, value) in [(Int32(0), a), (1, b), (2, c)] where value != 0 {
                    row.insert(Symbol(id: id, kind: .error), value)
                    twin[id] = value
                }
                result.append((row, twin))
            } } }
            return result
        }
        for (target, targetTwin) in rows() {
            for (other, otherTwin) in rows() {
                var sum = target
                sum.insert(other, 1)
                var twin = targetTwin
                for (id, value) in otherTwin {
                    let total = (twin[id] ?? 0) + value
                    twin[id] = total == 0 ? nil : total
                }
                #expect(Self.matches(sum, twin), "\(target.cells) + \(other.cells) = \(sum.cells)")
            }
        }
    }

    // MARK: - The span merge against the whole merge

    private static let kinds: [SymbolKind] = [.external, .slack, .error, .dummy]

    private static func symbol(_ id: Int) -> Symbol { Symbol(id: Int32(id), kind: kinds[id % kinds.count]) }

    /// `row` added to `target` by ``Row/add(_:times:removing:newCell:)`` (the span merge where the
    /// span is short) and by ``Row/mergeWhole(_:times:removing:newCell:)``: the same cells,
    /// constant and new symbols, and a dummy count equal to the dummy cells.
    private static func expectSameMerge(_ target: Row, _ other: Row, times factor: Double, removing removed: Int,
                                        _ context: String) {
        var viaAdd = target, viaWhole = target
        var newViaAdd: [Int32] = [], newViaWhole: [Int32] = []
        viaAdd.add(other, times: factor, removing: removed) { newViaAdd.append($0.id) }
        viaWhole.mergeWhole(other, times: factor, removing: removed) { newViaWhole.append($0.id) }
        #expect(viaAdd.cells.map(\.symbol.id) == viaWhole.cells.map(\.symbol.id), "\(context)")
        #expect(viaAdd.cells.map(\.coefficient) == viaWhole.cells.map(\.coefficient), "\(context)")
        #expect(viaAdd.constant == viaWhole.constant, "\(context)")
        #expect(newViaAdd.sorted() == newViaWhole.sorted(), "\(context)")
        for row in [viaAdd, viaWhole] {
            #expect(row.dummyCount == row.cells.filter { $0.symbol.kind == .dummy }.count, "\(context)")
        }
    }

    @Test("A short row added to a long one: the span merge equals the whole merge", arguments: 0..<300 as Range<UInt64>)
    func spanMerge(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var target = Row(constant: Double(random.below(7)) - 3)
        for _ in 0..<(Row.spanMergeMinimum + Int(random.below(60))) {
            target.insert(Self.symbol(Int(random.below(200))), Double(random.below(5)) + 1)
        }
        // The added row's symbols within a window, so that its span is usually short, and
        // sometimes anywhere (a long span: the whole merge).
        let low = Int(random.below(200)), width = random.below(4) == 0 ? 200 : 1 + Int(random.below(12))
        var other = Row(constant: Double(random.below(7)) - 3)
        for _ in 0..<(1 + random.below(6)) {
            let id = Swift.min(199, low + Int(random.below(UInt64(width))))
            // Coefficients that often cancel the target's (the target's are 1...5, times the factor).
            other.insert(Self.symbol(id), Double(random.below(11)) - 5)
        }
        let factor = [1.0, -1.0, 0.5, 3.0][Int(random.below(4))]
        let removed = random.below(2) == 0 ? -1 : Int(random.below(UInt64(target.count)))
        Self.expectSameMerge(target, other, times: factor, removing: removed, "seed \(seed)")
        // The same through `substitute`, as a pivot applies it: the symbol's cell is the removed one.
        if let cell = target.cells.first(where: { $0.symbol.id >= low }) {
            var substituted = target, expected = target
            var form = other
            form.removeCell(cell.symbol)
            substituted.substitute(cell.symbol, with: form)
            expected.mergeWhole(form, times: cell.coefficient, removing: target.index(of: cell.symbol)!) { _ in }
            #expect(substituted.cells.map(\.symbol.id) == expected.cells.map(\.symbol.id), "seed \(seed)")
            #expect(substituted.cells.map(\.coefficient) == expected.cells.map(\.coefficient), "seed \(seed)")
            #expect(substituted.dummyCount == expected.dummyCount, "seed \(seed)")
        }
    }

    /// A 32-cell row (ids 0, 2, …, 62) and every row over ids 29…33 with coefficients in
    /// {−1, 0, 1}, each factor ±1, each removal in and around the span: exhaustive.
    @Test func exhaustiveSpanMerges() {
        var target = Row(constant: 1)
        for id in stride(from: 0, to: 64, by: 2) { target.insert(Self.symbol(id), id % 3 == 0 ? 1 : -1) }
        #expect(target.count == Row.spanMergeMinimum)
        let ids = Array(29...33), values: [Double] = [-1, 0, 1]
        var combination = [Int](repeating: 0, count: ids.count)
        repeat {
            var other = Row(constant: 2)
            for (id, value) in zip(ids, combination) where values[value] != 0 { other.insert(Self.symbol(id), values[value]) }
            for factor in [1.0, -1.0] {
                for removed in [-1, 0, 14, 15, 16, 17, 31] {
                    Self.expectSameMerge(target, other, times: factor, removing: removed,
                                         "\(other.cells) × \(factor) removing \(removed)")
                }
            }
            var position = 0
            while position < combination.count {
                combination[position] += 1
                if combination[position] < values.count { break }
                combination[position] = 0
                position += 1
            }
            if position == combination.count { break }
        } while true
    }

    // MARK: - Slots: a row's cells after it has shrunk and grown again

    /// Random sequences of every row operation on one row (compacting and clearing included),
    /// against a dictionary twin after each step: the row keeps the slots its cells left
    /// (``Row`` writes merges and insertions into them), so a row that shrank and grows again
    /// must still hold exactly its cells, in order, with its dummy count, whatever the slots
    /// after them hold.
    @Test("Every operation, in random sequences, equals the dictionary twin", arguments: 0..<200 as Range<UInt64>)
    func operationSequences(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let idRange = 2 + random.below(40)  // few ids: many cancellations; many ids: long rows
        func randomSymbol() -> Symbol { Self.symbol(Int(random.below(idRange))) }
        var row = Row(constant: 1, capacity: Int(random.below(4)))
        var twin: [Int32: Double] = [:]
        var constant = 1.0
        var copies: [(Row, [Int32: Double])] = []
        for step in 0..<60 {
            let context = "seed \(seed) step \(step)"
            switch random.below(9) {
            case 0, 1:
                let symbol = randomSymbol(), value = Double(random.below(5)) - 2
                row.insert(symbol, value)
                let sum = (twin[symbol.id] ?? 0) + value
                twin[symbol.id] = nearZero(sum) ? nil : sum
            case 2:
                let symbol = randomSymbol()
                #expect(row.removeCell(symbol) == twin.removeValue(forKey: symbol.id), "\(context)")
            case 3, 4:
                // A merge with a removal, as a substitution makes; its added row is often longer
                // than the room left, so the row grows, and its cancellations shrink it.
                var other = Row(constant: Double(random.below(5)) - 2)
                var otherTwin: [Int32: Double] = [:]
                for _ in 0..<random.below(8) {
                    let symbol = randomSymbol(), value = Double(random.below(5)) - 2
                    other.insert(symbol, value)
                    let sum = (otherTwin[symbol.id] ?? 0) + value
                    otherTwin[symbol.id] = nearZero(sum) ? nil : sum
                }
                let factor = [1.0, -1.0, 2.0][Int(random.below(3))]
                let removed = row.isEmpty || random.below(2) == 0 ? -1 : Int(random.below(UInt64(row.count)))
                if removed >= 0 { twin[row.cells[removed].symbol.id] = nil }
                var expectedNew: [Int32] = []
                for (id, value) in otherTwin {
                    let sum = (twin[id] ?? 0) + value * factor
                    if twin[id] == nil && !nearZero(value * factor) { expectedNew.append(id) }
                    twin[id] = nearZero(sum) ? nil : sum
                }
                constant += other.constant * factor
                var reported: [Int32] = []
                row.add(other, times: factor, removing: removed) { reported.append($0.id) }
                #expect(reported.sorted() == expectedNew.sorted(), "\(context)")
            case 5:
                guard let cell = row.cells.first else { continue }
                let factor = -1 / cell.coefficient
                row.solve(for: cell.symbol)
                twin[cell.symbol.id] = nil
                constant *= factor
                for (id, value) in twin { twin[id] = value * factor }
            case 7:
                // What goes into the tableau: the cells alone, in storage of their own, with
                // room or without.
                row = row.compacted(leavingRoom: random.below(2) == 0)
            case 8:
                // The scratch row emptied for the next constraint: stale slots must not show.
                constant = Double(random.below(5)) - 2
                row.clear(constant: constant)
                twin = [:]
            default:
                // A copy taken now must not see the later steps (the slots are shared until written).
                copies.append((row, twin))
                row.reverseSign()
                constant = -constant
                for (id, value) in twin { twin[id] = -value }
            }
            #expect(Self.matches(row, twin), "\(context): \(row.cells) vs \(twin)")
            #expect(row.constant == constant, "\(context)")
            #expect(row.dummyCount == row.cells.filter { $0.symbol.kind == .dummy }.count, "\(context)")
            #expect(row.count == twin.count && row.isEmpty == twin.isEmpty, "\(context)")
        }
        for (copy, copyTwin) in copies { #expect(Self.matches(copy, copyTwin), "seed \(seed): a copy changed") }
    }
}
