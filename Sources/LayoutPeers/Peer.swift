import LayoutReport

/// Another solver timed on our exported workloads: it prints results rows (strategy = its name)
/// for the scenarios asked, with the checksum of the values it read.
public protocol Peer {
    /// The `strategy` column of its rows.
    var strategy: String { get }
    /// Makes the peer ready to run (finds, fetches or builds what it needs).
    /// - Throws: ``PeerError`` when it cannot run at all.
    func prepare() throws(PeerError)
    /// The rows of one workload, each scenario timed `iterations` times after a warm-up;
    /// `agree` is left empty (see ``Peers/markingAgreement(_:reference:referenceStrategy:)``).
    func run(_ workload: PeerWorkload, iterations: Int, timeout: Double) throws(PeerError) -> [ResultRow]
}
