/// Which strategy the others of a (scenario, size) are cross-checked and compared against, and
/// which strategies are peers (other solvers timed on our workloads, in LayoutPeers).
public enum ReferenceStrategy {
    /// `full` for the solver, layouts and invalidation, `naive` for queries, else the first listed.
    public static func name(among strategies: [String]) -> String? {
        ["full", "naive"].first(where: strategies.contains) ?? strategies.first
    }

    /// The `strategy` of kiwisolver's rows (LayoutPeers' `KiwiPeer`).
    public static let kiwisolver = "kiwisolver"
    /// The `strategy` of kiwi C++'s rows (LayoutPeers' `KiwiCppPeer`).
    public static let kiwi = "kiwi"
    /// The `strategy` names of the peers' rows.
    public static let peers: Set<String> = [kiwisolver, kiwi]
}
