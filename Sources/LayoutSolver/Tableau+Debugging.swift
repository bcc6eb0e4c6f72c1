extension Tableau {
    /// The objective levels, rows and variables in sections, for findings and bug reports.
    func dump() -> String {
        func format(_ row: Row) -> String {
            var text = "\(row.constant)"
            for (symbol, coefficient) in row.cells.sorted(by: { $0.key < $1.key }) {
                text += (coefficient < 0 ? " - " : " + ") + "\(abs(coefficient))*\(symbol)"
            }
            return text
        }
        var lines = ["Objective"]
        for level in levels { lines.append("  @\(Priority(level.priority)): \(format(level.row))") }
        lines.append("Tableau")
        for (basic, row) in rows.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(basic) = \(format(row))")
        }
        lines.append("Variables")
        for (symbol, variable) in variables.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(variable) = \(symbol) = \(value(of: variable))")
        }
        return lines.joined(separator: "\n")
    }

    /// Every invariant of the tableau that can be checked, as messages (empty when sound).
    ///
    /// - Complexity: O(cells).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for (basic, row) in rows {
            if basic.kind == .dummy && (abs(row.constant) > 1e-7 || row.cells.contains { $0.key.kind != .dummy }) {
                problems.append("dummy row \(basic) is not a relation among dummies: \(row.constant)")
            }
            if basic.kind.isRestricted && row.constant < -1e-7 {
                problems.append("restricted row \(basic) is negative: \(row.constant)")
            }
            for (symbol, _) in row.cells {
                if rows[symbol] != nil { problems.append("row \(basic) refers to basic \(symbol)") }
                if columns[symbol]?.contains(basic) != true {
                    problems.append("column \(symbol) misses row \(basic)")
                }
                if basic.kind.isRestricted && symbol.kind == .external {
                    problems.append("restricted row \(basic) refers to external \(symbol)")
                }
            }
        }
        for (symbol, basics) in columns {
            if !basics.isEmpty && rows[symbol] != nil { problems.append("basic \(symbol) has a column") }
            for (basic, _) in basics where rows[basic]?.cells[symbol] == nil {
                problems.append("column \(symbol) lists \(basic) without a cell")
            }
        }
        for (index, level) in levels.enumerated() {
            for (symbol, coefficient) in level.row.cells {
                if rows[symbol] != nil || symbol.kind == .external {
                    problems.append("objective @\(level.priority) refers to \(symbol)")
                }
                let improves = coefficient < -1e-7 && symbol.kind.isPivotable
                if improves && levels[..<index].allSatisfy({ nearZero($0.row.coefficient(for: symbol)) }) {
                    problems.append("objective @\(level.priority) can still decrease along \(symbol)")
                }
            }
        }
        if artificial != nil { problems.append("a phase-one objective is left over") }
        return problems
    }
}
