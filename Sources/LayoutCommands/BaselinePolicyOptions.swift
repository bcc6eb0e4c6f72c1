import ArgumentParser
import LayoutReport

/// `--max-regression PERCENT` and `--force`: how a results CSV is held to a baseline (`compare`,
/// `report`).
public struct BaselinePolicyOptions: ParsableArguments, Sendable {
    /// The largest allowed growth of a median time, in percent (≥ 0).
    @Option(help: "The largest allowed growth of a median time, in percent.")
    public var maxRegression: Double = ComparisonPolicy().maxTimeRegressionPercent

    /// Gate counts even when the runs' toolchain, build configuration or seed differ.
    @Flag(help: "Hold deterministic counts to the baseline even when the runs' toolchain, build configuration or seed differ.")
    public var force = false

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? {
        maxRegression.isFinite && maxRegression >= 0 ? nil
            : "--max-regression must be a percentage of 0 or more, not \(maxRegression)."
    }
}
