import ArgumentParser
import Foundation
import LayoutReport

/// `layoutbench compare BASELINE.csv CURRENT.csv [--max-regression PERCENT] [--deterministic-only]`.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare a results CSV with a baseline; exit 1 on a regression.",
        discussion: """
            Rows are matched by scenario, strategy and size. Pivots must not increase at all; \
            allocations may grow by at most 2% + 16 and allocated bytes by at most 2% + 1024; the \
            median time may grow by at most --max-regression percent (not compared with \
            --deterministic-only). A row of the baseline missing from CURRENT, a count the baseline has \
            and CURRENT lacks, and agree=false in CURRENT are failures; new rows and changed checksums \
            are notes. Exit status: 0 without failures, 1 with any, 2 when a file cannot be read \
            (the message names the file, line and column).
            """
    )

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

    func validate() throws {
        guard maxRegression.isFinite, maxRegression >= 0 else {
            throw ValidationError("--max-regression must be a percentage of 0 or more, not \(maxRegression).")
        }
    }

    func run() throws {
        let baselineRows: [ResultRow], currentRows: [ResultRow]
        do {
            baselineRows = try ResultsCSV.read(from: baseline)
            currentRows = try ResultsCSV.read(from: current)
        } catch {
            FileHandle.standardError.write(Data("layoutbench compare: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let policy = ComparisonPolicy(comparesTimes: !deterministicOnly, maxTimeRegressionPercent: maxRegression)
        let comparison = BaselineComparison(baseline: baselineRows, current: currentRows, policy: policy)
        print(comparison.report(includingUnchanged: verbose), terminator: "")
        if comparison.hasRegression { throw ExitCode.failure }
    }
}
