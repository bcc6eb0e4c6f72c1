import Foundation
import LayoutReport
import LayoutTestSupport
import Testing
@testable import BenchRunner

@Suite struct ABRunTests {
    var enamlOnly: BenchConfiguration {
        var configuration = BenchConfiguration(quick: true, iterations: 2)
        configuration.filter = "solver enaml"
        return configuration
    }

    @Test func theWorkerMeasuresAGroupAsTheSuiteDoes() throws {
        let request = BenchWorker.Request(group: "solver enaml-like", configuration: enamlOnly)
        var input = [BenchWorker.encoded(request), "not json", BenchWorker.encoded(BenchWorker.Request(group: "no such group", configuration: enamlOnly))]
        var lines: [String] = []
        BenchWorker.serve(readLine: { input.isEmpty ? nil : input.removeFirst() }, write: { lines.append($0) })
        #expect(lines.count == 4)
        let hello = try JSONDecoder().decode(BenchWorker.Hello.self, from: Data(lines[0].utf8))
        #expect(hello.protocol == BenchWorker.protocolName)
        let reply = try JSONDecoder().decode(BenchWorker.Reply.self, from: Data(lines[1].utf8))
        let measurements = try #require(reply.measurements)
        let direct = try BenchSuite(configuration: enamlOnly).run().measurements
        #expect(measurements.map(\.key) == direct.map { ResultRow.Key(scenario: $0.scenario, strategy: $0.strategy, size: $0.size) })
        #expect(measurements.map(\.checksum) == direct.map { ResultChecksum.of(values: $0.answers) })
        #expect(measurements.allSatisfy { $0.nanoseconds.count == 2 })
        let bad = try JSONDecoder().decode(BenchWorker.Reply.self, from: Data(lines[2].utf8))
        #expect(bad.error?.hasPrefix("not a layoutbench/bench-worker@1 request") == true)
        let unknown = try JSONDecoder().decode(BenchWorker.Reply.self, from: Data(lines[3].utf8))
        #expect(unknown.unknownGroup == true)
    }

    /// A worker script that answers every request with `reply` and logs `side` to `log`.
    func fakeWorker(_ side: String, reply: String, in directory: URL, log: URL) throws -> String {
        let hello = BenchWorker.encoded(BenchWorker.Hello(
            protocol: BenchWorker.protocolName,
            metadata: RunMetadata(gitCommit: side, os: "test", cpuModel: nil, cpuCount: 1, allocationCounts: false,
                                  commandLine: [], date: "2026-01-01T00:00:00Z", seed: nil)))
        let script = """
            #!/bin/sh
            printf '%s\\n' '\(hello)'
            while IFS= read -r line; do
              echo \(side) >> '\(log.path)'
              printf '%s\\n' '\(reply)'
            done

            """
        let path = directory.appendingPathComponent(side).path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    func reply(nanoseconds: Double, checksum: String = "c0ffee") -> String {
        #"{"measurements":[{"scenario":"enaml-edit","strategy":"full","size":37,"nanoseconds":[\#(nanoseconds),\#(nanoseconds * 2)],"checksum":"\#(checksum)"}]}"#
    }

    /// A build that does not exist, or is not executable, is named in a typed error.
    @Test func aMissingOrNonExecutableBuildCannotStart() throws {
        let directory = try temporaryDirectory()
        let plain = directory.appendingPathComponent("plain").path
        try "not a program".write(toFile: plain, atomically: true, encoding: .utf8)
        for path in [directory.appendingPathComponent("missing").path, plain] {
            #expect {
                _ = try BenchWorkerProcess(side: "candidate", executable: path)
            } throws: { error in
                guard case .cannotStart(let side, let executable, _) = error as? ABRunError else { return false }
                return side == "candidate" && executable == path
            }
        }
    }

    @Test func roundsAlternateAndAScaledCandidateRegresses() throws {
        let directory = try temporaryDirectory()
        let log = directory.appendingPathComponent("log")
        let candidate = try fakeWorker("candidate", reply: reply(nanoseconds: 120), in: directory, log: log)
        let baseline = try fakeWorker("baseline", reply: reply(nanoseconds: 100), in: directory, log: log)
        let run = ABRun(configuration: enamlOnly, rounds: 12, roundsPerWorker: 2, baselineExecutable: baseline,
                        candidateExecutable: candidate)
        let comparison = try run.run()
        let order = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        // A B B A in every pair of rounds, fresh workers every two rounds.
        #expect(order.prefix(8) == ["candidate", "baseline", "baseline", "candidate", "candidate", "baseline", "baseline", "candidate"])
        #expect(order.count == 24)
        let entry = try #require(comparison.entries.first)
        #expect(comparison.entries.count == 1)
        // Each round's value is its fastest iteration: 120 over 100.
        #expect(abs((entry.interval?.ratio ?? 0) - 1.2) < 1e-12)
        #expect(entry.interval?.rounds == 6)
        #expect(entry.regression && entry.agree && comparison.fails)
        #expect(comparison.candidate?.contains("candidate") == true)
        #expect(comparison.rows.first?.extra[ABComparison.Column.regression] == "true")
    }

