import ArgumentParser
import Foundation
import LayoutCommands
import LayoutReport
import LayoutTestSupport
import Testing

/// The exit-code policy (docs/CLI.md, "Exit codes"), per command: a success, a finding where the
/// command has findings that an input can produce, bad input files (missing, not valid) or
/// outputs, and usage errors. Unknown options are ArgumentParser's (exit 64) and not tested here.
///
/// Findings no input can produce while every strategy is correct — a strategy that disagrees in
/// `bench`, `fuzz` and `replay` — are not tested here; the fuzzer's and the suite's own tests
/// cover how a disagreement is detected.
@Suite("Exit status per command")
struct ExitStatusTests {
    let cases = Golden.corpus("cases")

    /// A scratch directory with a file that is not JSON, a case that is JSON but not a valid case,
    /// and a path under a regular file (which cannot be written).
    struct Scratch {
        let directory: String
        var notJSON: String { directory + "/not-json.json" }
        var invalidCase: String { directory + "/invalid-case.json" }
        var unwritable: String { directory + "/not-json.json/out" }

        init() throws {
            directory = try temporaryDirectory("layoutcommands-exit").path
            try write("{\"format\": \"layoutbench/case@1\", \"name\": \"x\",", to: notJSON)
            try write("""
                {"format": "layoutbench/case@1", "name": "ghost", "views": [{"id": "a"}],
                 "constraints": ["a.width == ghost.width"]}
                """, to: invalidCase)
        }

        func remove() { try? FileManager.default.removeItem(atPath: directory) }
    }

    @Test func severityOrder() {
        #expect(ExitStatus.allCases.sorted() == [.success, .finding, .badInput, .usage])
        #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 2, 64])
        // A run with a finding and a bad file exits 2: the more severe wins.
        #expect(max(ExitStatus.finding, .badInput) == .badInput)
    }

