import LayoutCore

/// What a ``LayoutEngine`` holds in the solver, by layout order, and which entry holds each
/// fixed name: the entries in two dense arrays (keys and values, in no particular order), found
/// through two hash indexes of 4-byte positions (``PositionTable``), one by key and one by fixed
/// name.
///
/// A `[LayoutOrder: Entry]` and a `[String: LayoutOrder]` dictionary did this before, at about
/// 210 bytes an item at 10,000 views (buckets for about twice the items, each holding the key,
/// the entry and the name again); here an item costs its key and entry once (56 bytes) and
/// about 2.4 slots of 8 bytes in each index (power-of-two tables at most three quarters full):
/// about 95 bytes. The two dictionaries are the naive twin
/// (`EngineEntriesTests`, seeded random inserts, updates and removals).
struct EngineEntries: Sequence {
    typealias Key = LayoutOrder
    typealias Entry = LayoutEngine.Entry

    /// The keys, position by position with ``values``.
    private(set) var keys: [Key] = []
    private(set) var values: [Entry] = []
    private var byKey = PositionTable()
    /// The positions of the entries with a fixed name, by that name.
    private var byName = PositionTable()

    /// How many entries have a fixed name that is not ASCII: the name index hashes bytes, and
    /// canonically equivalent names (`"é"`, `"e\u{301}"`) are equal with different bytes, so
    /// while any is held a lookup by name may miss its equal (``namesAreASCII``).
    private(set) var nonASCIINameCount = 0

    /// Whether every fixed name held is ASCII, so that ``holder(ofName:)`` finds any name equal
    /// to an ASCII one.
    var namesAreASCII: Bool { nonASCIINameCount == 0 }

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    /// The entry under `key`; setting nil removes it, setting a value adds or replaces it.
    /// - Complexity: O(1) expected.
    subscript(key: Key) -> Entry? {
        get { position(of: key).map { values[$0] } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let entry?): replace(at: position, with: entry)
            case (let position?, nil): remove(at: position)
            case (nil, let entry?): append(key, entry)
            case (nil, nil): break
            }
        }
    }

    /// Sets the accepted flag of the entry under `key`, if any, in place.
    mutating func setAccepted(_ key: Key, _ isAccepted: Bool) {
        guard let position = position(of: key) else { return }
        values[position].isAccepted = isAccepted
    }

    /// Sets the accepted flag of the entry at `position` (below ``count``), in place: no lookup.
    mutating func setAccepted(at position: Int, _ isAccepted: Bool) {
        values[position].isAccepted = isAccepted
    }

    /// Adds `entry` under `key`, or replaces the entry there, and returns its position, which
    /// stays put until an entry is removed (``subscript(_:)`` setting nil).
    /// - Complexity: O(1) expected.
    @discardableResult
    mutating func set(_ entry: Entry, for key: Key) -> Int {
        if let position = position(of: key) {
            replace(at: position, with: entry)
            return position
        }
        append(key, entry)
        return keys.count - 1
    }

    /// The key of the entry whose fixed name is `name`, if any.
    /// - Complexity: O(1) expected (one hash of the name).
    func holder(ofName name: ItemName) -> Key? {
        byName.position(hash: name.hash) { values[$0].fixedName == name }.map { keys[$0] }
    }

    /// Room for `capacity` entries before anything grows.
    mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        byKey.reserveCapacity(capacity)
        byName.reserveCapacity(capacity)
    }

    /// The entry at `position` (below ``count``) with its name and source set to `fixedName` and
    /// `source`.
    mutating func refresh(at position: Int, fixedName: ItemName?, source: LayoutConstraint?) {
        var entry = values[position]
        entry.fixedName = fixedName
        entry.source = source
        replace(at: position, with: entry)
    }

    func makeIterator() -> Iterator { Iterator(entries: self) }

    /// The entries as `(key, value)` pairs, position by position.
    struct Iterator: IteratorProtocol {
        let entries: EngineEntries
        var position = 0

        mutating func next() -> (key: Key, value: Entry)? {
            guard position < entries.count else { return nil }
            defer { position += 1 }
            return (entries.keys[position], entries.values[position])
        }
    }

    // MARK: - Positions

    /// Adds `entry` under `key`, which no entry has (the caller knows: a whole plan's keys are
    /// unique, and the entries were empty), without looking the key up first; returns its
    /// position. ``set(_:for:)`` is the twin that looks (EngineEntriesTests).
    /// - Complexity: O(1) expected.
    @discardableResult
    mutating func appendNew(_ entry: Entry, for key: Key) -> Int {
        assert(position(of: key) == nil, "appendNew(_:for:) of a key the entries hold")
        append(key, entry)
        return keys.count - 1
    }

    /// The position of the entry under `key`, if any (valid until an entry is removed).
    /// - Complexity: O(1) expected.
    func position(of key: Key) -> Int? {
        byKey.position(hash: Self.hash(key)) { keys[$0] == key }
    }

    private mutating func append(_ key: Key, _ entry: Entry) {
        let position = keys.count
        keys.append(key)
        values.append(entry)
        byKey.insert(position, hash: Self.hash(key))
        if let name = entry.fixedName {
            byName.insert(position, hash: name.hash)
            nonASCIINameCount += name.isASCII ? 0 : 1
        }
    }

    private mutating func replace(at position: Int, with entry: Entry) {
        let oldName = values[position].fixedName
        // Compared as bytes, as the index hashes them: two canonically equivalent spellings
        // are equal strings under different hashes.
        let renamed = !Self.sameBytes(oldName, entry.fixedName)
        if renamed, let oldName {
            byName.remove(position, hash: oldName.hash)
            nonASCIINameCount -= oldName.isASCII ? 0 : 1
        }
        values[position] = entry
        if renamed, let name = entry.fixedName {
            byName.insert(position, hash: name.hash)
            nonASCIINameCount += name.isASCII ? 0 : 1
        }
    }

    /// Removes the entry at `position`; the last entry moves into its place.
    private mutating func remove(at position: Int) {
        byKey.remove(position, hash: Self.hash(keys[position]))
        if let name = values[position].fixedName {
            byName.remove(position, hash: name.hash)
            nonASCIINameCount -= name.isASCII ? 0 : 1
        }
        let last = keys.count - 1
        if position != last {
            byKey.move(last, hash: Self.hash(keys[last]), to: position)
            if let name = values[last].fixedName { byName.move(last, hash: name.hash, to: position) }
            keys[position] = keys[last]
            values.swapAt(position, last)
        }
        keys.removeLast()
        values.removeLast()
    }

    // MARK: - Hashes

    /// A key's hash: its three fields packed (the table mixes the bits).
    @inline(__always) static func hash(_ key: Key) -> UInt64 {
        UInt64(truncatingIfNeeded: key.owner) &* 0x9E37_79B9_7F4A_7C15
            ^ (UInt64(UInt32(bitPattern: key.index)) << 8 | UInt64(key.section.rawValue))
    }

    // A name's hash is ``ItemName/hash``: FNV-1a over its UTF-8 bytes (the table mixes the
    // bits), without spelling a derived name out. The standard library's `hashValue` seeds a
    // SipHash `Hasher` per call, which cost about 8% of a first layout's bookkeeping at 10,000
    // views (`perf record`); names are short and trusted.

    /// Whether two optional names have the same bytes.
    static func sameBytes(_ first: ItemName?, _ second: ItemName?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case (let first?, let second?): first.hasSameBytes(as: second)
        default: false
        }
    }
}