    /// The large files' columns reach the comparison: per build the median over rounds, into the
    /// rows (the baseline's after `ab_baseline_`), the text and the JSON; a baseline that sends
    /// none (an older build) leaves its side empty.
    @Test func theRowsExtraColumnsAreCarriedPerBuild() throws {
        func reply(_ columns: String) -> String {
            #"{"measurements":[{"scenario":"file-case-solve","strategy":"incremental","size":10,"nanoseconds":[100],"checksum":"c0ffee""#
                + (columns.isEmpty ? "" : #","extra":{\#(columns)}"#) + "}]}"
        }
        let directory = try temporaryDirectory()
        let log = directory.appendingPathComponent("log")
        let candidate = try fakeWorker("candidate", reply: reply(#""read_mb_per_s":"61.5","input_bytes":"2900""#),
                                       in: directory, log: log)
        let baseline = try fakeWorker("baseline", reply: reply(#""read_mb_per_s":"20.5""#), in: directory, log: log)
        let comparison = try ABRun(configuration: enamlOnly, rounds: 12, baselineExecutable: baseline,
                                   candidateExecutable: candidate).run()
        let entry = try #require(comparison.entries.first)
        #expect(entry.candidateColumns == ["read_mb_per_s": "61.5", "input_bytes": "2900"])
        #expect(entry.baselineColumns == ["read_mb_per_s": "20.5"])
        let row = try #require(comparison.rows.first)
        #expect(row.extra["read_mb_per_s"] == "61.5" && row.extra["ab_baseline_read_mb_per_s"] == "20.5")
        #expect(ABComparison(rows: comparison.rows)?.entries.first?.baselineColumns == entry.baselineColumns)
        #expect(ABComparison(rows: comparison.rows)?.entries.first?.candidateColumns == entry.candidateColumns)
        #expect(comparison.text().contains("file-case-solve incremental 10: input_bytes - → 2900, read_mb_per_s 20.5 → 61.5 (baseline → candidate)"))
        #expect(comparison.json.text().contains(#""baselineColumns": {"read_mb_per_s": "20.5"}"#))

        let older = try fakeWorker("older", reply: reply(""), in: directory, log: log)
        let againstOlder = try ABRun(configuration: enamlOnly, rounds: 12, baselineExecutable: older,
                                     candidateExecutable: candidate).run()
        #expect(againstOlder.entries.first?.baselineColumns == [:])
    }

    @Test func aColumnsMedianIsTheMiddleRoundsText() {
        let rounds = [0: ["mb_per_s": "50.0", "kind": "a"], 1: ["mb_per_s": "70.25", "kind": "b"], 2: ["mb_per_s": "60.5"]]
        #expect(ABSeries.medianColumns(rounds) == ["mb_per_s": "60.5", "kind": "b"])
        #expect(ABSeries.medianColumns([:]) == [:])
    }

    @Test func differentAnswersFailTheGate() throws {
        let directory = try temporaryDirectory()
        let log = directory.appendingPathComponent("log")
        let candidate = try fakeWorker("candidate", reply: reply(nanoseconds: 100, checksum: "aaaa"), in: directory, log: log)
        let baseline = try fakeWorker("baseline", reply: reply(nanoseconds: 100, checksum: "bbbb"), in: directory, log: log)
        let comparison = try ABRun(configuration: enamlOnly, rounds: 12, baselineExecutable: baseline,
                                   candidateExecutable: candidate).run()
        #expect(comparison.regressions.isEmpty)
        #expect(comparison.disagreements.count == 1 && comparison.fails)
    }

    @Test func aGroupTheBaselineLacksIsANote() throws {
        let directory = try temporaryDirectory()
        let log = directory.appendingPathComponent("log")
        let candidate = try fakeWorker("candidate", reply: reply(nanoseconds: 100), in: directory, log: log)
        let baseline = try fakeWorker("baseline", reply: #"{"error":"this build has no group","unknownGroup":true}"#,
                                      in: directory, log: log)
        let comparison = try ABRun(configuration: enamlOnly, rounds: 12, baselineExecutable: baseline,
                                   candidateExecutable: candidate).run()
        #expect(comparison.entries.isEmpty && !comparison.fails)
        #expect(comparison.notes.contains("solver enaml-like: the baseline has no such group; not compared"))
    }

    @Test func aProgramThatIsNoWorkerIsAnError() throws {
        let run = ABRun(configuration: enamlOnly, rounds: 12, baselineExecutable: "/bin/true", candidateExecutable: "/bin/true")
        #expect(throws: ABRunError.self) { try run.run() }
        let missing = ABRun(configuration: enamlOnly, rounds: 12, baselineExecutable: "/no/such/layoutbench",
                            candidateExecutable: "/bin/true")
        #expect(throws: ABRunError.self) { try missing.run() }
    }
}
