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
///
/// A batch into an empty solver (a first layout) keeps out of the tableau the required
/// inequalities that its solution satisfies with room, and adds one only when a change makes it
/// bind (`IncrementalSolver+Deferred.swift`).
public final class IncrementalSolver: SolverStrategy {
    public static let name = "incremental"

    struct Entry {
        var tag: ConstraintTag
        var order: Int

        /// What the table's empty slots hold.
        static let vacant = Entry(tag: .unwritten, order: -1)
    }

    struct Edit {
        var variable: Variable
        var constraint: Constraint
        /// Nil while the edit waits to join the tableau (see the type's discussion).
        var tag: ConstraintTag?
        var value: Double
        var order: Int
    }

    // The state a small call touches is declared `@exclusivity(unchecked)`: only the solver's
    // own methods reach it, one access at a time (the tableau's methods get it `inout` and call
    // nothing that reaches back), so the runtime's per-access check — a thread-local set of open
    // accesses, about 80 instructions each — was pure cost: 3.8% of the enaml-like remove and
    // add back (callgrind, 29.9 → 28.8 M instructions over 1,001 of them). The rest of the
    // properties stay checked; the whole test suite ran with these checked too, without a fault.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var constraints = IdentityTable<Constraint, Entry>(vacant: .vacant)
    @exclusivity(unchecked) var edits: [ObjectIdentifier: Edit] = [:]
    @exclusivity(unchecked) var nextOrder = 0
    /// Edits added since the last settling, in order.
    @exclusivity(unchecked) var pendingEdits: [ObjectIdentifier] = []
    /// Whether the tableau is optimal and holds every edit.
    @exclusivity(unchecked) var isSettled = true
    /// Whether suggestions moved values since the deferred inequalities were last checked (the
    /// tableau is optimal all the same): the next read checks them, once for all the moves.
    @exclusivity(unchecked) var deferredCheckIsDue = false
    /// Required inequalities kept out of the tableau (`IncrementalSolver+Deferred.swift`).
    @exclusivity(unchecked) var deferred = DeferredInequalities()
    /// Whether the next check of the deferred inequalities looks at all of them, not only at
    /// those over the variables that changed (after the batch that deferred them).
    var checksEveryDeferred = false
    /// Whether the batch that defers inequalities is settling (``addDeferring(_:)``).
    var isDeferringBatch = false
    /// How much of the tableau's changed-variable list the deferred inequalities were checked
    /// against (the list empties when the caller takes it).
    var checkedChanges = 0
    /// Whether the tableau was replaced since ``takeChangedVariables()`` (a batch that started
    /// again in order), so that its list of changes is not the whole story.
    var changesAreUnknown = false
    /// Whether a batch into an empty solver defers the required inequalities its solution
    /// satisfies with room (see the type's discussion). Off, every constraint goes into the
    /// tableau as it is added: the naive twin, which tests compare against.
    public var defersInequalities = true
    /// The smallest batch that defers (tests lower it): in a small system the checks after each
    /// change cost more than the rows they spare (the enaml-like window, 37 constraints: an edit
    /// 0.54 → 2.27 µs).
    var deferringBatchSize = 256
    /// A change that moves more variables than this that deferred inequalities mention, and more
    /// than an eighth of their number, sends every deferred inequality into the tableau, once
    /// (tests lower it): checking each over a move of much of the tree (a nested tree's resize,
    /// a screen's width) costs more than their rows (nested resize at 1,000 views 64 → 176 µs
    /// with the checks).
    var wideMoveSize = 64
    /// Whether ``ambiguity(of:tolerance:)`` searches the tableau without the deferred
    /// inequalities first and copies it only for the values found free there. Off, every value
    /// is searched on the copy: the naive twin, which tests compare against.
    public var screensWithoutDeferred = true
    /// The failure of the last settling, if any (never expected: it means a bug in LayoutSolver).
    public internal(set) var settleFailure: SolverError?
    /// Whether every mutation re-checks the tableau's invariants (on in debug builds).
    @exclusivity(unchecked) public var checksInvariants = _isDebugAssertConfiguration()

    public init() {}

    /// A solver whose tableau drops required equalities' markers once a row holds more than
    /// `dummyRowLimit` of them (tests use 1, so that removals go through rebuilds).
    init(dummyRowLimit: Int) {
        tableau.dummyRowLimit = dummyRowLimit
    }

