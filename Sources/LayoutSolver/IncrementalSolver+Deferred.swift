/// Lazy required inequalities (issue 24): a batch into an empty solver — a first layout — keeps
/// out of the tableau the required inequalities its optimum satisfies with room (a view tree's
/// bottoms under a fitting root, its size floors and size classes). In the dependent tree they
/// are a third of the rows, and their slack rows, written over the heights of every row of
/// labels above, half of the tableau's cells.
///
/// Why the answers do not change: the tableau then solves a relaxation of the real system. Its
/// optimum satisfies the deferred inequalities, so it is feasible for the real system and
/// optimal there too, and since each deferred inequality has room at it, the real system's
/// optimal face is the relaxation's near that point: the same determined values. What would
/// differ is kept whole:
///
/// - After every change, settling checks the deferred inequalities over the variables whose
///   values changed (the tableau's changed list, read in place from where the last check
///   stopped, and taken by the caller's ``takeChangedVariables()`` as before), adds those within
///   ``DeferredInequalities/margin`` of their bound or past it, optimises and checks again.
/// - A required add checks them at once, at the tableau's feasible values (no optimising): if
///   one of them is then refused, the system with the new constraint has no solution, so the new
///   constraint is removed again and refused, naming the conflict among all constraints in the
///   order they were added — what in-order adding refuses and names.
/// - A batch whose deferred inequality is refused starts again from the empty solver and adds
///   the batch in order (the naive twin), so the constraint refused is in-order adding's.
/// - Range and ambiguity queries run on a copy of the tableau with every deferred inequality
///   added: they need the real optimal face, whose extent a deferred bound may cut. Not on the
///   tableau itself: adding them there may move values the optimum leaves free (a row takes a
///   free external as its subject), which the caller has read already. The ambiguity query
///   copies only for the values the tableau without them leaves free (see
///   ``IncrementalSolver/ambiguity(of:tolerance:)``).
/// - Removing a deferred inequality just drops it.
///
/// ``defersInequalities`` off is the naive twin: every constraint in the tableau.
extension IncrementalSolver {
    /// A required inequality: the kind a batch may keep out of the tableau.
    static func isDeferrable(_ constraint: Constraint) -> Bool {
        constraint.isRequired && constraint.relation != .equal
    }

    /// Adds `batch` to the empty solver with its required inequalities deferred: the rest as
    /// one tableau batch, then settling, which adds the deferred ones the optimum violates (or
    /// meets within the margin) and settles again until it violates none.
    ///
    /// - Complexity: the tableau batch of the rest, settling, and one check of every deferred
    ///   inequality (O(terms)) plus one per variable changed by each later round.
    func addDeferring(_ batch: [Constraint]) throws(SolverError) {
        let firstOrder = nextOrder
        let waitingEdits = pendingEdits
        let outcome = try tableau.add(batch: batch.filter { !Self.isDeferrable($0) })
        guard outcome.unsatisfiableIndex == nil else {
            return try restartInOrder(batch, firstOrder: firstOrder, waitingEdits: waitingEdits)
        }
        var tags = outcome.tags[...]
        constraints.reserveCapacity(tags.count)
        deferred.reserveCapacity(for: batch.lazy.filter(Self.isDeferrable))
        for (index, constraint) in batch.enumerated() {
            if Self.isDeferrable(constraint) {
                deferred.insert(constraint, order: firstOrder + index)
            } else {
                constraints[constraint] = Entry(tag: tags.removeFirst(), order: firstOrder + index)
            }
        }
        nextOrder = firstOrder + batch.count
        isSettled = false
        checksEveryDeferred = true
        isDeferringBatch = true
        defer { isDeferringBatch = false }
        guard try settleRefusingNone() else {
            return try restartInOrder(batch, firstOrder: firstOrder, waitingEdits: waitingEdits)
        }
        checkInvariants()
    }

    /// The naive twin, for a batch that does not hold together: what ``addDeferring(_:)`` did
    /// undone (the solver was empty and its edits waited to join), and the batch added in order,
    /// so that the constraint refused is the one in-order adding refuses.
    private func restartInOrder(_ batch: [Constraint], firstOrder: Int, waitingEdits: [ObjectIdentifier])
        throws(SolverError)
    {
        let pivots = tableau.pivotCount  // work done all the same
        tableau = Tableau(dummyRowLimit: tableau.dummyRowLimit, pairsSoftInequalities: tableau.pairsSoftInequalities)
        tableau.pivotCount = pivots
        constraints = IdentityTable(vacant: .vacant)
        deferred = DeferredInequalities()
        checksEveryDeferred = false
        checkedChanges = 0
        changesAreUnknown = true
        for id in edits.keys { edits[id]?.tag = nil }
        pendingEdits = waitingEdits
        nextOrder = firstOrder
        isSettled = false
        try addToTableau(batch[...])
    }

    /// Adds a required constraint while some are deferred: into the tableau, then the deferred
    /// inequalities its values violate, until they violate none; if one of those is refused,
    /// `constraint` leaves no solution, so it is removed again and refused.
    func addCheckingDeferred(_ constraint: Constraint) throws(SolverError) {
        guard case .added(let tag) = try tableau.add(constraint, optimizing: false) else {
            checkInvariants()
            throw unsatisfiable(constraint)
        }
        constraints[constraint] = Entry(tag: tag, order: nextOrder)
        nextOrder += 1
        isSettled = false
        guard try addViolatedDeferred(optimizing: false) else {
            try remove(constraint)
            throw unsatisfiable(constraint)
        }
        checkInvariants()
    }

