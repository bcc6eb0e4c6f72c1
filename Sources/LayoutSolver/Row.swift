/// One term `coefficient × symbol` of a row, in 12 bytes: the symbol's id and kind packed in one
/// word, the coefficient's bit pattern in two more. A `Symbol` field and a `Double` field made a
/// cell 16 bytes (the symbol padded to 8, the double aligned to 8); with 32-bit words only, an
/// array of cells has a 12-byte stride. The dependent view tree's tableau is a triangle of
/// cells that is fresh memory at every first layout, so a cell's bytes are much of its cost.
///
/// The kind sits below the id, so packed words order as their ids do: a row's binary search
/// compares a cell's word with ``searchKey(below:)`` and ``searchKey(through:)`` as it is,
/// with no unpacking in its chain of dependent loads.
///
/// The value read back is the value stored, bit for bit (`CellTests`: every kind, ids at the
/// ends of the range, signed zeros, infinities, NaNs and seeded random bit patterns).
struct Cell {
    /// The id shifted up by ``Symbol/kindBits``, the kind's raw value in the bits below.
    private(set) var packedSymbol: UInt32
    /// The coefficient's bit pattern, low half and high half.
    private var coefficientLow: UInt32
    private var coefficientHigh: UInt32

    @inline(__always) init(symbol: Symbol, coefficient: Double) {
        packedSymbol = Self.pack(symbol)
        let bits = coefficient.bitPattern
        coefficientLow = UInt32(truncatingIfNeeded: bits)
        coefficientHigh = UInt32(truncatingIfNeeded: bits >> 32)
    }

    /// The symbol's id alone (what merges compare).
    @inline(__always) var id: Int32 { Int32(bitPattern: packedSymbol >> Symbol.kindBits) }

    /// Whether the symbol is a dummy, read without unpacking the symbol.
    @inline(__always) var isDummy: Bool { packedSymbol & Self.kindMask == UInt32(SymbolKind.dummy.rawValue) }

    var symbol: Symbol {
        @inline(__always) get {
            // Only a kind's raw value is ever packed, so the bits name a case.
            Symbol(id: id, kind: unsafeBitCast(UInt8(truncatingIfNeeded: packedSymbol & Self.kindMask), to: SymbolKind.self))
        }
        @inline(__always) set { packedSymbol = Self.pack(newValue) }
    }

    var coefficient: Double {
        @inline(__always) get { Double(bitPattern: UInt64(coefficientHigh) << 32 | UInt64(coefficientLow)) }
        @inline(__always) set {
            let bits = newValue.bitPattern
            coefficientLow = UInt32(truncatingIfNeeded: bits)
            coefficientHigh = UInt32(truncatingIfNeeded: bits >> 32)
        }
    }

    /// The packed word below which every cell's id is below `id`: `packedSymbol < key` exactly
    /// when the cell's id is below `id`.
    @inline(__always) static func searchKey(below id: Int32) -> UInt32 { UInt32(bitPattern: id) << Symbol.kindBits }

    /// The packed word up to which every cell's id is at most `id`: `packedSymbol <= key`
    /// exactly when the cell's id is at most `id`.
    @inline(__always) static func searchKey(through id: Int32) -> UInt32 { searchKey(below: id) | kindMask }

    private static let kindMask: UInt32 = (1 << Symbol.kindBits) - 1

    /// The id's low ``Symbol/idBits`` bits (all an id below ``Symbol/idLimit`` has) above the kind.
    @inline(__always) private static func pack(_ symbol: Symbol) -> UInt32 {
        UInt32(bitPattern: symbol.id) << Symbol.kindBits | UInt32(symbol.kind.rawValue)
    }
}

