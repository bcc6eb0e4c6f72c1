import Foundation
import LayoutGen
import LayoutReport

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
