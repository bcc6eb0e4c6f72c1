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
        var size = 16
        while 3 * size < 4 * count { size *= 2 }
        slots = Array(repeating: Self.empty, count: size)
    }

    /// The slot where probing for `key` starts: the top bits of the address mixed by SplitMix64's
    /// finaliser. Fibonacci hashing alone (the top bits of the address times the golden ratio)
    /// clustered: objects allocated one after another are often a fixed stride apart, and a
    /// stride times the golden ratio can fall near a simple fraction of the circle (48 bytes:
    /// about 2/3), so every third variable landed beside an earlier one. A read of the
    /// enaml-like window probed about three slots a variable, now about 1.3 (callgrind).
    @inline(__always) private func home(of key: UInt) -> Int {
        let bits = slots.count.trailingZeroBitCount
        var mixed = UInt64(key)
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
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
            let start = home(of: slots[next].key)
            // The entry at `next` may move into the hole unless its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < start && start <= next) : (hole < start || start <= next)
            if !stays {
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