/// A tableau row `basic = constant + Σ coefficient × symbol`, or a free-standing linear form
/// over symbols (an objective, or a constraint row before it has a subject).
///
/// Cells are kept in one array sorted by symbol id (the first ``count`` of its slots), so a
/// lookup is a binary search, a row is added to another by one merge in place, and iteration goes
/// in Bland's order (lowest symbol first).
/// Cells whose coefficient cancels to zero are removed, so a row stays as sparse as the system.
///
/// A short row added to a long one touches only the span of the long row between the short
/// one's first and last symbols; that span is merged alone (``mergeSpan``) and the cells after it
/// move only when its length changes. In the dependent view tree a settling pivot substitutes a
/// three-cell row into every row below it, each a few hundred cells long, and the whole-row merge
/// (``mergeWhole``, the naive twin) made settling cubic in the number of rows of labels.
struct Row {
    var constant: Double
    /// The cell slots: the first ``count`` are the cells, ascending by symbol id, and no
    /// coefficient among them is near zero; the slots after them are room a merge or an insertion
    /// writes into (left by cells that went, or added when the row grew; their contents mean
    /// nothing). A merge writes the slots in place and then sets ``count``, so it pays one
    /// uniqueness check of the storage, where padding and trimming an array of exactly the cells
    /// paid one per cell added or dropped (most of a small merge's fixed cost).
    private var slots: [Cell]
    /// How many of the slots are cells.
    private var cellCount: Int32 = 0
    /// How many cells are of dummies (required equalities' markers), kept as cells come and go so
    /// that the tableau's limit on dummies per row is checked without a pass over the row.
    private var dummyCells: Int32 = 0

    init(constant: Double = 0) {
        self.constant = constant
        slots = []
    }

