import ArgumentParser
import Foundation
import LayoutReport

/// `layoutbench compare BASELINE.csv CURRENT.csv [--max-regression PERCENT] [--deterministic-only]
/// [--format text|markdown|json] [--force]`.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare a results CSV with a baseline; exit 1 on a regression.",
        discussion: """
            Rows are matched by scenario, strategy and size. Pivots must not increase at all; \
            allocations may grow by at most 2% + 16 and allocated bytes by at most 2% + 1024; the \
            median time may grow by at most --max-regression percent (not compared with \
            --deterministic-only). A row of the baseline missing from CURRENT, a count the baseline has \
            and CURRENT lacks, and agree=false in CURRENT are failures; new rows and changed checksums \
            are notes. Each side's run metadata (NAME.meta.json) is read when present and every \
            difference is stated; when the toolchain, build configuration or seed differ, counts that \
            grew are listed but not gated unless --force. Exit status: 0 without failures, 1 with any, \
            2 when a file cannot be read (the message names the file, line and column).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Argument(help: "The baseline results CSV (e.g. results/baseline.csv).")
    var baseline: String

    @Argument(help: "The current results CSV (e.g. results/latest.csv).")
    var current: String

    @Option(help: "The largest allowed growth of a median time, in percent.")
    var maxRegression: Double = ComparisonPolicy().maxTimeRegressionPercent

    @Flag(help: "Compare only deterministic counts (pivots, allocations, allocated bytes), not times.")
    var deterministicOnly = false

    @Flag(help: "List every compared value, not only those that changed.")
    var verbose = false

    @Option(help: "The output format: text, markdown (a PR comment or job summary) or json.")
    var format = Format.text

    @Flag(help: "Gate deterministic counts even when the runs' toolchain, build configuration or seed differ.")
    var force = false

    func validate() throws {
        guard maxRegression.isFinite, maxRegression >= 0 else {
            throw ValidationError("--max-regression must be a percentage of 0 or more, not \(maxRegression).")
        }
    }

    func run() throws {
        let baselineRows: [ResultRow], currentRows: [ResultRow], check: MetadataCheck
        do {
            baselineRows = try ResultsCSV.read(from: baseline)
            currentRows = try ResultsCSV.read(from: current)
            check = MetadataCheck(baseline: try RunMetadata.read(forResults: baseline),
                                  current: try RunMetadata.read(forResults: current))
        } catch {
            FileHandle.standardError.write(Data("layoutbench compare: \(error)\n".utf8))
            throw ExitCode(2)
        }
        var policy = ComparisonPolicy(comparesTimes: !deterministicOnly, maxTimeRegressionPercent: maxRegression)
        if !force { policy.countsUngatedBecause = check.countsUngatedReason }
        var comparison = BaselineComparison(baseline: baselineRows, current: currentRows, policy: policy)
        comparison.metadata = check
        let format = BaselineComparison.Format(rawValue: format.rawValue) ?? .text
        print(comparison.rendered(as: format, includingUnchanged: verbose), terminator: "")
        if comparison.hasRegression { throw ExitCode.failure }
    }
}
