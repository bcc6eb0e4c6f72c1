import LayoutGen
import LayoutModel
import LayoutPeers
import LayoutReport
import LayoutSolver

/// `bench --peers`: the peers (kiwisolver, kiwi C++) on the workloads the run measured, at the
/// same sizes, their rows marked `agree` when their checksum equals our incremental row's.
///
/// - `enaml-initial` measured: the enaml-like workload, scenarios initial, edit and remove.
/// - `chain-initial` at size n: the chain of length n, the same three.
/// - `<shape>-initial` at n views: the view tree of that shape, size and seed exported
///   (``ViewTreeWorkload/solverWorkload()``), scenarios initial and resize; its reads start with
///   the status a satisfied layout's answers start with, then the frames, as our rows'.
public enum PeerScenarios {
    /// The peer workloads for the measurements of a run, in the order measured; a view tree
    /// that cannot be exported is a failure (peer `export`), not a workload.
    public static func workloads(for measurements: [BenchMeasurement]) -> (workloads: [PeerWorkload], failures: [PeerFailure]) {
        var workloads: [PeerWorkload] = []
        var failures: [PeerFailure] = []
        var seen = Set<String>()
        for measurement in measurements where measurement.scenario.hasSuffix("-initial") {
            guard seen.insert("\(measurement.scenario)|\(measurement.size)").inserted else { continue }
            let prefix = String(measurement.scenario.dropLast("-initial".count))
            if prefix == "enaml" {
                workloads.append(PeerWorkload(.enamlLike(), scenarioPrefix: prefix))
            } else if prefix == "chain" {
                workloads.append(PeerWorkload(.chain(length: measurement.size), scenarioPrefix: prefix))
            } else if let shape = ViewTreeShape(rawValue: prefix) {
                let tree = ViewTreeWorkload(shape: shape, viewCount: measurement.size, seed: measurement.seed)
                do {
                    var workload = try tree.solverWorkload()
                    workload.reads = [LinearExpression(LayoutResult.Status.satisfied.answer)] + (workload.reads ?? [])
                    workloads.append(PeerWorkload(workload, scenarioPrefix: prefix, scenarios: [.initial, .resize]))
                } catch {
                    failures.append(PeerFailure(peer: "export", workload: tree.layoutCase.name,
                                                error: .cannotExport(workload: tree.layoutCase.name, reason: "\(error)")))
                }
            }
        }
        return (workloads, failures)
    }

    /// Every peer on the workloads of `report`, `iterations` timed runs each (`timeout` seconds
    /// per peer and workload), rows marked against our `incremental` rows.
    /// - Parameter progress: told each peer and workload before it runs.
    public static func run(_ peers: [any Peer], for report: BenchReport, iterations: Int, timeout: Double,
                           progress: (String) -> Void = { _ in }) -> PeerRun {
        let (workloads, failures) = workloads(for: report.measurements)
        var run = Peers.run(peers, on: workloads, iterations: iterations, timeout: timeout, progress: progress)
        run.rows = Peers.markingAgreement(run.rows, reference: report.rows, referenceStrategy: "incremental")
        run.failures = failures + run.failures
        return run
    }
}

extension LayoutResult.Status {
    /// The number a layout's answers start with in bench (its index among the statuses).
    var answer: Double { Double(Self.allCases.firstIndex(of: self) ?? -1) }
}