    /// An empty row with room for `capacity` cells.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        slots = []
        slots.reserveCapacity(capacity)
    }

    /// The row in storage sized to its cells, with room for as many again unless `leavingRoom`
    /// is false: what a row built in scratch slots (room for every cell it might have taken)
    /// keeps once it is done. The room is for rows a later pivot lengthens: without it a
    /// kiwi-like form's first layout took 705 allocations, not 633. A tableau only read until it
    /// is built again (``Tableau/leavesRoom`` off) keeps exact rows.
    /// - Complexity: O(cells), one allocation (none for an empty row).
    func compacted(leavingRoom: Bool) -> Row {
        var row = Row(constant: constant, capacity: leavingRoom ? 2 * count : count)
        row.slots.append(contentsOf: slots[..<count])
        row.cellCount = cellCount
        row.dummyCells = dummyCells
        return row
    }

    /// Empties the row, keeping its slots, so that the next row is built in them.
    mutating func clear(constant: Double) {
        self.constant = constant
        cellCount = 0
        dummyCells = 0
    }

    @inline(__always) var count: Int { Int(cellCount) }
    @inline(__always) var isEmpty: Bool { cellCount == 0 }
    @inline(__always) var dummyCount: Int { Int(dummyCells) }
    /// The cells, ascending by symbol id.
    var cells: ArraySlice<Cell> { slots[..<count] }
    /// The cells as `(symbol, coefficient)` pairs, ascending.
    var terms: LazyMapSequence<ArraySlice<Cell>, (symbol: Symbol, coefficient: Double)> {
        cells.lazy.map { ($0.symbol, $0.coefficient) }
    }
    /// The symbols with a cell, ascending.
    var symbols: LazyMapSequence<ArraySlice<Cell>, Symbol> { cells.lazy.map(\.symbol) }

    /// The symbol of the cell at `index` (below ``count``).
    @inline(__always) func symbol(at index: Int) -> Symbol { slots[index].symbol }

    /// The coefficient of the cell at `index` (below ``count``).
    @inline(__always) func coefficient(at index: Int) -> Double { slots[index].coefficient }

    /// The position of `symbol`'s cell.
    /// - Complexity: O(log cells).
    @inline(__always) func index(of symbol: Symbol) -> Int? {
        let index = insertionIndex(of: symbol)
        return index < count && slots[index].id == symbol.id ? index : nil
    }

    /// The position of the first cell whose symbol is not below `symbol`.
    @inline(__always) private func insertionIndex(of symbol: Symbol) -> Int {
        let key = Cell.searchKey(below: symbol.id)
        var low = 0, high = count
        while low < high {
            let mid = (low &+ high) >> 1
            if slots[mid].packedSymbol < key { low = mid &+ 1 } else { high = mid }
        }
        return low
    }

    /// The position of the first cell whose symbol is above `symbol`.
    @inline(__always) private func insertionIndex(after symbol: Symbol) -> Int {
        let key = Cell.searchKey(through: symbol.id)
        var low = 0, high = count
        while low < high {
            let mid = (low &+ high) >> 1
            if slots[mid].packedSymbol <= key { low = mid &+ 1 } else { high = mid }
        }
        return low
    }

    @inline(__always) func coefficient(for symbol: Symbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return slots[index].coefficient
    }

    @inline(__always) func contains(_ symbol: Symbol) -> Bool { index(of: symbol) != nil }

    /// More missing slots than this are made by one repeated-element append (about 86
    /// instructions fixed), fewer by single appends (a uniqueness check each).
    static let bulkPadding = 8

    /// Makes at least `total` slots. The storage grows as an array of cells grows when it is
    /// appended to or reserved for (at least doubled, once), so a row allocates as often as
    /// before: only when its cells outgrow the capacity.
    @inline(__always) private mutating func ensureSlots(_ total: Int) {
        guard slots.count < total else { return }
        if slots.capacity < total { slots.reserveCapacity(Swift.max(total, 2 * slots.capacity)) }
        let placeholder = Cell(symbol: Symbol(id: -1, kind: .external), coefficient: 0)
        let missing = total - slots.count
        if missing > Self.bulkPadding {
            // A fresh row taking a long one (a constraint's row made over a basic row of the
            // dependent tree's triangle): one fill, not a uniqueness check per slot.
            slots.append(contentsOf: repeatElement(placeholder, count: missing))
        } else {
            // A few slots: single appends, not the generic repeated-element path's fixed cost.
            while slots.count < total { slots.append(placeholder) }
        }
    }

    /// Puts `cell` at `index` (at most ``count``), moving the cells from there up one slot.
    /// - Complexity: O(cells after `index`).
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        let n = count
        if slots.count == n { slots.append(cell) }
        slots.withUnsafeMutableBufferPointer { slots in
            let base = slots.baseAddress!
            (base + index + 1).update(from: base + index, count: n - index)
            base[index] = cell
        }
        cellCount += 1
        if cell.isDummy { dummyCells += 1 }
    }

    /// Takes out the cell at `index`, moving the cells after it down one slot, and returns it.
    /// - Complexity: O(cells after `index`).
    @discardableResult
    private mutating func removeCell(at index: Int) -> Cell {
        let n = count
        let cell = slots.withUnsafeMutableBufferPointer { slots in
            let base = slots.baseAddress!
            let cell = base[index]
            (base + index).update(from: base + index + 1, count: n - 1 - index)
            return cell
        }
        cellCount -= 1
        if cell.isDummy { dummyCells -= 1 }
        return cell
    }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels.
    /// - Complexity: O(cells) (an insertion into the sorted cells).
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let index = insertionIndex(of: symbol)
        if index < count && slots[index].id == symbol.id {
            let sum = slots[index].coefficient + coefficient
            if nearZero(sum) {
                removeCell(at: index)
            } else {
                slots[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Removes `symbol`'s cell and returns its coefficient.
    @discardableResult
    mutating func removeCell(_ symbol: Symbol) -> Double? {
        guard let index = index(of: symbol) else { return nil }
        return removeCell(at: index).coefficient
    }

    /// Adds `factor × other` (its constant too).
    /// - Complexity: O(cells + other's cells), one merge.
    mutating func insert(_ other: Row, _ factor: Double = 1) {
        add(other, times: factor) { _ in }
    }

    /// Adds `factor × other` in place, calling `newCell` for each symbol that gains a cell here.
    /// With `removing`, the cell at that position is dropped in the same pass (the symbol that
    /// `other` replaces in a substitution).
    ///
    /// A long row whose touched span (from `other`'s first symbol, or `removed`, to its last) is
    /// short is merged by ``mergeSpan``; any other by ``mergeWhole``. Both give the same cells.
    /// - Complexity: O(log cells + span + other's cells), plus moving the cells after the span
    ///   when its length changes; O(cells + other's cells) when the span is long.
    @inline(__always)
    mutating func add(_ other: Row, times factor: Double, removing removed: Int = -1, newCell: (Symbol) -> Void) {
        let m = other.count
        if count >= Self.spanMergeMinimum && m > 0 {
            var start = insertionIndex(of: other.slots[0].symbol)
            var end = insertionIndex(after: other.slots[m - 1].symbol)
            if removed >= 0 {
                start = Swift.min(start, removed)
                end = Swift.max(end, removed + 1)
            }
            if end - start + m <= Self.spanMergeLimit {
                mergeSpan(start..<end, with: other, times: factor, removing: removed, newCell: newCell)
                return
            }
        }
        mergeWhole(other, times: factor, removing: removed, newCell: newCell)
    }

    /// Rows shorter than this are merged whole: their span would save little.
    static let spanMergeMinimum = 32
    /// The longest span (plus the added row's cells) merged alone: its merge is written to a
    /// temporary buffer of at most this many cells (1 KB, on the stack).
    static let spanMergeLimit = 64

    /// ``add(_:times:removing:newCell:)`` by one backward merge of the whole row in its own
    /// slots, made at least `other`'s cell count more, so it allocates only when the row outgrows
    /// its capacity: the naive twin of ``mergeSpan``.
    /// - Complexity: O(cells + other's cells).
    @inline(__always)
    mutating func mergeWhole(_ other: Row, times factor: Double, removing removed: Int = -1,
                             newCell: (Symbol) -> Void) {
        constant += other.constant * factor
        let n = count, m = other.count
        if m == 0 {
            if removed >= 0 { removeCell(at: removed) }
            return
        }
        var dummyChange: Int32 = removed >= 0 && slots[removed].isDummy ? -1 : 0
        ensureSlots(n + m)
        let kept = slots.withUnsafeMutableBufferPointer { mine in
            other.slots.withUnsafeBufferPointer { theirs in
                var write = n + m, i = n - 1, j = m - 1
                while j >= 0 {
                    if i >= 0 && mine[i].id >= theirs[j].id {
                        if i == removed {
                            // Dropped: the symbol being substituted.
                        } else if mine[i].id > theirs[j].id {
                            write -= 1
                            mine[write] = mine[i]
                        } else {
                            let sum = mine[i].coefficient + theirs[j].coefficient * factor
                            if !nearZero(sum) {
                                write -= 1
                                mine[write] = Cell(symbol: mine[i].symbol, coefficient: sum)
                            } else if mine[i].isDummy {
                                dummyChange -= 1
                            }
                            j -= 1
                        }
                        i -= 1
                    } else {
                        let value = theirs[j].coefficient * factor
                        if !nearZero(value) {
                            write -= 1
                            mine[write] = Cell(symbol: theirs[j].symbol, coefficient: value)
                            if theirs[j].isDummy { dummyChange += 1 }
                            newCell(theirs[j].symbol)
                        }
                        j -= 1
                    }
                }
                // Cells 0...i are still in place (but for `removed`); the merged tail starts at `write`.
                var head = i + 1
                let base = mine.baseAddress!
                if removed >= 0 && removed < head {
                    (base + removed).update(from: base + removed + 1, count: head - 1 - removed)
                    head -= 1
                }
                let tail = n + m - write
                if write > head {
                    (base + head).update(from: base + write, count: tail)
                }
                return head + tail
            }
        }
        cellCount = Int32(kept)
        dummyCells += dummyChange
    }

    /// ``add(_:times:removing:newCell:)`` when every cell that `other` and `removed` touch lies in
    /// `span`: the span and `other` are merged into a temporary buffer, which then replaces the
    /// span; the cells after it move only when the merged span is longer or shorter.
    /// `span.count + other.count` must not exceed ``spanMergeLimit``.
    /// - Complexity: O(span + other's cells), plus moving the cells after the span when its
    ///   length changes.
    @inline(never)  // only long rows come here: small calls keep the whole merge inlined alone
    mutating func mergeSpan(_ span: Range<Int>, with other: Row, times factor: Double, removing removed: Int,
                            newCell: (Symbol) -> Void) {
        constant += other.constant * factor
        var dummyChange: Int32 = 0
        let n = count
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: span.count + other.count) { merged in
            var length = 0
            func keep(_ cell: Cell) {
                merged.initializeElement(at: length, to: cell)
                length += 1
            }
            slots.withUnsafeBufferPointer { mine in
                other.slots.withUnsafeBufferPointer { theirs in
                    var i = span.lowerBound, j = 0
                    let m = other.count
                    while i < span.upperBound || j < m {
                        if i == removed {
                            if mine[i].isDummy { dummyChange -= 1 }
                            i += 1
                        } else if j == m || (i < span.upperBound && mine[i].id < theirs[j].id) {
                            keep(mine[i])
                            i += 1
                        } else if i == span.upperBound || mine[i].id > theirs[j].id {
                            let value = theirs[j].coefficient * factor
                            if !nearZero(value) {
                                keep(Cell(symbol: theirs[j].symbol, coefficient: value))
                                if theirs[j].isDummy { dummyChange += 1 }
                                newCell(theirs[j].symbol)
                            }
                            j += 1
                        } else {
                            let sum = mine[i].coefficient + theirs[j].coefficient * factor
                            if !nearZero(sum) {
                                keep(Cell(symbol: mine[i].symbol, coefficient: sum))
                            } else if mine[i].isDummy {
                                dummyChange -= 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                }
            }
            let total = n - span.count + length
            // Grown as the whole merge grows a row: at least doubled, once.
            ensureSlots(total)
            slots.withUnsafeMutableBufferPointer { mine in
                let base = mine.baseAddress!
                if length != span.count {
                    // The cells after the span move to just after the merged span.
                    (base + span.lowerBound + length).update(from: base + span.upperBound, count: n - span.upperBound)
                }
                (base + span.lowerBound).update(from: merged.baseAddress!, count: length)
            }
            cellCount = Int32(total)
        }
        dummyCells += dummyChange
    }

    mutating func reverseSign() {
        constant = -constant
        scale(by: -1)
    }

    mutating func scale(by factor: Double) {
        let n = count
        slots.withUnsafeMutableBufferPointer { slots in
            for index in 0..<n { slots[index].coefficient *= factor }
        }
    }

    /// Reads `0 = self` and solves it for `symbol`, which must have a cell:
    /// `symbol = −(constant + Σ others) / a` where `a` is its coefficient.
    mutating func solve(for symbol: Symbol) {
        guard let index = index(of: symbol) else { return }
        let factor = -1 / removeCell(at: index).coefficient
        constant *= factor
        scale(by: factor)
    }

    /// Reads `lhs = self` and solves it for `rhs`, which must have a cell: `lhs` becomes a cell.
    /// `rhs`'s cell goes before `lhs`'s comes, so a row at its capacity does not grow.
    mutating func solve(lhs: Symbol, rhs: Symbol) {
        guard let index = index(of: rhs) else {
            insert(lhs, -1)
            return
        }
        let factor = -1 / removeCell(at: index).coefficient
        insert(lhs, -1)
        constant *= factor
        scale(by: factor)
    }

    /// Replaces `symbol` by the form `row` (whose basic it is), if `symbol` has a cell.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let index = index(of: symbol) else { return }
        add(row, times: slots[index].coefficient, removing: index) { _ in }
    }
}
