import ArgumentParser
import LayoutReport

/// `layoutbench compare BASELINE.csv CURRENT.csv [--max-regression PERCENT] [--deterministic-only]
/// [--verbose] [--format text|markdown|json] [--thresholds FILE] [--force]`.
public struct CompareOptions: CommandOptions {
    public typealias Format = BaselineComparison.Format

    @Argument(help: "The baseline results CSV (e.g. results/baseline.csv).")
    public var baseline: String

    @Argument(help: "The current results CSV (e.g. results/latest.csv).")
    public var current: String

    @OptionGroup public var policy: BaselinePolicyOptions

    @OptionGroup public var output: ComparisonOutputOptions

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
        return compareFiles(baseline: options.baseline, current: options.current, policy: options.policy,
                            output: options.output, command: "compare")
    }

    /// `compare`'s work, shared with `baseline check`: both files and their metadata read, the
    /// comparison printed in `format`, a finding on a regression.
    static func compareFiles(baseline: String, current: String, policy policyOptions: BaselinePolicyOptions,
                             output: ComparisonOutputOptions, command: String) -> CommandResult {
        let baselineRows: [ResultRow], currentRows: [ResultRow], check: MetadataCheck
        var policy: ComparisonPolicy
        do {
            policy = try policyOptions.comparisonPolicy(comparesTimes: !output.deterministicOnly)
            baselineRows = try ResultsCSV.read(from: baseline)
            currentRows = try ResultsCSV.read(from: current)
            check = MetadataCheck(baseline: try RunMetadata.read(forResults: baseline),
                                  current: try RunMetadata.read(forResults: current))
        } catch {
            return .failure(.badInput, "layoutbench \(command): \(error)")
        }
        if !policyOptions.force { policy.countsUngatedBecause = check.countsUngatedReason }
        var comparison = BaselineComparison(baseline: baselineRows, current: currentRows, policy: policy)
        comparison.metadata = check
        return CommandResult(output: comparison.rendered(as: output.format, includingUnchanged: output.verbose),
                             status: comparison.hasRegression ? .finding : .success)
    }
}

extension BaselineComparison.Format: ExpressibleByArgument {}
