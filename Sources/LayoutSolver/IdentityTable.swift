/// A table from objects, by identity, to values: open addressing with linear probing on the
/// object's address (``AddressHash``), holding its keys strongly, as a `Dictionary` would.
///
/// The incremental solver keeps its constraints' tags and its deferred inequalities here. A
/// `Dictionary` keyed by the constraint hashes its identity with SipHash, about 20 ns an
/// operation: in a first layout at 1,000 views, where each constraint is checked, entered and
/// indexed by its variables, SipHash was about a tenth of the profile, and the incremental
/// solver's batch fell from 23.3% to 20.4% of it with this table (perf). `Dictionary` is the
/// naive twin (`IdentityTableTests`, seeded random histories).
///
/// Iteration order is unspecified, as a `Dictionary`'s is.
struct IdentityTable<Key: AnyObject, Value>: Sequence {
    fileprivate struct Slot {
        /// nil marks an empty slot.
        var key: Key?
        var value: Value
    }

    private var slots: [Slot] = []
    /// What an empty slot holds as its value (never read).
    private let vacantValue: Value
    private(set) var count = 0

    /// An empty table; `vacant` fills its empty slots.
    init(vacant: Value) {
        vacantValue = vacant
    }

    var isEmpty: Bool { count == 0 }

    /// The slot that holds `address`, or the empty slot where probing for it stops (`found`
    /// false). The table must have slots.
    /// - Complexity: O(1) expected.
    private func probe(for address: UInt) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var index = AddressHash.home(of: address, bits: slots.count.trailingZeroBitCount)
        while let held = slots[index].key {
            if Self.address(of: held) == address { return (index, true) }
            index = (index + 1) & mask
        }
        return (index, false)
    }

    /// The slot of `key`, if it holds one.
    private func slot(of key: Key) -> Int? {
        guard !slots.isEmpty else { return nil }
        let probed = probe(for: Self.address(of: key))
        return probed.found ? probed.slot : nil
    }

    @inline(__always) private static func address(of key: Key) -> UInt {
        UInt(bitPattern: ObjectIdentifier(key))
    }

    /// The value of `key`; setting nil removes it.
    /// - Complexity: O(1) expected.
    subscript(key: Key) -> Value? {
        get { slot(of: key).map { slots[$0].value } }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                _ = removeValue(forKey: key)
            }
        }
    }

    /// Room for `minimumCapacity` entries before the table grows.
    /// - Complexity: O(slots) when it grows.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        let size = AddressHash.slotCount(for: minimumCapacity)
        if size > slots.count { rehash(into: size) }
    }

    /// Sets the value of `key` and returns the value it replaced, nil if `key` was new: one probe
    /// where a read and a write take two.
    /// - Complexity: O(1) expected.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
        if 4 * (count + 1) > 3 * slots.count { rehash(into: Swift.max(16, 2 * slots.count)) }
        let probed = probe(for: Self.address(of: key))
        if probed.found {
            let old = slots[probed.slot].value
            slots[probed.slot].value = value
            return old
        }
        slots[probed.slot] = Slot(key: key, value: value)
        count += 1
        return nil
    }

    /// Removes `key` and returns its value, or nil if it held none.
    /// - Complexity: O(1) expected.
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let hole = slot(of: key) else { return nil }
        let value = slots[hole].value
        remove(atSlot: hole)
        return value
    }

    /// Removes the entry in `hole` by shifting back the entries after it that probed past it, so
    /// that no lookup meets a gap before its key (no tombstones).
    private mutating func remove(atSlot slot: Int) {
        count -= 1
        let mask = slots.count - 1, bits = slots.count.trailingZeroBitCount
        var hole = slot
        var next = (hole + 1) & mask
        while let held = slots[next].key {
            if !AddressHash.stays(home: AddressHash.home(of: Self.address(of: held), bits: bits), hole: hole, next: next) {
                slots.swapAt(hole, next)
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Slot(key: nil, value: vacantValue)
    }

    /// Empties the table and lets its slots go.
    mutating func removeAll() {
        slots = []
        count = 0
    }

    /// Moves every entry into `size` slots.
    private mutating func rehash(into size: Int) {
        let old = slots
        slots = Array(repeating: Slot(key: nil, value: vacantValue), count: size)
        count = 0
        for slot in old { if let key = slot.key { updateValue(slot.value, forKey: key) } }
    }

    /// The entries, in no particular order.
    func makeIterator() -> Iterator { Iterator(slots: slots.makeIterator()) }

    /// Reads the slots in place, skipping the empty ones (no allocation).
    struct Iterator: IteratorProtocol {
        fileprivate var slots: IndexingIterator<[Slot]>

        mutating func next() -> (key: Key, value: Value)? {
            while let slot = slots.next() {
                if let key = slot.key { return (key, slot.value) }
            }
            return nil
        }
    }
}
