import LayoutSolver
import Testing

/// Every strategy, so each hand-worked test runs against all of them.
let allStrategies: [any SolverStrategy.Type] = SolverStrategies.all

/// Adds every constraint, failing the test on any error.
func addAll(_ constraints: [Constraint], to solver: any SolverStrategy,
            sourceLocation: SourceLocation = #_sourceLocation) {
    for constraint in constraints {
        do { try solver.add(constraint) } catch {
            Issue.record("adding \(constraint) threw \(error)", sourceLocation: sourceLocation)
        }
    }
}

/// The conflict a rejected add names, or nil when it was accepted or failed otherwise.
func rejection(adding constraint: Constraint, to solver: any SolverStrategy) -> [Constraint]? {
    do {
        try solver.add(constraint)
        return nil
    } catch {
        guard case .unsatisfiable(let culprit, let conflict) = error, culprit === constraint else { return nil }
        return conflict
    }
}

/// Whether `conflict` is irreducible: infeasible as a whole, feasible without any one member.
func isIrreducible(_ conflict: [Constraint]) -> Bool {
    guard !ReferenceSolution(conflict).isFeasible else { return false }
    return conflict.indices.allSatisfy { index in
        var rest = conflict
        rest.remove(at: index)
        return ReferenceSolution(rest).isFeasible
    }
}
