import ArgumentParser
import LayoutCommands

/// `layoutbench report RESULTS.csv [--baseline BASELINE.csv] [--output report.html] [--force]`.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a results CSV as one self-contained HTML page (charts, cost curves, baseline comparison).",
        discussion: """
            Reads RESULTS.csv and RESULTS.meta.json when present (and the baseline's). The page's \
            verdict never changes the exit status: gate with `compare`.

            Exit status: 0 when the page was written; 2 when a CSV or its metadata cannot be read or \
            is invalid, or the page cannot be written; 64 for a bad --max-regression.
            """
    )

    @OptionGroup var options: ReportOptions

    func run() throws { try finish(Commands.report(options)) }
}