    @Test func strategies() {
        let result = Commands.strategies()
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("solver incremental\n"))
    }

    @Test func solve() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let ambiguous = cases + "/ambiguous-two-labels.json"
        #expect(try Commands.solve(SolveOptions.parse([ambiguous])).status == .success)
        #expect(try Commands.solve(SolveOptions.parse([ambiguous, "--fail-on", "unsatisfiable,broken"])).status == .success)
        let gated = try Commands.solve(SolveOptions.parse([ambiguous, "--fail-on", "ambiguous"]))
        #expect(gated.status == .finding)
        #expect(gated.messages == ["layoutbench solve: --fail-on ambiguous: the initial layout leaves values free (first, second)"])
        let unsatisfiable = cases + "/player-cell-too-narrow.json"
        #expect(try Commands.solve(SolveOptions.parse([unsatisfiable, "--fail-on", "broken"])).status == .finding)
        for file in [scratch.directory + "/missing.json", scratch.notJSON, scratch.invalidCase] {
            for format in SolveOptions.Format.allCases {
                let result = try Commands.solve(SolveOptions.parse([file, "--format", format.rawValue, "--fail-on", "ambiguous"]))
                #expect(result.status == .badInput, "\(file) \(format)")
                #expect(result.messages.count == 1 && result.messages[0].contains(file), "\(result.messages)")
            }
        }
        #expect(try Commands.solve(SolveOptions.parse([scratch.invalidCase, "--format", "json"])).output.contains("\"status\": \"invalid\""))
        for arguments in [["--strategy", "simplex"], ["--fail-on", "smells"], ["--fail-on", "ambiguous,"]] {
            #expect(refusedWhileParsing(SolveOptions.self, [ambiguous] + arguments), "\(arguments)")
        }
        var simplex = try SolveOptions.parse([ambiguous])
        simplex.strategy = "simplex"
        #expect(Commands.solve(simplex).status == .usage)
        simplex.strategy = "full"
        simplex.failOn = "smells"
        #expect(Commands.solve(simplex).status == .usage)
    }

    @Test func layout() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(try Commands.layout(LayoutOptions.parse([Golden.corpus("collections/flow-tags.json")])).status == .success)
        let wrongItem = scratch.directory + "/wrong-item.json"
        try write("""
            {"format": "layoutbench/collection@1", "name": "w", "layout": {"kind": "flow", "width": 320},
             "items": [[10, 10], [10, "tall"]], "queries": []}
            """, to: wrongItem)
        for file in [scratch.directory + "/missing.json", scratch.notJSON, cases + "/toolbar-332.json", wrongItem] {
            let result = try Commands.layout(LayoutOptions.parse([file]))
            #expect(result.status == .badInput, "\(file)")
            #expect(result.output.isEmpty && result.messages.count == 1 && result.messages[0].contains(file), "\(result.messages)")
        }
        #expect(try Commands.layout(LayoutOptions.parse([wrongItem])).messages[0].contains("items[1]"))
        #expect(refusedWhileParsing(LayoutOptions.self, [Golden.corpus("collections/flow-tags.json"), "--query-strategy", "rtree"]))
        var rtree = try LayoutOptions.parse([Golden.corpus("collections/flow-tags.json")])
        rtree.queryStrategy = "rtree"
        #expect(Commands.layout(rtree).status == .usage)
    }

    @Test func compare() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let baseline = Golden.path("compare-baseline.csv"), current = Golden.path("compare-current.csv")
        #expect(try Commands.compare(CompareOptions.parse([baseline, baseline])).status == .success)
        #expect(try Commands.compare(CompareOptions.parse([current, current, "--format", "json"])).status == .success)
        #expect(try Commands.compare(CompareOptions.parse([baseline, current])).status == .finding)
        let badCSV = scratch.directory + "/bad.csv"
        try write("scenario,strategy,size\nx,y,many\n", to: badCSV)
        let badMetadata = scratch.directory + "/results.csv"
        try write(try String(contentsOfFile: baseline, encoding: .utf8), to: badMetadata)
        try write("{\"format\": 3}", to: scratch.directory + "/results.meta.json")
        for file in [scratch.directory + "/missing.csv", badCSV, badMetadata] {
            for (a, b) in [(file, baseline), (baseline, file)] {
                let result = try Commands.compare(CompareOptions.parse([a, b]))
                #expect(result.status == .badInput, "\(a) \(b)")
                #expect(result.messages.count == 1 && result.messages[0].contains(scratch.directory), "\(result.messages)")
            }
        }
        #expect(refusedWhileParsing(CompareOptions.self, [baseline, current, "--max-regression=-1"]))
        #expect(refusedWhileParsing(CompareOptions.self, [baseline, current, "--max-regression", "nan"]))
        var negative = try CompareOptions.parse([baseline, current])
        negative.policy.maxRegression = -1
        #expect(Commands.compare(negative).status == .usage)
    }

    @Test func report() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let results = Golden.path("compare-current.csv"), baseline = Golden.path("compare-baseline.csv")
        let page = scratch.directory + "/pages/report.html"
        let written = try Commands.report(ReportOptions.parse([results, "--baseline", baseline, "--output", page]))
        #expect(written.status == .success, "\(written.messages)")
        #expect(written.written == [page] && FileManager.default.fileExists(atPath: page))
        #expect(try Commands.report(ReportOptions.parse([scratch.directory + "/missing.csv", "--output", page])).status == .badInput)
        #expect(try Commands.report(ReportOptions.parse([results, "--baseline", scratch.notJSON, "--output", page])).status == .badInput)
        let unwritable = try Commands.report(ReportOptions.parse([results, "--output", scratch.unwritable + "/report.html"]))
        #expect(unwritable.status == .badInput && unwritable.messages[0].contains(scratch.notJSON), "\(unwritable.messages)")
        #expect(refusedWhileParsing(ReportOptions.self, [results, "--output", page, "--max-regression", "inf"]))
        var infinite = try ReportOptions.parse([results, "--output", page])
        infinite.policy.maxRegression = .infinity
        #expect(Commands.report(infinite).status == .usage)
    }

    @Test func bench() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var options = try BenchOptions.parse(["--list"])
        #expect(Commands.bench(options).status == .success)

        // A run: the smallest chain, once. Debug builds need --allow-debug.
        var run = try BenchOptions.parse(["--filter", "solver chain", "--sizes", "10", "--iterations", "1",
                                          "--output", scratch.directory + "/bench/results.csv"])
        if ToolVersion.isDebugBuild {
            let refused = Commands.bench(run)
            #expect(refused.status == .usage && refused.messages[0].contains("--allow-debug"))
        }
        run.allowDebug = true
        let measured = Commands.bench(run)
        #expect(measured.status == .success, "\(measured.messages)")
        #expect(measured.written == [run.output, scratch.directory + "/bench/results.meta.json"])
        #expect(try ResultsCSV.read(from: run.output).count == 6)
        run.output = scratch.unwritable + "/results.csv"
        let unwritable = Commands.bench(run)
        #expect(unwritable.status == .badInput && unwritable.written.isEmpty, "\(unwritable.messages)")

        // A corpus with a case that is not JSON: bad input, also for --list.
        let corpus = scratch.directory + "/corpus"
        try write(try String(contentsOfFile: scratch.notJSON, encoding: .utf8), to: corpus + "/cases/broken.json")
        options.corpus = corpus
        let badCorpus = Commands.bench(options)
        #expect(badCorpus.status == .badInput && badCorpus.messages[0].contains("broken.json"), "\(badCorpus.messages)")
        options.corpus = scratch.directory + "/no-corpus"
        #expect(Commands.bench(options).status == .badInput)

        let nothing = try Commands.bench(BenchOptions.parse(["--list", "--filter", "no such group"]))
        #expect(nothing.status == .usage && nothing.messages[0].contains("solver enaml-like"))
        for change in [{ (o: inout BenchOptions) in o.output = "results.txt" }, { $0.sizes = "10,x" }, { $0.sizes = "0" },
                       { $0.iterations = 0 }, { $0.peerTimeout = 0 }] {
            var bad = try BenchOptions.parse([])
            change(&bad)
            #expect(Commands.bench(bad).status == .usage)
        }
        for arguments in [["--output", "results.txt"], ["--sizes", "10,x"], ["--iterations", "0"], ["--peer-timeout", "0"]] {
            #expect(refusedWhileParsing(BenchOptions.self, arguments), "\(arguments)")
        }
    }

    @Test func fuzz() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let ok = try Commands.fuzz(FuzzOptions.parse(["--seed", "7", "--cases", "5", "--jobs", "1",
                                                      "--findings", scratch.directory + "/findings",
                                                      "--output", scratch.directory + "/fuzz.csv"]))
        #expect(ok.status == .success, "\(ok.messages)")
        let unwritable = try Commands.fuzz(FuzzOptions.parse(["--seed", "7", "--cases", "1", "--jobs", "1",
                                                              "--findings", scratch.directory + "/findings",
                                                              "--output", scratch.unwritable + "/fuzz.csv"]))
        #expect(unwritable.status == .badInput && unwritable.messages[0].contains(scratch.notJSON), "\(unwritable.messages)")
        for arguments in [["--cases", "10", "--duration", "1"], ["--cases", "0"], ["--duration=-1"], ["--jobs", "0"]] {
            #expect(refusedWhileParsing(FuzzOptions.self, arguments), "\(arguments)")
        }
        // What no longer parses: the old spelling of `perturb CASE`.
        #expect(throws: (any Error).self) { try FuzzOptions.parse([cases + "/ambiguous-two-labels.json", "--perturb"]) }
        for change in [{ (o: inout FuzzOptions) in o.cases = 10; o.duration = 1 }, { $0.cases = 0 }, { $0.duration = -1 },
                       { $0.jobs = 0 }] {
            var bad = try FuzzOptions.parse([])
            change(&bad)
            #expect(Commands.fuzz(bad).status == .usage)
        }
    }

    @Test func perturb() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let ambiguous = cases + "/ambiguous-two-labels.json"
        #expect(try Commands.perturb(PerturbOptions.parse([ambiguous])).status == .success)
        #expect(try Commands.perturb(PerturbOptions.parse([ambiguous, "--fail-on", "unsatisfiable"])).status == .success)
        let gated = try Commands.perturb(PerturbOptions.parse([ambiguous, "--fail-on", "ambiguous"]))
        #expect(gated.status == .finding && gated.messages[0].hasPrefix("layoutbench perturb: --fail-on ambiguous"))
        for file in [scratch.directory + "/missing.json", scratch.notJSON, scratch.invalidCase] {
            for format in PerturbOptions.Format.allCases {
                let result = try Commands.perturb(PerturbOptions.parse([file, "--format", format.rawValue, "--fail-on", "ambiguous"]))
                #expect(result.status == .badInput && result.messages[0].contains(file), "\(result.messages)")
            }
        }
        #expect(refusedWhileParsing(PerturbOptions.self, [ambiguous, "--fail-on", "wobbly"]))
        var wobbly = try PerturbOptions.parse([ambiguous])
        wobbly.failOn = "wobbly"
        #expect(Commands.perturb(wobbly).status == .usage)
    }

    @Test func replay() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let ok = try Commands.replay(ReplayOptions.parse([cases + "/toolbar-332.json", Golden.corpus("collections/flow-tags.json")]))
        #expect(ok.status == .success && ok.output.hasSuffix("2 file(s) replayed, 0 failing\n"), "\(ok.output)")
        // A case every strategy refuses alike is a verdict, not bad input.
        let invalid = try Commands.replay(ReplayOptions.parse([scratch.invalidCase]))
        #expect(invalid.status == .success && invalid.output.contains("layout invalid"), "\(invalid.output)")
        let missing = try Commands.replay(ReplayOptions.parse([cases + "/toolbar-332.json", scratch.directory + "/missing"]))
        #expect(missing.status == .badInput && missing.messages[0].contains("missing"))
        let unreadable = try Commands.replay(ReplayOptions.parse([cases + "/toolbar-332.json", scratch.notJSON]))
        #expect(unreadable.status == .badInput && unreadable.output.contains("not-json.json: unreadable"))
        #expect(unreadable.output.hasSuffix("2 file(s) replayed, 1 failing\n"))
        #expect(refusedWhileParsing(ReplayOptions.self, []))
        var none = try ReplayOptions.parse([scratch.invalidCase])
        none.paths = []
        #expect(Commands.replay(none).status == .usage)
    }

    @Test func explainAndImport() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let log = Golden.corpus("logs/table-zero-width.log")
        let empty = scratch.directory + "/empty.log", binary = scratch.directory + "/binary.log"
        try write("", to: empty)
        try Data([0, 1, 2, 255, 0]).write(to: URL(fileURLWithPath: binary))
        #expect(try Commands.explain(ExplainOptions.parse([log])).status == .success)
        for file in [scratch.directory + "/missing.log", empty, binary] {
            let result = try Commands.explain(ExplainOptions.parse([log, file, "--format", "json"]))
            #expect(result.status == .badInput && result.messages.count == 1 && result.messages[0].contains(file))
            // The good log is still explained.
            #expect(result.output.contains("\"status\""))
        }
        #expect(refusedWhileParsing(ExplainOptions.self, []))
        var noLog = try ExplainOptions.parse([log])
        noLog.logs = []
        #expect(Commands.explain(noLog).status == .usage)

        let imported = try Commands.importCases(ImportOptions.parse([log, "--output", scratch.directory + "/cases"]))
        #expect(imported.status == .success && !imported.written.isEmpty, "\(imported.messages)")
        #expect(try Commands.importCases(ImportOptions.parse([empty, "--output", scratch.directory + "/cases"])).status == .badInput)
        let unwritable = try Commands.importCases(ImportOptions.parse([log, "--output", scratch.unwritable]))
        #expect(unwritable.status == .badInput && unwritable.messages[0].contains(scratch.notJSON), "\(unwritable.messages)")
        #expect(refusedWhileParsing(ImportOptions.self, ["--output", scratch.directory]))
        #expect(refusedWhileParsing(ImportOptions.self, [log, "--output", ""]))
        var noOutput = try ImportOptions.parse([log, "--output", scratch.directory])
        noOutput.output = ""
        #expect(Commands.importCases(noOutput).status == .usage)
    }
}
