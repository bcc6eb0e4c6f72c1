import Foundation
import LayoutReport

/// kiwisolver, the Python binding of kiwi (the C++ Cassowary behind enaml and matplotlib), run
/// on our exported workloads through `Benchmarks/peers/kiwi_bench.py` (`pip install
/// kiwisolver==1.5.1`).
///
/// The script runs the scenarios asked (`initial`, `edit`, `remove`, `resize`) and prints rows
/// with strategy `kiwisolver`, the workload's size and the checksum of the values it read.
/// kiwi weighs priorities instead of ordering them strictly, so its answers may differ from
/// ours: ``Peers/markingAgreement(_:reference:referenceStrategy:)`` says where.
public struct KiwiPeer: Peer, Sendable {
    public var strategy: String { ReferenceStrategy.kiwisolver }
    public var scriptPath: String

    /// - Parameter scriptPath: `Benchmarks/peers/kiwi_bench.py` (relative to the working directory).
    public init(scriptPath: String = "Benchmarks/peers/kiwi_bench.py") {
        self.scriptPath = scriptPath
    }

    /// Checks that the script and python3 are there (kiwisolver itself is checked by the script).
    public func prepare() throws(PeerError) {
        guard FileManager.default.fileExists(atPath: scriptPath) else { throw .scriptMissing(scriptPath) }
        guard PeerProcess.executable(named: "python3") != nil else { throw .pythonMissing }
    }

    /// What this machine lacks to run the peer, or nil: the script, python3, or kiwisolver
    /// (asked with one short `python3 -c "import kiwisolver"`, no workload run).
    public var missingPrerequisite: PeerError? {
        do throws(PeerError) {
            try prepare()
            guard let python = PeerProcess.executable(named: "python3") else { return .pythonMissing }
            let directory = try PeerProcess.temporaryDirectory("kiwisolver-probe")
            defer { try? FileManager.default.removeItem(at: directory) }
            let probe = try PeerProcess.run(python, ["-c", "import kiwisolver"], in: directory, timeout: 60)
            return probe.status == 0 ? nil : .kiwisolverMissing
        } catch {
            return error
        }
    }

    /// - Throws: ``PeerError``, saying what is missing when python3 or kiwisolver is.
    public func run(_ workload: PeerWorkload, iterations: Int, timeout: Double) throws(PeerError) -> [ResultRow] {
        try prepare()
        guard let python = PeerProcess.executable(named: "python3") else { throw .pythonMissing }
        return try Peers.runHarness([python, scriptPath], workload, iterations: iterations, timeout: timeout)
    }
}
