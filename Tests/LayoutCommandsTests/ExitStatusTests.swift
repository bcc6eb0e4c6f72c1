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
        #expect(Commands.solve(SolveOptions(file: ambiguous)).status == .success)
        #expect(Commands.solve(SolveOptions(file: ambiguous, failOn: "unsatisfiable,broken")).status == .success)
        let gated = Commands.solve(SolveOptions(file: ambiguous, failOn: "ambiguous"))
        #expect(gated.status == .finding)
        #expect(gated.messages == ["layoutbench solve: --fail-on ambiguous: the initial layout leaves values free (first, second)"])
        let unsatisfiable = cases + "/player-cell-too-narrow.json"
        #expect(Commands.solve(SolveOptions(file: unsatisfiable, failOn: "broken")).status == .finding)
        for file in [scratch.directory + "/missing.json", scratch.notJSON, scratch.invalidCase] {
            for format in SolveOptions.Format.allCases {
                let result = Commands.solve(SolveOptions(file: file, format: format, failOn: "ambiguous"))
                #expect(result.status == .badInput, "\(file) \(format)")
                #expect(result.messages.count == 1 && result.messages[0].contains(file), "\(result.messages)")
            }
        }
        #expect(Commands.solve(SolveOptions(file: scratch.invalidCase, format: .json)).output.contains("\"status\": \"invalid\""))
        #expect(Commands.solve(SolveOptions(file: ambiguous, strategy: "simplex")).status == .usage)
        #expect(Commands.solve(SolveOptions(file: ambiguous, failOn: "smells")).status == .usage)
        #expect(Commands.solve(SolveOptions(file: ambiguous, failOn: "ambiguous,")).status == .usage)
    }

    @Test func layout() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(Commands.layout(LayoutOptions(collection: Golden.corpus("collections/flow-tags.json"))).status == .success)
        let wrongItem = scratch.directory + "/wrong-item.json"
        try write("""
            {"format": "layoutbench/collection@1", "name": "w", "layout": {"kind": "flow", "width": 320},
             "items": [[10, 10], [10, "tall"]], "queries": []}
            """, to: wrongItem)
        for file in [scratch.directory + "/missing.json", scratch.notJSON, cases + "/toolbar-332.json", wrongItem] {
            let result = Commands.layout(LayoutOptions(collection: file))
            #expect(result.status == .badInput, "\(file)")
            #expect(result.output.isEmpty && result.messages.count == 1 && result.messages[0].contains(file), "\(result.messages)")
        }
        #expect(Commands.layout(LayoutOptions(collection: wrongItem)).messages[0].contains("items[1]"))
        // Items wider than the content width are laid out, each on its own line, with one warning.
        let wide = scratch.directory + "/wide.json"
        let items = (0..<8).map { $0 % 2 == 0 ? "[400, 10]" : "[10, 10]" }.joined(separator: ", ")
        try write("""
            {"format": "layoutbench/collection@1", "name": "w", "layout": {"kind": "flow", "width": 320, "insets": [0, 10, 0, 10]},
             "items": [\(items), [300, 10]], "queries": []}
            """, to: wide)
        let wideResult = Commands.layout(LayoutOptions(collection: wide))
        #expect(wideResult.status == .success)
        #expect(wideResult.messages == ["layoutbench layout: warning: \(wide): 4 items are wider than the content width 300: "
            + "items[0] (400), items[2] (400), items[4] (400), items[6] (400); each is laid out on a line of its own, "
            + "reaching past the right inset, as UICollectionViewFlowLayout does."])
        #expect(wideResult.output.contains("item 0: (10, 0, 400, 10)") && wideResult.output.contains("item 1: (10, 10, 10, 10)"))
        #expect(Commands.layout(LayoutOptions(collection: Golden.corpus("collections/flow-tags.json"), queryStrategy: "rtree"))
            .status == .usage)
    }

    @Test func compare() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let baseline = Golden.path("compare-baseline.csv"), current = Golden.path("compare-current.csv")
        #expect(Commands.compare(CompareOptions(baseline: baseline, current: baseline)).status == .success)
        #expect(Commands.compare(CompareOptions(baseline: current, current: current, format: .json)).status == .success)
        #expect(Commands.compare(CompareOptions(baseline: baseline, current: current)).status == .finding)
        let badCSV = scratch.directory + "/bad.csv"
        try write("scenario,strategy,size\nx,y,many\n", to: badCSV)
        let badMetadata = scratch.directory + "/results.csv"
        try write(try String(contentsOfFile: baseline, encoding: .utf8), to: badMetadata)
        try write("{\"format\": 3}", to: scratch.directory + "/results.meta.json")
        for file in [scratch.directory + "/missing.csv", badCSV, badMetadata] {
            for (a, b) in [(file, baseline), (baseline, file)] {
                let result = Commands.compare(CompareOptions(baseline: a, current: b))
                #expect(result.status == .badInput, "\(a) \(b)")
                #expect(result.messages.count == 1 && result.messages[0].contains(scratch.directory), "\(result.messages)")
            }
        }
        #expect(Commands.compare(CompareOptions(baseline: baseline, current: current, maxRegression: -1)).status == .usage)
        #expect(Commands.compare(CompareOptions(baseline: baseline, current: current, maxRegression: .nan)).status == .usage)
    }

    @Test func report() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let results = Golden.path("compare-current.csv"), baseline = Golden.path("compare-baseline.csv")
        let page = scratch.directory + "/pages/report.html"
        let written = Commands.report(ReportOptions(results: results, baseline: baseline, output: page))
        #expect(written.status == .success, "\(written.messages)")
        #expect(written.written == [page] && FileManager.default.fileExists(atPath: page))
        #expect(Commands.report(ReportOptions(results: scratch.directory + "/missing.csv", output: page)).status == .badInput)
        #expect(Commands.report(ReportOptions(results: results, baseline: scratch.notJSON, output: page)).status == .badInput)
        let unwritable = Commands.report(ReportOptions(results: results, output: scratch.unwritable + "/report.html"))
        #expect(unwritable.status == .badInput && unwritable.messages[0].contains(scratch.notJSON), "\(unwritable.messages)")
        #expect(Commands.report(ReportOptions(results: results, output: page, maxRegression: .infinity)).status == .usage)
    }

    @Test func bench() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var options = BenchOptions()
        options.list = true
        #expect(Commands.bench(options).status == .success)

        // A run: the smallest chain, once. Debug builds need --allow-debug.
        var run = BenchOptions()
        run.filter = "solver chain"
        run.sizes = "10"
        run.iterations = 1
        run.output = scratch.directory + "/bench/results.csv"
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
        // The output is checked before anything is measured, the path named.
        run.output = "/proc/x.csv"
        var measuredAnything = false
        let early = Commands.bench(run, hooks: BenchHooks(beforeMeasuring: { measuredAnything = true }))
        #expect(early.status == .badInput && !measuredAnything && early.messages[0].contains("/proc/x.csv"), "\(early.messages)")

        // A corpus with a case that is not JSON: bad input, also for --list.
        let corpus = scratch.directory + "/corpus"
        try write(try String(contentsOfFile: scratch.notJSON, encoding: .utf8), to: corpus + "/cases/broken.json")
        options.corpus = corpus
        let badCorpus = Commands.bench(options)
        #expect(badCorpus.status == .badInput && badCorpus.messages[0].contains("broken.json"), "\(badCorpus.messages)")
        options.corpus = scratch.directory + "/no-corpus"
        #expect(Commands.bench(options).status == .badInput)

        var usage = BenchOptions()
        usage.list = true
        usage.filter = "no such group"
        let nothing = Commands.bench(usage)
        #expect(nothing.status == .usage && nothing.messages[0].contains("solver enaml-like"))
        for change in [{ (o: inout BenchOptions) in o.output = "results.txt" }, { $0.sizes = "10,x" }, { $0.sizes = "0" },
                       { $0.iterations = 0 }, { $0.peerTimeout = 0 }] {
            var bad = BenchOptions()
            change(&bad)
            #expect(Commands.bench(bad).status == .usage)
        }
    }

    @Test func fuzz() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let ok = Commands.fuzz(FuzzOptions(seed: 7, cases: 5, jobs: 1, findings: scratch.directory + "/findings",
                                           output: scratch.directory + "/fuzz.csv"))
        #expect(ok.status == .success, "\(ok.messages)")
        let unwritable = Commands.fuzz(FuzzOptions(seed: 7, cases: 1, jobs: 1, findings: scratch.directory + "/findings",
                                                   output: scratch.unwritable + "/fuzz.csv"))
        #expect(unwritable.status == .badInput && unwritable.messages[0].contains(scratch.notJSON), "\(unwritable.messages)")
        let noFindings = Commands.fuzz(FuzzOptions(seed: 7, cases: 1, jobs: 1, findings: scratch.unwritable + "/findings",
                                                   output: scratch.directory + "/fuzz2.csv"))
        #expect(noFindings.status == .badInput && noFindings.messages[0].contains(scratch.unwritable), "\(noFindings.messages)")
        #expect(!FileManager.default.fileExists(atPath: scratch.directory + "/fuzz2.csv"))
        // `fuzz CASE --perturb` is perturb, with its statuses.
        let ambiguous = cases + "/ambiguous-two-labels.json"
        #expect(Commands.fuzz(FuzzOptions(caseFile: ambiguous, perturb: true)).status == .success)
        #expect(Commands.fuzz(FuzzOptions(caseFile: ambiguous, perturb: true, failOn: "ambiguous")).status == .finding)
        #expect(Commands.fuzz(FuzzOptions(caseFile: scratch.notJSON, perturb: true)).status == .badInput)
        let usage = [FuzzOptions(cases: 10, duration: 1), FuzzOptions(cases: 0), FuzzOptions(duration: -1), FuzzOptions(jobs: 0),
                     FuzzOptions(failOn: "ambiguous"), FuzzOptions(caseFile: ambiguous), FuzzOptions(perturb: true),
                     FuzzOptions(caseFile: ambiguous, perturb: true, failOn: "sometimes")]
        for options in usage {
            #expect(Commands.fuzz(options).status == .usage, "\(options)")
        }
    }

    @Test func perturb() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let ambiguous = cases + "/ambiguous-two-labels.json"
        #expect(Commands.perturb(PerturbOptions(caseFile: ambiguous)).status == .success)
        #expect(Commands.perturb(PerturbOptions(caseFile: ambiguous, failOn: "unsatisfiable")).status == .success)
        let gated = Commands.perturb(PerturbOptions(caseFile: ambiguous, failOn: "ambiguous"))
        #expect(gated.status == .finding && gated.messages[0].hasPrefix("layoutbench perturb: --fail-on ambiguous"))
        for file in [scratch.directory + "/missing.json", scratch.notJSON, scratch.invalidCase] {
            for format in PerturbOptions.Format.allCases {
                let result = Commands.perturb(PerturbOptions(caseFile: file, format: format, failOn: "ambiguous"))
                #expect(result.status == .badInput && result.messages[0].contains(file), "\(result.messages)")
            }
        }
        #expect(Commands.perturb(PerturbOptions(caseFile: ambiguous, failOn: "wobbly")).status == .usage)
    }

    @Test func replay() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let ok = Commands.replay(ReplayOptions(paths: [cases + "/toolbar-332.json", Golden.corpus("collections/flow-tags.json")]))
        #expect(ok.status == .success && ok.output.hasSuffix("2 file(s) replayed, 0 failing\n"), "\(ok.output)")
        // A case every strategy refuses alike is a verdict, not bad input.
        let invalid = Commands.replay(ReplayOptions(paths: [scratch.invalidCase]))
        #expect(invalid.status == .success && invalid.output.contains("layout invalid"), "\(invalid.output)")
        let missing = Commands.replay(ReplayOptions(paths: [cases + "/toolbar-332.json", scratch.directory + "/missing"]))
        #expect(missing.status == .badInput && missing.messages[0].contains("missing"))
        let unreadable = Commands.replay(ReplayOptions(paths: [cases + "/toolbar-332.json", scratch.notJSON]))
        #expect(unreadable.status == .badInput && unreadable.output.contains("not-json.json: unreadable"))
        #expect(unreadable.output.hasSuffix("2 file(s) replayed, 1 failing\n"))
        #expect(Commands.replay(ReplayOptions(paths: [])).status == .usage)
    }

    @Test func explainAndImport() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let log = Golden.corpus("logs/table-zero-width.log")
        let empty = scratch.directory + "/empty.log", binary = scratch.directory + "/binary.log"
        try write("", to: empty)
        try Data([0, 1, 2, 255, 0]).write(to: URL(fileURLWithPath: binary))
        #expect(Commands.explain(ExplainOptions(logs: [log])).status == .success)
        for file in [scratch.directory + "/missing.log", empty, binary] {
            let result = Commands.explain(ExplainOptions(logs: [log, file], format: .json))
            #expect(result.status == .badInput && result.messages.count == 1 && result.messages[0].contains(file))
            // The good log is still explained.
            #expect(result.output.contains("\"status\""))
        }
        #expect(Commands.explain(ExplainOptions(logs: [])).status == .usage)

        let imported = Commands.importCases(ImportOptions(logs: [log], output: scratch.directory + "/cases"))
        #expect(imported.status == .success && !imported.written.isEmpty, "\(imported.messages)")
        #expect(Commands.importCases(ImportOptions(logs: [empty], output: scratch.directory + "/cases")).status == .badInput)
        let unwritable = Commands.importCases(ImportOptions(logs: [log], output: scratch.unwritable))
        #expect(unwritable.status == .badInput && unwritable.messages[0].contains(scratch.notJSON), "\(unwritable.messages)")
        #expect(Commands.importCases(ImportOptions(logs: [], output: scratch.directory)).status == .usage)
        #expect(Commands.importCases(ImportOptions(logs: [log], output: "")).status == .usage)
    }
}
