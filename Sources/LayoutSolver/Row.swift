/// A tableau row `basic = constant + Σ coefficient × symbol`, or a free-standing linear form
/// over symbols (an objective, or a constraint row before it has a subject).
///
/// Cells whose coefficient cancels to zero are removed, so a row stays as sparse as the system.
struct Row {
    var constant: Double
    var cells: SymbolMap<Double>

    init(constant: Double = 0, cells: SymbolMap<Double> = SymbolMap()) {
        self.constant = constant
        self.cells = cells
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if nearZero(sum) { cells.removeValue(forKey: symbol) } else { cells.insert(symbol, sum) }
    }

    /// Adds `coefficient × other`.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells {
            insert(symbol, value * coefficient)
        }
    }

    mutating func reverseSign() {
        constant = -constant
        cells.updateValues { $0 = -$0 }
    }

    /// Reads `0 = self` and solves it for `symbol`, which must have a cell:
    /// `symbol = −(constant + Σ others) / a` where `a` is its coefficient.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        cells.updateValues { $0 *= factor }
    }

    /// Reads `lhs = self` and solves it for `rhs`, which must have a cell: `lhs` becomes a cell.
    mutating func solve(lhs: Symbol, rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the form `row` (whose basic it is), if `symbol` has a cell.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) {
            insert(row, coefficient)
        }
    }
}
