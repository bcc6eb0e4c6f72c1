extension Tableau {
    /// What ``add(batch:)`` did: the tags of the constraints it added, in the batch's order, when
    /// asked for, and the position of the first constraint that could not be added, if any
    /// (those after it were not added; without one, the whole batch was).
    struct BatchOutcome {
        var tags: [ConstraintTag]
        var unsatisfiableIndex: Int?
    }

    /// Adds `batch` as if one after another in order, without optimising: at the first
    /// constraint that is unsatisfiable, those before it stay added and the rest are not.
    ///
    /// Required constraints that the current values violate, and that only phase one could add,
    /// wait until the rest of the batch is in, then go in the order of their violation, largest
    /// first. When a view tree's bottoms are each `<=` the root's fitting bottom, adding them in
    /// order raises the root with every view, and each raise rewrites every earlier view's slack
    /// row (a quadratic build); the largest first raises it once, and the others then fit as they
    /// are. Only the order within the batch changes, not what it holds: a batch whose members are
    /// all satisfiable together gives the same solution set. If a waiting constraint turns out
    /// unsatisfiable, the tableau goes back to where the first one waited and the rest of the
    /// batch is added strictly in order, so the constraint reported is the one in-order adding
    /// would report.
    ///
    /// Constraints wait only in a batch about as large as what the tableau holds already (each
    /// constraint brings up to three symbols): a first layout or a rebuild, where the order pays.
    /// A small batch into a large tableau is added in order, so that it never pays for the copy.
    ///
    /// Going back is cheap into a tableau that was empty: the constraints before the first wait
    /// are added again, in order, to a fresh one, which gives the same tableau (every step is
    /// deterministic and none of them waited). Into a tableau that held constraints, the first
    /// wait keeps a copy of it instead.
    ///
    /// - Complexity: the batch's additions; a batch with waiting constraints into a tableau that
    ///   held constraints also copies the tableau's storage once (copy-on-write: every record
    ///   changed after the first wait is copied). A batch that may wait reserves its
    ///   symbols first (``reserveSymbols(for:)``, O(terms)) and ends with ``trimStorage()``.
    ///
    /// With `collectingTags` false the outcome's tags are empty: a caller that keeps none (the
    /// full strategy) is spared an array of 16 bytes a constraint, alive while the tableau is at
    /// its largest. The tags are written in place, each at its constraint's position, so the
    /// array handed back is the one filled (an array of optional tags unwrapped into a second
    /// one held both at the end of a 10,000-view first layout, 3.2 MB).
    mutating func add(batch: [Constraint], collectingTags: Bool = true) throws(SolverError) -> BatchOutcome {
        let mayWait = 3 * batch.count >= liveSymbolCount
        // A batch that large brings most of the symbols: room for them counted up front, and
        // what growing left unused given back at the end.
        if mayWait { reserveSymbols(for: batch) }
        defer { if mayWait { trimStorage() } }
        let startsEmpty = symbols.isEmpty && levels.isEmpty
        // Every slot is written before the outcome is read: at its constraint's add, or, for a
        // constraint that waited, when it goes in after the rest.
        var tags = collectingTags ? Array(repeating: ConstraintTag.unwritten, count: batch.count) : []
        var waiting: [(index: Int, violation: Double)] = []
        var restart: (tableau: Tableau, index: Int)?
        for (index, constraint) in batch.enumerated() {
            switch try add(constraint, optimizing: false, deferringViolated: mayWait) {
            case .added(let tag):
                if collectingTags { tags[index] = tag }
            case .violated(let violation):
                if restart == nil { restart = (startsEmpty ? Tableau(dummyRowLimit: dummyRowLimit, pairsSoftInequalities: pairsSoftInequalities) : self, index) }
                waiting.append((index, violation))
            case .unsatisfiable:
                guard let restart else {
                    // Nothing waited, so the constraints before this one are all in.
                    if collectingTags { tags.removeLast(batch.count - index) }
                    return BatchOutcome(tags: tags, unsatisfiableIndex: index)
                }
                return try addInOrder(batch, from: restart, tags: tags, collectingTags: collectingTags)
            }
        }
        waiting.sort { $0.violation > $1.violation || ($0.violation == $1.violation && $0.index < $1.index) }
        for (index, _) in waiting {
            guard case .added(let tag) = try add(batch[index], optimizing: false) else {
                return try addInOrder(batch, from: restart!, tags: tags, collectingTags: collectingTags)
            }
            if collectingTags { tags[index] = tag }
        }
        return BatchOutcome(tags: tags, unsatisfiableIndex: nil)
    }

    /// Goes back to `restart` and adds `batch` from its index on in order, with the tags of the
    /// constraints before that index kept (and the pivots done since counted). A `restart` that
    /// is an empty tableau (the batch started from one) is brought to the restart point by
    /// adding the constraints before it again.
    private mutating func addInOrder(_ batch: [Constraint], from restart: (tableau: Tableau, index: Int),
                                     tags: [ConstraintTag], collectingTags: Bool) throws(SolverError) -> BatchOutcome {
        let pivots = pivotCount  // the discarded pivots were work done
        self = restart.tableau
        if symbols.isEmpty {
            for constraint in batch[..<restart.index] {
                guard case .added = try add(constraint, optimizing: false) else {
                    throw .internalFailure("a constraint added before the batch's first wait was refused again")
                }
            }
        }
        pivotCount = pivots
        // The constraints before the first wait were all added; the rest go again, in order,
        // their tags written after those kept.
        var added = tags
        if collectingTags { added.removeLast(batch.count - restart.index) }
        for index in restart.index..<batch.count {
            guard case .added(let tag) = try add(batch[index], optimizing: false) else {
                return BatchOutcome(tags: added, unsatisfiableIndex: index)
            }
            if collectingTags { added.append(tag) }
        }
        return BatchOutcome(tags: added, unsatisfiableIndex: nil)
    }
}
