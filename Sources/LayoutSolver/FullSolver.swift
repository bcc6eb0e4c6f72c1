/// The reference strategy: it keeps the active constraints and edits in order and, whenever a
/// value is read after a change, builds a new tableau from all of them and solves from scratch.
/// Adding a required constraint rebuilds at once, because the call must say whether it conflicts.
public final class FullSolver: SolverStrategy {
    public static let name = "full"

    private enum Item {
        case constraint(Constraint)
        case edit(Variable)
    }

    private struct Edit {
        var variable: Variable
        var priority: Priority
        var value: Double
    }

    private var items: [Item] = []
    /// The constraints among ``items``, made from them when first asked (``members()``) and kept
    /// from then on: a first layout into a new solver (every layout of the full engine) adds one
    /// batch and never asks, so it holds no index but its items.
    private var membership: ConstraintMembership?
    private var edits: [ObjectIdentifier: Edit] = [:]
    /// The tableau of the current items; nil when a change is pending.
    private var solved: Tableau?
    private var previousPivots = 0
    /// The failure of the last rebuild, if any (never expected: it means a bug in LayoutSolver).
    public private(set) var rebuildFailure: SolverError?
    /// Whether the tableaus it builds pair soft inequalities (``Tableau/pairsSoftInequalities``);
    /// off, for tests, it is the naive twin of that too.
    var pairsSoftInequalities = true

    public init() {}

