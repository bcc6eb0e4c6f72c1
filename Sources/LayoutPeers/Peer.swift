import Foundation
import LayoutGen
import LayoutReport

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

/// What the peers gave on a list of workloads.
public struct PeerRun {
    public var rows: [ResultRow] = []
    /// Every peer that could not run, or not on some workload, with why.
    public var failures: [PeerFailure] = []
}

public enum Peers {
    /// Runs every peer on every workload. A peer that cannot run at all is reported once and
    /// skipped; one that fails on a workload is reported for it and goes on with the next.
    /// - Parameter progress: told each peer and workload before it runs.
    public static func run(_ peers: [any Peer], on workloads: [PeerWorkload], iterations: Int, timeout: Double,
                           progress: (String) -> Void = { _ in }) -> PeerRun {
        var result = PeerRun()
        for peer in peers {
            do {
                progress("peer \(peer.strategy): prepare")
                try peer.prepare()
            } catch {
                result.failures.append(PeerFailure(peer: peer.strategy, workload: nil, error: error))
                continue
            }
            for workload in workloads {
                progress("peer \(peer.strategy) \(workload.workload.name)")
                do {
                    result.rows += try peer.run(workload, iterations: iterations, timeout: timeout)
                } catch {
                    result.failures.append(PeerFailure(peer: peer.strategy, workload: error.isUnavailable ? nil : workload.workload.name,
                                                       error: error))
                    if error.isUnavailable { break }
                }
            }
        }
        return result
    }

    /// `rows` with `agree` set on every row that has a `referenceStrategy` row of the same
    /// scenario and size in `reference`: true when their checksums are equal.
    /// - Complexity: O(rows + reference).
    public static func markingAgreement(_ rows: [ResultRow], reference: [ResultRow],
                                        referenceStrategy: String = "incremental") -> [ResultRow] {
        var checksums: [String: String] = [:]
        for row in reference where row.strategy == referenceStrategy {
            checksums["\(row.scenario)\u{0}\(row.size)"] = row.checksum
        }
        return rows.map { row in
            var row = row
            if let expected = checksums["\(row.scenario)\u{0}\(row.size)"] { row.agree = row.checksum == expected }
            return row
        }
    }

    /// Runs a harness (`command` + its options + one exported workload file) and reads its rows.
    /// Exit 3 means kiwisolver is missing (the Python harness); any other failure is reported
    /// with the harness's stderr.
    static func runHarness(_ command: [String], _ workload: PeerWorkload, iterations: Int,
                           timeout: Double) throws(PeerError) -> [ResultRow] {
        let directory = try PeerProcess.temporaryDirectory("peer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("workload.json")
        do {
            try workload.workload.jsonData().write(to: file)
        } catch let error as EncodingError {
            throw .cannotExport(workload: workload.workload.name, reason: String(describing: error))
        } catch {
            throw .cannotRun("cannot write \(file.path): \(error.localizedDescription)")
        }
        guard let executable = command.first else { throw .cannotRun("no command") }
        let arguments = Array(command.dropFirst()) + [
            "--iterations", String(iterations), "--scenario-prefix", workload.scenarioPrefix,
            "--scenarios", workload.scenarios.map(\.rawValue).joined(separator: ","), file.path,
        ]
        let output = try PeerProcess.run(executable, arguments, in: directory, timeout: timeout)
        switch output.status {
        case 0: break
        case 3: throw .kiwisolverMissing
        default: throw .scriptFailed(status: output.status, message: output.standardError)
        }
        do {
            return try ResultsCSV.parse(output.standardOutput, file: "\(command.last ?? executable) output")
        } catch {
            throw .badOutput(error)
        }
    }
}
