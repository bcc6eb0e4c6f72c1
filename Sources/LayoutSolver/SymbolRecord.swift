/// Everything a ``Tableau`` keeps about one symbol id, in one record per id (the tableau's
/// `symbols`, indexed by ``Symbol/index``). A new per-symbol field is added here, with its value
/// for a fresh symbol.
///
/// 56 bytes: the column's 16 hold its first two entries (``Column``), the compaction point is 32
/// bits and the seven flags share one byte. A view tree has about ten records a view, and the
/// full strategy's ambiguity search saves those its pivots write.
struct SymbolRecord {
    /// The row while the symbol is basic (empty otherwise).
    var row = Row()
    /// Basic symbols whose rows *may* have a cell for this symbol: a superset, checked when read
    /// and compacted as entries go stale (see ``Tableau``).
    var column = Column()
    /// The column length at which the column is compacted next: four times its current entries
    /// after the last compaction, so compaction costs O(1) per entry appended.
    var compactAt = SymbolRecord.firstCompaction
    /// The mark of the last pass over a column that visited this symbol's row (de-duplication).
    var visitMark: UInt32 = 0
    /// The mark of the last column compaction that kept this symbol's row; apart from
    /// `visitMark` because a compaction can happen while a pass over another column is under way.
    var compactionMark: UInt32 = 0
    var kind: SymbolKind
    /// The flags below, one bit each.
    private var flags: Flags = [.isLive]

    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let isBasic = Flags(rawValue: 1)
        static let isLive = Flags(rawValue: 2)
        static let isDroppedMarker = Flags(rawValue: 4)
        static let isPinMarker = Flags(rawValue: 8)
        static let isChangedExternal = Flags(rawValue: 16)
        static let isJournaled = Flags(rawValue: 32)
        static let isPaired = Flags(rawValue: 64)
    }

    var isBasic: Bool {
        @inline(__always) get { flags.contains(.isBasic) }
        @inline(__always) set { set(.isBasic, newValue) }
    }
    /// False once the id is free for reuse.
    var isLive: Bool {
        @inline(__always) get { flags.contains(.isLive) }
        @inline(__always) set { set(.isLive, newValue) }
    }
    /// A dummy whose cells were dropped: its constraint is removed by a rebuild.
    var isDroppedMarker: Bool {
        @inline(__always) get { flags.contains(.isDroppedMarker) }
        @inline(__always) set { set(.isDroppedMarker, newValue) }
    }
    /// The dummy of a pin (`v == c`, one variable), which is never dropped.
    var isPinMarker: Bool {
        @inline(__always) get { flags.contains(.isPinMarker) }
        @inline(__always) set { set(.isPinMarker, newValue) }
    }
    /// Whether the symbol is listed among the externals whose value may have changed.
    var isChangedExternal: Bool {
        @inline(__always) get { flags.contains(.isChangedExternal) }
        @inline(__always) set { set(.isChangedExternal, newValue) }
    }

    /// Whether the whole record is saved in the current search's journal (``SearchJournal``);
    /// the saved copy, which the search's end puts back, has it false.
    var isJournaled: Bool {
        @inline(__always) get { flags.contains(.isJournaled) }
        @inline(__always) set { set(.isJournaled, newValue) }
    }

    /// Whether the symbol is one of the two a pair of soft inequalities share (their slacks are
    /// each other's errors, ``Tableau/pairsSoftInequalities``): removing either constraint then
    /// only takes its cost away, and the other keeps the row.
    var isPaired: Bool {
        @inline(__always) get { flags.contains(.isPaired) }
        @inline(__always) set { set(.isPaired, newValue) }
    }

    @inline(__always) private mutating func set(_ flag: Flags, _ value: Bool) {
        if value { flags.insert(flag) } else { flags.remove(flag) }
    }

    /// The column length of a new symbol's first compaction.
    static let firstCompaction: Int32 = 32

    /// A fresh record of `kind`.
    init(kind: SymbolKind) {
        self.kind = kind
    }

    /// A fresh record of `kind` for the id `previous` held (live, or freed when `isLive` is
    /// false). The change flag carries over: it stays true while the id is listed among the
    /// changed externals, until ``Tableau/takeChangedVariables()`` clears the list.
    init(kind: SymbolKind, isLive: Bool, replacing previous: SymbolRecord) {
        self.kind = kind
        self.isLive = isLive
        isChangedExternal = previous.isChangedExternal
    }
}
