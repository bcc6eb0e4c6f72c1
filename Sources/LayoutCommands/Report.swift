import LayoutCore
import LayoutReport

/// `layoutbench report RESULTS.csv [--baseline BASELINE.csv] [--output FILE.html]
/// [--max-regression PERCENT] [--force]`.
public struct ReportOptions: Sendable {
    public var results: String
    public var baseline: String?
    /// Where the page goes.
    public var output: String
    public var maxRegression: Double
    public var force: Bool

    public init(results: String, baseline: String? = nil, output: String = "results/report.html",
                maxRegression: Double = ComparisonPolicy().maxTimeRegressionPercent, force: Bool = false) {
        self.results = results
        self.baseline = baseline
        self.output = output
        self.maxRegression = maxRegression
        self.force = force
    }

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? { maxRegressionProblem(maxRegression) }
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
                                  policy: ComparisonPolicy(maxTimeRegressionPercent: options.maxRegression),
                                  force: options.force).html()
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
