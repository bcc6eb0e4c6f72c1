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
}
