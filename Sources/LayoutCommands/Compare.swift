import ArgumentParser
import LayoutReport

/// `layoutbench compare BASELINE.csv CURRENT.csv [--max-regression PERCENT] [--deterministic-only]
/// [--verbose] [--format text|markdown|json] [--force]`.
public struct CompareOptions: CommandOptions {
    public typealias Format = BaselineComparison.Format

    @Argument(help: "The baseline results CSV (e.g. results/baseline.csv).")
    public var baseline: String

    @Argument(help: "The current results CSV (e.g. results/latest.csv).")
    public var current: String

    @OptionGroup public var policy: BaselinePolicyOptions

    /// Compare pivots, allocations and allocated bytes only.
    @Flag(help: "Compare only deterministic counts (pivots, allocations, allocated bytes), not times.")
    public var deterministicOnly = false

    /// List every compared value, not only those that changed.
    @Flag(help: "List every compared value, not only those that changed.")
    public var verbose = false

    @Option(help: "The output format: text, markdown (a PR comment or job summary) or json.")
    public var format = Format.text

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? { policy.usageProblem }
}

extension Commands {
    /// Holds CURRENT to BASELINE (docs/Reporting.md) and prints the comparison.
    /// Exit: usage for a bad `--max-regression`; bad input when either CSV or its run metadata
    /// cannot be read or is invalid; a finding on a regression; else success.
    public static func compare(_ options: CompareOptions) -> CommandResult {
        if let problem = options.usageProblem { return .failure(.usage, "layoutbench compare: \(problem)") }
        let baselineRows: [ResultRow], currentRows: [ResultRow], check: MetadataCheck
        do {
            baselineRows = try ResultsCSV.read(from: options.baseline)
            currentRows = try ResultsCSV.read(from: options.current)
            check = MetadataCheck(baseline: try RunMetadata.read(forResults: options.baseline),
                                  current: try RunMetadata.read(forResults: options.current))
        } catch {
            return .failure(.badInput, "layoutbench compare: \(error)")
        }
        var policy = ComparisonPolicy(comparesTimes: !options.deterministicOnly, maxTimeRegressionPercent: options.policy.maxRegression)
        if !options.policy.force { policy.countsUngatedBecause = check.countsUngatedReason }
        var comparison = BaselineComparison(baseline: baselineRows, current: currentRows, policy: policy)
        comparison.metadata = check
        return CommandResult(output: comparison.rendered(as: options.format, includingUnchanged: options.verbose),
                             status: comparison.hasRegression ? .finding : .success)
    }
}
