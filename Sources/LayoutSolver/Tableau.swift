/// The handles a tableau keeps for one added constraint, to remove it or move its constant later.
struct ConstraintTag {
    /// Slack (inequality), dummy (required equality) or positive error (non-required equality).
    var marker: Symbol
    /// The error of a non-required inequality, or the negative error of a non-required equality.
    var other: Symbol?

    /// What a batch's array of tags holds before its constraint is added (``Tableau/add(batch:collectingTags:)``):
    /// a marker no symbol has.
    static let unwritten = ConstraintTag(marker: Symbol(id: -1, kind: .dummy), other: nil)
}

/// One priority level of the lexicographic objective: the sum of the errors at that priority.
struct ObjectiveLevel {
    var priority: Double
    var row: Objective
}

/// The Cassowary simplex tableau with a lexicographic objective: one objective row per priority
/// level, optimised from the highest level down, each level only over directions that leave every
/// higher level unchanged. This is exact, where a single weighted objective is not.
///
/// Storage is flat: symbols have dense ids (reused once a symbol is gone), and everything known
/// about a symbol — its kind, its row when it is basic, the rows it appears in — sits in one
/// ``SymbolRecord`` per id. Rows are sorted cell arrays updated in place by merging.
///
/// Columns are kept lazily: `symbols[s].column` lists every basic symbol whose row *may* have a cell
/// for `s` (a superset; entries are checked when read and compacted as they go stale), so a
/// cell that appears costs an append and a cell that cancels costs nothing.
///
/// A required equality's marker is a dummy symbol, kept only to remove the constraint later by
/// a pivot. In a long chain of equalities each dummy would spread into every later row and make
/// the tableau dense (quadratic); when a row holds more than ``dummyRowLimit`` dummies, the one
/// listed in the most rows is dropped instead (it is zero forever, so its cells carry no value),
/// and removing its constraint then rebuilds the constraint's connected component (`remove`
/// returns false; the incremental solver does that rebuild).
///
/// Invariants (``invariantViolations(optimal:)``; ``IncrementalSolver`` checks them after every
/// change when its `checksInvariants` is on, by default in debug builds):
/// - rows refer only to non-basic symbols; every cell is listed in its symbol's column;
/// - restricted basic symbols have non-negative constants (outside a dual-simplex pass);
/// - rows of restricted symbols and objectives never refer to a non-basic external symbol, so
///   optimisation never has to move an unrestricted symbol.
///
/// A value type: copies are independent (the ambiguity search pivots a scratch copy).
struct Tableau {
    /// A row holding more dummies than this drops the one listed in the most rows (see the
    /// type's discussion). Tests lower it so that most removals go through a rebuild.
    var dummyRowLimit: Int

    /// What the tableau knows about each symbol id (its kind, its row when it is basic, its
    /// column, its marks and flags), indexed by ``Symbol/index``.
    private(set) var symbols: [SymbolRecord] = []
    /// External symbols whose value may have changed since ``takeChangedVariables()`` (a
    /// superset: every row of an external that was written); each record's `isChangedExternal`
    /// keeps the list unique.
    private var changedExternals: [Int32] = []
    /// Values changed in a way the list cannot name (an external symbol was freed).
    private var changedUnlisted = false
    /// Whether the list may name a variable twice (``relistChanges(from:)``).
    private var changesMayRepeat = false
    /// The mark of the current pass over a column (``SymbolRecord/visitMark``).
    private var currentMark: UInt32 = 0
    /// The mark of the current column compaction (``SymbolRecord/compactionMark``).
    private var currentCompaction: UInt32 = 0
    private var freeIDs: [Int32] = []
    /// Whether every column lists exactly the basic rows that hold its symbol, each once: true
    /// until a row leaves the basis (a pivot, phase one, a removal) or a cell cancels in a
    /// substitution, false from then on. (A purge or a dropped dummy takes a symbol's cells out
    /// of the rows its own column lists, and empties that column: the others stay exact.) While it holds, compacting a column
    /// would keep every entry, so a column that reaches its compaction point only moves the
    /// point (``appendToColumn(_:_:records:spares:compaction:exact:)``): a first layout's batch
    /// lists the dependent tree's triangle of cells without a binary search of each listed row
    /// at every fourfold growth of a column. ``compactsExactColumns`` is the naive twin.
    private(set) var columnsAreExact = true
    /// Whether a column is compacted at its compaction point even while ``columnsAreExact``
    /// holds: the naive twin of the skip, for tests (the columns, their order and their
    /// compaction points come out the same).
    var compactsExactColumns = false
    /// Emptied column arrays with their capacity kept (a symbol that became basic, or was freed),
    /// handed to the next symbol that needs a column: a pivot frees one column and fills one.
    private var spareColumns: [[Int32]] = []
    /// The slots a constraint's row is built in (``makeRow(for:)``): a row may take every cell
    /// of its terms' basic rows before its cells cancel and it is solved for its subject, and
    /// only what is left goes into the tableau (``Row/compacted(leavingRoom:)``). Each row
    /// allocated for that worst case held 10.8 MB at the full strategy's peak at 10,000
    /// independent views, for about two cells a row.
    private var rowScratch = Row()

    /// Levels sorted by priority, highest first.
    private(set) var levels: [ObjectiveLevel] = []
    /// Phase one's objective while a constraint is added with an artificial variable; also the
    /// scratch objective of the ambiguity search.
    var artificial: Row?
    /// The ids of restricted basic symbols whose constant went negative, for the dual simplex.
    /// Ids, not symbols: an `[Int32]` is the columns' array type, whose generic metadata the
    /// runtime has made by then, where the first `[Symbol]` with storage made its
    /// `_ContiguousArrayStorage<Symbol>` metadata by demangling its name (about 12,000
    /// instructions and cold pages) inside the first edit that pivots.
    private var infeasibleRows: [Int32] = []
    /// The pivots made while ``recordingPivots(_:)`` runs, so that ``undo(_:)`` can take them back
    /// (a failed phase one, the ambiguity search, a constant move that leaves no solution).
    private var recordedPivots: [PivotStep]?
    /// Dummies whose columns grew past the limit during the current operation.
    private var pendingDrops: [Symbol] = []
    /// Inside ``withExactRestore(_:)``, the records its pivots have written or are about to
    /// write, as they were before.
    private var journal: SearchJournal?
    /// The saved cells past which ``restoreIfJournalIsFull()`` restores (``SearchJournal/cellBudget``;
    /// tests lower it so that every search restores).
    var journalCellBudget = SearchJournal.cellBudget
    /// The external symbol of each variable the tableau has seen, by the variable's identity.
    private(set) var externals = ExternalSymbols()
    /// The variable of each external symbol, by ``Symbol/index`` (nil for other symbols): an
    /// array, not a dictionary, since every changed value read goes through it.
    private(set) var variables: [Variable?] = []
    /// Simplex pivots done so far (deterministic for a given sequence of calls).
    var pivotCount = 0
    /// Whether a large batch leaves ``room(for:)`` for later changes (the default). Off for a
    /// tableau that is only read until it is built again (the full strategy's), where the room
    /// would stay empty: its records, variables, objective levels and new rows are then sized
    /// exactly (``Row/compacted(leavingRoom:)``).
    var leavesRoom = true
    /// Whether ``optimize()`` searches every level, even one known to be optimal still: the
    /// naive twin of its skip, for tests.
    var searchesEveryLevel = false
    /// Whether a soft inequality added right after another over the same expression, the other
    /// way round, shares that one's row (``pairedTag(for:)``): a view's hugging and compression on
    /// an axis, which UIKit holds as one constraint too. Off is the naive twin (every soft
    /// inequality its own slack, error and row), for tests.
    var pairsSoftInequalities = true
    /// The last constraint added, while it is a soft inequality with a row of its own: the one
    /// the next add may pair with. Cleared by every other add and by every removal, so its
    /// symbols are live whenever it is set.
    private var pairCandidate: (constraint: Constraint, tag: ConstraintTag)?

