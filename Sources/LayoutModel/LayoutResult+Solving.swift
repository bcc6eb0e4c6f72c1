import LayoutSolver

extension LayoutResult {
    /// Reads frames, ambiguity and broken constraints off a solver that holds the accepted items
    /// of `plan`.
    ///
    /// A frame value is ambiguous when it can move by more than 1e-4 across the optimal
    /// solutions. Each broken constraint's conflict is
    /// `Conflicts.irreducibleConflict(among: accepted required items before it, culprit: it)`,
    /// which depends only on the plan and the accepted set, so every strategy names the same set.
    ///
    /// - Complexity: four range queries per view, plus O(k) feasibility builds per broken
    ///   constraint (k the constraints connected to it).
    init(plan: LayoutPlan, accepted: [Bool], solver: any SolverStrategy) {
        var frames: [String: Rect] = [:]
        var ambiguous: [String: [FrameValue]] = [:]
        for view in plan.views {
            var frame = Rect.zero
            var free: [FrameValue] = []
            for (value, expression) in plan.compiler.frame(of: view) {
                let number = solver.value(of: expression)
                switch value {
                case .x: frame.x = number
                case .y: frame.y = number
                case .width: frame.width = number
                case .height: frame.height = number
                }
                if solver.isAmbiguous(expression) { free.append(value) }
            }
            frames[view.identifier] = frame
            if !free.isEmpty { ambiguous[view.identifier] = free }
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

        let status: Status = !broken.isEmpty ? .unsatisfiable : ambiguous.isEmpty ? .satisfied : .ambiguous
        self.init(status: status, viewIDs: plan.views.map(\.identifier), frames: frames,
                  ambiguous: ambiguous, broken: broken)
    }
}

extension LayoutPlan.Item {
    var named: NamedConstraint {
        NamedConstraint(name: name, text: ConstraintSpec(source, label: name).description)
    }
}
