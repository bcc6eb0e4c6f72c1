import ArgumentParser
import LayoutCommands
import LayoutReport

/// `layoutbench compare BASELINE.csv CURRENT.csv [--max-regression PERCENT] [--deterministic-only]
/// [--format text|markdown|json] [--force]`.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare a results CSV with a baseline; exit 1 on a regression.",
        discussion: """
            Rows are matched by scenario, strategy and size. Pivots must not increase at all; \
            allocations may grow by at most 2% + 16 and allocated bytes by at most 2% + 1024; the \
            median time may grow by at most --max-regression percent (not compared with \
            --deterministic-only). A row of the baseline missing from CURRENT, a count the baseline has \
            and CURRENT lacks, and agree=false in CURRENT are failures; new rows and changed checksums \
            are notes. Each side's run metadata (NAME.meta.json) is read when present and every \
            difference is stated; when the toolchain, build configuration or seed differ, counts that \
            grew are listed but not gated unless --force.

            Exit status: 0 without failures; 1 with any (a regression); 2 when either CSV or its run \
            metadata cannot be read or is invalid (the message names the file, line and column); 64 \
            for a bad --max-regression or format.
            """
    )

    @Argument(help: "The baseline results CSV (e.g. results/baseline.csv).")
    var baseline: String

    @Argument(help: "The current results CSV (e.g. results/latest.csv).")
    var current: String

    @Option(help: "The largest allowed growth of a median time, in percent.")
    var maxRegression: Double = ComparisonPolicy().maxTimeRegressionPercent

    @Flag(help: "Compare only deterministic counts (pivots, allocations, allocated bytes), not times.")
    var deterministicOnly = false

    @Flag(help: "List every compared value, not only those that changed.")
    var verbose = false

    @Option(help: "The output format: text, markdown (a PR comment or job summary) or json.")
    var format = CompareOptions.Format.text

    @Flag(help: "Gate deterministic counts even when the runs' toolchain, build configuration or seed differ.")
    var force = false

    var options: CompareOptions {
        CompareOptions(baseline: baseline, current: current, maxRegression: maxRegression,
                       deterministicOnly: deterministicOnly, verbose: verbose, format: format, force: force)
    }

    func validate() throws { try validateUsage(options.usageProblem) }

    func run() throws { try finish(Commands.compare(options)) }
}
