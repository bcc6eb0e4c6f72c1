/// The handles a tableau keeps for one added constraint, to remove it or move its constant later.
struct ConstraintTag {
    /// Slack (inequality), dummy (required equality) or positive error (non-required equality).
    var marker: Symbol
    /// The error of a non-required inequality, or the negative error of a non-required equality.
    var other: Symbol?
}

/// One priority level of the lexicographic objective: the sum of the errors at that priority.
struct ObjectiveLevel {
    var priority: Double
    var row: Row
}

/// The Cassowary simplex tableau with a lexicographic objective: one objective row per priority
/// level, optimised from the highest level down, each level only over directions that leave every
/// higher level unchanged. This is exact, where a single weighted objective is not.
///
/// Invariants (checked by ``checkInvariants()`` in debug builds):
/// - rows refer only to non-basic symbols; `columns` indexes exactly the cells of `rows`;
/// - restricted basic symbols have non-negative constants (outside a dual-simplex pass);
/// - rows of restricted symbols and objectives never refer to a non-basic external symbol, so
///   optimisation never has to move an unrestricted symbol.
///
/// A value type: copies are independent (the ambiguity search pivots a scratch copy).
struct Tableau {
    private(set) var rows = SymbolMap<Row>()
    /// For each non-basic symbol, the basic symbols whose rows have a cell for it (possibly none,
    /// but not for the symbols of a removed constraint).
    private(set) var columns = SymbolMap<SymbolSet>()
    /// Levels sorted by priority, highest first.
    private(set) var levels: [ObjectiveLevel] = []
    /// Phase one's objective while a constraint is added with an artificial variable; also the
    /// scratch objective of the ambiguity search.
    var artificial: Row?
    /// Restricted basic symbols whose constant went negative, for the dual simplex.
    private var infeasibleRows: [Symbol] = []
    /// Pivots done while `journal` is recording, so a failed phase one can be undone exactly.
    private var journal: [(entering: Symbol, leaving: Symbol)]?
    private(set) var externals: [ObjectIdentifier: Symbol] = [:]
    private(set) var variables: [Symbol: Variable] = [:]
    private var nextSymbolID = 0
    /// Simplex pivots done so far (deterministic for a given sequence of calls).
    private(set) var pivotCount = 0

    enum AddOutcome {
        case added(ConstraintTag)
        case unsatisfiable
    }

    // MARK: - Symbols and rows