    public func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
        if constraint.isRequired && !deferred.isEmpty { return try addCheckingDeferred(constraint) }
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
    ///
    /// Into an empty solver, the batch defers the required inequalities its solution satisfies
    /// with room (``addDeferring(_:)``); into one that defers some already, it is added one
    /// constraint at a time, so that each required one is checked against them.
    public func add(contentsOf batch: [Constraint]) throws(SolverError) {
        // An empty solver holds none of them: no lookups.
        let (valid, invalid) = isEmpty ? validPrefix(of: batch) { _ in false } : validPrefix(of: batch) { contains($0) }
        if !deferred.isEmpty {
            for constraint in valid { try add(constraint) }
        } else if defersInequalities && valid.count >= deferringBatchSize && isEmpty
                    && valid.contains(where: Self.isDeferrable) {
            try addDeferring(Array(valid))
        } else {
            try addToTableau(valid)
        }
        if let invalid { throw invalid }
    }

    /// The batch added as one tableau batch, in order (``Tableau/add(batch:)``), up to the first
    /// constraint that cannot be added, which is thrown.
    func addToTableau(_ valid: ArraySlice<Constraint>) throws(SolverError) {
        constraints.reserveCapacity(constraints.count + valid.count)
        let outcome = try tableau.add(batch: Array(valid))
        defer { checkInvariants() }
        for (constraint, tag) in zip(valid, outcome.tags) {
            constraints[constraint] = Entry(tag: tag, order: nextOrder)
            nextOrder += 1
            isSettled = false
        }
        if let index = outcome.unsatisfiableIndex { throw unsatisfiable(valid[valid.startIndex + index]) }
    }

    /// The error for `culprit`, which the tableau refused: its irreducible conflict among the
    /// required constraints added so far, in the order they were added.
    func unsatisfiable(_ culprit: Constraint) -> SolverError {
        let existing = (constraints.map { ($0.key, $0.value.order) } + deferred.all.map { ($0.constraint, $0.order) })
            .filter { $0.0.isRequired }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
        return .unsatisfiable(culprit, conflict: Conflicts.irreducibleConflict(among: existing, culprit: culprit))
    }

