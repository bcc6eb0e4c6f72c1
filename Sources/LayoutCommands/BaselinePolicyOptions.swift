import ArgumentParser
import LayoutReport

/// `--max-regression PERCENT`, `--thresholds FILE` and `--force`: how a results CSV is held to a
/// baseline (`compare`, `report`, `baseline check`).
public struct BaselinePolicyOptions: ParsableArguments, Sendable {
    /// The largest allowed growth of a median time, in percent (≥ 0).
    @Option(help: "The largest allowed growth of a median time, in percent.")
    public var maxRegression: Double = ComparisonPolicy().maxTimeRegressionPercent

    /// Gate counts even when the runs' toolchain, build configuration or seed differ.
    @Flag(help: "Hold deterministic counts to the baseline even when the runs' toolchain, build configuration or seed differ.")
    public var force = false

    /// Per-scenario limits (`layoutbench/thresholds@1`, e.g. Benchmarks/thresholds.json).
    @Option(help: ArgumentHelp("Per-scenario limits (layoutbench/thresholds@1, e.g. Benchmarks/thresholds.json); a metric no rule matches keeps its default.",
                               valueName: "file"))
    public var thresholds: String?

    public init() {}

    /// The policy these options describe, its thresholds read from ``thresholds``.
    /// - Throws: ``ThresholdsError`` naming the file, the rule and the problem.
    public func comparisonPolicy(comparesTimes: Bool = true) throws(ThresholdsError) -> ComparisonPolicy {
        var policy = ComparisonPolicy(comparesTimes: comparesTimes, maxTimeRegressionPercent: maxRegression)
        if let thresholds { policy.thresholds = try Thresholds.read(from: thresholds) }
        return policy
    }

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? {
        maxRegression.isFinite && maxRegression >= 0 ? nil
            : "--max-regression must be a percentage of 0 or more, not \(maxRegression)."
    }
}
