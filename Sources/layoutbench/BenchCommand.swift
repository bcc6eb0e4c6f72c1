import ArgumentParser
import Foundation
import BenchRunner
import LayoutGen
import LayoutReport

/// `layoutbench bench`: every scenario with every strategy, cross-checked, written as CSV.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure every strategy on generated workloads, cross-check them and write CSV.",
        discussion: """
            Exits 1 when any strategy's answers disagree with its reference strategy's \
            (full for the solver and layouts, naive for rectangle queries).
            """
    )

    @OptionGroup var options: BenchOptions

    func run() throws {
        try options.runSuite()
    }
}

/// `layoutbench` with no arguments: the quick suite on generated workloads and the bundled
/// Corpus, cross-checked, with a summary table and `results/latest.csv`.
struct DefaultRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "The default run: the quick suite and the bundled Corpus, cross-checked (= bench --quick --corpus Corpus)."
    )

    @OptionGroup var options: BenchOptions

    func run() throws {
        var options = options
        options.quick = true
        if options.corpus == nil { options.corpus = "Corpus" }
        try options.runSuite()
    }
}

/// The options `bench` takes; the default run (no subcommand) uses the same ones with `--quick`.
struct BenchOptions: ParsableArguments {
    @Flag(help: "The short suite (about two minutes on two cores).")
    var quick = false

    @Flag(help: "Sizes over decades, with the fitted growth exponent per scenario and strategy.")
    var sweep = false

    @Flag(help: "Add rows for kiwisolver (python3 with kiwisolver 1.5.1) on the solver workloads.")
    var peers = false

    @Option(help: "Where to write the results CSV.")
    var output = "results/latest.csv"

    @Option(help: "Timed iterations per scenario, strategy and size (default 5 with --quick, else 15).")
    var iterations: Int?

    @Option(help: "Seed of the generated workloads.")
    var seed: UInt64 = 1

    @Option(help: "Also lay out every case of DIR/cases with every strategy (the default run uses Corpus).")
    var corpus: String?

    @Option(help: "Run only the groups whose name contains this text (e.g. 'chain', 'layout nested', 'layout independent 100'; a number matches whole).")
    var filter: String?

    @Option(help: "Exactly these sizes, comma-separated, for every sized group that runs (e.g. '100,1000').")
    var sizes: String?

    func validate() throws {
        if let iterations, iterations < 1 { throw ValidationError("--iterations must be at least 1.") }
        if sizes != nil, parsedSizes == nil {
            throw ValidationError("--sizes takes positive whole numbers separated by commas, not '\(sizes ?? "")'.")
        }
        guard output.hasSuffix(".csv") else { throw ValidationError("--output must name a .csv file, not '\(output)'.") }
    }

    /// `--sizes` as numbers (nil when absent or malformed).
    var parsedSizes: [Int]? {
        guard let sizes else { return nil }
        let numbers = sizes.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        return numbers.compactMap { $0 }
    }

    func runSuite() throws {
        if !AllocationCounter.isAvailable {
            printError("note: allocation counts are off: \(AllocationCounter.unavailableReason ?? "jemalloc is not available")")
        }
        var configuration = BenchConfiguration(quick: quick, sweep: sweep, iterations: iterations, seed: seed)
        configuration.corpusDirectory = corpus
        configuration.filter = filter
        configuration.sizes = parsedSizes
        let suite = BenchSuite(configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let report = try suite.run { group in
            printError("[\(formatSeconds(clock.now - start))] \(group)")
        }
        var rows = report.rows
        let peerRows = peers ? try peerRows(reference: rows) : []
        rows += peerRows
        try ResultsCSV.write(rows, to: output)
        print(report.summary(peers: peerRows))
        print("\nWrote \(rows.count) rows to \(output) in \(formatSeconds(clock.now - start)).")
        if report.disagreements > 0 {
            printError("\(report.disagreements) measurement(s) disagree with their reference strategy.")
            throw ExitCode.failure
        }
    }

    /// kiwisolver on the same solver workloads; a row agrees when its checksum equals ours for
    /// the same scenario and size (kiwi's weighted priorities can legitimately differ).
    private func peerRows(reference: [ResultRow]) throws -> [ResultRow] {
        let length = quick ? 300 : 1_000
        var rows: [ResultRow] = []
        for (prefix, workload) in [("enaml", SolverWorkload.enamlLike()), ("chain", .chain(length: length))] {
            rows += try KiwiPeer.run(workloads: [workload], scriptPath: "Benchmarks/peers/kiwi_bench.py",
                                     iterations: iterations ?? (quick ? 5 : 15), scenarioPrefix: prefix)
        }
        return KiwiPeer.markingAgreement(rows, reference: reference, referenceStrategy: "full")
    }
}

func formatSeconds(_ duration: Duration) -> String {
    formatNanoseconds(duration.nanoseconds)
}
