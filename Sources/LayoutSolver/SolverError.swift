/// Why a solver refused a call. The solver is unchanged after any of these.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// Adding the required constraint leaves no solution. `conflict` is irreducible: those
    /// required constraints alone have no solution, and without any one of them they do.
    /// It contains `constraint`.
    case unsatisfiable(Constraint, conflict: [Constraint])
    /// A priority outside (0, 1000].
    case invalidPriority(Priority, Constraint?)
    /// A coefficient or constant that is infinite or NaN.
    case nonFiniteConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required (priority 1000).
    case requiredEditVariable(Variable)
    /// A suggested value that is infinite or NaN.
    case nonFiniteValue(Variable, Double)
    /// A broken invariant inside the solver: always a bug in LayoutSolver, never in the input.
    case internalFailure(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "The constraint \(c) is already in the solver."
        case .unknownConstraint(let c): "The constraint \(c) is not in the solver."
        case .unsatisfiable(let c, let conflict):
            "The required constraint \(c) cannot be satisfied together with: "
                + conflict.map(\.description).joined(separator: "; ") + "."
        case .invalidPriority(let p, let c):
            "The priority \(p.value) is outside (0, 1000]" + (c.map { " in \($0)" } ?? "") + "."
        case .nonFiniteConstraint(let c): "The constraint \(c) has a non-finite number."
        case .duplicateEditVariable(let v): "The variable \(v) is already an edit variable."
        case .unknownEditVariable(let v): "The variable \(v) is not an edit variable."
        case .requiredEditVariable(let v): "The edit variable \(v) cannot have the required priority."
        case .nonFiniteValue(let v, let x): "The value \(x) suggested for \(v) is not finite."
        case .internalFailure(let message): "Internal solver failure: \(message)."
        }
    }
}
