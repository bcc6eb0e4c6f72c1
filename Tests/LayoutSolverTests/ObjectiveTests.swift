import LayoutCore
import LayoutGen
@testable import LayoutSolver
import Testing

/// `Objective` (a hash table of cells, with bit sets by id) against its naive twin `Row` (sorted
/// cells): the same operations on seeded random inputs must leave the same constant and cells,
/// and Bland's candidate must be the lowest negative cell. Small id pools make most operations
/// meet existing cells; large ones and long runs grow the table several times.
@Suite("Objective")
struct ObjectiveTests {
    private static let kinds: [SymbolKind] = [.external, .slack, .error, .dummy]

    private static func symbol(_ random: inout SplitMix64, ids: Int) -> Symbol {
        let id = Int(random.next() % UInt64(ids))
        return Symbol(id: Int32(id), kind: kinds[id % kinds.count])
    }

    private static func coefficient(_ random: inout SplitMix64) -> Double {
        Double(Int(random.next() % 9)) - 4
    }

    private static func row(_ random: inout SplitMix64, ids: Int) -> Row {
        var row = Row(constant: coefficient(&random))
        for _ in 0..<Int(random.next() % 6) { row.insert(symbol(&random, ids: ids), coefficient(&random)) }
        return row
    }

    @Test("Random inserts, row additions, substitutions and removals match Row", arguments: 0..<200 as Range<UInt64>)
    func matchesRow(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Ids past one 64-bit word, so that the bit sets span several words; every tenth seed
        // takes thousands of ids and steps, so that the table grows and its runs collide.
        let large = seed % 10 == 0
        let ids = 1 + Int(random.next() % (large ? 4_000 : 200))
        var objective = Objective(), twin = Row()
        for step in 0..<(large ? 1_500 : 60) {
            switch random.next() % 4 {
            case 0:
                let (symbol, value) = (Self.symbol(&random, ids: ids), Self.coefficient(&random))
                objective.insert(symbol, value)
                twin.insert(symbol, value)
            case 1:
                let (row, factor) = (Self.row(&random, ids: ids), Self.coefficient(&random))
                objective.insert(row, factor)
                twin.insert(row, factor)
            case 2:
                let symbol = Self.symbol(&random, ids: ids)
                var row = Self.row(&random, ids: ids)
                _ = row.removeCell(symbol)
                objective.substitute(symbol, with: row)
                twin.substitute(symbol, with: row)
            default:
                let symbol = Self.symbol(&random, ids: ids)
                #expect(objective.removeCell(symbol) == twin.removeCell(symbol), "seed \(seed) step \(step)")
            }
            #expect(objective.constant == twin.constant, "seed \(seed) step \(step)")
            #expect(objective.count == twin.count, "seed \(seed) step \(step)")
            #expect(objective.terms.map(\.symbol.id) == twin.terms.map(\.symbol.id), "seed \(seed) step \(step)")
            #expect(objective.terms.map(\.coefficient) == twin.terms.map(\.coefficient), "seed \(seed) step \(step)")
            let pivotable = objective.firstNegative { $0.kind.isPivotable }
            let expected = twin.terms.first { $0.coefficient < -epsilon && $0.symbol.kind.isPivotable }?.symbol
            #expect(pivotable?.id == expected?.id, "seed \(seed) step \(step)")
        }
    }
}
