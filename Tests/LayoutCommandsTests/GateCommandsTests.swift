import Foundation
import LayoutCommands
import LayoutReport
import LayoutTestSupport
import Testing

@Suite struct GateCommandsTests {
    @Test func againstRefusesOptionsItCannotRun() {
        #expect(refusedWhileParsing(BenchOptions.self, ["--against", "/bin/true", "--rounds", "10"]))
        // Eleven rounds in blocks of two make six blocks; ten make five.
        #expect(refusedWhileParsing(BenchOptions.self, ["--against", "/bin/true", "--rounds", "10", "--rounds-per-worker", "2"]))
        #expect(!refusedWhileParsing(BenchOptions.self, ["--against", "/bin/true", "--rounds", "11", "--rounds-per-worker", "2"]))
        #expect(refusedWhileParsing(BenchOptions.self, ["--against", "/bin/true", "--peers"]))
        #expect(refusedWhileParsing(BenchOptions.self, ["--against", "/bin/true", "--sweep"]))
        #expect(refusedWhileParsing(BenchOptions.self, ["--against", "/bin/true", "--rounds-per-worker", "0"]))
    }

    @Test func againstAProgramThatIsNoWorkerIsBadInput() throws {
        var options = try BenchOptions.parse(["--quick", "--filter", "solver enaml", "--rounds", "6", "--rounds-per-worker", "1",
                                              "--against", "/bin/true", "--allow-debug"])
        options.output = try temporaryDirectory().appendingPathComponent("ab.csv").path
        let result = Commands.bench(options)
        #expect(result.status == .badInput)
        #expect(result.messages.first?.contains("broke the layoutbench/bench-worker@1 protocol") == true)
        options.thresholds = "/no/such/thresholds.json"
        #expect(Commands.bench(options).status == .badInput)
    }

    @Test func baselineVerbsEndToEnd() throws {
        let directory = try temporaryDirectory()
        let store = directory.appendingPathComponent("baselines").path
        let latest = directory.appendingPathComponent("latest.csv").path
        let rows = [ResultRow(scenario: "chain-edit", strategy: "incremental", size: 300, seed: 0, iterations: 5, pivots: 2)]
        let metadata = RunMetadata.current(seed: 1, allocationCounts: false)
        try ResultsCSV.write(rows, to: latest, metadata: metadata)

        let update = Commands.baselineUpdate(try BaselineUpdateOptions.parse(["main", latest, "--directory", store]))
        #expect(update.status == .success && update.written.count == 2)
        let list = Commands.baselineList(try BaselineListOptions.parse(["--directory", store]))
        #expect(list.output.contains("main") && list.output.contains(metadata.toolchain))
        let check = Commands.baselineCheck(try BaselineCheckOptions.parse(["main", latest, "--directory", store]))
        #expect(check.status == .success)

        // One more pivot is a regression; a baseline from another CPU is refused unless forced.
        var worse = rows
        worse[0].pivots = 3
        try ResultsCSV.write(worse, to: latest, metadata: metadata)
        #expect(Commands.baselineCheck(try BaselineCheckOptions.parse(["main", latest, "--directory", store])).status == .finding)
        var elsewhere = metadata
        elsewhere.cpuModel = "Another CPU"
        try ResultsCSV.write(rows, to: latest, metadata: elsewhere)
        let refused = Commands.baselineCheck(try BaselineCheckOptions.parse(["main", latest, "--directory", store]))
        #expect(refused.status == .badInput)
        #expect(refused.messages.first?.contains("comes from another build or machine") == true)
        let forced = Commands.baselineCheck(try BaselineCheckOptions.parse(["main", latest, "--directory", store, "--force"]))
        #expect(forced.status == .success)
        #expect(Commands.baselineCheck(try BaselineCheckOptions.parse(["nope", latest, "--directory", store])).status == .badInput)
        #expect(Commands.baselineUpdate(try BaselineUpdateOptions.parse(["../x", latest, "--directory", store])).status == .badInput)
    }

    @Test func compareAndReportTakeTheThresholdsFile() throws {
        let directory = try temporaryDirectory()
        let baseline = directory.appendingPathComponent("baseline.csv").path
        let current = directory.appendingPathComponent("current.csv").path
        let row = { (allocations: Int, median: Double) in
            [ResultRow(scenario: "corpus-a", strategy: "full", size: 3, seed: 0, iterations: 5, medianNanoseconds: median,
                       allocations: allocations)]
        }
        try ResultsCSV.write(row(1_000, 100), to: baseline)
        try ResultsCSV.write(row(1_080, 400), to: current)
        let thresholds = packagePath("Benchmarks/thresholds.json")
        // 1,080 allocations: over 2% + 16, within the file's 5% + 64 for corpus cases.
        #expect(Commands.compare(try CompareOptions.parse([baseline, current, "--deterministic-only"])).status == .finding)
        #expect(Commands.compare(try CompareOptions.parse([baseline, current, "--deterministic-only", "--thresholds", thresholds])).status == .success)
        #expect(Commands.compare(try CompareOptions.parse([baseline, current, "--thresholds", "/no/such.json"])).status == .badInput)
        // The report's baseline section leaves the fourfold time out with --deterministic-only.
        let page = directory.appendingPathComponent("report.html").path
        let report = Commands.report(try ReportOptions.parse([current, "--baseline", baseline, "--output", page,
                                                               "--thresholds", thresholds, "--deterministic-only"]))
        #expect(report.status == .success)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!html.contains("id=\"baseline-times\"") && html.contains("no regressions"))
    }
}
