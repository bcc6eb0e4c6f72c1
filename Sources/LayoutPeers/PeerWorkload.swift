import LayoutGen

/// One workload for the peers, with the scenarios to run on it and the prefix of their names:
/// `enaml` + initial, edit, remove gives `enaml-initial`, `enaml-edit`, `enaml-remove`.
public struct PeerWorkload {
    /// The scenarios the peer harnesses know (their `--scenarios`); see `kiwi_bench.py`.
    public enum Scenario: String, CaseIterable, Sendable {
        case initial, edit, remove, resize
    }

    public var workload: SolverWorkload
    public var scenarioPrefix: String
    public var scenarios: [Scenario]

    public init(_ workload: SolverWorkload, scenarioPrefix: String,
                scenarios: [Scenario] = [.initial, .edit, .remove]) {
        self.workload = workload
        self.scenarioPrefix = scenarioPrefix
        self.scenarios = scenarios
    }
}
