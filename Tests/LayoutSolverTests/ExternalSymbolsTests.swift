import LayoutCore
@testable import LayoutSolver
import Testing

/// `ExternalSymbols` (open addressing, backward-shift removal) against its naive twin, a
/// `Dictionary`: the same inserts, overwrites and removals over live variables must answer every
/// lookup alike, through growth and long probe runs.
@Suite("ExternalSymbols")
struct ExternalSymbolsTests {
    @Test("Random inserts, overwrites and removals answer like a Dictionary", arguments: 0..<40 as Range<UInt64>)
    func matchesDictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Few variables for some seeds (dense reuse of slots), many for others (growth).
        let pool = (0..<(seed.isMultiple(of: 2) ? 12 : 300)).map { Variable("x\($0)") }
        var table = ExternalSymbols()
        var twin: [ObjectIdentifier: Symbol] = [:]
        for step in 0..<2_000 {
            let variable = pool[random.int(in: 0...(pool.count - 1))]
            if random.int(in: 0...2) == 0 {
                table[variable.id] = nil
                twin[variable.id] = nil
            } else {
                let symbol = Symbol(id: Int32(step), kind: .external)
                table[variable.id] = symbol
                twin[variable.id] = symbol
            }
            #expect(table.count == twin.count, "seed \(seed) step \(step)")
            if step % 50 == 0 || step == 1_999 {
                for other in pool {
                    #expect(table[other.id]?.id == twin[other.id]?.id, "seed \(seed) step \(step): \(other)")
                }
            }
        }
    }

    @Test("Every key of a full table is found, and none once all are removed in any order")
    func fillAndEmpty() {
        var random = SplitMix64(seed: 7)
        let variables = (0..<1_000).map { Variable("v\($0)") }
        var table = ExternalSymbols()
        for (index, variable) in variables.enumerated() { table[variable.id] = Symbol(id: Int32(index), kind: .external) }
        for (index, variable) in variables.enumerated() { #expect(table[variable.id]?.id == Int32(index)) }
        var order = Array(variables.indices)
        random.shuffle(&order)
        for (removed, index) in order.enumerated() {
            table[variables[index].id] = nil
            #expect(table.count == variables.count - removed - 1)
        }
        #expect(variables.allSatisfy { table[$0.id] == nil })
    }
}
