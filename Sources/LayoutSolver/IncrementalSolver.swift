/// The Cassowary strategy: every change is applied to one tableau in place. Constraints are added
/// with a chosen subject (or phase one), removed by pivoting out their marker, and edit variables
/// move with the dual simplex. The one exception: a required equality whose marker the tableau
/// dropped (a long chain, see ``Tableau``) is removed by rebuilding only its connected component
/// (`IncrementalSolver+Rebuild.swift`).
///
/// Optimisation is lazy: additions and removals keep the tableau feasible (which is all that
/// conflict detection needs) and the solver settles — optimises once — when a value is read or a
/// suggestion needs an optimal basis. An edit variable joins the tableau only then, at its last
/// suggested value, so adding one and suggesting a value right away costs no pivots towards 0.
public final class IncrementalSolver: SolverStrategy {
    public static let name = "incremental"

    struct Entry {
        var tag: ConstraintTag
        var order: Int
    }

    struct Edit {
        var variable: Variable
        var constraint: Constraint
        /// Nil while the edit waits to join the tableau (see the type's discussion).
        var tag: ConstraintTag?
        var value: Double
        var order: Int
    }

    var tableau = Tableau()
    var constraints: [Constraint: Entry] = [:]
    var edits: [ObjectIdentifier: Edit] = [:]
    private var nextOrder = 0
    /// Edits added since the last settling, in order.
    private var pendingEdits: [ObjectIdentifier] = []
    /// Whether the tableau is optimal and holds every edit.
    private var isSettled = true
    /// The failure of the last settling, if any (never expected: it means a bug in LayoutSolver).
    public private(set) var settleFailure: SolverError?
    /// Whether every mutation re-checks the tableau's invariants (on in debug builds).
    public var checksInvariants = _isDebugAssertConfiguration()

    public init() {}

    /// A solver whose tableau drops required equalities' markers once a row holds more than
    /// `dummyRowLimit` of them (tests use 1, so that removals go through rebuilds).
    init(dummyRowLimit: Int) {
        tableau.dummyRowLimit = dummyRowLimit
    }