    enum AddOutcome {
        case added(ConstraintTag)
        case unsatisfiable
    }

    /// The dummies a row may hold before one is dropped (see the type's discussion). Dropping
    /// the oldest link's dummy from the rows of a chain costs about the square of the limit per
    /// added link (a cell taken out of each row that holds it, the cells after it moved): at 16
    /// a 1,000-view nested tree's first layout took 1.1–1.4 times as long as at 8, and 1.4 times
    /// as long as at 6 (A/B runs of 12 rounds), with the same pivots and frames. Below 8 the
    /// kiwi-like form's remove finds its marker dropped and rebuilds (4 allocations become 154);
    /// 8 keeps it in place.
    static let defaultDummyRowLimit = 8

    /// An empty tableau whose rows hold at most `dummyRowLimit` dummies (see the type's
    /// discussion), pairing soft inequalities unless `pairsSoftInequalities` is false.
    init(dummyRowLimit: Int = Tableau.defaultDummyRowLimit, pairsSoftInequalities: Bool = true) {
        self.dummyRowLimit = dummyRowLimit
        self.pairsSoftInequalities = pairsSoftInequalities
    }

    /// How many variables are listed as changed (for tests).
    var changedVariableCount: Int { changedExternals.count }

    /// Symbols in use (external ones included): bounded by the live constraints, not by history.
    var liveSymbolCount: Int { symbols.count - freeIDs.count }

    // MARK: - Symbols

    /// Reserves room for every symbol `batch` can bring, counted: a marker per required
    /// constraint, two per other one (slack or error, error; or two errors) but none for one
    /// that pairs with the constraint before it (``mayPair(_:after:)``), one symbol per
    /// variable the tableau and the batch have not met before, and an artificial one that phase
    /// one frees again; plus ``room(for:)``'s eighth for later changes. Reserving three a
    /// constraint held about 1.8 times the records a view tree needs (its constraints bring 1.6
    /// symbols each, externals included), and growing by doubling held up to twice; a trim
    /// afterwards held both copies for a moment.
    /// - Complexity: O(terms of the batch), and a table of its new variables while it counts.
    mutating func reserveSymbols(for batch: [Constraint]) {
        let count = symbols.count + max(0, symbolsNeeded(by: batch) - freeIDs.count)
        let capacity = leavesRoom ? Self.room(for: count) : count
        symbols.reserveCapacity(capacity)
        variables.reserveCapacity(capacity)
    }

    /// Reserves the records `constraints` can bring and nothing more (no ``room(for:)``), and
    /// variables only if they bring new ones: for a copy that takes them and is then read and
    /// thrown away (the incremental solver's whole tableau). There the records are shared with
    /// the original, and the first new symbol copied them into storage twice as large.
    /// - Complexity: O(terms of `constraints`), plus the copy of shared storage it makes.
    mutating func reserveSymbolsExactly(for constraints: [Constraint]) {
        let needed = symbolsNeeded(countingIn: constraints)
        symbols.reserveCapacity(symbols.count + max(0, needed.symbols - freeIDs.count))
        if needed.variables > 0 { variables.reserveCapacity(symbols.capacity) }
    }

    /// How many symbols adding `batch` can make at most (``reserveSymbols(for:)``).
    /// - Complexity: O(terms of the batch).
    func symbolsNeeded(by batch: [Constraint]) -> Int { symbolsNeeded(countingIn: batch).symbols }

    /// How many symbols adding `batch` can make at most, and how many of them are for variables
    /// the tableau has not met.
    /// - Complexity: O(terms of the batch).
    private func symbolsNeeded(countingIn batch: [Constraint]) -> (symbols: Int, variables: Int) {
        var met = ExternalSymbols(minimumCapacity: batch.count)
        var needed = 1, variables = 0
        // The constraint before, while it made a row of its own (a half that paired did not).
        var previous: Constraint?
        for constraint in batch {
            if let partner = previous, pairsSoftInequalities, Self.mayPair(constraint, after: partner) {
                previous = nil
                continue
            }
            previous = constraint
            needed += constraint.isRequired ? 1 : 2
            for term in constraint.expression.terms
            where externals[term.variable.id] == nil && met[term.variable.id] == nil {
                met[term.variable.id] = Symbol(id: 0, kind: .external)
                variables += 1
            }
        }
        return (needed + variables, variables)
    }

    /// The storage a batch leaves for `count` symbols: an eighth more (and 16), so that the
    /// symbols later changes bring (an edit variable and its errors, a constraint switched)
    /// do not make the first of them copy every record into storage twice as large.
    static func room(for count: Int) -> Int { count + count / 8 + 16 }

    /// Gives back the room that growing left unused, should a batch bring fewer symbols than
    /// ``reserveSymbols(for:)`` counted or objective levels have grown by doubling: storage more
    /// than half over ``room(for:)`` is copied to storage of that room. Values, ids and rows are
    /// untouched.
    /// - Complexity: O(symbols) when something is trimmed (a copy), else O(levels).
    mutating func trimStorage() {
        let room = leavesRoom ? Self.room(for: symbols.count) : symbols.count
        symbols.trimCapacity(toRoom: room)
        variables.trimCapacity(toRoom: room)
        for index in levels.indices { levels[index].row.trimStorage(toIDsBelow: room) }
    }

