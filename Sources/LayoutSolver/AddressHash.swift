/// Where an object's address probes in a power-of-two open-addressing table, and the rule that
/// keeps probe runs without gaps on removal: shared by ``ExternalSymbols`` and ``IdentityTable``.
enum AddressHash {
    /// The slot where probing for `address` starts in a table of `2^bits` slots: the top bits of
    /// the address mixed by SplitMix64's finaliser. Fibonacci hashing alone (the top bits of the
    /// address times the golden ratio) clustered: objects allocated one after another are often a
    /// fixed stride apart, and a stride times the golden ratio can fall near a simple fraction of
    /// the circle (48 bytes: about 2/3), so every third variable landed beside an earlier one. A
    /// read of the enaml-like window probed about three slots a variable, now about 1.3
    /// (callgrind).
    @inline(__always) static func home(of address: UInt, bits: Int) -> Int {
        var mixed = UInt64(address)
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
    }

    /// Whether the entry at `next`, whose probing starts at `home`, must stay where it is when
    /// the slot `hole` before it empties: its home lies cyclically in `(hole, next]`, so a lookup
    /// for it never passes the hole. Otherwise it moves into the hole (backward-shift removal,
    /// no tombstones).
    @inline(__always) static func stays(home: Int, hole: Int, next: Int) -> Bool {
        hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
    }

    /// The slot count (a power of two, at least 16) that holds `count` entries at most three
    /// quarters full.
    static func slotCount(for count: Int) -> Int {
        var size = 16
        while 3 * size < 4 * count { size *= 2 }
        return size
    }
}
