import LayoutCore

/// An open-addressing hash index over the positions of a dense array: each slot holds a
/// position and 32 bits of its key's hash (8 bytes), so the keys themselves stay in the array
/// and are not stored again. Linear probing, backward-shift removal (no tombstones), at most
/// three quarters full.
///
/// A table reserved for a known count (``reserveCapacity(_:)``: a whole plan's items) gets the
/// slots that leave it five eighths full, not the next power of two: a slot's home is its hash's
/// top bits scaled to the slot count (a multiply and a shift), so any count works. Powers of two
/// left a 10,000-view tree's 101,000 items in 262,144 slots (2.1 MB a table, 39% full); 161,600
/// slots take 1.3 MB. Five eighths rather than the three quarters inserts grow at: a lookup that
/// misses probes about 3.6 slots on average there, 8.5 at three quarters, which made the steps
/// that add and remove constraints (a size-class toggle) 3% slower. Growth by inserts doubles.
///
/// The table knows no keys: each call gives a key's hash and, to look one up, which position
/// holds it. The stored hash bits make growing and removal need no key, and spare most probes a
/// look into the array. ``EngineEntries`` keeps two of them over one array of entries, by layout
/// order and by fixed name.
struct PositionTable {
    private struct Slot {
        /// The top 32 bits of the key's mixed hash (``mix(_:)``).
        var hash: UInt32
        /// The position in the array, or −1: an empty slot.
        var position: Int32
    }

    /// The slots (none before the first insert or reservation).
    private var slots: [Slot] = []
    private(set) var count = 0

    private static let empty = Slot(hash: 0, position: -1)

    /// A hash's bits spread (SplitMix64's finaliser), top 32 kept.
    @inline(__always) private static func mix(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: SplitMix64.finalize(hash) >> 32)
    }

    /// The slot where probing for a key with mixed hash `mixed` starts: `mixed` scaled from
    /// 2^32 down to the slot count (its top bits, for a power of two).
    @inline(__always) private func home(_ mixed: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(mixed) &* UInt64(slots.count)) >> 32)
    }

    /// The slot after `index`, wrapping around.
    @inline(__always) private func after(_ index: Int) -> Int {
        index + 1 == slots.count ? 0 : index + 1
    }

    /// The position whose key has `hash` and satisfies `matches`, if any.
    /// - Complexity: O(1) expected.
    @inline(__always) func position(hash: UInt64, where matches: (Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mixed = Self.mix(hash)
        var index = home(mixed)
        while true {
            let slot = slots[index]
            if slot.position < 0 { return nil }
            if slot.hash == mixed, matches(Int(slot.position)) { return Int(slot.position) }
            index = after(index)
        }
    }

    /// Indexes `position` (not indexed yet) under `hash`.
    mutating func insert(_ position: Int, hash: UInt64) {
        if 4 * (count + 1) > 3 * slots.count { resize(to: Swift.max(16, 2 * slots.count)) }
        place(Slot(hash: Self.mix(hash), position: Int32(position)))
        count += 1
    }

    /// Removes `position` (indexed under `hash`), shifting back the slots after it that probed
    /// past it, so that no lookup meets a gap before its key.
    mutating func remove(_ position: Int, hash: UInt64) {
        guard let found = slot(of: position, hash: hash) else { return }
        var hole = found
        count -= 1
        var next = after(hole)
        while slots[next].position >= 0 {
            let start = home(slots[next].hash)
            // The slot at `next` may move into the hole unless its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < start && start <= next) : (hole < start || start <= next)
            if !stays {
                slots[hole] = slots[next]
                hole = next
            }
            next = after(next)
        }
        slots[hole] = Self.empty
    }

    /// Points the slot of `position` (indexed under `hash`) at `newPosition`: the key moved in
    /// the array.
    mutating func move(_ position: Int, hash: UInt64, to newPosition: Int) {
        guard let found = slot(of: position, hash: hash) else { return }
        slots[found].position = Int32(newPosition)
    }

    /// Room for `capacity` positions before the table grows: the fewest slots that leave them
    /// at most five eighths full (at least 16).
    mutating func reserveCapacity(_ capacity: Int) {
        let size = Swift.max(16, (8 * capacity + 4) / 5)
        if size > slots.count { resize(to: size) }
    }

    /// The slot holding `position`, found by probing from `hash`'s home.
    private func slot(of position: Int, hash: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        var index = home(Self.mix(hash))
        while slots[index].position >= 0 {
            if slots[index].position == Int32(position) { return index }
            index = after(index)
        }
        return nil
    }

    /// Puts `slot` in the first empty slot from its home on.
    @inline(__always) private mutating func place(_ slot: Slot) {
        var index = home(slot.hash)
        while slots[index].position >= 0 { index = after(index) }
        slots[index] = slot
    }

    /// `size` slots with every slot placed again.
    private mutating func resize(to size: Int) {
        let old = slots
        slots = Array(repeating: Self.empty, count: size)
        for slot in old where slot.position >= 0 { place(slot) }
    }
}