    private mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = externals[variable.id] { return symbol }
        let symbol = makeSymbol(.external)
        externals[variable.id] = symbol
        variables[symbol] = variable
        return symbol
    }

    private mutating func insertRow(_ row: Row, basic: Symbol) {
        for (symbol, _) in row.cells { addToColumn(symbol, basic) }
        rows.insert(basic, row)
    }

    @inline(__always) private mutating func addToColumn(_ symbol: Symbol, _ basic: Symbol) {
        if columns.modifyIfPresent(symbol, { $0.insert(basic) }) == nil {
            var column = SymbolSet()
            column.insert(basic)
            columns.insert(symbol, column)
        }
    }

    @discardableResult
    private mutating func removeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for (symbol, _) in row.cells { removeFromColumn(symbol, basic) }
        return row
    }

    private mutating func removeFromColumn(_ symbol: Symbol, _ basic: Symbol) {
        // An emptied column stays allocated: the symbol tends to come back (until its constraint
        // goes, see `remove(_:priority:)`).
        _ = columns.modifyIfPresent(symbol) { $0.removeValue(forKey: basic) }
    }

    /// The level index for `priority`, inserting an empty level if there is none.
    private mutating func levelIndex(for priority: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        if low == levels.count || levels[low].priority != priority {
            levels.insert(ObjectiveLevel(priority: priority, row: Row()), at: low)
        }
        return low
    }

    /// Replaces `symbol` everywhere by `row` (symbol's new definition), keeping `columns` exact
    /// and noting restricted rows that became infeasible.
    ///
    /// - Complexity: O(cells touched) — only the rows that contain `symbol` are visited.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let basics = columns.removeValue(forKey: symbol) {
            var becameInfeasible: [Symbol] = []
            for (basic, _) in basics {
                var target = rows.removeValue(forKey: basic)!
                let factor = target.cells.removeValue(forKey: symbol)!
                target.constant += row.constant * factor
                for (cell, value) in row.cells {
                    let old = target.cells[cell]
                    let sum = (old ?? 0) + value * factor
                    if nearZero(sum) {
                        if old != nil {
                            target.cells.removeValue(forKey: cell)
                            removeFromColumn(cell, basic)
                        }
                    } else {
                        target.cells.insert(cell, sum)
                        if old == nil { addToColumn(cell, basic) }
                    }
                }
                if basic.kind != .external && target.constant < 0 { becameInfeasible.append(basic) }
                rows.insert(basic, target)
            }
            infeasibleRows.append(contentsOf: becameInfeasible.sorted())
        }
        for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`, whose row must contain `entering`.
    private mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(leaving)!
        row.solve(lhs: leaving, rhs: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
        pivotCount += 1
        journal?.append((entering, leaving))
    }

    // MARK: - Adding

    /// Adds `constraint`, which the caller has validated. On `.unsatisfiable` (only possible for
    /// a required constraint) the tableau keeps the same basis and values as before the call.
    ///
    /// With `optimizing` false the tableau stays feasible but not optimal, so a batch of adds can
    /// optimise once at the end (feasibility, and so conflict detection, does not need optimality).
    mutating func add(_ constraint: Constraint, optimizing: Bool = true) throws(SolverError) -> AddOutcome {
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.allSatisfy({ $0.key.kind == .dummy }) {
            // Only fixed symbols remain: the constraint is implied by the others, or contradicts them.
            guard nearZero(row.constant) else { return .unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else if try !addWithArtificialVariable(row) {
            return .unsatisfiable
        }
        if optimizing { try optimize() }
        return .added(tag)
    }

    /// The row of `constraint` over the current non-basic symbols, with its marker symbols,
    /// and the constant made non-negative. Non-required errors join their level's objective.
    private mutating func makeRow(for constraint: Constraint) -> (Row, ConstraintTag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basicRow = rows[symbol] {
                row.insert(basicRow, term.coefficient)
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
    private func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Symbol? {
        var external: Symbol?
        for (symbol, _) in row.cells where symbol.kind == .external && (external == nil || symbol < external!) {
            external = symbol
        }
        if let external { return external }
        for candidate in [tag.marker, tag.other] {
            if let candidate, candidate.kind.isPivotable, row.coefficient(for: candidate) < 0 {
                return candidate
            }
        }
        return nil
    }

    /// Phase one: adds `row` as the row of a new artificial variable and minimises it. Returns
    /// whether it reached zero; if not, the pivots are undone and the tableau is as it was.
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let artificialSymbol = makeSymbol(.artificial)
        insertRow(row, basic: artificialSymbol)
        artificial = row
        journal = []
        defer { journal = nil }
        let bounded = optimizeArtificial(excluding: [])
        let success = bounded && nearZero(artificial!.constant)
        artificial = nil
        if var artificialRow = removeRow(artificialSymbol) {
            if !success {
                // The artificial variable never left the basis, so undoing the pivots in reverse
                // order restores the previous basis exactly.
                for step in journal!.reversed() { pivot(entering: step.leaving, leaving: step.entering) }
                infeasibleRows.removeAll()
                return false
            }
            if !artificialRow.cells.isEmpty {
                let symbols = artificialRow.cells.keys
                guard let entering = symbols.filter(\.kind.isPivotable).min() ?? symbols.min() else {
                    throw .internalFailure("phase one left no symbol to pivot")
                }
                artificialRow.solve(lhs: artificialSymbol, rhs: entering)
                substitute(entering, with: artificialRow)
                insertRow(artificialRow, basic: entering)
            }
        }
        // The artificial variable is non-basic and zero from now on: drop its column.
        if let basics = columns.removeValue(forKey: artificialSymbol) {
            for (basic, _) in basics { rows.modify(basic) { _ = $0.cells.removeValue(forKey: artificialSymbol) } }
        }
        for index in levels.indices { levels[index].row.cells.removeValue(forKey: artificialSymbol) }
        infeasibleRows.removeAll()
        return true
    }

    // MARK: - Removing

    /// Removes the constraint with `tag` and `priority`, then re-optimises.
    mutating func remove(_ tag: ConstraintTag, priority: Priority) throws(SolverError) {
        if !priority.isRequired {
            let level = levelIndex(for: priority.value)
            for error in [tag.marker, tag.other] {
                guard let error, error.kind == .error else { continue }
                if let row = rows[error] {
                    levels[level].row.insert(row, -1)
                } else {
                    levels[level].row.insert(error, -1)
                }
            }
        }
        if removeRow(tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            pivot(entering: tag.marker, leaving: leaving)
            removeRow(tag.marker)
        }
        try optimize()
        // The constraint's symbols never come back: columns kept for them would make every copy
        // of the tableau (the ambiguity search) cost more the longer the solver lives.
        for symbol in [tag.marker, tag.other] {
            if let symbol, columns[symbol]?.isEmpty == true { columns.removeValue(forKey: symbol) }
        }
    }

    /// The row to pivot the marker into. A basic dummy's row says that a redundant required
    /// equality is implied by others (it holds only dummies); if the marker is in one, pivoting
    /// there hands the removed equation's role to the redundant one, which must then hold on its
    /// own. Otherwise, as Cassowary chooses: the restricted row that limits the marker most
    /// tightly when it decreases, else when it increases, else an external row.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        let column = columns[marker] ?? SymbolSet()
        if let redundant = column.keys.filter({ $0.kind == .dummy }).min() { return redundant }
        var first: (ratio: Double, basic: Symbol)?
        var second: (ratio: Double, basic: Symbol)?
        var third: Symbol?
        for (basic, _) in column {
            let row = rows[basic]!
            let coefficient = row.coefficient(for: marker)
            if basic.kind == .external {
                if third == nil || basic < third! { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.basic) {
                    first = (ratio, basic)
                }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && basic < second!.basic) {
                    second = (ratio, basic)
                }
            }
        }
        return first?.basic ?? second?.basic ?? third
    }

    // MARK: - Edits

    /// Moves the constant of the edit constraint with `tag` by `delta` (its suggested value
    /// changed by `delta`) and restores optimality with the dual simplex.
    ///
    /// - Complexity: O(rows containing the edit's error symbols) plus the dual pivots.
    mutating func shiftEditConstant(_ tag: ConstraintTag, by delta: Double) throws(SolverError) {
        if let constant = rows.modifyIfPresent(tag.marker, { row -> Double in
            row.constant -= delta
            return row.constant
        }) {
            if constant < 0 { infeasibleRows.append(tag.marker) }
        } else if let other = tag.other, let constant = rows.modifyIfPresent(other, { row -> Double in
            row.constant += delta
            return row.constant
        }) {
            if constant < 0 { infeasibleRows.append(other) }
        } else {
            var becameInfeasible: [Symbol] = []
            for (basic, _) in columns[tag.marker] ?? SymbolSet() {
                let constant = rows.modify(basic) { row -> Double in
                    row.constant += delta * row.coefficient(for: tag.marker)
                    return row.constant
                }
                if basic.kind != .external && constant < 0 { becameInfeasible.append(basic) }
            }
            infeasibleRows.append(contentsOf: becameInfeasible.sorted())
        }
        try dualOptimize()
    }

    // MARK: - Reading

    /// The current value of `variable` (0 for a variable no constraint mentions).
    func value(of variable: Variable) -> Double {
        guard let symbol = externals[variable.id] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// `expression` written over the current non-basic symbols; nil if it mentions a variable the
    /// tableau has never seen (such a variable is free).
    func rowOverNonBasics(_ expression: LinearExpression) -> Row? {
        var row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            guard let symbol = externals[term.variable.id] else { return nil }
            if let basicRow = rows[symbol] {
                row.insert(basicRow, term.coefficient)
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
    mutating func optimize() throws(SolverError) {
        for level in levels.indices {
            while let entering = enteringSymbol(level: level) {
                guard let leaving = leavingRow(for: entering) else {
                    throw .internalFailure("objective level \(levels[level].priority) is unbounded")
                }
                pivot(entering: entering, leaving: leaving)
            }
        }
    }

    /// Bland's rule: the lowest symbol that decreases this level and leaves every higher level
    /// unchanged. Lowest-index choices on both sides rule out cycling on degenerate pivots.
    private func enteringSymbol(level: Int) -> Symbol? {
        var best: Symbol?
        for (symbol, coefficient) in levels[level].row.cells
        where coefficient < -epsilon && symbol.kind.isPivotable && (best == nil || symbol < best!) {
            if (0..<level).allSatisfy({ nearZero(levels[$0].row.coefficient(for: symbol)) }) {
                best = symbol
            }
        }
        return best
    }

    /// The ratio test: the restricted row that first reaches zero as `entering` grows
    /// (ties to the lowest symbol); nil when nothing bounds it.
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, basic: Symbol)?
        for (basic, _) in columns[entering] ?? SymbolSet() where basic.kind.isRestricted {
            let row = rows[basic]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.basic) {
                best = (ratio, basic)
            }
        }
        return best?.basic
    }

    /// Minimises `artificial` over pivotable symbols not in `excluded`. Returns false when it is
    /// unbounded below.
    mutating func optimizeArtificial(excluding excluded: Set<Symbol>) -> Bool {
        while true {
            var entering: Symbol?
            for (symbol, coefficient) in artificial!.cells
            where coefficient < -epsilon && symbol.kind.isPivotable && !excluded.contains(symbol) && (entering == nil || symbol < entering!) {
                entering = symbol
            }
            guard let entering else { return true }
            guard let leaving = leavingRow(for: entering) else { return false }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The dual simplex: while a restricted row is negative, pivot it out for the symbol whose
    /// objective cost per unit is lexicographically smallest, which keeps the objective optimal.
    private mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratios: [Double], symbol: Symbol)?
            for (symbol, coefficient) in row.cells where coefficient > epsilon && symbol.kind.isPivotable {
                let ratios = levels.map { $0.row.coefficient(for: symbol) / coefficient }
                if let current = best {
                    let order = lexicographicOrder(ratios, current.ratios)
                    if order < 0 || (order == 0 && symbol < current.symbol) { best = (ratios, symbol) }
                } else {
                    best = (ratios, symbol)
                }
            }
            guard let entering = best?.symbol else {
                throw .internalFailure("the dual simplex found no entering symbol for \(leaving)")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }
}

/// −1, 0 or 1 as `a` is lexicographically below, equal to (within `epsilon`) or above `b`.
func lexicographicOrder(_ a: [Double], _ b: [Double]) -> Int {
    for (x, y) in zip(a, b) where abs(x - y) > epsilon {
        return x < y ? -1 : 1
    }
    return 0
}
