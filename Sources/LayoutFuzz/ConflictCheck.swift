import LayoutSolver

/// Re-checks the conflicting sets that layouts name.
public enum ConflictCheck {
    /// Whether `system` is an irreducible infeasible set: together the constraints fail, and
    /// every subset that leaves one out holds — checked on fresh full solvers, independently of
    /// the strategy that named the set.
    /// - Complexity: n + 1 solves of at most n constraints.
    public static func isIrreducible(_ system: [Constraint]) -> Bool {
        guard !holds(system) else { return false }
        return system.indices.allSatisfy { left in
            holds(system.enumerated().filter { $0.offset != left }.map(\.element))
        }
    }

    private static func holds(_ constraints: [Constraint]) -> Bool {
        let solver = FullSolver()
        do {
            try solver.add(contentsOf: constraints)
            return true
        } catch {
            return false
        }
    }
}
