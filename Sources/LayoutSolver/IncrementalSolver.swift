/// The Cassowary strategy: every change is applied to one tableau in place. Constraints are added
/// with a chosen subject (or phase one), removed by pivoting out their marker, and edit variables
/// move with the dual simplex. The one exception: a required equality whose marker the tableau
/// dropped (a long chain, see ``Tableau``) is removed by rebuilding only its connected component
/// (`IncrementalSolver+Rebuild.swift`).
public final class IncrementalSolver: SolverStrategy {
    public static let name = "incremental"

    struct Entry {
        var tag: ConstraintTag
        var order: Int
    }

    struct Edit {
        var variable: Variable
        var constraint: Constraint
        var tag: ConstraintTag
        var value: Double
        var order: Int
    }

    var tableau = Tableau()
    var constraints: [Constraint: Entry] = [:]
    var edits: [ObjectIdentifier: Edit] = [:]
    private var nextOrder = 0
    /// Whether every mutation re-checks the tableau's invariants (on in debug builds).
    public var checksInvariants = _isDebugAssertConfiguration()

    public init() {}

    /// A solver whose tableau drops a required equality's marker once it is in more than
    /// `dummyColumnLimit` rows (tests use 0 and 1, so that removals go through rebuilds).
    init(dummyColumnLimit: Int) {
        tableau.dummyColumnLimit = dummyColumnLimit
    }

    public func add(_ constraint: Constraint) throws(SolverError) {
        try add(constraint, optimizing: true)
    }

    /// Adds the batch optimising once at the end (also when one of them fails).
    public func add(contentsOf batch: [Constraint]) throws(SolverError) {
        do {
            for constraint in batch { try add(constraint, optimizing: false) }
        } catch {
            try tableau.optimize()
            throw error
        }
        try tableau.optimize()
        checkInvariants()
    }

    private func add(_ constraint: Constraint, optimizing: Bool) throws(SolverError) {
        try validate(constraint)
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        switch try tableau.add(constraint, optimizing: optimizing) {
        case .added(let tag):
            constraints[constraint] = Entry(tag: tag, order: nextOrder)
            nextOrder += 1
            if optimizing { checkInvariants() }
        case .unsatisfiable:
            if optimizing { checkInvariants() }
            let existing = constraints.filter { $0.key.isRequired }
                .sorted { $0.value.order < $1.value.order }
                .map(\.key)
            throw .unsatisfiable(
                constraint, conflict: Conflicts.irreducibleConflict(among: existing, culprit: constraint))
        }
    }

    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let entry = constraints[constraint] else { throw .unknownConstraint(constraint) }
        if try !tableau.remove(entry.tag, priority: constraint.priority) {
            try rebuildComponent(without: constraint)
        }
        constraints[constraint] = nil
        checkInvariants()
    }

    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try validateEdit(variable, priority: priority)
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, priority: priority, label: "edit \(variable)")
        guard case .added(let tag) = try tableau.add(constraint) else {
            throw .internalFailure("a non-required edit constraint was rejected")
        }
        edits[variable.id] = Edit(variable: variable, constraint: constraint, tag: tag, value: 0, order: nextOrder)
        nextOrder += 1
        checkInvariants()
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        guard try tableau.remove(edit.tag, priority: edit.constraint.priority) else {
            throw .internalFailure("an edit constraint lost its marker")
        }
        checkInvariants()
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.value
        edit.value = value
        edits[variable.id] = edit
        try tableau.shiftEditConstant(edit.tag, by: delta)
        checkInvariants()
    }

    public func value(of variable: Variable) -> Double { tableau.value(of: variable) }
    public func range(of expression: LinearExpression) -> ClosedRange<Double> { tableau.range(of: expression) }
    public func ambiguity(of expressions: [LinearExpression], tolerance: Double) -> [Bool] {
        tableau.ambiguity(of: expressions, tolerance: tolerance)
    }
    public var pivotCount: Int { tableau.pivotCount }
    /// Symbols the tableau keeps: bounded by the live constraints, not by the solver's history.
    var columnCount: Int { tableau.liveSymbolCount }
    public func dump() -> String { tableau.dump() }
    public func invariantViolations() -> [String] { tableau.invariantViolations() }

    private func checkInvariants() {
        guard checksInvariants else { return }
        let problems = tableau.invariantViolations()
        assert(problems.isEmpty, "Tableau invariants broken:\n" + problems.joined(separator: "\n") + "\n" + dump())
    }
}
