/// A hash map from tableau symbols to values: open addressing with linear probing, Fibonacci
/// hashing of the symbol id and backward-shift deletion (no tombstones).
///
/// Rows, columns and objectives are all maps keyed by symbol, and the solver spends most of its
/// time in them; the standard `Dictionary` pays for a seeded SipHash on every access, which a
/// dense integer id does not need. Iteration order depends only on the sequence of insertions
/// and removals, so everything built on it is deterministic from run to run.
struct SymbolMap<Value> {
    /// A slot is empty when its key's id is negative.
    fileprivate struct Slot {
        var key: Symbol
        var value: Value?
    }

    private static var empty: Slot { Slot(key: Symbol(id: -1, kind: .external), value: nil) }

    fileprivate var slots: ContiguousArray<Slot> = []
    private var shift = 64
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ id: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always) private func probe(_ key: Symbol) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var slot = home(key.id)
        while true {
            let id = slots[slot].key.id
            if id == key.id { return (slot, true) }
            if id < 0 { return (slot, false) }
            slot = (slot + 1) & mask
        }
    }

    subscript(key: Symbol) -> Value? {
        get {
            guard count > 0 else { return nil }
            let (slot, found) = probe(key)
            return found ? slots[slot].value : nil
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
        if (count + 1) * 2 > slots.count { grow() }
        let (slot, found) = probe(key)
        if !found {
            slots[slot].key = key
            count += 1
        }
        slots[slot].value = value
    }

    /// Applies `body` to the value of `key` in place; `key` must be present.
    @inline(__always)
    mutating func modify<R>(_ key: Symbol, _ body: (inout Value) -> R) -> R {
        let (slot, _) = probe(key)
        return body(&slots[slot].value!)
    }

    /// Applies `body` to the value of `key` in place, if `key` is present.
    @inline(__always)
    mutating func modifyIfPresent<R>(_ key: Symbol, _ body: (inout Value) -> R) -> R? {
        guard count > 0 else { return nil }
        let (slot, found) = probe(key)
        return found ? body(&slots[slot].value!) : nil
    }

    /// The keys, in iteration order.
    var keys: [Symbol] { slots.compactMap { $0.key.id < 0 ? nil : $0.key } }

    @discardableResult
    mutating func removeValue(forKey key: Symbol) -> Value? {
        guard count > 0 else { return nil }
        var (slot, found) = probe(key)
        guard found else { return nil }
        let removed = slots[slot].value
        slots[slot] = Self.empty
        count -= 1
        // Backward-shift deletion: pull later entries of the cluster into the hole when their
        // home slot does not lie between the hole and their current slot.
        let mask = slots.count - 1
        var next = (slot + 1) & mask
        while slots[next].key.id >= 0 {
            let start = home(slots[next].key.id)
            if (slot - start) & mask < (next - start) & mask {
                slots[slot] = slots[next]
                slots[next] = Self.empty
                slot = next
            }
            next = (next + 1) & mask
        }
        return removed
    }

    private mutating func grow() {
        let old = slots
        let capacity = Swift.max(8, slots.count * 2)
        slots = ContiguousArray(repeating: Self.empty, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for slot in old where slot.key.id >= 0 { insert(slot.key, slot.value!) }
    }

    /// Applies `transform` to every value in place.
    mutating func updateValues(_ transform: (inout Value) -> Void) {
        for index in slots.indices where slots[index].key.id >= 0 { transform(&slots[index].value!) }
    }
}

extension SymbolMap: Sequence {
    struct Iterator: IteratorProtocol {
        fileprivate let slots: ContiguousArray<Slot>
        fileprivate var index = 0

        mutating func next() -> (key: Symbol, value: Value)? {
            while index < slots.count {
                defer { index += 1 }
                if slots[index].key.id >= 0 { return (slots[index].key, slots[index].value!) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }

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
