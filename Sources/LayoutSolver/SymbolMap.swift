/// A hash map from tableau symbols to values: open addressing with linear probing, Fibonacci
/// hashing of the symbol id and backward-shift deletion (no tombstones).
///
/// Rows, columns and objectives are all maps keyed by symbol, and the solver spends most of its
/// time in them; the standard `Dictionary` pays for a seeded SipHash on every access, which a
/// dense integer id does not need. Iteration order depends only on the sequence of insertions
/// and removals, so everything built on it is deterministic from run to run.
struct SymbolMap<Value> {
    private var slotKeys: ContiguousArray<Symbol?> = []
    private var slotValues: ContiguousArray<Value?> = []
    private var shift = 64
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ id: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always) private func probe(_ key: Symbol) -> (slot: Int, found: Bool) {
        let mask = slotKeys.count - 1
        var slot = home(key.id)
        while let occupant = slotKeys[slot] {
            if occupant.id == key.id { return (slot, true) }
            slot = (slot + 1) & mask
        }
        return (slot, false)
    }

    subscript(key: Symbol) -> Value? {
        get {
            guard count > 0 else { return nil }
            let (slot, found) = probe(key)
            return found ? slotValues[slot] : nil
        }
        set {
            if let newValue {
                insert(key, newValue)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    mutating func insert(_ key: Symbol, _ value: Value) {
        if (count + 1) * 2 > slotKeys.count { grow() }
        let (slot, found) = probe(key)
        if !found {
            slotKeys[slot] = key
            count += 1
        }
        slotValues[slot] = value
    }

    /// Applies `body` to the value of `key` in place; `key` must be present.
    @inline(__always)
    mutating func modify<R>(_ key: Symbol, _ body: (inout Value) -> R) -> R {
        let (slot, _) = probe(key)
        return body(&slotValues[slot]!)
    }

    /// Applies `body` to the value of `key` in place, if `key` is present.
    @inline(__always)
    mutating func modifyIfPresent<R>(_ key: Symbol, _ body: (inout Value) -> R) -> R? {
        guard count > 0 else { return nil }
        let (slot, found) = probe(key)
        return found ? body(&slotValues[slot]!) : nil
    }

    /// The keys, in iteration order.
    var keys: [Symbol] { slotKeys.compactMap { $0 } }

    @discardableResult
    mutating func removeValue(forKey key: Symbol) -> Value? {
        guard count > 0 else { return nil }
        var (slot, found) = probe(key)
        guard found else { return nil }
        let removed = slotValues[slot]
        slotKeys[slot] = nil
        slotValues[slot] = nil
        count -= 1
        // Backward-shift deletion: pull later entries of the cluster into the hole when their
        // home slot does not lie between the hole and their current slot.
        let mask = slotKeys.count - 1
        var next = (slot + 1) & mask
        while let occupant = slotKeys[next] {
            let start = home(occupant.id)
            let distanceToHole = (slot - start) & mask
            let distanceToNext = (next - start) & mask
            if distanceToHole < distanceToNext {
                slotKeys[slot] = occupant
                slotValues[slot] = slotValues[next]
                slotKeys[next] = nil
                slotValues[next] = nil
                slot = next
            }
            next = (next + 1) & mask
        }
        return removed
    }

    private mutating func grow() {
        let oldKeys = slotKeys, oldValues = slotValues
        let capacity = Swift.max(4, slotKeys.count * 2)
        slotKeys = ContiguousArray(repeating: nil, count: capacity)
        slotValues = ContiguousArray(repeating: nil, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for index in oldKeys.indices {
            if let key = oldKeys[index] { insert(key, oldValues[index]!) }
        }
    }

    /// Applies `transform` to every value in place.
    mutating func updateValues(_ transform: (inout Value) -> Void) {
        for index in slotValues.indices where slotKeys[index] != nil { transform(&slotValues[index]!) }
    }
}

extension SymbolMap: Sequence {
    struct Iterator: IteratorProtocol {
        fileprivate let keys: ContiguousArray<Symbol?>
        fileprivate let values: ContiguousArray<Value?>
        fileprivate var index = 0

        mutating func next() -> (key: Symbol, value: Value)? {
            while index < keys.count {
                defer { index += 1 }
                if let key = keys[index] { return (key, values[index]!) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(keys: slotKeys, values: slotValues) }

    var underestimatedCount: Int { count }
}

/// A set of symbols with the same hashing as ``SymbolMap``.
typealias SymbolSet = SymbolMap<Void>

extension SymbolMap where Value == Void {
    /// Inserts `key`; returns whether it was new.
    @discardableResult
    mutating func insert(_ key: Symbol) -> Bool {
        let isNew = self[key] == nil
        if isNew { insert(key, ()) }
        return isNew
    }

    func contains(_ key: Symbol) -> Bool { self[key] != nil }
}
