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
struct Row {
    var constant: Double
    /// The cells, ascending by symbol id; no coefficient is near zero.
    private(set) var cells: [Cell]

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
            } else {
                cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Removes `symbol`'s cell and returns its coefficient.
    @discardableResult
    mutating func removeCell(_ symbol: Symbol) -> Double? {
        guard let index = index(of: symbol) else { return nil }
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
    /// The merge runs backwards in this row's own storage, grown by `other`'s cell count, so it
    /// allocates only when the row outgrows its capacity.
    /// - Complexity: O(cells + other's cells).
    @inline(__always)
    mutating func add(_ other: Row, times factor: Double, removing removed: Int = -1, newCell: (Symbol) -> Void) {
        constant += other.constant * factor
        let n = cells.count, m = other.cells.count
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
                            }
                            j -= 1
                        }
                        i -= 1
                    } else {
                        let value = theirs[j].coefficient * factor
                        if !nearZero(value) {
                            write -= 1
                            mine[write] = Cell(symbol: theirs[j].symbol, coefficient: value)
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
