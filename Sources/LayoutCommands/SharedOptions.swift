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

/// `--deterministic-only`, `--verbose` and `--format`: what a comparison with a baseline shows
/// (`compare`, `baseline check`).
public struct ComparisonOutputOptions: ParsableArguments, Sendable {
    /// Compare pivots, allocations and allocated bytes only.
    @Flag(help: "Compare only deterministic counts (pivots, allocations, allocated bytes), not times.")
    public var deterministicOnly = false

    /// List every compared value, not only those that changed.
    @Flag(help: "List every compared value, not only those that changed.")
    public var verbose = false

    @Option(help: "The output format: text, markdown (a PR comment or job summary) or json.")
    public var format = BaselineComparison.Format.text

    public init() {}
}

extension BaselineComparison.Format: ExpressibleByArgument {}
