/// A peer that could not run a workload, or at all: which, on what, and why.
public struct PeerFailure: Error, Equatable, CustomStringConvertible {
    /// The peer's strategy name (`kiwisolver`, `kiwi`).
    public var peer: String
    /// The workload's name, or nil when the peer could not run at all.
    public var workload: String?
    public var error: PeerError

    public init(peer: String, workload: String?, error: PeerError) {
        self.peer = peer
        self.workload = workload
        self.error = error
    }

    public var description: String {
        "peer \(peer)" + (workload.map { " on \($0)" } ?? "") + ": \(error)"
    }
}
