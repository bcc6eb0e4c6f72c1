/// The tableau's map from a variable's identity to its external symbol: an open-addressing hash
/// table with linear probing, keyed by the variable's address.
///
/// Every value read, and every term of every constraint added, looks a variable up here; a
/// standard `Dictionary` hashes the key with SipHash, which costs more than the rest of a read.
/// Objects' addresses are distinct while they live and their low bits are alignment zeros, so a
/// multiplicative hash of the address spreads them well. A `Dictionary` is the naive twin
/// (`ExternalSymbolsTests`).
struct ExternalSymbols {
    private struct Slot {
        /// The key's address; 0 marks an empty slot.
        var key: UInt
        var symbol: Symbol
    }

    private var slots: [Slot] = []
    private(set) var count = 0

    private static let empty = Slot(key: 0, symbol: Symbol(id: -1, kind: .external))

    init() {}

    /// An empty table with room for `count` variables before it grows (a power of two of slots,
    /// at most three quarters full).
    init(minimumCapacity count: Int) {
        guard count > 0 else { return }
        slots = Array(repeating: Self.empty, count: AddressHash.slotCount(for: count))
    }

    /// The slot where probing for `key` starts (``AddressHash/home(of:bits:)``).
    @inline(__always) private func home(of key: UInt) -> Int {
        AddressHash.home(of: key, bits: slots.count.trailingZeroBitCount)
    }

    /// The symbol of the variable with `id`, if any.
    /// - Complexity: O(1) expected.
    @inline(__always) subscript(id: ObjectIdentifier) -> Symbol? {
        get {
            guard !slots.isEmpty else { return nil }
            let key = UInt(bitPattern: id)
            let mask = slots.count - 1
            var index = home(of: key)
            while true {
                let slot = slots[index]
                if slot.key == key { return slot.symbol }
                if slot.key == 0 { return nil }
                index = (index + 1) & mask
            }
        }
        set {
            if let newValue { insert(UInt(bitPattern: id), newValue) } else { remove(UInt(bitPattern: id)) }
        }
    }

    private mutating func insert(_ key: UInt, _ symbol: Symbol) {
        if 4 * (count + 1) > 3 * slots.count { grow() }
        let mask = slots.count - 1
        var index = home(of: key)
        while slots[index].key != 0 && slots[index].key != key { index = (index + 1) & mask }
        if slots[index].key == 0 { count += 1 }
        slots[index] = Slot(key: key, symbol: symbol)
    }

    /// Removes `key` by shifting back the entries after it that probed past its slot, so that no
    /// lookup meets a gap before its key (no tombstones).
    private mutating func remove(_ key: UInt) {
        guard !slots.isEmpty else { return }
        let mask = slots.count - 1
        var hole = home(of: key)
        while slots[hole].key != key {
            if slots[hole].key == 0 { return }
            hole = (hole + 1) & mask
        }
        count -= 1
        var next = (hole + 1) & mask
        while slots[next].key != 0 {
            if !AddressHash.stays(home: home(of: slots[next].key), hole: hole, next: next) {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Self.empty
    }

    /// Doubles the table (16 slots at first) and inserts every entry again.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Self.empty, count: max(16, 2 * old.count))
        count = 0
        for slot in old where slot.key != 0 { insert(slot.key, slot.symbol) }
    }
}
