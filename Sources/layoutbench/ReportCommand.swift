import ArgumentParser
import LayoutCommands
import LayoutReport

/// `layoutbench report RESULTS.csv [--baseline BASELINE.csv] [--output report.html] [--force]`.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a results CSV as one self-contained HTML page (charts, cost curves, baseline comparison).",
        discussion: """
            Reads RESULTS.csv and RESULTS.meta.json when present (and the baseline's). The page's \
            verdict never changes the exit status: gate with `compare`.

            Exit status: 0 when the page was written; 2 when a CSV or its metadata cannot be read or \
            is invalid, or the page cannot be written; 64 for a bad --max-regression.
            """
    )

    @Argument(help: "The results CSV (e.g. results/latest.csv).")
    var results: String

    @Option(help: "A baseline results CSV to compare with (e.g. results/baseline.csv).")
    var baseline: String?

    @Option(help: "Where to write the page.")
    var output = "results/report.html"

    @Option(help: "The largest allowed growth of a median time, in percent, for the baseline comparison.")
    var maxRegression: Double = ComparisonPolicy().maxTimeRegressionPercent

    @Flag(help: "Judge deterministic counts even when the runs' toolchain, build or seed differ.")
    var force = false

    var options: ReportOptions {
        ReportOptions(results: results, baseline: baseline, output: output, maxRegression: maxRegression, force: force)
    }

    func validate() throws { try validateUsage(options.usageProblem) }

    func run() throws { try finish(Commands.report(options)) }
}