    /// Whether the tableau's values, just moved by a required constraint's new constant, leave a
    /// solution with the deferred inequalities: those they violate are added; false if one is
    /// refused (the tableau then holds the moved constraint, feasible without that one).
    func holdsWithDeferred() throws(SolverError) -> Bool {
        guard !deferred.isEmpty else { return true }
        return try addViolatedDeferred(optimizing: false)
    }

    /// Adds the deferred inequalities the current values violate or meet within the margin,
    /// most violated first, each only if the ones before it left it so; then, `optimizing`,
    /// optimises; and again over the variables that moved, until none is violated. False when
    /// the tableau refuses one (only possible when the system has no solution).
    ///
    /// - Complexity: per round, the deferred inequalities over the changed variables (all of
    ///   them after a batch, or when the tableau cannot name its changes), O(terms) each.
    func addViolatedDeferred(optimizing: Bool) throws(SolverError) -> Bool {
        while !deferred.isEmpty {
            // Violated ones, and those over a hub that moved (added whatever their slack).
            var violated: [(constraint: Constraint, slack: Double, order: Int)] = []
            func check(_ constraint: Constraint, _ order: Int, _ overHub: Bool) {
                let slack = overHub ? -Double.infinity : deferredSlack(of: constraint)
                if slack <= DeferredInequalities.margin { violated.append((constraint, slack, order)) }
            }
            // The changes since the last check (the tableau's list, read in place: the caller
            // takes it afterwards with ``takeChangedVariables()``); all of them when the list
            // cannot name them, or after the batch that deferred them.
            var moved: [Variable] = []
            let listEnd = tableau.visitChangedVariables(from: checkedChanges) { variable in
                if !checksEveryDeferred && deferred.mentions(variable) { moved.append(variable) }
            }
            if !isDeferringBatch && moved.count > wideMoveSize && moved.count * 8 > deferred.count {
                // A wide move: every deferred inequality joins the tableau (added whatever its slack).
                deferred.forEachMember { check($0, $1, true) }
            } else {
                // Not while the batch that deferred them settles: there everything moves once.
                for variable in moved { deferred.forEachMember(mentioning: variable, findingHubs: !isDeferringBatch, check) }
            }
            if listEnd == nil || checksEveryDeferred {
                deferred.forEachMember { check($0, $1, false) }
                checksEveryDeferred = false
            }
            if let listEnd {
                tableau.relistChanges(from: checkedChanges)
                checkedChanges = listEnd
                if listEnd > 64 + tableau.liveSymbolCount {
                    // Relisted variables repeat, and a caller that never takes the list would
                    // let it grow without end: taken here, and the caller told "any".
                    _ = tableau.takeChangedVariables()
                    checkedChanges = 0
                    changesAreUnknown = true
                }
            }
            guard !violated.isEmpty else { return true }
            violated.sort { ($0.slack, $0.order) < ($1.slack, $1.order) }
            // Each once (one over two changed variables was found twice), and only if the ones
            // before it left it violated.
            for (constraint, slack, _) in violated
            where deferred.contains(constraint)
                && (slack == -.infinity || deferredSlack(of: constraint) <= DeferredInequalities.margin) {
                guard case .added(let tag) = try tableau.add(constraint, optimizing: false) else { return false }
                constraints[constraint] = Entry(tag: tag, order: deferred.remove(constraint)!)
            }
            isSettled = false
            if optimizing { try tableau.optimize() }
        }
        return true
    }

    /// How much room `constraint` has at the tableau's current values (negative: violated).
    private func deferredSlack(of constraint: Constraint) -> Double {
        DeferredInequalities.slack(of: constraint) { tableau.value(of: $0) }
    }

    /// A copy of the settled tableau with every deferred inequality added, in the order they were
    /// added, and optimised: the real system, for range and ambiguity queries. Nil when nothing
    /// is deferred (the tableau is the real system), or when the copy fails, which is never
    /// expected: then they join the tableau itself (``materializeDeferred()``).
    ///
    /// The copy's records are reserved first, exactly for the deferred inequalities: the copy
    /// shares the tableau's storage, and its first new symbol copied every record into storage
    /// twice as large (at 10,000 views about 15 MB where 8 is needed, the peak of the run).
    /// - Complexity: the adds and the optimisation, on a copy (copy-on-write: the records, and
    ///   the rows and columns the adds touch, are copied).
    func wholeTableau() -> Tableau? {
        guard !deferred.isEmpty else { return nil }
        let members = deferred.all.map(\.constraint)
        var whole = tableau
        whole.reserveSymbolsExactly(for: members)
        do throws(SolverError) {
            for constraint in members {
                guard case .added = try whole.add(constraint, optimizing: false) else {
                    throw .internalFailure("a deferred inequality the optimum satisfies was refused")
                }
            }
            try whole.optimize()
            return whole
        } catch {
            materializeDeferred()
            return nil
        }
    }

    /// Adds every deferred inequality to the tableau, in the order they were added, and settles.
    /// - Complexity: the adds, and settling.
    func materializeDeferred() {
        settle()
        guard !deferred.isEmpty else { return }
        var failure: SolverError?
        for (constraint, order) in deferred.all {
            do throws(SolverError) {
                guard case .added(let tag) = try tableau.add(constraint, optimizing: false) else {
                    throw .internalFailure("a deferred inequality the optimum satisfies was refused")
                }
                _ = deferred.remove(constraint)
                constraints[constraint] = Entry(tag: tag, order: order)
            } catch {
                failure = error
                break
            }
        }
        isSettled = false
        settle()
        if let failure { settleFailure = failure }
    }

    /// The deferred inequalities the current values do not satisfy with room: none once settled.
    func deferredViolations() -> [String] {
        deferred.all.compactMap { member in
            let slack = deferredSlack(of: member.constraint)
            return slack > 0 ? nil : "deferred \(member.constraint) has slack \(slack) at the optimum"
        }
    }
}