    public func remove(_ constraint: Constraint) throws(SolverError) {
        // A deferred one is not in the tableau: no value depends on it. (Asked only when some
        // are deferred: a removal from an empty set still hashes the constraint.)
        if !deferred.isEmpty, deferred.remove(constraint) != nil { return }
        guard let entry = constraints[constraint] else { throw .unknownConstraint(constraint) }
        if try !tableau.remove(entry.tag, of: constraint, optimizing: false) {
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
    ///
    /// With deferred inequalities, a move that one of them would refuse is a removal and an add
    /// too, so that the add is refused as in order.
    public func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
        guard contains(old) else { throw .unknownConstraint(old) }
        try validate(new)
        guard !contains(new) else { throw .duplicateConstraint(new) }
        if old.isRequired, new.differsOnlyInConstant(from: old), let entry = constraints[old] {
            try settleOrThrow()
            let delta = new.expression.constant - old.expression.constant
            if try tableau.shiftRequiredConstant(entry.tag, relation: old.relation, by: delta),
               try holdsWithDeferred() {
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

    public func contains(_ constraint: Constraint) -> Bool {
        constraints[constraint] != nil || (!deferred.isEmpty && deferred.contains(constraint))
    }

    /// Whether the solver holds no constraint and its tableau nothing (edits may wait to join).
    var isEmpty: Bool { constraints.isEmpty && deferred.isEmpty && tableau.liveSymbolCount == 0 }

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
        guard try tableau.remove(tag, of: edit.constraint, optimizing: false) else {
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
        // The dual simplex needs an optimal basis to start from (not the deferred check).
        if !isSettled { try settleOrThrow() }
        try tableau.shiftEditConstant(tag, by: delta)
        // Values moved: the next read checks the deferred inequalities over them.
        if !deferred.isEmpty { deferredCheckIsDue = true }
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
    public func appendValues(of variables: [Variable], to values: inout [Double]) {
        settle()
        inPlace { $0.appendValues(of: variables, to: &values) }
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
        checkedChanges = 0
        let changed = tableau.takeChangedVariables()
        defer { changesAreUnknown = false }
        return changesAreUnknown ? nil : changed
    }

    /// Over every constraint: on a copy of the tableau that holds the deferred ones too.
    public func range(of expression: LinearExpression) -> ClosedRange<Double> {
        settle()
        guard let whole = wholeTableau() else { return tableau.range(of: expression) }
        return whole.range(of: expression)
    }

    /// Over every constraint. With inequalities deferred, the tableau without them is searched
    /// first, in place and restored exactly: a value it finds held within `tolerance` is held by
    /// the whole system too, whose optimal face lies inside the tableau's (the deferred
    /// inequalities only cut it, and its optimum satisfies them). Only the values it finds free
    /// are searched again, on a copy of the tableau that holds the deferred ones too
    /// (``wholeTableau()``); a tree with none free makes no copy (at 10,000 views the copy held
    /// 26 MB, the peak of a `bench` run). ``screensWithoutDeferred`` off searches every value on
    /// the copy, the naive twin.
    public func ambiguity(of expressions: [LinearExpression], tolerance: Double) -> [Bool] {
        settle()
        guard !deferred.isEmpty else { return tableau.ambiguity(of: expressions, tolerance: tolerance) }
        var answers = Array(repeating: true, count: expressions.count)
        if screensWithoutDeferred {
            answers = tableau.ambiguity(of: expressions, tolerance: tolerance, restoringExactly: true)
        }
        let free = answers.indices.filter { answers[$0] }
        guard !free.isEmpty else { return answers }
        let freeExpressions = free.count == expressions.count ? expressions : free.map { expressions[$0] }
        let found: [Bool]
        if var whole = wholeTableau() {
            found = whole.ambiguity(of: freeExpressions, tolerance: tolerance)
        } else {
            found = tableau.ambiguity(of: freeExpressions, tolerance: tolerance)
        }
        for (index, answer) in zip(free, found) { answers[index] = answer }
        return answers
    }

    /// Pivots done so far (the next read may add the pivots of settling).
    public var pivotCount: Int { tableau.pivotCount }
    /// Symbols the tableau keeps: bounded by the live constraints, not by the solver's history.
    var columnCount: Int { tableau.liveSymbolCount }

    public func dump() -> String {
        settle()
        let deferredLines = deferred.all.map { "  \($0.constraint)" }
        return tableau.dump() + (deferredLines.isEmpty ? "" : "\nDeferred:\n" + deferredLines.joined(separator: "\n"))
    }

    /// The tableau's invariants, and a failed settling (which is never expected).
    public func invariantViolations() -> [String] {
        settle()
        return tableau.invariantViolations() + deferredViolations()
            + (settleFailure.map { ["settling failed: \($0)"] } ?? [])
    }

    /// Adds the pending edits at their suggested values and optimises, then adds the deferred
    /// inequalities the optimum violates and optimises again, until it violates none.
    func settleOrThrow() throws(SolverError) {
        guard try settleRefusingNone() else {
            throw .internalFailure("a deferred required inequality was refused while settling")
        }
    }

    /// ``settleOrThrow()``, except that a deferred inequality the tableau refuses (which only a
    /// batch's check can meet: see ``addDeferring(_:)``) returns false.
    func settleRefusingNone() throws(SolverError) -> Bool {
        if isSettled && deferredCheckIsDue {
            // Optimal already: only the deferred inequalities over the suggestions' moves.
            deferredCheckIsDue = false
            guard try addViolatedDeferred(optimizing: true) else { return false }
            isSettled = true
            return true
        }
        guard !isSettled else { return true }
        deferredCheckIsDue = false
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
        if !deferred.isEmpty {
            guard try addViolatedDeferred(optimizing: true) else { return false }
        }
        isSettled = true
        return true
    }

    /// ``settleOrThrow()`` for reads, which cannot throw: a failure is kept in `settleFailure`.
    func settle() {
        // The common read: settled, and no failure to forget.
        if isSettled && !deferredCheckIsDue && settleFailure == nil { return }
        do {
            try settleOrThrow()
            settleFailure = nil
        } catch {
            settleFailure = error
            isSettled = true
            deferredCheckIsDue = false
        }
    }

    func checkInvariants() {
        guard checksInvariants else { return }
        let problems = tableau.invariantViolations(optimal: isSettled)
            + (isSettled && !deferredCheckIsDue ? deferredViolations() : [])
        assert(problems.isEmpty, "Tableau invariants broken:\n" + problems.joined(separator: "\n") + "\n" + dump())
    }
}
