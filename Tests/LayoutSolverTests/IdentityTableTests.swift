import LayoutCore
@testable import LayoutSolver
import Testing

/// `IdentityTable` (open addressing on the object's address, backward-shift removal) against its
/// naive twin, a `Dictionary` keyed by identity: seeded random inserts, overwrites and removals
/// through growth and long probe runs, and every sequence of up to five operations over three keys.
@Suite("IdentityTable")
struct IdentityTableTests {
    /// Whether `table` holds exactly what `twin` holds, looked up and iterated.
    static func matches(_ table: IdentityTable<Variable, Int>, _ twin: [ObjectIdentifier: Int],
                        pool: [Variable]) -> Bool {
        let iterated = Dictionary(uniqueKeysWithValues: table.map { (ObjectIdentifier($0.key), $0.value) })
        return table.count == twin.count && table.isEmpty == twin.isEmpty && iterated == twin
            && pool.allSatisfy { table[$0] == twin[ObjectIdentifier($0)] }
    }

    @Test("Random inserts, overwrites and removals answer like a Dictionary", arguments: 0..<30 as Range<UInt64>)
    func matchesDictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pool = (0..<(seed.isMultiple(of: 2) ? 10 : 300)).map { Variable("x\($0)") }
        var table = IdentityTable<Variable, Int>(vacant: -1)
        if seed % 3 == 0 { table.reserveCapacity(pool.count) }
        var twin: [ObjectIdentifier: Int] = [:]
        for step in 0..<1_500 {
            let variable = pool[random.int(in: 0...(pool.count - 1))]
            switch random.int(in: 0...5) {
            case 0:
                #expect(table.removeValue(forKey: variable) == twin.removeValue(forKey: ObjectIdentifier(variable)),
                        "seed \(seed) step \(step)")
            case 1:
                table[variable] = nil
                twin[ObjectIdentifier(variable)] = nil
            case 2 where step % 200 == 0:
                table.removeAll()
                twin.removeAll()
            default:
                table[variable] = step
                twin[ObjectIdentifier(variable)] = step
            }
            if step % 20 == 0 || step == 1_499 {
                #expect(Self.matches(table, twin, pool: pool), "seed \(seed) step \(step)")
            }
        }
    }

    @Test("Every sequence of up to five operations over three keys")
    func exhaustive() {
        let pool = (0..<3).map { Variable("v\($0)") }
        // Operations 0–2 insert key k with the step as value, 3–5 remove key k − 3.
        func run(_ operations: [Int]) {
            var table = IdentityTable<Variable, Int>(vacant: -1)
            var twin: [ObjectIdentifier: Int] = [:]
            for (step, operation) in operations.enumerated() {
                let variable = pool[operation % 3]
                if operation < 3 {
                    table[variable] = step
                    twin[ObjectIdentifier(variable)] = step
                } else {
                    _ = table.removeValue(forKey: variable)
                    twin[ObjectIdentifier(variable)] = nil
                }
                #expect(Self.matches(table, twin, pool: pool), "\(operations)")
            }
        }
        var sequences: [[Int]] = [[]]
        for _ in 0..<5 {
            sequences = sequences.flatMap { sequence in (0..<6).map { sequence + [$0] } }
            sequences.forEach(run)
        }
    }

    @Test("Keys are held: a key the caller lets go stays readable through the table")
    func holdsItsKeys() {
        var table = IdentityTable<Variable, Int>(vacant: -1)
        do {
            let variable = Variable("held")
            table[variable] = 7
        }
        #expect(table.map(\.key.name) == ["held"])
        #expect(table.map(\.value) == [7])
    }
}
