/// Everything a ``Tableau`` keeps about one symbol id, in one record per id (the tableau's
/// `symbols`, indexed by ``Symbol/index``). A new per-symbol field is added here, with its value
/// for a fresh symbol.
struct SymbolRecord {
    /// The row while the symbol is basic (empty otherwise).
    var row = Row()
    /// Basic symbols whose rows *may* have a cell for this symbol: a superset, checked when read
    /// and compacted as entries go stale (see ``Tableau``).
    var column: [Int32] = []
    /// The column length at which the column is compacted next: four times its current entries
    /// after the last compaction, so compaction costs O(1) per entry appended.
    var compactAt = SymbolRecord.firstCompaction
    /// The mark of the last pass over a column that visited this symbol's row (de-duplication).
    var visitMark: UInt32 = 0
    /// The mark of the last column compaction that kept this symbol's row; apart from
    /// `visitMark` because a compaction can happen while a pass over another column is under way.
    var compactionMark: UInt32 = 0
    var kind: SymbolKind
    var isBasic = false
    /// False once the id is free for reuse.
    var isLive = true
    /// A dummy whose cells were dropped: its constraint is removed by a rebuild.
    var isDroppedMarker = false
    /// The dummy of a pin (`v == c`, one variable), which is never dropped.
    var isPinMarker = false
    /// Whether the symbol is listed among the externals whose value may have changed.
    var isChangedExternal = false

    /// The column length of a new symbol's first compaction.
    static let firstCompaction = 32

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
