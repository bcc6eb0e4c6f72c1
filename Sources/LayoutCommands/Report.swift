import ArgumentParser
import LayoutCore
import LayoutReport

/// `layoutbench report RESULTS.csv [--baseline BASELINE.csv] [--output FILE.html]
/// [--max-regression PERCENT] [--thresholds FILE] [--deterministic-only] [--force]`.
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

    /// Hold only deterministic counts to the baseline, as `compare --deterministic-only`.
    @Flag(help: "In the baseline section, compare only deterministic counts (pivots, allocations, allocated bytes), not times.")
    public var deterministicOnly = false

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
        do { try AtomicFile.checkWritable(options.output) } catch {
            return .failure(.badInput, "layoutbench report: \(error)")
        }
        let page: String
        do {
            page = try HTMLReport(resultsPath: options.results, baselinePath: options.baseline,
                                  policy: options.policy.comparisonPolicy(comparesTimes: !options.deterministicOnly),
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
