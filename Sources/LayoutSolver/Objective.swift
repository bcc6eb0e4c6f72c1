/// One priority level's objective, `constant + Σ coefficient × symbol`: a pivot substitutes its
/// entering symbol into every level, and an objective holds an error of every soft constraint of
/// its level, so a sorted row would cost O(objective) per pivot — a view tree's toggles and
/// settles were quadratic in its views. Here a substitution costs the substituted row's cells and
/// a lookup is O(1): two bit sets by symbol id (cells, negative cells) say whether an id has a
/// cell and give Bland's order without visiting the positive cells an objective is mostly made
/// of, and the cells themselves sit in a hash table by id (``ObjectiveCells``).
///
/// The cells were an array of coefficients and one of kinds, both by id: 9 bytes an id in every
/// level, where a level holds a cell for a tenth of the ids or fewer (at 10,000 independent
/// views three levels took 6.4 MB of a full tableau's 35, one of them for 5 cells).
///
/// The API is ``Row``'s where both have it, and ``Row`` is its naive twin (`ObjectiveTests`).
struct Objective {
    var constant: Double = 0
    /// The cells, by id.
    private var cells = ObjectiveCells()
    /// Bit sets by id: a cell, and a cell whose coefficient is below −epsilon.
    private var hasCell: [UInt64] = []
    private var isNegative: [UInt64] = []
    private(set) var count = 0
    /// Set by the tableau when this level offered no entering symbol (``Tableau/optimize()``),
    /// and cleared by every change of a coefficient: while it holds, and no higher level changed
    /// either, the level is still optimal and settling need not search it again.
    var isKnownOptimal = false

    var isEmpty: Bool { count == 0 }

    /// An empty objective whose bit sets have room for the ids below `capacity` (a new level of
    /// a tableau that has reserved room for a batch's symbols grows no more while the batch goes
    /// in).
    init(capacity: Int = 0) {
        if capacity > 0 { grow(to: capacity) }
    }

    /// Whether the id has a cell.
    @inline(__always) private func hasCell(_ index: Int) -> Bool {
        let word = index >> 6
        return word < hasCell.count && hasCell[word] & (1 << UInt64(index & 63)) != 0
    }

    @inline(__always) func coefficient(for symbol: Symbol) -> Double {
        hasCell(symbol.index) ? cells.cell(symbol.id).coefficient : 0
    }

