import LayoutSolver

/// One way the strategies running a ``SolverProgram`` disagreed, or one rule an answer broke.
public struct SolverDivergence: Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Equatable, Hashable, Sendable, CaseIterable {
        /// Accepted by one strategy and refused by another, or refused with different errors.
        case outcome
        /// Different conflicting sets, or a set that is not irreducible or does not end with
        /// the constraint that was refused.
        case conflict
        /// After a batch, different constraints in the solvers (or not the prefix before the
        /// failing member).
        case membership
        /// A value that is determined differs.
        case value
        /// One strategy calls a value ambiguous, another does not.
        case ambiguity
        /// Different ranges over the optimal solutions, or a value outside its own range.
        case range
        /// A NaN or infinite value.
        case nonFinite
        /// A required constraint in the solver does not hold at the reported values.
        case requiredViolated
        /// A broken tableau invariant (``SolverStrategy/invariantViolations()``).
        case invariant
        /// A strategy threw ``SolverError/internalFailure(_:)``.
        case internalFailure
        /// A fresh solve of the surviving constraints and edits refuses them.
        case freshSolve
    }

    /// The operation after which it showed; nil for the final comparison with a fresh solve.
    public var step: Int?
    public var kind: Kind
    public var detail: String

    public init(step: Int?, kind: Kind, detail: String) {
        self.step = step
        self.kind = kind
        self.detail = detail
    }

    public var description: String { "\(step.map { "op \($0)" } ?? "final") \(kind.rawValue): \(detail)" }
}
