import LayoutCore
@testable import LayoutSolver
import Testing

/// The packed 12-byte ``Cell`` against its plain twin, the `(Symbol, Double)` it was made from:
/// what is read back is what was stored, bit for bit.
@Suite struct CellTests {
    private static let kinds: [SymbolKind] = [.external, .slack, .error, .dummy, .artificial]

    private static func roundTrips(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let cell = Cell(symbol: symbol, coefficient: coefficient)
        return cell.symbol.id == symbol.id && cell.symbol.kind == symbol.kind && cell.id == symbol.id
            && cell.isDummy == (symbol.kind == .dummy)
            && cell.coefficient.bitPattern == coefficient.bitPattern
    }

    @Test func isTwelveBytes() {
        #expect(MemoryLayout<Cell>.stride == 12)
        #expect(MemoryLayout<SymbolRecord>.stride == 56)
    }

    /// Every kind with the ids at the ends of the range and the doubles whose bits are special.
    @Test func exhaustiveEdges() {
        let ids: [Int32] = [0, 1, 2, 255, 256, 65_535, 65_536, Int32(Symbol.idLimit - 2), Int32(Symbol.idLimit - 1)]
        let values: [Double] = [0, -0.0, 1, -1, epsilon, -epsilon, .leastNonzeroMagnitude, -.leastNormalMagnitude,
                                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
                                Double(bitPattern: 0x7FF0_0000_0000_0001), Double(bitPattern: 0xFFFF_FFFF_FFFF_FFFF),
                                Double(bitPattern: 0x0000_0000_FFFF_FFFF), Double(bitPattern: 0xFFFF_FFFF_0000_0000)]
        for kind in Self.kinds {
            for id in ids {
                for value in values {
                    #expect(Self.roundTrips(Symbol(id: id, kind: kind), value), "\(kind) \(id) \(value.bitPattern)")
                }
            }
        }
    }

    /// The search keys order packed words as the ids they hold: every kind of every small id
    /// against every small query, and the ends of the range.
    @Test func searchKeysOrderAsIDs() {
        let ids: [Int32] = Array(0...9) + [Int32(Symbol.idLimit - 2), Int32(Symbol.idLimit - 1)]
        for kind in Self.kinds {
            for id in ids {
                let packed = Cell(symbol: Symbol(id: id, kind: kind), coefficient: 1).packedSymbol
                for query in ids {
                    #expect((packed < Cell.searchKey(below: query)) == (id < query), "\(kind) \(id) vs \(query)")
                    #expect((packed <= Cell.searchKey(through: query)) == (id <= query), "\(kind) \(id) vs \(query)")
                }
            }
        }
    }

    /// Seeded random ids, kinds and bit patterns; a write through each property keeps the other.
    @Test("Random cells read back what was stored", arguments: 0..<20 as Range<UInt64>)
    func random(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let symbol = Symbol(id: Int32(random.below(UInt64(Symbol.idLimit))), kind: Self.kinds[Int(random.below(5))])
            let value = Double(bitPattern: random.next())
            #expect(Self.roundTrips(symbol, value), "seed \(seed): \(symbol) \(value.bitPattern)")
            var cell = Cell(symbol: symbol, coefficient: value)
            let other = Symbol(id: Int32(random.below(UInt64(Symbol.idLimit))), kind: Self.kinds[Int(random.below(5))])
            let otherValue = Double(bitPattern: random.next())
            cell.coefficient = otherValue
            #expect(cell.symbol.id == symbol.id && cell.symbol.kind == symbol.kind)
            cell.symbol = other
            #expect(cell.coefficient.bitPattern == otherValue.bitPattern)
            #expect(cell.symbol.id == other.id && cell.symbol.kind == other.kind)
        }
    }
}
