import Foundation
import LayoutGen
import LayoutSolver
import Testing
@testable import LayoutReport

@Suite struct KiwiPeerTests {
    @Test func aMissingScriptIsNamed() {
        #expect(throws: KiwiPeerError.scriptMissing("/nonexistent/kiwi_bench.py")) {
            try KiwiPeer.run(workloads: [.chain(length: 5)], scriptPath: "/nonexistent/kiwi_bench.py")
        }
    }

    @Test(.enabled(if: kiwisolverInstalled))
    func runsTheSameScenariosAsBench() throws {
        let workloads = [SolverWorkload.enamlLike(), .chain(length: 50)]
        let rows = try KiwiPeer.run(workloads: workloads, scriptPath: kiwiScript, iterations: 3)
        #expect(rows.map(\.scenario) == ["solver-initial", "solver-edit", "solver-remove",
                                         "solver-initial", "solver-edit", "solver-remove"])
        #expect(rows.allSatisfy { $0.strategy == "kiwisolver" && $0.iterations == 3 && $0.medianNanoseconds != nil })
        #expect(rows.map(\.size) == [37, 37, 37, 50, 50, 50])
        #expect(rows.allSatisfy { $0.agree == nil && $0.pivots == nil && $0.checksum.count == 16 })
    }

    /// On the chain every priority level is satisfied exactly, so kiwi's weights give our answers.
    @Test(.enabled(if: kiwisolverInstalled))
    func kiwiAgreesOnTheChain() throws {
        let workload = SolverWorkload.chain(length: 50)
        let rows = try KiwiPeer.run(workloads: [workload], scriptPath: kiwiScript, iterations: 1)
        let solver = try workload.build(IncrementalSolver.self)
        let reference = ResultRow(scenario: "solver-initial", strategy: "incremental", size: 50, iterations: 1,
                                  checksum: ResultChecksum.of(values: workload.values(in: solver)))
        let marked = KiwiPeer.markingAgreement(rows, reference: [reference])
        #expect(marked.first?.agree == true)
        #expect(marked.dropFirst().allSatisfy { $0.agree == nil })
    }

    @Test func markingAgreementComparesChecksumsWithTheReferenceStrategy() {
        let reference = [row("solver-edit", "incremental", checksum: "a"), row("solver-edit", "full", checksum: "b")]
        let peers = [row("solver-edit", "kiwisolver", agree: nil, checksum: "a"),
                     row("solver-edit", "kiwisolver", size: 7, agree: nil, checksum: "a"),
                     row("solver-remove", "kiwisolver", agree: nil, checksum: "b")]
        let marked = KiwiPeer.markingAgreement(peers, reference: reference)
        #expect(marked.map(\.agree) == [true, nil, nil])
        #expect(KiwiPeer.markingAgreement(peers, reference: reference, referenceStrategy: "full").map(\.agree)
                == [false, nil, nil])
    }
}