    @inline(__always) func contains(_ symbol: Symbol) -> Bool { coefficient(for: symbol) != 0 }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels.
    /// - Complexity: O(1) amortised.
    @inline(__always) mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        if symbol.index >= hasCell.count << 6 { grow(to: symbol.index + 1) }
        isKnownOptimal = false
        cells.reserve(count + 1)
        withStorage { $0.add(symbol.index, coefficient, kind: symbol.kind) }
    }

    /// Adds `factor × row` (its constant too): cell by cell as the one-symbol `insert` adds
    /// them, but growing once (a row's cells are sorted, so its last has the largest id) and
    /// writing the table and the bit sets through their buffers, where each cell paid a
    /// uniqueness check of each. A pivot substitutes its row into every level this way.
    /// - Complexity: O(row's cells).
    mutating func insert(_ row: Row, _ factor: Double = 1) {
        constant += row.constant * factor
        guard let last = row.cells.last else { return }
        if last.symbol.index >= hasCell.count << 6 { grow(to: last.symbol.index + 1) }
        isKnownOptimal = false
        cells.reserve(count + row.count)
        withStorage { storage in
            for cell in row.cells { storage.add(cell.symbol.index, cell.coefficient * factor, kind: cell.symbol.kind) }
        }
    }

    /// Removes `symbol`'s cell and returns its coefficient: one probe, which finds the cell to
    /// read and to vacate.
    @discardableResult
    mutating func removeCell(_ symbol: Symbol) -> Double? {
        guard hasCell(symbol.index) else { return nil }
        isKnownOptimal = false
        var value = 0.0
        withStorage { value = $0.remove(symbol.index) }
        return value
    }

    /// Replaces `symbol` by the form `row` (whose basic it is), if `symbol` has a cell.
    /// - Complexity: O(row's cells).
    @inline(__always) mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let value = removeCell(symbol) else { return }
        insert(row, value)
    }

    /// The cells as `(symbol, coefficient)` pairs, ascending by id.
    var terms: [(symbol: Symbol, coefficient: Double)] {
        var result: [(symbol: Symbol, coefficient: Double)] = []
        result.reserveCapacity(count)
        forEachSet(in: hasCell) { index in
            let cell = cells.cell(Int32(index))
            result.append((cell.symbol, cell.coefficient))
            return true
        }
        return result
    }

    /// The symbols with a cell, ascending by id.
    var symbols: [Symbol] { terms.map(\.symbol) }

    /// The lowest symbol whose coefficient is below −epsilon and that `accepts`: Bland's entering
    /// candidate.
    /// - Complexity: O(ids / 64 + negative cells visited).
    func firstNegative(where accepts: (Symbol) -> Bool) -> Symbol? {
        var start = 0
        while let symbol = firstNegative(from: start) {
            if accepts(symbol) { return symbol }
            start = symbol.index + 1
        }
        return nil
    }

    /// The lowest symbol whose coefficient is below −epsilon and whose id is at least `start`.
    /// A search that calls nothing it cannot see: Bland's search over a level, which tests each
    /// candidate against the levels above, made the caller hold a copy of the level (a retain and
    /// a release of each of its arrays) while it called a closure per candidate.
    /// - Complexity: O((ids − start) / 64) to the next negative cell.
    @inline(__always) func firstNegative(from start: Int) -> Symbol? {
        var word = start >> 6
        guard start >= 0, word < isNegative.count else { return nil }
        var rest = isNegative[word] & (~0 << UInt64(start & 63))
        while rest == 0 {
            word += 1
            guard word < isNegative.count else { return nil }
            rest = isNegative[word]
        }
        return cells.cell(Int32(word << 6 | rest.trailingZeroBitCount)).symbol
    }

    /// Calls `body` with each set bit's index in ascending order until it returns false.
    @inline(__always) private func forEachSet(in bits: [UInt64], _ body: (Int) -> Bool) {
        for (word, value) in bits.enumerated() where value != 0 {
            var rest = value
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                guard body(word << 6 | bit) else { return }
                rest &= rest &- 1
            }
        }
    }

    /// The table's slots and the bit sets as buffers, with the cell count: what ``insert(_:_:)``
    /// and ``removeCell(_:)`` write. The table has a vacant slot for every cell a caller adds
    /// (``ObjectiveCells/reserve(_:)`` first).
    private struct Storage {
        let slots: UnsafeMutableBufferPointer<Cell>
        let shift: UInt32
        let hasCell: UnsafeMutableBufferPointer<UInt64>
        let isNegative: UnsafeMutableBufferPointer<UInt64>
        var count: Int

        /// Adds `delta` to the coefficient at `index`, dropping the cell if the sum is near zero:
        /// one probe, which finds the cell to read and to write (or the vacant slot for a new one).
        @inline(__always) mutating func add(_ index: Int, _ delta: Double, kind: SymbolKind) {
            let word = index >> 6, bit = UInt64(1) << UInt64(index & 63)
            let id = Int32(index)
            let slot: Int
            let sum: Double
            if hasCell[word] & bit != 0 {
                slot = ObjectiveCells.slot(of: id, in: UnsafeBufferPointer(slots), shift: shift)
                sum = slots[slot].coefficient + delta
                if nearZero(sum) {
                    drop(slot, word: word, bit: bit)
                    return
                }
            } else {
                // As the array by id summed with its stored +0: a −0 delta gives +0.
                sum = 0 + delta
                guard !nearZero(sum) else { return }
                slot = ObjectiveCells.vacantSlot(for: id, in: slots, shift: shift)
                count += 1
                hasCell[word] |= bit
            }
            slots[slot] = Cell(symbol: Symbol(id: id, kind: kind), coefficient: sum)
            if sum < -epsilon { isNegative[word] |= bit } else { isNegative[word] &= ~bit }
        }

        /// Removes the cell at `index` (which has one) and returns its coefficient, keeping the
        /// bit sets and the count.
        @inline(__always) mutating func remove(_ index: Int) -> Double {
            let slot = ObjectiveCells.slot(of: Int32(index), in: UnsafeBufferPointer(slots), shift: shift)
            let value = slots[slot].coefficient
            drop(slot, word: index >> 6, bit: UInt64(1) << UInt64(index & 63))
            return value
        }

        /// Vacates `slot` and clears its id's bits (`bit` in `word`), keeping the count.
        @inline(__always) private mutating func drop(_ slot: Int, word: Int, bit: UInt64) {
            ObjectiveCells.vacate(slot, in: slots, shift: shift)
            count -= 1
            hasCell[word] &= ~bit
            isNegative[word] &= ~bit
        }
    }

    /// Runs `body` on the table's and the bit sets' buffers (one uniqueness check of each) and
    /// keeps its count.
    @inline(__always) private mutating func withStorage(_ body: (inout Storage) -> Void) {
        var newCount = count
        cells.withSlots { slots, shift in
            hasCell.withUnsafeMutableBufferPointer { hasCell in
                isNegative.withUnsafeMutableBufferPointer { isNegative in
                    var storage = Storage(slots: slots, shift: shift, hasCell: hasCell, isNegative: isNegative,
                                          count: newCount)
                    body(&storage)
                    newCount = storage.count
                }
            }
        }
        count = newCount
    }

    /// Gives back the bit sets' room for ids at and above `limit` (a tableau's symbol count: no
    /// cell is there) when growing by doubling left more than half of that unused.
    /// - Complexity: O(limit / 64) when it trims, else O(1).
    mutating func trimStorage(toIDsBelow limit: Int) {
        let words = (max(limit, 64) + 63) >> 6
        guard hasCell.count > words + words / 2 else { return }
        hasCell = Array(hasCell[..<words])
        isNegative = Array(isNegative[..<words])
    }

    /// Makes the bit sets cover the ids below `size`, at least doubling them.
    private mutating func grow(to size: Int) {
        let words = (max(size, 2 * (hasCell.count << 6), 64) + 63) >> 6
        hasCell += repeatElement(0, count: words - hasCell.count)
        isNegative += repeatElement(0, count: words - isNegative.count)
    }
}