    private mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if let id = freeIDs.popLast() {
            symbols[Int(id)] = SymbolRecord(kind: kind, isLive: true, replacing: symbols[Int(id)])
            return Symbol(id: id, kind: kind)
        }
        // A cell packs ids in 29 bits, the highest of which marks an objective table's vacant slot
        // (``ObjectiveCells/vacantID``); the records of that many symbols (25 GB) exhaust memory first.
        precondition(symbols.count < Int(ObjectiveCells.vacantID), "more symbols than a cell can name")
        let symbol = Symbol(id: Int32(symbols.count), kind: kind)
        symbols.append(SymbolRecord(kind: kind))
        return symbol
    }

    /// Removes every cell of `symbol` (a non-basic symbol), then gives its id back.
    private mutating func purge(_ symbol: Symbol) {
        // Every row that loses a cell is in this symbol's column, which goes with the id: no
        // other column gains a stale entry (``columnsAreExact`` holds).
        for basic in currentColumn(symbol) { symbols[Int(basic)].row.removeCell(symbol) }
        for index in levels.indices { levels[index].row.removeCell(symbol) }
        release(symbol)
    }

    /// Gives `symbol`'s id back; it must appear in no row.
    private mutating func release(_ symbol: Symbol) {
        let index = symbol.index
        guard symbols[index].isLive else { return }
        symbols[index].column.recycle(into: &spareColumns)
        symbols[index] = SymbolRecord(kind: symbols[index].kind, isLive: false, replacing: symbols[index])
        if symbol.kind == .external, index < variables.count, let variable = variables[index] {
            variables[index] = nil
            externals[variable.id] = nil
            changedUnlisted = true
        }
        freeIDs.append(symbol.id)
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = externals[variable.id] { return symbol }
        let symbol = makeSymbol(.external)
        externals[variable.id] = symbol
        if variables.count <= symbol.index {
            variables.append(contentsOf: repeatElement(nil, count: symbol.index + 1 - variables.count))
        }
        variables[symbol.index] = variable
        return symbol
    }

    @inline(__always) private func basicSymbol(_ id: Int32) -> Symbol { Symbol(id: id, kind: symbols[Int(id)].kind) }

    // MARK: - Rows and columns

    /// The row is taken over (a caller's last use of it moves it in, with no retain of its
    /// cells), and its cells are listed from the record by position: iterating `cells` held a
    /// slice of them across the calls that may compact a column.
    private mutating func insertRow(_ row: consuming Row, basic: Symbol) {
        noteValueChange(basic.index)
        symbols[basic.index].row = consume row
        symbols[basic.index].isBasic = true
        // Through one buffer of the records, as a substitution lists its new cells: through the
        // array each cell paid a uniqueness check of `symbols` (the dependent tree's first layout
        // lists about 130 cells a view here at 1,000 views).
        let exact = columnsAreExact && !compactsExactColumns
        symbols.withUnsafeMutableBufferPointer { records in
            let record = records.baseAddress! + basic.index
            for index in 0..<record.pointee.row.count {
                Self.appendToColumn(record.pointee.row.symbol(at: index), basic.id, records: records,
                                    spares: &spareColumns, compaction: &currentCompaction, exact: exact)
            }
        }
        noteDummies(ofRowOf: basic)
    }

    /// Schedules a drop when `basic`'s row holds more than ``dummyRowLimit`` dummies: the one listed in
    /// the most rows goes (in a chain, the oldest link's), so rows stay as sparse as the system
    /// while a dummy that is merely widespread (a root size every view refers to) stays.
    ///
    /// A pin's dummy (`root.width == 375`) is neither counted nor dropped: it adds one cell to a
    /// row however long the chain, and it is the marker a live resize moves in place
    /// (``shiftRequiredConstant(_:relation:by:)``), which a dropped marker would turn into a
    /// rebuild of everything that depends on the root.
    ///
    /// - Complexity: O(1) unless the row holds more than ``dummyRowLimit`` dummies (its
    ///   ``Row/dummyCount``, pins included), then O(cells).
    @inline(__always) private mutating func noteDummies(ofRowOf basic: Symbol) {
        guard symbols[basic.index].row.dummyCount > dummyRowLimit else { return }
        symbols.withUnsafeMutableBufferPointer { records in
            Self.noteDummies(in: records[basic.index].row, records: records, limit: dummyRowLimit, drops: &pendingDrops)
        }
    }

    /// ``noteDummies(ofRowOf:)`` past its guard, over the records' buffer.
    @inline(never)
    private static func noteDummies(in row: Row, records: UnsafeMutableBufferPointer<SymbolRecord>, limit: Int,
                                    drops: inout [Symbol]) {
        var dummies = 0
        var widest: (symbol: Symbol, rows: Int)?
        for cell in row.cells where cell.symbol.kind == .dummy && !records[cell.symbol.index].isPinMarker {
            dummies += 1
            let rows = records[cell.symbol.index].column.count
            if widest == nil || rows > widest!.rows { widest = (cell.symbol, rows) }
        }
        if dummies > limit, let widest { drops.append(widest.symbol) }
    }

    private mutating func removeRow(_ basic: Symbol) -> Row {
        var row = Row()
        swap(&row, &symbols[basic.index].row)
        symbols[basic.index].isBasic = false
        columnsAreExact = false  // the columns holding the row's symbols list it still
        noteValueChange(basic.index)
        return row
    }

    /// Notes that the external symbol with `index`, if it is one, may have a new value.
    @inline(__always) private mutating func noteValueChange(_ index: Int) {
        symbols.withUnsafeMutableBufferPointer { Self.noteValueChange(index, records: $0, changed: &changedExternals) }
    }

    /// ``noteValueChange(_:)`` over the records' buffer.
    @inline(__always) private static func noteValueChange(_ index: Int, records: UnsafeMutableBufferPointer<SymbolRecord>,
                                                          changed: inout [Int32]) {
        guard records[index].kind == .external, !records[index].isChangedExternal else { return }
        records[index].isChangedExternal = true
        changed.append(Int32(index))
    }

    /// Calls `body` with each variable noted changed since ``takeChangedVariables()`` from
    /// position `start` of the list on, without taking them, and returns where the list ends
    /// now; nil (and no call) when the changes cannot be named. A reader that checks every
    /// change once (the incremental solver's deferred inequalities) keeps its place this way,
    /// and calls ``relistChanges(from:)`` after.
    /// - Complexity: O(variables from `start` on).
    func visitChangedVariables(from start: Int, _ body: (Variable) -> Void) -> Int? {
        guard !changedUnlisted else { return nil }
        for index in start..<changedExternals.count {
            if let variable = variables[Int(changedExternals[index])] { body(variable) }
        }
        return changedExternals.count
    }

    /// Lets the variables listed from position `start` on be listed again when they change
    /// again, so that a reader of ``visitChangedVariables(from:_:)`` sees every change after
    /// the place it keeps; ``takeChangedVariables()`` still names each variable once.
    /// - Complexity: O(variables from `start` on).
    mutating func relistChanges(from start: Int) {
        guard start < changedExternals.count else { return }
        for index in start..<changedExternals.count { symbols[Int(changedExternals[index])].isChangedExternal = false }
        changesMayRepeat = true
    }

    /// The variables whose values may have changed since the last call (a superset), or nil
    /// when that cannot be told (a variable left the tableau); the list starts again empty.
    /// - Complexity: O(changed variables).
    mutating func takeChangedVariables() -> [Variable]? {
        defer {
            for id in changedExternals { symbols[Int(id)].isChangedExternal = false }
            changedExternals.removeAll(keepingCapacity: true)
            changedUnlisted = false
            changesMayRepeat = false
        }
        guard !changedUnlisted else { return nil }
        guard changesMayRepeat else { return changedExternals.compactMap { variables[Int($0)] } }
        // Each once: the notes, cleared, mark the variables named so far.
        for id in changedExternals { symbols[Int(id)].isChangedExternal = false }
        var named: [Variable] = []
        named.reserveCapacity(changedExternals.count)
        for id in changedExternals where !symbols[Int(id)].isChangedExternal {
            symbols[Int(id)].isChangedExternal = true
            if let variable = variables[Int(id)] { named.append(variable) }
        }
        return named
    }

    /// Notes that `basic`'s row gained a cell for `symbol` (the row may be out of its record while
    /// a merge writes it), over the records' buffer, so that a pivot's merges and a new row's
    /// listing, which call it for every new cell, pay no uniqueness or bounds check of `symbols`
    /// per access. With
    /// `exact` (``columnsAreExact``), a column at its compaction point holds no entry a
    /// compaction would drop, so only the point moves, as far as the compaction would move it.
    @inline(__always) private static func appendToColumn(_ symbol: Symbol, _ basic: Int32,
                                                         records: UnsafeMutableBufferPointer<SymbolRecord>,
                                                         spares: inout [[Int32]], compaction: inout UInt32,
                                                         exact: Bool) {
        let record = records.baseAddress! + symbol.index
        record.pointee.column.append(basic, spares: &spares)
        if record.pointee.column.count >= Int(record.pointee.compactAt) {
            let kept = exact ? record.pointee.column.count
                : compactColumn(symbol, keeping: basic, records: records, spares: &spares, compaction: &compaction)
            record.pointee.compactAt = Int32(clamping: max(Int(SymbolRecord.firstCompaction), 4 * kept))
        }
    }

    /// Whether `entry` of `symbol`'s column is a basic row that has a cell for it.
    @inline(__always) private func isCurrent(_ entry: Int32, of symbol: Symbol) -> Bool {
        symbols[Int(entry)].isBasic && symbols[Int(entry)].row.contains(symbol)
    }

    /// A fresh mark for de-duplicating one pass over a column.
    private mutating func nextMark() -> UInt32 {
        currentMark &+= 1
        if currentMark == 0 {
            for index in symbols.indices { symbols[index].visitMark = 0 }
            currentMark = 1
        }
        return currentMark
    }

    /// Advances `counter` to a fresh compaction mark, clearing every record's mark when it wraps.
    @inline(__always) private static func nextCompaction(_ counter: inout UInt32,
                                                         records: UnsafeMutableBufferPointer<SymbolRecord>) -> UInt32 {
        counter &+= 1
        if counter == 0 {
            for index in records.indices { records[index].compactionMark = 0 }
            counter = 1
        }
        return counter
    }

    /// The basic symbols whose rows have a cell for `symbol`, each once, in column order (and
    /// `kept`, a row that is gaining a cell for it); the column is compacted to them.
    /// - Complexity: O(column entries × log row length).
    @discardableResult
    private mutating func currentColumn(_ symbol: Symbol, keeping kept: Int32? = nil) -> Column {
        symbols.withUnsafeMutableBufferPointer { records in
            _ = Self.compactColumn(symbol, keeping: kept, records: records, spares: &spareColumns,
                                   compaction: &currentCompaction)
            return records[symbol.index].column
        }
    }

    /// Compacts `symbol`'s column in `records` as ``currentColumn(_:keeping:)`` describes and
    /// returns its new length. Over the buffer, each entry's check costs a binary search of its
    /// row and no uniqueness or bounds check of `symbols` (a compaction runs in most edit pivots).
    /// Kept out of line: inlined into every column append of a substitution's merge loop, it made
    /// that loop about 5% slower (callgrind, `enaml-edit`), where it runs a few times a pivot.
    /// - Complexity: O(column entries × log row length).
    @inline(never) private static func compactColumn(_ symbol: Symbol, keeping kept: Int32?, records: UnsafeMutableBufferPointer<SymbolRecord>,
                                      spares: inout [[Int32]], compaction: inout UInt32) -> Int {
        var column = Column()
        swap(&column, &records[symbol.index].column)
        let mark = nextCompaction(&compaction, records: records)
        let write = column.removeAll(spares: &spares) { entry in
            let record = records.baseAddress! + Int(entry)
            guard record.pointee.compactionMark != mark,
                  entry == kept || (record.pointee.isBasic && record.pointee.row.contains(symbol)) else { return true }
            record.pointee.compactionMark = mark
            return false
        }
        swap(&column, &records[symbol.index].column)
        return write
    }

    /// Visits each live basic row holding `symbol` once, in column order, with the row's record,
    /// its id and the index of its cell for `symbol`, compacting `symbol`'s column to those rows in
    /// the same pass (as ``compactColumn(_:keeping:records:compaction:)`` does), so each row's cell
    /// is looked up once. The records are read and written through `records`, with no uniqueness
    /// or bounds check of `symbols` per entry.
    /// - Complexity: O(column entries × log row length) plus `visit`.
    @inline(__always) private static func visitCompacting(
        column symbol: Symbol, records: UnsafeMutableBufferPointer<SymbolRecord>, spares: inout [[Int32]],
        compaction: inout UInt32,
        _ visit: (UnsafeMutablePointer<SymbolRecord>, Int32, Int) -> Void
    ) {
        var column = Column()
        swap(&column, &records[symbol.index].column)
        let mark = nextCompaction(&compaction, records: records)
        column.removeAll(spares: &spares) { entry in
            let record = records.baseAddress! + Int(entry)
            guard record.pointee.compactionMark != mark, record.pointee.isBasic,
                  let cell = record.pointee.row.index(of: symbol) else { return true }
            record.pointee.compactionMark = mark
            visit(record, entry, cell)
            return false
        }
        swap(&column, &records[symbol.index].column)
    }

    /// The basic symbols whose rows have a cell for `symbol`, possibly repeated; for reading
    /// without compacting.
    func columnEntries(_ symbol: Symbol) -> [Int32] {
        symbols[symbol.index].column.filter { isCurrent($0, of: symbol) }
    }

    /// The level index for `priority`, inserting an empty level if there is none.
    private mutating func levelIndex(for priority: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        if low == levels.count || levels[low].priority != priority {
            levels.insert(ObjectiveLevel(priority: priority, row: Objective(capacity: symbols.capacity)), at: low)
        }
        return low
    }

    /// Replaces `symbol` everywhere by `row` (symbol's new definition), listing new cells in
    /// their columns and noting restricted rows that became infeasible.
    ///
    /// - Complexity: O(Σ (cells of a row containing `symbol` + cells of `row`)) — only the rows
    ///   that contain `symbol` are visited.
    ///
    /// The rows are visited through one buffer of the records (``appendToColumn(_:_:records:spares:compaction:exact:)``
    /// and the column compactions it triggers too): the per-access uniqueness and bounds checks
    /// of `symbols` were a quarter to a third of a small edit.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        let mark = nextMark()
        let firstInfeasible = infeasibleRows.count
        var column = Column()
        let limit = dummyRowLimit
        var exact = columnsAreExact  // until a cell cancels
        let skipsCompactions = exact && !compactsExactColumns
        symbols.withUnsafeMutableBufferPointer { records in
            swap(&column, &records[symbol.index].column)
            for basic in column {
                let record = records.baseAddress! + Int(basic)
                guard record.pointee.visitMark != mark, record.pointee.isBasic else { continue }
                record.pointee.visitMark = mark
                // Merged where it is: the column appends of its new cells keep this row (`basic`)
                // without reading it, and touch no other row.
                if let cell = record.pointee.row.index(of: symbol) {
                    Self.noteValueChange(Int(basic), records: records, changed: &changedExternals)
                    let factor = record.pointee.row.coefficient(at: cell)
                    if exact {
                        let cellsBefore = record.pointee.row.count
                        var newCells = 0
                        record.pointee.row.add(row, times: factor, removing: cell) {
                            newCells += 1
                            Self.appendToColumn($0, basic, records: records, spares: &spareColumns,
                                                compaction: &currentCompaction, exact: skipsCompactions)
                        }
                        // A cell that cancelled leaves its symbol's column listing this row.
                        if record.pointee.row.count != cellsBefore - 1 + newCells { exact = false }
                    } else {
                        // The small calls' path (a tableau that has pivoted): no counting.
                        record.pointee.row.add(row, times: factor, removing: cell) {
                            Self.appendToColumn($0, basic, records: records, spares: &spareColumns,
                                                compaction: &currentCompaction, exact: false)
                        }
                    }
                    if record.pointee.kind != .external && record.pointee.row.constant < 0 { infeasibleRows.append(basic) }
                }
                if record.pointee.row.dummyCount > limit {
                    Self.noteDummies(in: record.pointee.row, records: records, limit: limit, drops: &pendingDrops)
                }
            }
        }
        columnsAreExact = exact
        sortInfeasibleRows(from: firstInfeasible)
        column.recycle(into: &spareColumns)
        for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// Sorts the infeasible rows noted from `start` on (lowest first) in place: sorting the
    /// array's slice copied the array, an allocation per edit.
    @inline(__always) private mutating func sortInfeasibleRows(from start: Int) {
        guard infeasibleRows.count - start > 1 else { return }
        infeasibleRows.withUnsafeMutableBufferPointer { $0[start...].sort() }
    }

    /// Makes `entering` basic in place of `leaving`, whose row must contain `entering`.
    private mutating func pivot(entering: Symbol, leaving: Symbol) {
        if journal != nil { saveRecords(touchedByPivotOf: entering, leaving: leaving) }
        var row = removeRow(leaving)
        row.solve(lhs: leaving, rhs: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
        pivotCount += 1
        recordedPivots?.append((entering, leaving))
    }

    /// Drops the cells of every dummy whose column outgrew the limit (never while pivots are
    /// recorded, since they may be undone).
    private mutating func dropOvergrownDummies() {
        guard recordedPivots == nil else { return }
        while let dummy = pendingDrops.popLast() {
            let index = dummy.index
            guard symbols[index].isLive, symbols[index].kind == .dummy, !symbols[index].isBasic, !symbols[index].isDroppedMarker else { continue }
            // Only the dummy's own column listed the cells it loses, and it is emptied: the other
            // columns stay exact.
            let column = currentColumn(dummy)
            for basic in column { symbols[Int(basic)].row.removeCell(dummy) }
            for level in levels.indices { levels[level].row.removeCell(dummy) }
            symbols[index].column = Column()
            symbols[index].isDroppedMarker = true
        }
    }

    // MARK: - Adding

    /// Adds `constraint`, which the caller has validated. On `.unsatisfiable` (only possible for
    /// a required constraint) the tableau keeps the same basis and values as before the call.
    ///
    /// With `optimizing` false the tableau stays feasible but not optimal, so a batch of adds can
    /// optimise once at the end (feasibility, and so conflict detection, does not need optimality).
    mutating func add(_ constraint: Constraint, optimizing: Bool = true) throws(SolverError) -> AddOutcome {
        switch try add(constraint, optimizing: optimizing, deferringViolated: false) {
        case .added(let tag): return .added(tag)
        case .unsatisfiable, .violated: return .unsatisfiable
        }
    }

    enum DeferrableAddOutcome {
        case added(ConstraintTag)
        case unsatisfiable
        /// Not added: the constraint is violated by the current values by this much and would
        /// need phase one (see ``add(batch:)``). The tableau is as before.
        case violated(by: Double)
    }

    /// ``add(_:optimizing:)``, except that with `deferringViolated` a constraint that only
    /// phase one could add, because the current values violate it, is left out and reported.
    mutating func add(_ constraint: Constraint, optimizing: Bool, deferringViolated: Bool)
        throws(SolverError) -> DeferrableAddOutcome
    {
        if let tag = pairedTag(for: constraint) {
            pairCandidate = nil
            if optimizing { try optimize() }
            return .added(tag)
        }
        pairCandidate = nil
        var (row, tag) = makeRow(for: constraint)
        // The row goes into the tableau as a compacted copy; its slots stay for the next one.
        defer { rowScratch = row }
        var subject = chooseSubject(row, tag)
        if subject == nil && row.symbols.allSatisfy({ $0.kind == .dummy }) {
            // Only fixed symbols remain: the constraint is implied by the others, or contradicts them.
            guard nearZero(row.constant) else {
                purge(tag.marker)
                return .unsatisfiable
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row.compacted(leavingRoom: leavesRoom), basic: subject)
        } else if deferringViolated && row.constant > epsilon {
            // Every symbol of the row is at zero, so its constant is the violation.
            purge(tag.marker)
            return .violated(by: row.constant)
        } else if try !addWithArtificialVariable(row.compacted(leavingRoom: leavesRoom)) {
            purge(tag.marker)
            return .unsatisfiable
        }
        if optimizing { try optimize() }
        dropOvergrownDummies()
        if pairsSoftInequalities && !constraint.isRequired && constraint.relation != .equal {
            pairCandidate = (constraint, tag)
        }
        return .added(tag)
    }

    /// Adds a soft inequality over the expression of the one added just before it, the other way
    /// round (``pairCandidate``), into that one's row, and returns its tag; nil, changing
    /// nothing, for any other constraint.
    ///
    /// The first one's row says `expression = s − e` (≥; ≤ is the same with `s` and `e`
    /// swapped): its slack `s` is the expression's part above zero, its error `e`, paid at its
    /// level, the part below. The second one needs that part above zero paid at its own level,
    /// so `s` becomes its error (its cost joins the level's objective) and `e` its slack: two
    /// symbols and a row fewer than its own, and the same optimum, since at an optimum one of
    /// `s` and `e` is zero, as the two errors of separate rows would be. A view's hugging and
    /// compression, added one after the other, are such a pair.
    /// - Complexity: O(terms of the two expressions), plus the first one's slack's row when it
    ///   is basic (it joins the objective).
    private mutating func pairedTag(for constraint: Constraint) -> ConstraintTag? {
        guard let (partner, partnerTag) = pairCandidate, let partnerError = partnerTag.other,
              Self.mayPair(constraint, after: partner)
        else { return nil }
        let slack = partnerTag.marker
        addCost(of: slack, at: levelIndex(for: constraint.priority.value), times: 1)
        symbols[slack.index].isPaired = true
        symbols[partnerError.index].isPaired = true
        return ConstraintTag(marker: partnerError, other: slack)
    }

    /// Whether `constraint`, added right after `partner` (a soft inequality with a row of its
    /// own), shares that row: both soft inequalities, the other way round, over identical
    /// expressions.
    static func mayPair(_ constraint: Constraint, after partner: Constraint) -> Bool {
        !constraint.isRequired && !partner.isRequired && constraint.relation != .equal && partner.relation != .equal
            && constraint.relation != partner.relation && constraint.expression.isIdentical(to: partner.expression)
    }

    /// Adds `factor ×` the cost of `symbol` to the objective of `level`: its row when it is
    /// basic (an objective holds only non-basic symbols), else its own cell.
    private mutating func addCost(of symbol: Symbol, at level: Int, times factor: Double) {
        if symbols[symbol.index].isBasic {
            levels[level].row.insert(symbols[symbol.index].row, factor)
        } else {
            levels[level].row.insert(symbol, factor)
        }
    }

    /// The row of `constraint` over the current non-basic symbols, with its marker symbols,
    /// and the constant made non-negative. Non-required errors join their level's objective.
    private mutating func makeRow(for constraint: Constraint) -> (Row, ConstraintTag) {
        // Built in the scratch row's slots, which earlier rows grew; the caller hands them back.
        var row = Row()
        swap(&row, &rowScratch)
        row.clear(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if symbols[symbol.index].isBasic {
                row.insert(symbols[symbol.index].row, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let required = constraint.priority.isRequired
        let tag: ConstraintTag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr + s = 0 (≤) or expr − s = 0 (≥); a soft one adds an error against the slack.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if required {
                tag = ConstraintTag(marker: slack)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                levels[levelIndex(for: constraint.priority.value)].row.insert(error)
                tag = ConstraintTag(marker: slack, other: error)
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy)
                symbols[dummy.index].isPinMarker = constraint.expression.terms.count == 1
                row.insert(dummy)
                tag = ConstraintTag(marker: dummy)
            } else {
                // expr = e⁺ − e⁻, and the level pays e⁺ + e⁻.
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                let level = levelIndex(for: constraint.priority.value)
                levels[level].row.insert(plus)
                levels[level].row.insert(minus)
                tag = ConstraintTag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// An external symbol of the row (the lowest), else a new marker whose coefficient is
    /// negative (solving for it keeps it non-negative), else nil.
    ///
    /// A non-required inequality whose row's constant is zero holds at the current values either
    /// way round, so its slack is the subject whatever its coefficient's sign (its value stays
    /// 0), rather than its error. A basic error puts its row into its level's objective: a
    /// label's hugging added after its compression (``LayoutEngine``'s batch order) made every
    /// label's compression error a negative cell of the hugging level, which every later settling
    /// scanned and rejected (a size-class toggle at 1,000 views: 5.8 → 8.1 µs).
    private func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Symbol? {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
        func isSubject(_ candidate: Symbol?) -> Bool {
            guard let candidate else { return false }
            return candidate.kind.isPivotable && row.coefficient(for: candidate) < 0
        }
        if isSubject(tag.marker) { return tag.marker }
        if row.constant == 0, tag.other != nil, tag.marker.kind == .slack, row.contains(tag.marker) { return tag.marker }
        return isSubject(tag.other) ? tag.other : nil
    }

    /// Phase one: adds `row` as the row of a new artificial variable and minimises it. Returns
    /// whether it reached zero; if not, the pivots are undone and the tableau is as it was.
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let artificialSymbol = makeSymbol(.artificial)
        insertRow(row, basic: artificialSymbol)
        artificial = row
        let (success, pivots) = recordingPivots { tableau in
            tableau.optimizeArtificial { _ in false } && nearZero(tableau.artificial!.constant)
        }
        artificial = nil
        if symbols[artificialSymbol.index].isBasic {
            var artificialRow = removeRow(artificialSymbol)
            if !success {
                // The artificial variable never left the basis, so undoing the pivots restores the
                // previous basis exactly.
                undo(pivots)
                purge(artificialSymbol)
                return false
            }
            if !artificialRow.isEmpty {
                guard let entering = artificialRow.symbols.first(where: \.kind.isPivotable) ?? artificialRow.symbols.first
                else { throw .internalFailure("phase one left no symbol to pivot") }
                artificialRow.solve(lhs: artificialSymbol, rhs: entering)
                // The artificial variable is zero from now on: its cell goes before the row is
                // substituted, not from every row holding `entering` afterwards (the same rows,
                // without a cell that spread only to be purged: a tenth of a remove-and-add).
                artificialRow.removeCell(artificialSymbol)
                substitute(entering, with: artificialRow)
                insertRow(artificialRow, basic: entering)
            }
        }
        // The artificial variable is non-basic and zero from now on: drop its cells.
        purge(artificialSymbol)
        infeasibleRows.removeAll()
        return true
    }

    /// Runs `body` with `objective` as the artificial objective, then undoes its pivots, which
    /// restores the basis (the way a failed phase one is undone); returns what `body` returned.
    mutating func withUndoneOptimization<Result>(of objective: Row, _ body: (inout Tableau) -> Result) -> Result {
        artificial = objective
        let (result, pivots) = recordingPivots(body)
        artificial = nil
        undo(pivots)
        return result
    }

    // MARK: - Restoring exactly

    /// Runs `body` with the records its pivots write saved first (``SearchJournal``), and puts
    /// them back afterwards: every row, column and objective is then as it was bit for bit, where
    /// pivoting back restores the basis but can leave a coefficient's last bits changed or a
    /// cell near zero. `body` must change nothing but by pivots it undoes (a search), and may call
    /// ``restoreIfJournalIsFull()`` between them.
    /// - Complexity: `body`, plus O(records its pivots touch) to save and restore them.
    mutating func withExactRestore<Result>(_ body: (inout Tableau) -> Result) -> Result {
        startJournal()
        let result = body(&self)
        restoreJournal()
        return result
    }

    /// Within ``withExactRestore(_:)``, between undone searches: puts the saved records back now
    /// (the tableau is then exactly as it began) and starts a new journal when this one holds more
    /// than ``SearchJournal/cellBudget`` saved cells, which bounds the copies a long series of
    /// searches keeps. A series whose searches touch the same rows over and over stays in one
    /// journal, so each row is copied once, not once a search.
    mutating func restoreIfJournalIsFull() {
        guard let journal, journal.savedCells > journalCellBudget else { return }
        restoreJournal()
        startJournal()
    }

    private mutating func startJournal() {
        journal = SearchJournal(changedExternalCount: changedExternals.count, columnsWereExact: columnsAreExact,
                                visitMark: currentMark, compactionMark: currentCompaction)
    }

    /// Saves in the journal every record that pivoting `entering` in for `leaving` can write and
    /// that it has not saved yet: the two symbols', the basic rows' listed in the entering
    /// symbol's column, and the leaving row's symbols' (whose columns gain entries, and may be
    /// compacted); and the objective levels if one holds the entering symbol.
    /// - Complexity: O(leaving row's cells + entering column's entries), copies sharing storage.
    private mutating func saveRecords(touchedByPivotOf entering: Symbol, leaving: Symbol) {
        var saved: [(id: Int32, record: SymbolRecord)] = []
        var cells = 0
        swap(&saved, &journal!.records)
        symbols.withUnsafeMutableBufferPointer { records in
            func save(_ id: Int32) {
                guard !records[Int(id)].isJournaled else { return }
                saved.append((id, records[Int(id)]))
                records[Int(id)].isJournaled = true
                cells += records[Int(id)].row.count + 1
            }
            save(leaving.id)
            save(entering.id)
            for index in 0..<records[leaving.index].row.count { save(records[leaving.index].row.symbol(at: index).id) }
            for basic in records[entering.index].column where records[Int(basic)].isBasic { save(basic) }
        }
        swap(&saved, &journal!.records)
        journal!.savedCells += cells
        if journal!.levels == nil && levels.indices.contains(where: { levels[$0].row.contains(entering) }) {
            journal!.levels = levels
        }
    }

    /// Puts back what the journal saved and ends it.
    /// - Complexity: O(records saved).
    private mutating func restoreJournal() {
        guard var saved = journal else { return }
        journal = nil
        // Swapped in, not copied: each saved record moves back, and the search's copies go with
        // the journal, with no retain or release of their storage on the way.
        symbols.withUnsafeMutableBufferPointer { records in
            saved.records.withUnsafeMutableBufferPointer { entries in
                for index in entries.indices {
                    swap(&records[Int(entries[index].id)], &entries[index].record)
                }
            }
        }
        if let savedLevels = saved.levels { levels = savedLevels }
        changedExternals.removeLast(changedExternals.count - saved.changedExternalCount)
        columnsAreExact = saved.columnsWereExact
        if currentMark < saved.visitMark || currentCompaction < saved.compactionMark {
            // A counter wrapped: a restored mark could equal a later one, so every mark starts over.
            for index in symbols.indices {
                symbols[index].visitMark = 0
                symbols[index].compactionMark = 0
            }
        }
    }

    /// One pivot as ``recordingPivots(_:)`` records it.
    typealias PivotStep = (entering: Symbol, leaving: Symbol)

    /// Runs `body` with every pivot it makes recorded, and returns what it returned with the
    /// pivots. Overgrown dummies are not dropped meanwhile: a drop cannot be undone.
    private mutating func recordingPivots<Result>(_ body: (inout Tableau) -> Result)
        -> (result: Result, pivots: [PivotStep])
    {
        recordedPivots = []
        let result = body(&self)
        let pivots = recordedPivots ?? []
        recordedPivots = nil
        return (result, pivots)
    }

    /// Undoes `pivots` (recorded by ``recordingPivots(_:)``) in reverse order, which restores the
    /// basis they started from, and forgets the infeasible rows and overgrown dummies noted since.
    private mutating func undo(_ pivots: [PivotStep]) {
        for step in pivots.reversed() { pivot(entering: step.leaving, leaving: step.entering) }
        infeasibleRows.removeAll()
        pendingDrops.removeAll()
    }

    // MARK: - Removing

    /// Removes `constraint`, added with `tag`, then re-optimises unless `optimizing`
    /// is false (the tableau stays feasible; the incremental solver optimises when it settles).
    /// Returns false, and changes nothing, when the constraint's marker was dropped: the caller
    /// must rebuild the constraint's component without it (``removeComponent(_:)`` then adding
    /// the rest again).
    mutating func remove(_ tag: ConstraintTag, of constraint: Constraint, optimizing: Bool = true) throws(SolverError) -> Bool {
        guard !symbols[tag.marker.index].isDroppedMarker else { return false }
        pairCandidate = nil
        if !constraint.isRequired {
            // What the constraint pays for: an inequality's error, an equality's two errors.
            let level = levelIndex(for: constraint.priority.value)
            if constraint.relation == .equal { addCost(of: tag.marker, at: level, times: -1) }
            if let error = tag.other { addCost(of: error, at: level, times: -1) }
        }
        if let other = tag.other, symbols[tag.marker.index].isPaired {
            // Half of a pair: the other constraint keeps the row, as an inequality of its own again.
            symbols[tag.marker.index].isPaired = false
            symbols[other.index].isPaired = false
            if optimizing { try optimize() }
            return true
        }
        if !symbols[tag.marker.index].isBasic, let leaving = markerLeavingRow(tag.marker) {
            pivot(entering: tag.marker, leaving: leaving)
        }
        if symbols[tag.marker.index].isBasic {
            // A basic symbol has no cell in any row or objective: its row goes, and its id goes
            // back without a pass over its column (O(row)).
            _ = removeRow(tag.marker)
            release(tag.marker)
        } else {
            // In no row (no leaving row was found), but perhaps in an objective.
            purge(tag.marker)
        }
        if optimizing { try optimize() } else { dropOvergrownDummies() }
        // The constraint's other symbol never comes back: once it is in no row, its id is free.
        if let other = tag.other, !symbols[other.index].isBasic, currentColumn(other).isEmpty,
           levels.allSatisfy({ !$0.row.contains(other) }) {
            release(other)
        }
        return true
    }

    /// The row to pivot the marker into. A basic dummy's row says that a redundant required
    /// equality is implied by others (it holds only dummies); if the marker is in one, pivoting
    /// there hands the removed equation's role to the redundant one, which must then hold on its
    /// own. Otherwise, as Cassowary chooses: the restricted row that limits the marker most
    /// tightly when it decreases, else when it increases, else an external row.
    ///
    /// Ties go to the lowest row, with the column read in its own order (sorting a copy of it
    /// was an allocation per removal). The marker's column is compacted in the same pass, as
    /// ``currentColumn(_:keeping:)`` would, so each row's cell is looked up once (it was twice:
    /// once to keep the entry, once for its coefficient), with the records read through one buffer.
    /// - Complexity: O(rows holding the marker × log row length).
    private mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        func isBetter(_ ratio: Double, _ basic: Int32, than best: (ratio: Double, basic: Int32)?) -> Bool {
            guard let best else { return true }
            return ratio < best.ratio || (ratio == best.ratio && basic < best.basic)
        }
        var redundant: Int32?
        var first: (ratio: Double, basic: Int32)?
        var second: (ratio: Double, basic: Int32)?
        var third: Int32?
        symbols.withUnsafeMutableBufferPointer { records in
            Self.visitCompacting(column: marker, records: records, spares: &spareColumns, compaction: &currentCompaction) { record, basic, cell in
                switch record.pointee.kind {
                case .dummy:
                    if redundant == nil || basic < redundant! { redundant = basic }
                case .external:
                    if third == nil || basic < third! { third = basic }
                default:
                    let coefficient = record.pointee.row.coefficient(at: cell)
                    let constant = record.pointee.row.constant
                    if coefficient < 0 {
                        let ratio = -constant / coefficient
                        if isBetter(ratio, basic, than: first) { first = (ratio, basic) }
                    } else {
                        let ratio = constant / coefficient
                        if isBetter(ratio, basic, than: second) { second = (ratio, basic) }
                    }
                }
            }
        }
        return (redundant ?? first?.basic ?? second?.basic ?? third).map(basicSymbol)
    }

    /// The symbols `symbol` shares a row with: a basic symbol's row's symbols, or the basic
    /// symbols of the rows that contain a non-basic one. Following them from a constraint's
    /// symbols reaches everything its removal can affect.
    func neighbours(of symbol: Symbol) -> [Symbol] {
        guard symbols[symbol.index].isLive else { return [] }
        if symbols[symbol.index].isBasic { return Array(symbols[symbol.index].row.symbols) }
        return columnEntries(symbol).map(basicSymbol)
    }

    func isLiveSymbol(_ symbol: Symbol) -> Bool { symbols[symbol.index].isLive }
    func isDropped(_ symbol: Symbol) -> Bool { symbols[symbol.index].isDroppedMarker }

    /// The variable of an external symbol.
    func variable(of symbol: Symbol) -> Variable? { symbol.index < variables.count ? variables[symbol.index] : nil }

    /// Removes the rows of `component` (a set of symbols closed under ``neighbours(of:)``) and
    /// frees every symbol in it but the external ones, which stay, non-basic and in no row.
    mutating func removeComponent(_ component: [Symbol]) {
        pairCandidate = nil
        for symbol in component where symbols[symbol.index].isBasic { _ = removeRow(symbol) }
        for index in levels.indices {
            var objective = levels[index].row
            levels[index].row = Objective()
            for symbol in component { objective.removeCell(symbol) }
            levels[index].row = objective
        }
        for symbol in component {
            symbols[symbol.index].column = Column()
            if symbol.kind != .external { release(symbol) }
        }
    }

    // MARK: - Edits

    /// Moves the constant of the edit constraint with `tag` by `delta` (its suggested value
    /// changed by `delta`) and restores optimality with the dual simplex.
    ///
    /// - Complexity: O(rows containing the edit's error symbols) plus the dual pivots.
    mutating func shiftEditConstant(_ tag: ConstraintTag, by delta: Double) throws(SolverError) {
        if symbols[tag.marker.index].isBasic {
            moveConstant(ofBasic: tag.marker, by: -delta)
        } else if let other = tag.other, symbols[other.index].isBasic {
            moveConstant(ofBasic: other, by: delta)
        } else {
            moveConstants(ofRowsHolding: tag.marker, by: delta)
        }
        try dualOptimize()
        dropOvergrownDummies()
    }

    /// Moves the constant of the required constraint with `tag` and `relation` by `delta` (its
    /// expression's constant grows by `delta`) and restores feasibility with the dual simplex,
    /// which keeps the basis optimal: the way UIKit's engine changes a constraint's `constant`.
    /// Returns false, with the tableau as it was, when the marker was dropped, when the marker is
    /// a redundant equality's basic dummy or in its row, or when the moved constraint leaves no
    /// solution; the caller then removes and adds the constraint instead.
    ///
    /// The marker stands for the constraint's residual (`expression + m·marker = 0`, m = −1 for
    /// `>=`, else 1), so the moved constraint is the old one with the marker held at `m·delta`
    /// instead of 0: every row that holds the marker takes its coefficient times that.
    ///
    /// - Complexity: O(rows containing the marker) plus the dual pivots.
    mutating func shiftRequiredConstant(_ tag: ConstraintTag, relation: Relation, by delta: Double)
        throws(SolverError) -> Bool
    {
        let marker = tag.marker
        guard !symbols[marker.index].isDroppedMarker, infeasibleRows.isEmpty else { return false }
        let shift = relation == .greaterThanOrEqual ? -delta : delta
        // A basic dummy is a redundant equality's: its row must stay zero, so neither it nor a
        // marker its row holds can move.
        if symbols[marker.index].isBasic {
            guard marker.kind == .slack else { return false }
            moveConstant(ofBasic: marker, by: -shift)
        } else {
            guard !currentColumn(marker).contains(where: { symbols[Int($0)].kind == .dummy }) else { return false }
            holdNonBasic(marker, at: shift)
        }
        let (feasible, pivots) = recordingPivots { $0.dualSimplex() }
        infeasibleRows.removeAll()
        guard feasible else {
            undo(pivots)
            if symbols[marker.index].isBasic {
                moveConstant(ofBasic: marker, by: shift)
            } else {
                holdNonBasic(marker, at: -shift)
            }
            infeasibleRows.removeAll()
            return false
        }
        dropOvergrownDummies()
        return true
    }

    /// Holds the non-basic `marker` at `shift` instead of 0: the rows that hold it and the
    /// objectives move by its coefficient times `shift`.
    private mutating func holdNonBasic(_ marker: Symbol, at shift: Double) {
        moveConstants(ofRowsHolding: marker, by: shift)
        for index in levels.indices {
            levels[index].row.constant += shift * levels[index].row.coefficient(for: marker)
        }
    }

    /// Adds `change` to the constant of the restricted basic `symbol`'s row, noting it for the
    /// dual simplex when it goes negative.
    private mutating func moveConstant(ofBasic symbol: Symbol, by change: Double) {
        symbols[symbol.index].row.constant += change
        if symbols[symbol.index].row.constant < 0 { infeasibleRows.append(symbol.id) }
    }

    /// Adds `change` times their coefficient of the non-basic `marker` to the constants of the
    /// rows that hold it, noting restricted rows that went negative for the dual simplex (lowest
    /// first). The marker's column is compacted in the same pass, as ``currentColumn(_:keeping:)``
    /// would, so each row's cell is looked up once, not once to check the entry and once to read it.
    /// The records are read and written through one buffer, as in ``substitute(_:with:)``: through
    /// the array, each entry paid three uniqueness checks of `symbols` (a tenth of an edit).
    /// - Complexity: O(column entries × log row length).
    private mutating func moveConstants(ofRowsHolding marker: Symbol, by change: Double) {
        let firstInfeasible = infeasibleRows.count
        symbols.withUnsafeMutableBufferPointer { records in
            Self.visitCompacting(column: marker, records: records, spares: &spareColumns, compaction: &currentCompaction) { record, entry, cell in
                record.pointee.row.constant += change * record.pointee.row.coefficient(at: cell)
                Self.noteValueChange(Int(entry), records: records, changed: &changedExternals)
                if record.pointee.kind != .external && record.pointee.row.constant < 0 { infeasibleRows.append(entry) }
            }
        }
        sortInfeasibleRows(from: firstInfeasible)
    }

    // MARK: - Reading

    /// The current value of `variable` (0 for a variable no constraint mentions).
    func value(of variable: Variable) -> Double { value(ofVariableWith: variable.id) }

    @inline(__always) private func value(ofVariableWith id: ObjectIdentifier) -> Double {
        guard let symbol = externals[id], symbols[symbol.index].isBasic else { return 0 }
        return symbols[symbol.index].row.constant
    }

    /// ``value(of:)`` of each of `variables`, in order, appended to `values`.
    /// - Complexity: O(variables). The variables are read by identity through a buffer: a loop
    ///   over the array retained and released each one, and `map(value(of:))` also held a copy of
    ///   the tableau (a retain and a release of each of its arrays) — together most of a read.
    func appendValues(of variables: [Variable], to values: inout [Double]) {
        variables.withUnsafeBufferPointer { variables in
            for index in variables.indices {
                values.append(value(ofVariableWith: ObjectIdentifier(variables[index])))
            }
        }
    }

    /// The symbol of `variable`, if the tableau has seen it.
    func symbol(of variable: Variable) -> Symbol? { externals[variable.id] }

    /// `expression` written over the current non-basic symbols; nil if it mentions a variable the
    /// tableau has never seen (such a variable is free).
    func rowOverNonBasics(_ expression: LinearExpression) -> Row? {
        var row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            guard let symbol = externals[term.variable.id] else { return nil }
            if symbols[symbol.index].isBasic {
                row.insert(symbols[symbol.index].row, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        return row
    }
}

// MARK: - Optimisation

extension Tableau {
    /// Optimises every level of the objective in turn, highest priority first.
    ///
    /// A level is searched for an entering symbol only if it or a higher level changed since it
    /// last offered none (``Objective/isKnownOptimal``): which symbols may enter depends on the
    /// objectives alone, so the search would find none again. Settling after a small removal or
    /// add searched all five levels of the enaml-like window, most of them unchanged.
    /// - Complexity: O(1) per level unchanged since it was last optimal.
    mutating func optimize() throws(SolverError) {
        var higherUnchanged = true
        for level in levels.indices {
            if higherUnchanged && levels[level].row.isKnownOptimal && !searchesEveryLevel { continue }
            higherUnchanged = false
            while let entering = enteringSymbol(level: level) {
                guard let leaving = leavingRow(for: entering) else {
                    throw .internalFailure("objective level \(levels[level].priority) is unbounded")
                }
                pivot(entering: entering, leaving: leaving)
            }
            levels[level].row.isKnownOptimal = true
        }
        dropOvergrownDummies()
    }

    /// Bland's rule: the lowest symbol that decreases this level and leaves every higher level
    /// unchanged. Lowest-index choices on both sides rule out cycling on degenerate pivots.
    /// - Complexity: O(ids / 64 + negative cells visited × higher levels). No closure: a closure
    ///   over `self` retained and released every level's arrays per candidate (a tenth of a small
    ///   remove-and-add in the profile), and one per candidate over a buffer of the levels made a
    ///   copy of the searched level (four retains and releases per search, 4% of that call).
    private func enteringSymbol(level: Int) -> Symbol? {
        var start = 0
        search: while let symbol = levels[level].row.firstNegative(from: start) {
            start = symbol.index + 1
            guard symbol.kind.isPivotable else { continue }
            for higher in 0..<level where !nearZero(levels[higher].row.coefficient(for: symbol)) { continue search }
            return symbol
        }
        return nil
    }

    /// The ratio test: the restricted row that first reaches zero as `entering` grows
    /// (ties to the lowest symbol); nil when nothing bounds it.
    ///
    /// Reads the column as it stands, without compacting it: the pivot that follows empties it,
    /// a stale entry's row has no cell for `entering` (coefficient 0), and a repeated one offers
    /// the same ratio again, which the tie rule makes harmless.
    /// - Complexity: O(column entries × log row length).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, basic: Int32)?
        for basic in symbols[entering.index].column
        where symbols[Int(basic)].isBasic && symbols[Int(basic)].kind.isRestricted {
            let coefficient = symbols[Int(basic)].row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -symbols[Int(basic)].row.constant / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.basic) {
                best = (ratio, basic)
            }
        }
        return best.map { basicSymbol($0.basic) }
    }

    /// Minimises `artificial` over pivotable symbols that `isFixed` does not hold at zero.
    /// Returns false when it is unbounded below.
    mutating func optimizeArtificial(isFixed: (Symbol) -> Bool) -> Bool {
        while true {
            guard let entering = artificial!.cells.first(where: { cell in
                cell.coefficient < -epsilon && cell.symbol.kind.isPivotable && !isFixed(cell.symbol)
            })?.symbol else { return true }
            guard let leaving = leavingRow(for: entering) else { return false }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The dual simplex: while a restricted row is negative, pivot it out for the symbol whose
    /// objective cost per unit is lexicographically smallest, which keeps the objective optimal.
    private mutating func dualOptimize() throws(SolverError) {
        guard dualSimplex() else {
            throw .internalFailure("the dual simplex found no entering symbol")
        }
    }

    /// The dual simplex's pivots; false when a negative row has no symbol to enter (the
    /// constraints have no solution), with the rows left as they are.
    private mutating func dualSimplex() -> Bool {
        while let id = infeasibleRows.popLast() {
            let leaving = basicSymbol(id)
            guard symbols[leaving.index].isBasic, symbols[leaving.index].row.constant < 0 else { continue }
            let row = symbols[leaving.index].row
            var best: (symbol: Symbol, coefficient: Double)?
            for cell in row.cells where cell.coefficient > epsilon && cell.symbol.kind.isPivotable {
                // Cells are in ascending order, so a tie keeps the lower symbol.
                if let current = best, costOrder(cell.symbol, cell.coefficient, current.symbol, current.coefficient) >= 0 {
                    continue
                }
                best = (cell.symbol, cell.coefficient)
            }
            guard let entering = best?.symbol else { return false }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// −1, 0 or 1 as the per-level costs of `a` per unit of `aCoefficient` are lexicographically
    /// below, equal to (within `epsilon`) or above those of `b`.
    private func costOrder(_ a: Symbol, _ aCoefficient: Double, _ b: Symbol, _ bCoefficient: Double) -> Int {
        for index in levels.indices {
            let x = levels[index].row.coefficient(for: a) / aCoefficient
            let y = levels[index].row.coefficient(for: b) / bCoefficient
            if abs(x - y) > epsilon { return x < y ? -1 : 1 }
        }
        return 0
    }
}

extension Array {
    /// Moves the elements to storage with room for `room` (at least their count) when the
    /// capacity exceeds that by more than half (a copy), so that a grown array keeps no room it
    /// will not use. Half, not less: the allocator rounds a reservation up by as much as a
    /// quarter, and storage reserved for the room must not be copied again.
    /// - Complexity: O(count) when it trims, else O(1).
    mutating func trimCapacity(toRoom room: Int) {
        let room = Swift.max(room, count)
        guard capacity > room + room / 2 else { return }
        var trimmed: [Element] = []
        trimmed.reserveCapacity(room)
        trimmed.append(contentsOf: self)
        self = trimmed
    }
}
