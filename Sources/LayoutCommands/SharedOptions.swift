import ArgumentParser
import LayoutReport

// Options that several commands take, each declared once here and held by those commands'
// options values with `@OptionGroup` (how options are declared: CommandOptions.swift).

/// `--seed N`: the seed of generated workloads and cases (`bench`, `fuzz`).
public struct SeedOptions: ParsableArguments, Sendable {
    @Option(help: "The seed of the generated workloads and cases (fuzz: case i is generated from seed + i).")
    public var seed: UInt64 = 1

    public init() {}
}

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

extension BaselineComparison.Format: ExpressibleByArgument {}