    public func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        let outcome = try tableau.add(constraint, optimizing: false)
        defer { checkInvariants() }
        switch outcome {
        case .added(let tag):
            constraints[constraint] = Entry(tag: tag, order: nextOrder)
            nextOrder += 1
            isSettled = false
        case .unsatisfiable:
            throw unsatisfiable(constraint)
        }
    }

    /// Adds the batch as one tableau batch (``Tableau/add(batch:)``: violated required
    /// constraints last, largest violation first; a large batch trims the tableau's storage).
    /// Up to the first invalid or duplicate constraint, which is then thrown.
    public func add(contentsOf batch: [Constraint]) throws(SolverError) {
        let (valid, invalid) = validPrefix(of: batch) { constraints[$0] != nil }
        constraints.reserveCapacity(constraints.count + valid.count)
        let outcome = try tableau.add(batch: Array(valid))
        defer { checkInvariants() }
        for (constraint, tag) in zip(valid, outcome.tags) {
            constraints[constraint] = Entry(tag: tag, order: nextOrder)
            nextOrder += 1
            isSettled = false
        }
        if let index = outcome.unsatisfiableIndex { throw unsatisfiable(valid[index]) }
        if let invalid { throw invalid }
    }

    /// The error for `culprit`, which the tableau refused: its irreducible conflict among the
    /// required constraints added so far, in the order they were added.
    private func unsatisfiable(_ culprit: Constraint) -> SolverError {
        let existing = constraints.filter { $0.key.isRequired }
            .sorted { $0.value.order < $1.value.order }
            .map(\.key)
        return .unsatisfiable(culprit, conflict: Conflicts.irreducibleConflict(among: existing, culprit: culprit))
    }

    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let entry = constraints[constraint] else { throw .unknownConstraint(constraint) }
        if try !tableau.remove(entry.tag, priority: constraint.priority, optimizing: false) {
            try rebuildComponent(without: constraint)
        }
        constraints[constraint] = nil
        isSettled = false
        checkInvariants()
    }

    /// A required constraint whose constant alone changes keeps its place in the tableau: its
    /// constant moves and the dual simplex restores feasibility
    /// (``Tableau/shiftRequiredConstant(_:relation:by:)``), so a root resize costs the rows that
    /// hold its marker, even where the marker's row density would make a removal a rebuild.
    /// Anything else — or a move that leaves no solution — is a removal and an add.
    public func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
        guard let entry = constraints[old] else { throw .unknownConstraint(old) }
        try validate(new)
        guard constraints[new] == nil else { throw .duplicateConstraint(new) }
        if old.isRequired, new.differsOnlyInConstant(from: old) {
            try settleOrThrow()
            let delta = new.expression.constant - old.expression.constant
            if try tableau.shiftRequiredConstant(entry.tag, relation: old.relation, by: delta) {
                // In the order a removal and an add would give it, so that conflicts are named alike.
                constraints[old] = nil
                constraints[new] = Entry(tag: entry.tag, order: nextOrder)
                nextOrder += 1
                checkInvariants()
                return
            }
        }
        try remove(old)
        try add(new)
    }

    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try validateEdit(variable, priority: priority)
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, priority: priority, label: "edit \(variable)")
        edits[variable.id] = Edit(variable: variable, constraint: constraint, tag: nil, value: 0, order: nextOrder)
        nextOrder += 1
        pendingEdits.append(variable.id)
        isSettled = false
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        guard let tag = edit.tag else {
            pendingEdits.removeAll { $0 == variable.id }
            return
        }
        guard try tableau.remove(tag, priority: edit.constraint.priority, optimizing: false) else {
            throw .internalFailure("an edit constraint lost its marker")
        }
        isSettled = false
        checkInvariants()
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        guard let (delta, tag) = Self.moveSuggestion(of: variable.id, to: value, in: &edits) else {
            throw .unknownEditVariable(variable)
        }
        guard let tag else { return }  // it joins the tableau at this value
        // The dual simplex needs an optimal basis to start from.
        try settleOrThrow()
        try tableau.shiftEditConstant(tag, by: delta)
        checkInvariants()
    }

    /// Sets the suggested value of the edit keyed `id` and returns how far it moved and its tag
    /// (nil while it waits to join the tableau); nil when there is no such edit. One hash of the
    /// key, the edit updated in place, and one exclusivity check of `edits` for the caller's
    /// single access, where reading and writing it through the property paid one per access
    /// (about 80 instructions each, a tenth of a suggestion that does not pivot).
    private static func moveSuggestion(of id: ObjectIdentifier, to value: Double,
                                       in edits: inout [ObjectIdentifier: Edit]) -> (delta: Double, tag: ConstraintTag?)? {
        guard let index = edits.index(forKey: id) else { return nil }
        let delta = value - edits.values[index].value
        edits.values[index].value = value
        return (delta, edits.values[index].tag)
    }

    public func value(of variable: Variable) -> Double {
        settle()
        return inPlace { $0.value(of: variable) }
    }

    /// Settles once and reads every value under one access to the tableau.
    /// - Complexity: O(variables).
    public func values(of variables: [Variable]) -> [Double] {
        settle()
        return inPlace { $0.values(of: variables) }
    }

    /// Runs `body` on the tableau where it is. A plain call of a tableau method copies the
    /// stored struct out of the class first (a retain and a release of each of its arrays): a
    /// seventh of reading the enaml-like window's 37 values.
    @inline(__always) private func inPlace<Result>(_ body: (inout Tableau) -> Result) -> Result {
        body(&tableau)
    }

    /// The variables the tableau wrote a row of since the last call, after settling.
    public func takeChangedVariables() -> [Variable]? {
        settle()
        return tableau.takeChangedVariables()
    }

    public func range(of expression: LinearExpression) -> ClosedRange<Double> {
        settle()
        return tableau.range(of: expression)
    }

    public func ambiguity(of expressions: [LinearExpression], tolerance: Double) -> [Bool] {
        settle()
        return tableau.ambiguity(of: expressions, tolerance: tolerance)
    }

    /// Pivots done so far (the next read may add the pivots of settling).
    public var pivotCount: Int { tableau.pivotCount }
    /// Symbols the tableau keeps: bounded by the live constraints, not by the solver's history.
    var columnCount: Int { tableau.liveSymbolCount }

    public func dump() -> String {
        settle()
        return tableau.dump()
    }

    /// The tableau's invariants, and a failed settling (which is never expected).
    public func invariantViolations() -> [String] {
        settle()
        return tableau.invariantViolations() + (settleFailure.map { ["settling failed: \($0)"] } ?? [])
    }

    /// Adds the pending edits at their suggested values and optimises.
    private func settleOrThrow() throws(SolverError) {
        guard !isSettled else { return }
        for id in pendingEdits {
            guard let edit = edits[id] else { continue }
            let constraint = Constraint(LinearExpression(edit.variable) - edit.value, .equal,
                                        priority: edit.constraint.priority, label: edit.constraint.label)
            guard case .added(let tag) = try tableau.add(constraint, optimizing: false) else {
                throw .internalFailure("a non-required edit constraint was rejected")
            }
            edits[id]?.tag = tag
        }
        pendingEdits.removeAll()
        try tableau.optimize()
        isSettled = true
    }

    /// ``settleOrThrow()`` for reads, which cannot throw: a failure is kept in `settleFailure`.
    private func settle() {
        // The common read: settled, and no failure to forget.
        if isSettled && settleFailure == nil { return }
        do {
            try settleOrThrow()
            settleFailure = nil
        } catch {
            settleFailure = error
            isSettled = true
        }
    }

    private func checkInvariants() {
        guard checksInvariants else { return }
        let problems = tableau.invariantViolations(optimal: isSettled)
        assert(problems.isEmpty, "Tableau invariants broken:\n" + problems.joined(separator: "\n") + "\n" + dump())
    }
}
