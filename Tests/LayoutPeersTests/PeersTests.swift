import Foundation
import LayoutGen
import LayoutTestSupport
import Testing
@testable import LayoutPeers
@testable import LayoutReport

/// Running peers: failures are named and do not stop the others; harness processes are held to
/// their time limit and their exit status.
@Suite struct PeersTests {
    /// A peer that gives one row per workload, or fails as told.
    struct FakePeer: Peer {
        var strategy: String
        var unavailable: PeerError?
        var failsOn: String?

        func prepare() throws(PeerError) {
            if let unavailable { throw unavailable }
        }

        func run(_ workload: PeerWorkload, iterations: Int, timeout: Double) throws(PeerError) -> [ResultRow] {
            if workload.workload.name == failsOn { throw .scriptFailed(status: 1, message: "boom") }
            return [row("\(workload.scenarioPrefix)-initial", strategy, agree: nil)]
        }
    }

    @Test func anUnavailablePeerIsReportedOnceAndTheOthersStillRun() {
        let workloads = [PeerWorkload(.enamlLike(), scenarioPrefix: "enaml"),
                         PeerWorkload(.chain(length: 5), scenarioPrefix: "chain")]
        let run = Peers.run([FakePeer(strategy: "gone", unavailable: .compilerMissing),
                             FakePeer(strategy: "flaky", failsOn: "enaml-like"), FakePeer(strategy: "fine")],
                            on: workloads, iterations: 1, timeout: 10)
        #expect(run.rows.map { "\($0.strategy) \($0.scenario)" } == ["flaky chain-initial", "fine enaml-initial",
                                                                     "fine chain-initial"])
        #expect(run.failures == [PeerFailure(peer: "gone", workload: nil, error: .compilerMissing),
                                 PeerFailure(peer: "flaky", workload: "enaml-like",
                                             error: .scriptFailed(status: 1, message: "boom"))])
        #expect(run.failures[0].description == "peer gone: clang++ is not on PATH (it ships with the Swift toolchain, beside swift)")
        #expect(run.failures[1].description == "peer flaky on enaml-like: failed (exit 1): boom")
    }

    @Test func aHarnessPastItsTimeLimitIsStoppedWithItsStderr() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: PeerError.timedOut(seconds: 0.5, message: "started")) {
            try PeerProcess.run("/bin/sh", ["-c", "echo started >&2; exec sleep 30"], in: directory, timeout: 0.5)
        }
        #expect(clock.now - start < .seconds(10))
    }

    /// A harness's exit status and stderr come back as the error; a bad CSV is named.
    @Test func harnessFailuresCarryTheirMessage() throws {
        let workload = PeerWorkload(.chain(length: 3), scenarioPrefix: "chain")
        #expect(throws: PeerError.scriptFailed(status: 4, message: "no luck")) {
            try Peers.runHarness(["/bin/sh", "-c", "echo no luck >&2; exit 4", "sh"], workload, iterations: 1, timeout: 10)
        }
        #expect(throws: PeerError.kiwisolverMissing) {
            try Peers.runHarness(["/bin/sh", "-c", "exit 3", "sh"], workload, iterations: 1, timeout: 10)
        }
        #expect {
            try Peers.runHarness(["/bin/sh", "-c", "echo scenario,strategy; echo a", "sh"], workload, iterations: 1, timeout: 10)
        } throws: { error in
            guard case .badOutput = error as? PeerError else { return false }
            return true
        }
        // The harness is given the options and one exported workload file.
        let rows = try Peers.runHarness(
            ["/bin/sh", "-c", #"printf '%s\n%s-x,echo,%s,,1,,,,,,,,0\n' "$0" "$4" "$#""#, ResultsCSV.columns.joined(separator: ",")],
            workload, iterations: 2, timeout: 10)
        #expect(rows.map(\.scenario) == ["chain-x"] && rows.first?.size == 7)
    }
}
