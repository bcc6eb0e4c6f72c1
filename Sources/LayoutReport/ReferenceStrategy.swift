/// Which strategy the others of a (scenario, size) are cross-checked and compared against.
public enum ReferenceStrategy {
    /// `full` for the solver, layouts and invalidation, `naive` for queries, else the first listed.
    public static func name(among strategies: [String]) -> String? {
        ["full", "naive"].first(where: strategies.contains) ?? strategies.first
    }

    /// The `strategy` names of the peers (other solvers timed on our workloads).
    public static let peers: Set<String> = [KiwiPeer().strategy, KiwiCppPeer().strategy]
}
