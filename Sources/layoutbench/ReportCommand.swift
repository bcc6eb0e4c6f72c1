import LayoutCore
import ArgumentParser
import Foundation
import LayoutModel
import LayoutReport

/// `layoutbench report RESULTS.csv [--baseline BASELINE.csv] [--output report.html] [--force]`.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a results CSV as one self-contained HTML page (charts, cost curves, baseline comparison).",
        discussion: """
            Reads RESULTS.csv and RESULTS.meta.json when present (and the baseline's). Exit status: 0 \
            when the page was written, 2 when a file cannot be read, 1 when the page cannot be written. \
            The page's verdict never changes the exit status: gate with `compare`.
            """
    )

    @Argument(help: "The results CSV (e.g. results/latest.csv).")
    var results: String

    @Option(help: "A baseline results CSV to compare with (e.g. results/baseline.csv).")
    var baseline: String?

    @Option(help: "Where to write the page.")
    var output = "results/report.html"

    @Option(help: "The largest allowed growth of a median time, in percent, for the baseline comparison.")
    var maxRegression: Double = ComparisonPolicy().maxTimeRegressionPercent

    @Flag(help: "Judge deterministic counts even when the runs' toolchain, build or seed differ.")
    var force = false

    func validate() throws {
        guard maxRegression.isFinite, maxRegression >= 0 else {
            throw ValidationError("--max-regression must be a percentage of 0 or more, not \(maxRegression).")
        }
    }

    func run() throws {
        let page: String
        do {
            page = try HTMLReport(resultsPath: results, baselinePath: baseline,
                                  policy: ComparisonPolicy(maxTimeRegressionPercent: maxRegression), force: force).html()
        } catch {
            printError("layoutbench report: \(error)")
            throw ExitCode(2)
        }
        try createParentDirectory(of: output)
        do {
            try AtomicFile.write(page, to: output)
        } catch {
            printError("layoutbench report: \(error)")
            throw ExitCode.failure
        }
        print("Wrote \(output).")
    }
}

/// Creates the directory `path` is in, when it is missing.
func createParentDirectory(of path: String) throws {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
        printError("layoutbench: \(directory): cannot be created: \(error.localizedDescription)")
        throw ExitCode.failure
    }
}
