extension Tableau {
    /// The objective levels, rows and variables in sections, for findings and bug reports.
    func dump() -> String {
        func format(_ constant: Double, _ terms: some Sequence<(symbol: Symbol, coefficient: Double)>) -> String {
            var text = "\(constant)"
            for (symbol, coefficient) in terms {
                text += (coefficient < 0 ? " - " : " + ") + "\(abs(coefficient))*\(symbol)"
            }
            return text
        }
        func format(_ row: Row) -> String { format(row.constant, row.terms) }
        var lines = ["Objective"]
        for level in levels { lines.append("  @\(Priority(level.priority)): \(format(level.row.constant, level.row.terms))") }
        lines.append("Tableau")
        for index in symbols.indices where symbols[index].isBasic {
            lines.append("  \(Symbol(id: Int32(index), kind: symbols[index].kind)) = \(format(symbols[index].row))")
        }
        lines.append("Variables")
        for (index, variable) in variables.enumerated() {
            guard let variable else { continue }
            lines.append("  \(variable) = \(Symbol(id: Int32(index), kind: .external)) = \(value(of: variable))")
        }
        return lines.joined(separator: "\n")
    }

    /// Every invariant of the tableau that can be checked, as messages (empty when sound);
    /// optimality only when `optimal` (a tableau between additions and their optimisation is
    /// feasible, not optimal).
    ///
    /// - Complexity: O(cells × log row length).
    func invariantViolations(optimal: Bool = true) -> [String] {
        var problems: [String] = []
        func checkCells(_ row: Row, of owner: String) {
            for (index, cell) in row.cells.enumerated() {
                let (symbol, coefficient) = (cell.symbol, cell.coefficient)
                if index > 0 && row.cells[index - 1].symbol.id >= symbol.id { problems.append("\(owner) is not sorted at \(symbol)") }
                if nearZero(coefficient) { problems.append("\(owner) keeps a zero cell for \(symbol)") }
                if symbols[symbol.index].kind != symbol.kind { problems.append("\(owner) has \(symbol) of a stale kind") }
            }
            let dummies = row.cells.filter { $0.symbol.kind == .dummy }.count
            if row.dummyCount != dummies { problems.append("\(owner) counts \(row.dummyCount) dummies, holds \(dummies)") }
        }
        for index in symbols.indices where symbols[index].isBasic {
            let basic = Symbol(id: Int32(index), kind: symbols[index].kind)
            let row = symbols[index].row
            checkCells(row, of: "row \(basic)")
            if basic.kind == .dummy && (abs(row.constant) > 1e-7 || row.symbols.contains { $0.kind != .dummy }) {
                problems.append("dummy row \(basic) is not a relation among dummies: \(row.constant)")
            }
            if basic.kind.isRestricted && row.constant < -1e-7 {
                problems.append("restricted row \(basic) is negative: \(row.constant)")
            }
            for symbol in row.symbols {
                if symbols[symbol.index].isBasic { problems.append("row \(basic) refers to basic \(symbol)") }
                if !columnEntries(symbol).contains(basic.id) { problems.append("column \(symbol) misses row \(basic)") }
                if basic.kind.isRestricted && symbol.kind == .external {
                    problems.append("restricted row \(basic) refers to external \(symbol)")
                }
                if !isLiveSymbol(symbol) { problems.append("row \(basic) refers to freed \(symbol)") }
                if isDropped(symbol) { problems.append("row \(basic) keeps dropped marker \(symbol)") }
            }
        }
        for (index, level) in levels.enumerated() {
            for (symbol, coefficient) in level.row.terms {
                if nearZero(coefficient) { problems.append("objective @\(level.priority) keeps a zero cell for \(symbol)") }
                if symbols[symbol.index].kind != symbol.kind { problems.append("objective @\(level.priority) has \(symbol) of a stale kind") }
                if symbols[symbol.index].isBasic || symbol.kind == .external {
                    problems.append("objective @\(level.priority) refers to \(symbol)")
                }
                let improves = coefficient < -1e-7 && symbol.kind.isPivotable
                if optimal && improves && levels[..<index].allSatisfy({ nearZero($0.row.coefficient(for: symbol)) }) {
                    problems.append("objective @\(level.priority) can still decrease along \(symbol)")
                }
            }
        }
        if columnsAreExact {
            // What lets a column at its compaction point skip the compaction: nothing to drop.
            for index in symbols.indices where symbols[index].isLive {
                let symbol = Symbol(id: Int32(index), kind: symbols[index].kind)
                let column = symbols[index].column
                if Set(column).count != column.count { problems.append("exact column \(symbol) repeats a row") }
                if column.contains(where: { !symbols[Int($0)].isBasic || !symbols[Int($0)].row.contains(symbol) }) {
                    problems.append("exact column \(symbol) lists a row without it")
                }
            }
        }
        if artificial != nil { problems.append("a phase-one objective is left over") }
        return problems
    }
}
