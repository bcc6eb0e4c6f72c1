import ArgumentParser
import LayoutReport

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