    public func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        guard !members().contains(constraint) else { throw .duplicateConstraint(constraint) }
        guard constraint.isRequired else {
            append(.constraint(constraint))
            return
        }
        var tableau = try build()
        switch try tableau.add(constraint) {
        case .added:
            append(.constraint(constraint))
            solved = tableau
        case .unsatisfiable:
            throw .unsatisfiable(
                constraint, conflict: Conflicts.irreducibleConflict(among: requiredConstraints(), culprit: constraint))
        }
    }

    /// The required constraints, in the order they were added.
    private func requiredConstraints() -> [Constraint] {
        items.compactMap { item -> Constraint? in
            guard case .constraint(let c) = item, c.isRequired else { return nil }
            return c
        }
    }

    /// One rebuild for the whole batch: the current items, then the new constraints as one
    /// tableau batch (``Tableau/add(batch:)``), up to the first invalid or duplicate one.
    public func add(contentsOf batch: [Constraint]) throws(SolverError) {
        // Into an empty solver nothing is held, and no index is made.
        let (valid, invalid) = items.isEmpty ? validPrefix(of: batch) { _ in false }
                                             : validPrefix(of: batch) { members().contains($0) }
        // Into an empty solver the batch is the whole tableau, reserved exactly; after other
        // items it goes into their tableau, which keeps room for it.
        var tableau = try build(leavingRoom: !items.isEmpty)
        defer {
            // Optimised once for the batch, also when a member failed.
            do { try tableau.optimize() } catch { rebuildFailure = error }
            solved = tableau
        }
        let outcome = try tableau.add(batch: Array(valid), collectingTags: false)
        let addedCount = outcome.unsatisfiableIndex ?? valid.count
        if items.isEmpty {
            // The whole tableau (a rebuild, a first layout): sized once rather than by doubling.
            // After other items an exact reservation per batch would copy the list every time.
            items.reserveCapacity(addedCount)
        }
        membership?.insert(contentsOf: valid.prefix(addedCount))
        for constraint in valid.prefix(addedCount) { items.append(.constraint(constraint)) }
        if let index = outcome.unsatisfiableIndex {
            throw .unsatisfiable(
                valid[index], conflict: Conflicts.irreducibleConflict(among: requiredConstraints(), culprit: valid[index]))
        }
        if let invalid { throw invalid }
    }

    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard members().contains(constraint) else { throw .unknownConstraint(constraint) }
        membership?.remove(constraint)
        items.removeAll { if case .constraint(let c) = $0 { c === constraint } else { false } }
        invalidate()
    }

    public func contains(_ constraint: Constraint) -> Bool { members().contains(constraint) }

    /// ``membership``, made from the items if it is not there yet.
    /// - Complexity: O(1) once made; making it, O(items × log items).
    private func members() -> ConstraintMembership {
        if let membership { return membership }
        let made = ConstraintMembership(items.lazy.compactMap { item -> Constraint? in
            if case .constraint(let c) = item { c } else { nil }
        })
        membership = made
        return made
    }

    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try validateEdit(variable, priority: priority)
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        edits[variable.id] = Edit(variable: variable, priority: priority, value: 0)
        items.append(.edit(variable))
        invalidate()
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard edits.removeValue(forKey: variable.id) != nil else { throw .unknownEditVariable(variable) }
        items.removeAll { if case .edit(let v) = $0 { v === variable } else { false } }
        invalidate()
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        guard edits[variable.id] != nil else { throw .unknownEditVariable(variable) }
        edits[variable.id]!.value = value
        invalidate()
    }

    public func value(of variable: Variable) -> Double { current().value(of: variable) }
    public func appendValues(of variables: [Variable], to values: inout [Double]) {
        current().appendValues(of: variables, to: &values)
    }
    public func range(of expression: LinearExpression) -> ClosedRange<Double> { current().range(of: expression) }
    /// On the solved tableau itself, restored exactly afterwards
    /// (``Tableau/ambiguity(of:tolerance:restoringExactly:)``), once it has at least
    /// ``inPlaceSearchMinimumSymbols`` symbols; on a copy below that. The tableau is read
    /// afterwards as if nothing had been asked, either way.
    public func ambiguity(of expressions: [LinearExpression], tolerance: Double) -> [Bool] {
        let symbolCount = current().symbols.count
        guard symbolCount >= inPlaceSearchMinimumSymbols else {
            var tableau = current()
            return tableau.ambiguity(of: expressions, tolerance: tolerance)
        }
        return solved!.ambiguity(of: expressions, tolerance: tolerance, restoringExactly: true)
    }

    /// The symbols from which ``ambiguity(of:tolerance:)`` searches the tableau in place: a copy
    /// costs 48 bytes a record and keeps every row the search writes (25.8 MB at 10,000
    /// independent views, where the search in place keeps about 1 MB of rows at a time), but
    /// copy-on-write of one array of records is cheaper than saving records one by one (the
    /// search in place took 1.2 times as long at 1,000 views, 18,108 symbols) until the copy's
    /// fresh pages cost more (0.92 times at 10,000 views, 200,000 symbols). Tests lower it to 0;
    /// `Int.max` searches on a copy always, the naive twin.
    var inPlaceSearchMinimumSymbols = 65_536

    /// The solved tableau (built if a change is pending), for tests.
    var currentTableau: Tableau { current() }
    public var pivotCount: Int { previousPivots + (solved?.pivotCount ?? 0) }
    public func dump() -> String { current().dump() }
    /// The current tableau's invariants, and a failed rebuild (which is never expected).
    public func invariantViolations() -> [String] {
        let problems = current().invariantViolations()
        return problems + (rebuildFailure.map { ["rebuilding failed: \($0)"] } ?? [])
    }

    private func append(_ item: Item) {
        if case .constraint(let c) = item { membership?.insert(c) }
        items.append(item)
        invalidate()
    }

    private func invalidate() {
        previousPivots += solved?.pivotCount ?? 0
        solved = nil
    }

    private func current() -> Tableau {
        if let solved { return solved }
        do {
            solved = try build(leavingRoom: false)
            rebuildFailure = nil
        } catch {
            rebuildFailure = error
            solved = Tableau()
        }
        return solved!
    }

    /// A new tableau with every item added as one batch; each edit as `variable == value`.
    /// Without `leavingRoom` its storage is sized exactly (``Tableau/leavesRoom``): a tableau
    /// built for reading gains no symbols until the next change builds another.
    private func build(leavingRoom: Bool = true) throws(SolverError) -> Tableau {
        invalidate()
        var tableau = Tableau(pairsSoftInequalities: pairsSoftInequalities)
        tableau.leavesRoom = leavingRoom
        let constraints = items.map { item -> Constraint in
            switch item {
            case .constraint(let c): return c
            case .edit(let variable):
                let edit = edits[variable.id]!
                return Constraint(LinearExpression(variable) - edit.value, .equal, priority: edit.priority)
            }
        }
        if let index = try tableau.add(batch: constraints, collectingTags: false).unsatisfiableIndex {
            throw .internalFailure("rebuilding rejected \(constraints[index]), which was accepted before")
        }
        try tableau.optimize()
        return tableau
    }
}
