import Foundation
import LayoutGen
import LayoutSolver
import LayoutTestSupport
import Testing
@testable import LayoutPeers
@testable import LayoutReport

@Suite struct KiwiPeerTests {
    @Test func aMissingScriptIsNamed() {
        #expect(throws: PeerError.scriptMissing("/nonexistent/kiwi_bench.py")) {
            try KiwiPeer(scriptPath: "/nonexistent/kiwi_bench.py").prepare()
        }
    }

    @Test(.enabled(if: kiwisolverInstalled, "kiwisolver is not installed for python3 (pip install kiwisolver==1.5.1)"))
    func runsTheScenariosAsked() throws {
        let peer = KiwiPeer(scriptPath: kiwiScript)
        let enaml = try peer.run(PeerWorkload(.enamlLike(), scenarioPrefix: "enaml"), iterations: 3, timeout: 120)
        #expect(enaml.map(\.scenario) == ["enaml-initial", "enaml-edit", "enaml-remove"])
        #expect(enaml.allSatisfy { $0.strategy == "kiwisolver" && $0.iterations == 3 && $0.medianNanoseconds != nil })
        #expect(enaml.allSatisfy { $0.size == 37 && $0.agree == nil && $0.pivots == nil && $0.checksum.count == 16 })
        // resize: whole rounds of the edit values (4 for the chain), at least the iterations asked.
        let chain = try peer.run(PeerWorkload(.chain(length: 20), scenarioPrefix: "chain", scenarios: [.resize]),
                                 iterations: 5, timeout: 120)
        #expect(chain.map(\.scenario) == ["chain-resize"] && chain.first?.iterations == 8 && chain.first?.size == 20)
    }

    /// On the chain every priority level is satisfied exactly, so kiwi's weights give our answers.
    @Test(.enabled(if: kiwisolverInstalled, "kiwisolver is not installed for python3 (pip install kiwisolver==1.5.1)"))
    func kiwiAgreesOnTheChain() throws {
        let workload = SolverWorkload.chain(length: 50)
        let rows = try KiwiPeer(scriptPath: kiwiScript).run(PeerWorkload(workload, scenarioPrefix: "solver"),
                                                             iterations: 1, timeout: 120)
        let solver = try workload.build(IncrementalSolver.self)
        let reference = ResultRow(scenario: "solver-initial", strategy: "incremental", size: 50, iterations: 1,
                                  checksum: ResultChecksum.of(values: workload.values(in: solver)))
        let marked = Peers.markingAgreement(rows, reference: [reference])
        #expect(marked.first?.agree == true)
        #expect(marked.dropFirst().allSatisfy { $0.agree == nil })
    }

    @Test func markingAgreementComparesChecksumsWithTheReferenceStrategy() {
        let reference = [row("solver-edit", "incremental", checksum: "a"), row("solver-edit", "full", checksum: "b")]
        let peers = [row("solver-edit", "kiwisolver", agree: nil, checksum: "a"),
                     row("solver-edit", "kiwisolver", size: 7, agree: nil, checksum: "a"),
                     row("solver-remove", "kiwisolver", agree: nil, checksum: "b")]
        let marked = Peers.markingAgreement(peers, reference: reference)
        #expect(marked.map(\.agree) == [true, nil, nil])
        #expect(Peers.markingAgreement(peers, reference: reference, referenceStrategy: "full").map(\.agree)
                == [false, nil, nil])
    }

    /// The kiwisolver peer's Python implementation gives the same checksums.
    @Test(.enabled(if: PeerProcess.executable(named: "python3") != nil))
    func pythonImplementationAgrees() throws {
        let cases: [[Double]] = [[], [0], [1.5, -2.25, 1e-7, 2.5e-6, -3.5e-6, 1e300, -1e300, 123_456.789_012_5],
                                 [.infinity, -.infinity, .nan, -0.0], (0..<50).map { Double($0) * 10.1 }]
        let literals = cases.map { values in
            "[" + values.map { $0.isNaN ? "float('nan')" : $0.isInfinite ? "float('\($0 > 0 ? "" : "-")inf')" : "\($0)" }
                .joined(separator: ", ") + "]"
        }
        let directory = kiwiScript.split(separator: "/").dropLast().joined(separator: "/")
        let program = "import sys; sys.path.insert(0, '/\(directory)'); import kiwi_bench\n"
            + literals.map { "print(kiwi_bench.checksum(\($0)))" }.joined(separator: "\n")
        let output = try #require(try python(program))
        #expect(output.split(separator: "\n").map(String.init) == cases.map { ResultChecksum.of(values: $0) })
    }
}
