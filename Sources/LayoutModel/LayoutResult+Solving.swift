import LayoutSolver

extension LayoutResult {
    /// Reads frames and broken constraints off a solver that holds the accepted items of `plan`;
    /// ambiguity is left to ``LayoutEngine/ambiguity()``, which the caller asks for.
    ///
    /// Each broken constraint's conflict is
    /// `Conflicts.irreducibleConflict(among: accepted required items before it, culprit: it)`,
    /// which depends only on the plan and the accepted set, so every strategy names the same set.
    ///
    /// - Complexity: O(views) value reads, plus O(k) feasibility builds per broken constraint
    ///   (k the constraints connected to it).
    init(plan: LayoutPlan, accepted: [Bool], solver: any SolverStrategy) {
        var frames: [String: Rect] = [:]
        for view in plan.views {
            frames[view.identifier] = plan.compiler.frameReader(of: view).frame(in: solver)
        }

        var broken: [BrokenConstraint] = []
        var acceptedRequired: [Constraint] = []
        var itemOf: [ObjectIdentifier: LayoutPlan.Item] = [:]
        for (index, item) in plan.items.enumerated() where item.compiled.isRequired {
            itemOf[ObjectIdentifier(item.compiled)] = item
            guard !accepted[index] else {
                acceptedRequired.append(item.compiled)
                continue
            }
            let system = Conflicts.irreducibleConflict(among: acceptedRequired, culprit: item.compiled)
            broken.append(BrokenConstraint(
                constraint: item.named,
                conflict: system.compactMap { itemOf[ObjectIdentifier($0)]?.named },
                system: system))
        }

        self.init(status: broken.isEmpty ? .satisfied : .unsatisfiable, viewIDs: plan.views.map(\.identifier),
                  frames: frames, ambiguous: [:], isAmbiguityAnalyzed: false, broken: broken)
    }

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

extension LayoutPlan.Item {
    var named: NamedConstraint {
        NamedConstraint(name: name, text: ConstraintSpec(source, label: name).description)
    }
}
