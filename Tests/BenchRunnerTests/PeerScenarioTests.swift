import LayoutMeasure
import Foundation
import LayoutGen
import LayoutModel
import LayoutPeers
import LayoutReport
import LayoutSolver
import LayoutTestSupport
import Testing
@testable import BenchRunner

/// `bench --peers`: which workloads the peers run for a run's measurements, and that their
/// answers on view trees agree with our layouts'.
@Suite("Peer scenarios")
struct PeerScenarioTests {
    private func measurement(_ scenario: String, _ strategy: String = "incremental", size: Int, seed: UInt64 = 0) -> BenchMeasurement {
        BenchMeasurement(scenario: scenario, strategy: strategy, size: size, seed: seed, samples: Samples(), answers: [])
    }

    @Test("The peers run what the run measured, at the same sizes")
    func workloadsFollowTheMeasurements() {
        let measurements = [
            measurement("enaml-initial", size: 37), measurement("enaml-initial", "full", size: 37),
            measurement("enaml-edit", size: 37), measurement("chain-initial", size: 10),
            measurement("chain-initial", size: 30), measurement("independent-initial", size: 12, seed: 5),
            measurement("independent-resize", size: 12, seed: 5), measurement("nested-initial", size: 4, seed: 5),
            measurement("waterfall-prepare", "full", size: 100),
        ]
        let (workloads, failures) = PeerScenarios.workloads(for: measurements)
        #expect(failures.isEmpty)
        #expect(workloads.map(\.workload.name) == ["enaml-like", "chain-10", "chain-30", "independent-12", "nested-4"])
        #expect(workloads.map(\.scenarioPrefix) == ["enaml", "chain", "chain", "independent", "nested"])
        #expect(workloads.map(\.scenarios) == [[.initial, .edit, .remove], [.initial, .edit, .remove],
                                               [.initial, .edit, .remove], [.initial, .resize], [.initial, .resize]])
        // A tree's reads start with the satisfied status, then x, y, width, height of the root and each view.
        let tree = workloads[3].workload
        #expect(tree.size == 12 && tree.reads?.count == 1 + 4 * 13)
        #expect(tree.reads?.first.map { $0.terms.isEmpty && $0.constant == LayoutResult.Status.satisfied.answer } == true)
    }

    /// Our own solver on the exported tree reads exactly what the layout scenarios answer, so
    /// a peer that solves it right gets our checksum.
    @Test("Our solver on the exported tree gives the layout scenarios' checksums", arguments: ViewTreeShape.allCases)
    func exportedTreeMatchesOurRows(_ shape: ViewTreeShape) throws {
        let measured = try LayoutScenarios.measure(shape: shape, viewCount: 15, seed: 2, iterations: 3)
            .filter { $0.strategy == "incremental" && ["\(shape)-initial", "\(shape)-resize"].contains($0.scenario) }
        let workload = try #require(PeerScenarios.workloads(for: measured).workloads.first?.workload)
        let solver = try workload.build(IncrementalSolver.self)
        let initial = workload.values(in: solver)
        var resize: [Double] = []
        let widths = ViewTreeWorkload.resizeWidths
        for step in 0..<(widths.count * 2) {  // a warm-up round, then the timed round(s): 3 iterations → one round
            try solver.suggestValue(widths[step % widths.count], for: workload.edits[0].variable)
            if step >= widths.count { resize += workload.values(in: solver) }
        }
        #expect(measured.map(\.scenario) == ["\(shape)-initial", "\(shape)-resize"])
        #expect(ResultChecksum.of(values: initial) == ResultChecksum.of(values: measured[0].answers))
        #expect(ResultChecksum.of(values: resize) == ResultChecksum.of(values: measured[1].answers))
    }

    /// The peers themselves, where they can run: initial and resize rows at the measured size,
    /// agreeing with our incremental rows.
    @Test("kiwisolver and kiwi agree with our layouts of view trees",
          .enabled(if: peersAvailable, "kiwisolver or the kiwi C++ peer is not available here"))
    func peersAgreeOnViewTrees() throws {
        var measurements: [BenchMeasurement] = []
        for shape in ViewTreeShape.allCases {
            measurements += try LayoutScenarios.measure(shape: shape, viewCount: 12, seed: 1, iterations: 2)
        }
        let report = BenchReport(measurements: measurements, agreements: BenchSuite.crossCheck(measurements), exponents: [])
        let run = PeerScenarios.run([KiwiPeer(scriptPath: path("Benchmarks/peers/kiwi_bench.py")), kiwiCpp],
                                    for: report, iterations: 2, timeout: 120)
        #expect(run.failures.isEmpty, "\(run.failures)")
        let expected = ["kiwisolver", "kiwi"].flatMap { peer in
            ViewTreeShape.allCases.flatMap { ["\(peer) \($0)-initial", "\(peer) \($0)-resize"] }
        }
        #expect(run.rows.map { "\($0.strategy) \($0.scenario)" } == expected)
        #expect(run.rows.allSatisfy { $0.size == 12 && $0.agree == true })
        #expect(report.summary(peers: run.rows).contains("independent-resize"))
    }
}

private func path(_ relative: String) -> String { packagePath(relative) }

private let kiwiCpp = KiwiCppPeer(harnessPath: path("Benchmarks/peers/kiwi_bench.cpp"), cacheDirectory: path(".build/peers"))

/// Both peers can run here, found without running a workload or building anything: kiwisolver
/// imports, and the C++ harness lacks no tool (the test builds it, as `bench --peers` does).
private let peersAvailable = KiwiPeer(scriptPath: path("Benchmarks/peers/kiwi_bench.py")).missingPrerequisite == nil
    && kiwiCpp.missingPrerequisite == nil
