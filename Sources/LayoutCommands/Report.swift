import ArgumentParser
import LayoutCore
import LayoutReport

/// `layoutbench report RESULTS.csv [--baseline BASELINE.csv] [--output FILE.html]
/// [--max-regression PERCENT] [--force]`.
public struct ReportOptions: CommandOptions {
    @Argument(help: "The results CSV (e.g. results/latest.csv).")
    public var results: String

    @Option(help: "A baseline results CSV to compare with (e.g. results/baseline.csv).")
    public var baseline: String?

    /// Where the page goes.
    @Option(help: "Where to write the page.")
    public var output = "results/report.html"

    /// For the page's baseline section.
    @OptionGroup public var policy: BaselinePolicyOptions

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? { policy.usageProblem }
}

extension Commands {
    /// Writes the results (and the comparison with a baseline) as one HTML page, atomically.
    /// The page's verdict never changes the status. Exit: usage for a bad `--max-regression`;
    /// bad input when a CSV or its metadata cannot be read or is invalid, or the page cannot be
    /// written; else success.
    public static func report(_ options: ReportOptions) -> CommandResult {
        if let problem = options.usageProblem { return .failure(.usage, "layoutbench report: \(problem)") }
        let page: String
        do {
            page = try HTMLReport(resultsPath: options.results, baselinePath: options.baseline,
                                  policy: ComparisonPolicy(maxTimeRegressionPercent: options.policy.maxRegression),
                                  force: options.policy.force).html()
        } catch {
            return .failure(.badInput, "layoutbench report: \(error)")
        }
        do {
            try createParentDirectory(of: options.output)
            try AtomicFile.write(page, to: options.output)
        } catch {
            return .failure(.badInput, "layoutbench report: \(error)")
        }
        return CommandResult(output: "Wrote \(options.output).\n", written: [options.output])
    }
}
