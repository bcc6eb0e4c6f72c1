import ArgumentParser
import Foundation
import LayoutCommands
import LayoutMeasure

/// `layoutbench bench`: every scenario with every strategy, cross-checked, written as CSV.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure every strategy on generated workloads, cross-check them and write CSV.",
        discussion: """
            Each strategy's answers are checked against its reference strategy's (full for the \
            solver and layouts, naive for rectangle queries). The CSV and its metadata are written \
            also when strategies disagree; a peer that cannot run (--peers) is a warning.

            Exit status: 0 when every strategy agrees; 1 when any disagrees with its reference; 2 \
            when a --corpus case cannot be read or parsed, or the CSV or its metadata cannot be \
            written; 64 for bad options (--output not .csv, --sizes not whole numbers, …), a \
            --filter that selects nothing (the message lists the groups), or a debug build without \
            --allow-debug.
            """
    )

    @OptionGroup var arguments: BenchArguments

    func run() throws {
        try arguments.run(arguments.options)
    }
}

/// `layoutbench` with no arguments: the quick suite on generated workloads and the bundled
/// Corpus, cross-checked, with a summary table and `results/latest.csv`.
struct DefaultRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "The default run: the quick suite and the bundled Corpus, cross-checked (= bench --quick --corpus Corpus).",
        discussion: "Takes every option of bench; --quick is always on and --corpus defaults to Corpus. Exit status as for bench."
    )

    @OptionGroup var arguments: BenchArguments

    func run() throws {
        try arguments.run(arguments.options.defaultRun)
    }
}

/// The options `bench` takes; the default run (no subcommand) uses the same ones with `--quick`.
struct BenchArguments: ParsableArguments {
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

    @Option(help: ArgumentHelp("""
        The A/B gate: hold this build to another build of layoutbench (or a program that execs one),         measuring the selected groups with both alternately; exit 1 when a measurement's 95% interval         lies wholly above 1 + its threshold or the answers differ.
        """, valueName: "path"))
    var against: String?

    @Option(help: "Rounds of the A/B run (with --against).")
    var rounds = 30

    @Option(help: "Rounds each pair of A/B workers serves before a fresh pair starts; the interval is over these blocks (at least 6).")
    var roundsPerWorker = 2

    @Option(help: ArgumentHelp("A thresholds file (layoutbench/thresholds@1) whose ab_ratio rules set the A/B limits (default 5%).",
                               valueName: "file"))
    var thresholds: String?

    @Option(help: "The A/B table's format (with --against): text, markdown (a PR comment or job summary) or json.")
    var format = BenchOptions.Format.text

    var options: BenchOptions {
        var options = BenchOptions()
        options.quick = quick
        options.sweep = sweep
        options.peers = peers
        options.peerTimeout = peerTimeout
        options.output = output
        options.iterations = iterations
        options.seed = seed
        options.corpus = corpus
        options.filter = filter
        options.sizes = sizes
        options.list = list
        options.allowDebug = allowDebug
        options.against = against
        options.rounds = rounds
        options.roundsPerWorker = roundsPerWorker
        options.thresholds = thresholds
        options.format = format
        return options
    }

    func validate() throws { try validateUsage(options.usageProblem) }

    /// Runs `options`, progress on standard error; jemalloc is preloaded (running the program
    /// again) before anything is measured when the binary was linked without it.
    func run(_ options: BenchOptions) throws {
        let hooks = BenchHooks(progress: printError, onTerminal: isatty(STDERR_FILENO) != 0,
                               beforeMeasuring: AllocationCounter.preloadIfInstalled)
        try finish(Commands.bench(options, hooks: hooks))
    }
}

/// `layoutbench bench-worker`: the A/B gate's worker (hidden; docs/Reporting.md, "A/B gate").
struct BenchWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-worker",
        abstract: "Serve the A/B gate's measurement requests on stdin and stdout (started by bench --against).",
        discussion: "Exit status: 0 at the end of input; 64 for a malformed LAYOUTBENCH_INJECT_SLOWDOWN.",
        shouldDisplay: false
    )

    func run() throws { try finish(Commands.benchWorker()) }
}
