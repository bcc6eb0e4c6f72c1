import LayoutReport

/// `layoutbench compare BASELINE.csv CURRENT.csv [--max-regression PERCENT] [--deterministic-only]
/// [--verbose] [--format text|markdown|json] [--force]`.
public struct CompareOptions: Sendable {
    public typealias Format = BaselineComparison.Format

    public var baseline: String
    public var current: String
    /// The largest allowed growth of a median time, in percent (≥ 0).
    public var maxRegression: Double
    /// Compare pivots, allocations and allocated bytes only.
    public var deterministicOnly: Bool
    /// List every compared value, not only those that changed.
    public var verbose: Bool
    public var format: Format
    /// Gate counts even when the runs' toolchain, build configuration or seed differ.
    public var force: Bool

    public init(baseline: String, current: String, maxRegression: Double = ComparisonPolicy().maxTimeRegressionPercent,
                deterministicOnly: Bool = false, verbose: Bool = false, format: Format = .text, force: Bool = false) {
        self.baseline = baseline
        self.current = current
        self.maxRegression = maxRegression
        self.deterministicOnly = deterministicOnly
        self.verbose = verbose
        self.format = format
        self.force = force
    }

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? { maxRegressionProblem(maxRegression) }
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
        var policy = ComparisonPolicy(comparesTimes: !options.deterministicOnly, maxTimeRegressionPercent: options.maxRegression)
        if !options.force { policy.countsUngatedBecause = check.countsUngatedReason }
        var comparison = BaselineComparison(baseline: baselineRows, current: currentRows, policy: policy)
        comparison.metadata = check
        return CommandResult(output: comparison.rendered(as: options.format, includingUnchanged: options.verbose),
                             status: comparison.hasRegression ? .finding : .success)
    }
}

/// The message of a `--max-regression` that is not a percentage of 0 or more, or nil.
func maxRegressionProblem(_ value: Double) -> String? {
    value.isFinite && value >= 0 ? nil : "--max-regression must be a percentage of 0 or more, not \(value)."
}
