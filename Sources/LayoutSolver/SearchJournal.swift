/// What a tableau saved as searches began (``Tableau/withExactRestore(_:)``), to put back bit for
/// bit once they are over, where pivoting back restores the basis but not every coefficient's
/// last bits.
///
/// A pivot writes only the records it touches: the leaving and entering symbols', the rows that
/// hold the entering symbol, and the columns of the leaving row's symbols (which gain entries).
/// Each is saved once, before the first pivot that could write it, as it stands (a copy that shares
/// its row and column storage until a pivot writes them), so the searches hold the rows and
/// columns they touched twice, not the whole tableau: at 10,000 views the full strategy's search copied every record (about 9 MB) and kept
/// every row it pivoted (about 14 MB) until the last value was decided.
struct SearchJournal {
    /// Records by id as they were before the journal's first pivot that could write them, each
    /// once (``SymbolRecord/isJournaled``).
    var records: [(id: Int32, record: SymbolRecord)] = []
    /// The objective levels, saved when a pivot's entering symbol is in one of them (never in the
    /// ambiguity search, which enters only symbols that no level holds).
    var levels: [ObjectiveLevel]?
    /// Cells of the saved records' rows, plus one a record: roughly what the copies the searches
    /// make of them cost. Columns are not counted: the root's, listed in every view's rows and
    /// saved by most searches, filled a journal that counted it after a few searches, and each
    /// new journal copied it again.
    var savedCells = 0
    /// The saved cells past which ``Tableau/restoreIfJournalIsFull()`` restores: about 1 MB of
    /// cells and entries and a few more of their storage's overhead, where the whole tableau's
    /// copy held about 25 MB at 10,000 views.
    static let cellBudget = 1 << 16
    /// How many external symbols were listed as changed when the search began.
    var changedExternalCount: Int
    /// ``Tableau/columnsAreExact`` when the search began.
    var columnsWereExact: Bool
    /// The tableau's pass and compaction marks when the search began: the restored records carry
    /// marks from before it, which stay below the next marks unless a counter wrapped meanwhile.
    var visitMark: UInt32
    var compactionMark: UInt32
}
