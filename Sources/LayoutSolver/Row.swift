/// One term `coefficient × symbol` of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient × symbol`, or a free-standing linear form
/// over symbols (an objective, or a constraint row before it has a subject).
///
/// Cells are kept in one array sorted by symbol id, so a lookup is a binary search, a row is
/// added to another by one merge, and iteration goes in Bland's order (lowest symbol first).
/// Cells whose coefficient cancels to zero are removed, so a row stays as sparse as the system.
///
/// A short row added to a long one touches only the span of the long row between the short
/// one's first and last symbols; that span is merged alone (``mergeSpan``) and the cells after it
/// move only when its length changes. In the dependent view tree a settling pivot substitutes a
/// three-cell row into every row below it, each a few hundred cells long, and the whole-row merge
/// (``mergeWhole``, the naive twin) made settling cubic in the number of rows of labels.
struct Row {
    var constant: Double
    /// The cells, ascending by symbol id; no coefficient is near zero.
    private(set) var cells: [Cell]
    /// How many cells are of dummies (required equalities' markers), kept as cells come and go so
    /// that the tableau's limit on dummies per row is checked without a pass over the row.
    private(set) var dummyCount = 0

    init(constant: Double = 0) {
        self.constant = constant
        cells = []
    }

    /// An empty row with room for `capacity` cells.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells = []
        cells.reserveCapacity(capacity)
    }

    var count: Int { cells.count }
    var isEmpty: Bool { cells.isEmpty }
    /// The cells as `(symbol, coefficient)` pairs, ascending.
    var terms: LazyMapSequence<[Cell], (symbol: Symbol, coefficient: Double)> {
        cells.lazy.map { ($0.symbol, $0.coefficient) }
    }
    /// The symbols with a cell, ascending.
    var symbols: LazyMapSequence<[Cell], Symbol> { cells.lazy.map(\.symbol) }

    /// The position of `symbol`'s cell.
    /// - Complexity: O(log cells).
    @inline(__always) func index(of symbol: Symbol) -> Int? {
        let index = insertionIndex(of: symbol)
        return index < cells.count && cells[index].symbol.id == symbol.id ? index : nil
    }

    /// The position of the first cell whose symbol is not below `symbol`.
    @inline(__always) private func insertionIndex(of symbol: Symbol) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            if cells[mid].symbol.id < symbol.id { low = mid &+ 1 } else { high = mid }
        }
        return low
    }

    /// The position of the first cell whose symbol is above `symbol`.
    @inline(__always) private func insertionIndex(after symbol: Symbol) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            if cells[mid].symbol.id <= symbol.id { low = mid &+ 1 } else { high = mid }
        }
        return low
    }

    @inline(__always) func coefficient(for symbol: Symbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    @inline(__always) func contains(_ symbol: Symbol) -> Bool { index(of: symbol) != nil }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels.
    /// - Complexity: O(cells) (an insertion into the sorted array).
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let index = insertionIndex(of: symbol)
        if index < cells.count && cells[index].symbol.id == symbol.id {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
                if symbol.kind == .dummy { dummyCount -= 1 }
            } else {
                cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            if symbol.kind == .dummy { dummyCount += 1 }
        }
    }

    /// Removes `symbol`'s cell and returns its coefficient.
    @discardableResult
    mutating func removeCell(_ symbol: Symbol) -> Double? {
        guard let index = index(of: symbol) else { return nil }
        if symbol.kind == .dummy { dummyCount -= 1 }
        return cells.remove(at: index).coefficient
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
        let m = other.cells.count
        if cells.count >= Self.spanMergeMinimum && m > 0 {
            var start = insertionIndex(of: other.cells[0].symbol)
            var end = insertionIndex(after: other.cells[m - 1].symbol)
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
    /// storage, grown by `other`'s cell count, so it allocates only when the row outgrows its
    /// capacity: the naive twin of ``mergeSpan``.
    /// - Complexity: O(cells + other's cells).
    @inline(__always)
    mutating func mergeWhole(_ other: Row, times factor: Double, removing removed: Int = -1,
                             newCell: (Symbol) -> Void) {
        constant += other.constant * factor
        let n = cells.count, m = other.cells.count
        if removed >= 0 && cells[removed].symbol.kind == .dummy { dummyCount -= 1 }
        if m == 0 {
            if removed >= 0 { cells.remove(at: removed) }
            return
        }
        // One allocation at most, however far the row outgrows its capacity.
        if cells.capacity < n + m { cells.reserveCapacity(Swift.max(n + m, 2 * cells.capacity)) }
        // Appended one by one: `other` is usually a pivot row of a few cells, and appending a
        // repeated element goes through the generic sequence path, most of a small merge's cost.
        let placeholder = Cell(symbol: Symbol(id: -1, kind: .external), coefficient: 0)
        for _ in 0..<m { cells.append(placeholder) }
        var dummyChange = 0
        let kept = cells.withUnsafeMutableBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                var write = n + m, i = n - 1, j = m - 1
                while j >= 0 {
                    if i >= 0 && mine[i].symbol.id >= theirs[j].symbol.id {
                        if i == removed {
                            // Dropped: the symbol being substituted.
                        } else if mine[i].symbol.id > theirs[j].symbol.id {
                            write -= 1
                            mine[write] = mine[i]
                        } else {
                            let sum = mine[i].coefficient + theirs[j].coefficient * factor
                            if !nearZero(sum) {
                                write -= 1
                                mine[write] = Cell(symbol: mine[i].symbol, coefficient: sum)
                            } else if mine[i].symbol.kind == .dummy {
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
                            if theirs[j].symbol.kind == .dummy { dummyChange += 1 }
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
        for _ in kept..<(n + m) { cells.removeLast() }
        dummyCount += dummyChange
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
        var dummyChange = 0
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: span.count + other.cells.count) { merged in
            var count = 0
            func keep(_ cell: Cell) {
                merged.initializeElement(at: count, to: cell)
                count += 1
            }
            cells.withUnsafeBufferPointer { mine in
                other.cells.withUnsafeBufferPointer { theirs in
                    var i = span.lowerBound, j = 0
                    while i < span.upperBound || j < theirs.count {
                        if i == removed {
                            if mine[i].symbol.kind == .dummy { dummyChange -= 1 }
                            i += 1
                        } else if j == theirs.count || (i < span.upperBound && mine[i].symbol.id < theirs[j].symbol.id) {
                            keep(mine[i])
                            i += 1
                        } else if i == span.upperBound || mine[i].symbol.id > theirs[j].symbol.id {
                            let value = theirs[j].coefficient * factor
                            if !nearZero(value) {
                                keep(Cell(symbol: theirs[j].symbol, coefficient: value))
                                if theirs[j].symbol.kind == .dummy { dummyChange += 1 }
                                newCell(theirs[j].symbol)
                            }
                            j += 1
                        } else {
                            let sum = mine[i].coefficient + theirs[j].coefficient * factor
                            if !nearZero(sum) {
                                keep(Cell(symbol: mine[i].symbol, coefficient: sum))
                            } else if mine[i].symbol.kind == .dummy {
                                dummyChange -= 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                }
            }
            let result = UnsafeBufferPointer(rebasing: merged[..<count])
            if count == span.count {
                cells.withUnsafeMutableBufferPointer { mine in
                    for k in 0..<count { mine[span.lowerBound + k] = result[k] }
                }
            } else {
                let total = cells.count - span.count + count
                // Grown as the whole merge grows a row: at least doubled, once.
                if cells.capacity < total { cells.reserveCapacity(Swift.max(total, 2 * cells.capacity)) }
                cells.replaceSubrange(span, with: result)
            }
        }
        dummyCount += dummyChange
    }

    mutating func reverseSign() {
        constant = -constant
        scale(by: -1)
    }

    mutating func scale(by factor: Double) {
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Reads `0 = self` and solves it for `symbol`, which must have a cell:
    /// `symbol = −(constant + Σ others) / a` where `a` is its coefficient.
    mutating func solve(for symbol: Symbol) {
        guard let index = index(of: symbol) else { return }
        if symbol.kind == .dummy { dummyCount -= 1 }
        let factor = -1 / cells.remove(at: index).coefficient
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
        if rhs.kind == .dummy { dummyCount -= 1 }
        let factor = -1 / cells.remove(at: index).coefficient
        insert(lhs, -1)
        constant *= factor
        scale(by: factor)
    }

    /// Replaces `symbol` by the form `row` (whose basic it is), if `symbol` has a cell.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let index = index(of: symbol) else { return }
        add(row, times: cells[index].coefficient, removing: index) { _ in }
    }
}
