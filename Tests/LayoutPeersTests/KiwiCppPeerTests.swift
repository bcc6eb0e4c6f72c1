import Foundation
import LayoutGen
import LayoutSolver
import LayoutTestSupport
import Testing
@testable import LayoutPeers
@testable import LayoutReport

/// The kiwi C++ harness, fetched and built as `bench --peers` does, against our solver and the
/// Python harness on the same exported workloads.
@Suite(.enabled(if: kiwiCppUnavailable == nil,
                Comment(rawValue: "the kiwi C++ peer cannot be built here: \(kiwiCppUnavailable ?? "")")))
struct KiwiCppPeerTests {
    @Test func buildsAndRunsTheScenarios() throws {
        try kiwiCppPeer.prepare()
        let rows = try kiwiCppPeer.run(PeerWorkload(.enamlLike(), scenarioPrefix: "enaml",
                                                    scenarios: [.initial, .edit, .remove, .resize]),
                                       iterations: 3, timeout: 60)
        #expect(rows.map(\.scenario) == ["enaml-initial", "enaml-edit", "enaml-remove", "enaml-resize"])
        #expect(rows.allSatisfy { $0.strategy == "kiwi" && $0.size == 37 && $0.medianNanoseconds != nil })
        #expect(rows.map(\.iterations) == [3, 3, 3, 5])  // resize: one whole round of 5 widths
    }

    /// On the chain every level is satisfied exactly: kiwi's answers are ours.
    @Test func agreesWithOurSolverOnTheChain() throws {
        try kiwiCppPeer.prepare()
        let workload = SolverWorkload.chain(length: 60)
        let rows = try kiwiCppPeer.run(PeerWorkload(workload, scenarioPrefix: "chain"), iterations: 1, timeout: 60)
        let solver = try workload.build(IncrementalSolver.self)
        #expect(rows.first?.checksum == ResultChecksum.of(values: workload.values(in: solver)))
    }

    /// The same files give the same checksums in both harnesses (the scenarios read the same values).
    @Test(.enabled(if: kiwisolverInstalled, "kiwisolver is not installed for python3"))
    func agreesWithThePythonHarness() throws {
        try kiwiCppPeer.prepare()
        for workload in [PeerWorkload(.enamlLike(), scenarioPrefix: "enaml"),
                         PeerWorkload(.chain(length: 40), scenarioPrefix: "chain", scenarios: [.initial, .edit, .remove, .resize])] {
            let cpp = try kiwiCppPeer.run(workload, iterations: 4, timeout: 60)
            let python = try KiwiPeer(scriptPath: kiwiScript).run(workload, iterations: 4, timeout: 120)
            #expect(cpp.map(\.scenario) == python.map(\.scenario))
            #expect(cpp.map(\.checksum) == python.map(\.checksum))
            #expect(cpp.map(\.iterations) == python.map(\.iterations))
        }
    }

    /// Constant reads hash the values themselves: the harness's checksum is ResultChecksum's,
    /// rounding ties away from zero, −0 and clamping included.
    @Test func checksumIsResultChecksum() throws {
        try kiwiCppPeer.prepare()
        let values = [0, -0.0, 1.5, -2.25, 1e-7, 5e-7, -5e-7, 2.5e-6, -3.5e-6, 1e300, -1e300, 123_456.789_012_5]
        var workload = SolverWorkload.chain(length: 2)
        workload.reads = values.map { LinearExpression($0) }
        let rows = try kiwiCppPeer.run(PeerWorkload(workload, scenarioPrefix: "constants", scenarios: [.initial]),
                                       iterations: 1, timeout: 60)
        #expect(rows.map(\.checksum) == [ResultChecksum.of(values: values)])
    }

    @Test func aBadWorkloadFileIsNamedWithItsItem() throws {
        try kiwiCppPeer.prepare()
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.json")
        let text = #"{"format": "layoutbench/solver-workload@1", "variables": ["a"], "edits": [],"#
            + #" "constraints": [{"terms": [[3, 1]], "constant": 0, "relation": "==", "priority": 1}]}"#
        try Data(text.utf8).write(to: file)
        let output = try PeerProcess.run(kiwiCppPeer.executablePath.path, [file.path], in: directory, timeout: 60)
        #expect(output.status == 2)
        #expect(output.standardError == "\(file.path): not a solver workload: constraints[0].terms[0][0]: 3 is not an index below 1")
        try Data("{\"format\": 1".utf8).write(to: file)
        let truncated = try PeerProcess.run(kiwiCppPeer.executablePath.path, [file.path], in: directory, timeout: 60)
        #expect(truncated.status == 2 && truncated.standardError.contains("byte 12: expected '}'"))
    }
}
