import LayoutCore
import LayoutSolver

extension LayoutEngine {
    /// The result of the layout the solver now holds: frames (re-read, and rewritten only where
    /// they moved) and the broken constraints with their conflicts; ambiguity is left to
    /// ``ambiguity()``, which the caller asks for.
    ///
    /// Each broken constraint's conflict is
    /// `Conflicts.irreducibleConflict(among: accepted required items before it, culprit: it)`,
    /// which depends only on the layout order and the accepted set, so every strategy names the
    /// same set.
    ///
    /// - Complexity: O(views whose frame reads a changed variable) value reads (all views on a
    ///   first read, or when the solver cannot tell); with broken constraints, O(entries × log entries)
    ///   plus O(k) feasibility builds per broken constraint (k the constraints connected to it).
    /// `viewsAreAlive`: called by a layout, when every laid-out view is in the tree
    /// (``LaidOutViews/readFrames(from:changed:viewsAreAlive:)``).
    func currentResult(viewsAreAlive: Bool = false) -> LayoutResult {
        guard var views = laidOut else {
            return LayoutResult(status: .satisfied, viewIDs: [], frames: [:], ambiguous: [:],
                                isAmbiguityAnalyzed: false, broken: [])
        }
        laidOut = nil  // so that the frames below are changed in place, not copied
        views.readFrames(from: solver, changed: solver.takeChangedVariables(), viewsAreAlive: viewsAreAlive)
        laidOut = views
        let broken = brokenConstraints()
        return LayoutResult(status: broken.isEmpty ? .satisfied : .unsatisfiable, viewIDs: views.ids,
                            frames: views.framesByID, ambiguous: [:], isAmbiguityAnalyzed: false, broken: broken)
    }

    /// Whether the frames the last layout wrote equal, bit for bit, every frame read afresh off
    /// the solver: the check of dirty reads against their naive twin (tests).
    func framesAreCurrent() -> Bool {
        guard let views = laidOut else { return true }
        return zip(views.frames, views.framesReadAfresh(from: solver)).allSatisfy { $0.isIdentical(to: $1) }
    }

    /// The broken constraints in layout order, each with its conflict.
    private func brokenConstraints() -> [BrokenConstraint] {
        guard !broken.isEmpty else { return [] }
        // Sorting positions instead of entries spares copying (and retaining) every entry; names
        // and texts are made only for the constraints the result lists.
        let all = Array(entries.values), keys = Array(entries.keys)  // in the same order
        let ordered = all.indices.sorted { keys[$0] < keys[$1] }
        // An unlabelled constraint of the tree is `c<k>`, k its place among the tree's own.
        var places: [ObjectIdentifier: (position: Int, unlabelled: Int)] = [:]
        var unlabelled = 0
        for position in ordered {
            places[ObjectIdentifier(all[position].compiled)] = (position, unlabelled)
            if keys[position].isExplicit { unlabelled += 1 }
        }
        func named(_ constraint: Constraint) -> NamedConstraint? {
            guard let (position, number) = places[ObjectIdentifier(constraint)] else { return nil }
            let name = all[position].fixedName?.text ?? "c\(number)"
            return NamedConstraint(name: name, text: statement(of: all[position], label: name).description)
        }
        // A derived name's constraint is compiled unlabelled (``ItemName``); a result's system has
        // every constraint labelled, as the names read.
        func labelled(_ constraint: Constraint) -> Constraint {
            guard constraint.label == nil, let name = places[ObjectIdentifier(constraint)].flatMap({ all[$0.position].fixedName })
            else { return constraint }
            return constraint.labeled(name.text)
        }
        var result: [BrokenConstraint] = []
        var acceptedRequired: [Constraint] = []
        for position in ordered where all[position].compiled.isRequired {
            let entry = all[position]
            guard !entry.isAccepted else {
                acceptedRequired.append(entry.compiled)
                continue
            }
            let system = Conflicts.irreducibleConflict(among: acceptedRequired, culprit: entry.compiled)
            guard let name = named(entry.compiled) else { continue }
            result.append(BrokenConstraint(constraint: name, conflict: system.compactMap(named),
                                           system: system.map(labelled)))
        }
        return result
    }
}

extension LayoutResult {
    /// The result with the ambiguity analysis's answer: the free values per view, and the status
    /// `ambiguous` when some are free and nothing broke.
    func analyzed(_ ambiguous: [String: [FrameValue]]) -> LayoutResult {
        var result = self
        result.ambiguous = ambiguous
        result.isAmbiguityAnalyzed = true
        if result.status == .satisfied, !ambiguous.isEmpty { result.status = .ambiguous }
        return result
    }
}

extension Rect {
    /// Equal bit for bit (so that 0 and −0, or two NaNs, are told apart as a reader would).
    func isIdentical(to other: Rect) -> Bool {
        x.bitPattern == other.x.bitPattern && y.bitPattern == other.y.bitPattern
            && width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
    }
}
