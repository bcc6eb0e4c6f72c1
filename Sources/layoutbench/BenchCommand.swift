import LayoutMeasure
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

    @Flag(help: """
        Add rows for the peers on the same workloads and sizes: kiwisolver (python3 with kiwisolver \
        1.5.1) and kiwi C++ (fetched with pip and built with clang++ into .build/peers). A peer \
        that cannot run is a warning; every other row is still written.
        """)
    var peers = false

    @Option(help: "Seconds a peer may take on one workload before it is stopped (with --peers).")
    var peerTimeout: Double = 600

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

    @Flag(help: "List the groups, scenarios, strategies and sizes the options select, without running.")
    var list = false

    @Flag(help: "Run even though this is a debug build (its times and counts are not a release build's).")
    var allowDebug = false

    func validate() throws {
        if let iterations, iterations < 1 { throw ValidationError("--iterations must be at least 1.") }
        guard peerTimeout > 0, peerTimeout.isFinite else { throw ValidationError("--peer-timeout must be a positive number of seconds.") }
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
        let configuration = configuration
        if list {
            try listGroups(BenchSuite(configuration: configuration))
            return
        }
        if ToolVersion.isDebugBuild, !allowDebug {
            printError("""
                layoutbench bench: this is a debug build; its times and counts are not a release build's. \
                Build with -c release (swift run -c release layoutbench bench …), or pass --allow-debug.
                """)
            throw ExitCode(64)
        }
        AllocationCounter.preloadIfInstalled()
        let metadata = RunMetadata.current(seed: seed, allocationCounts: AllocationCounter.isAvailable)
        if let reason = AllocationCounter.unavailableReason {
            printError("note: allocation counts are off: \(reason)")
        } else if AllocationCounter.source == "preloaded" {
            printError("note: allocation counts from libjemalloc preloaded at start (this binary was linked before jemalloc was installed)")
        }
        let suite = BenchSuite(configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let progress = Progress(start: start, clock: clock)
        let report: BenchReport
        do {
            report = try suite.run { group, index, count in progress.report(group.name, index: index, count: count) }
        } catch let error as BenchSuiteError {
            printError("layoutbench bench: \(error)")
            throw ExitCode(64)
        }
        var rows = report.rows
        var peerRows: [ResultRow] = []
        var peerFailures: [PeerFailure] = []
        if peers {
            let run = PeerScenarios.run([KiwiPeer(), KiwiCppPeer()], for: report,
                                        iterations: configuration.iterations, timeout: peerTimeout) { step in
                printError("[\(formatSeconds(clock.now - start))] \(step)")
            }
            peerFailures = run.failures
            peerRows = run.rows
        }
        rows += peerRows
        try createParentDirectory(of: output)
        try ResultsCSV.write(rows, to: output, metadata: metadata)
        print(report.summary(peers: peerRows))
        // After the summary, where they are seen; the rows of every other peer and workload are written.
        for failure in peerFailures { printError("warning: \(failure)") }
        print("\nWrote \(rows.count) rows to \(output) (run metadata: \(RunMetadata.path(forResults: output))) in \(formatSeconds(clock.now - start)).")
        if report.disagreements > 0 {
            printError("\(report.disagreements) measurement(s) disagree with their reference strategy.")
            throw ExitCode.failure
        }
    }
}

extension BenchOptions {
    /// The run's configuration from the options.
    var configuration: BenchConfiguration {
        var configuration = BenchConfiguration(quick: quick, sweep: sweep, iterations: iterations, seed: seed)
        configuration.corpusDirectory = corpus
        configuration.filter = filter
        configuration.sizes = parsedSizes
        return configuration
    }

    /// `bench --list`: one line per group, then its scenarios with their strategies.
    func listGroups(_ suite: BenchSuite) throws {
        let groups = try suite.groups()
        if groups.isEmpty, let filter {
            printError("layoutbench bench: \(BenchSuiteError.filterMatchesNothing(filter, groups: try suite.allGroups().map(\.name)))")
            throw ExitCode(64)
        }
        var scenarios = 0
        for group in groups {
            print(group.name + (group.size.map { "  (size \($0))" } ?? ""))
            for entry in group.plan {
                print("  \(entry.scenario): \(entry.strategies.joined(separator: ", "))")
                scenarios += entry.strategies.count
            }
        }
        print("\(groups.count) groups, \(scenarios) measurements, \(suite.configuration.iterations) timed iterations each"
              + (peers ? "; --peers adds kiwisolver and kiwi rows" : "") + ".")
    }
}

/// Progress lines on stderr (``BenchProgress/line(_:index:count:elapsed:onTerminal:)``): `k/N`
/// and an ETA only when stderr is a terminal.
struct Progress {
    var start: ContinuousClock.Instant
    var clock: ContinuousClock
    let isTerminal = isatty(STDERR_FILENO) != 0

    func report(_ name: String, index: Int, count: Int) {
        printError(BenchProgress.line(name, index: index, count: count, elapsed: clock.now - start, onTerminal: isTerminal))
    }
}

func formatSeconds(_ duration: Duration) -> String {
    formatNanoseconds(duration.nanoseconds)
}
