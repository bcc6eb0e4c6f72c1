import LayoutReport

/// What the peers gave on a list of workloads.
public struct PeerRun {
    public var rows: [ResultRow] = []
    /// Every peer that could not run, or not on some workload, with why.
    public var failures: [PeerFailure] = []
}
