/// How a fuzzed case came out.
public enum FuzzStatus: String, CaseIterable, Comparable, Sendable {
    /// Every strategy laid it out the same way, and every layout was fully determined.
    case satisfied
    /// Every strategy agreed; some layout left values free.
    case ambiguous
    /// Every strategy agreed; some layout broke a required constraint to recover.
    case unsatisfiable
    /// The case was refused before layout (by every strategy alike).
    case invalid
    /// The strategies answered differently, or an answer broke a rule every answer must keep.
    case disagreement

    public static func < (lhs: FuzzStatus, rhs: FuzzStatus) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a fuzzed case is: which generator made it, which checker runs it.
public enum FuzzKind: String, CaseIterable, Sendable {
    /// A view tree with constraints and steps (`layoutbench/case@1`), on every solver strategy.
    case layout
    /// A collection with queries (`layoutbench/collection@1`), on every query strategy and
    /// through incremental changes.
    case collection
    /// A bare solver program (``SolverProgram``: constraints added, removed, re-added, edited),
    /// on every solver strategy in lockstep.
    case solver
}

/// The verdict on one case: its status and, for a disagreement, what disagreed.
public struct FuzzVerdict: Equatable, Sendable {
    public var status: FuzzStatus
    /// Sentences naming what disagreed or which rule broke (empty unless `disagreement`).
    public var problems: [String]

    public init(status: FuzzStatus, problems: [String] = []) {
        self.status = status
        self.problems = problems
    }

    public var isDisagreement: Bool { status == .disagreement }
}
