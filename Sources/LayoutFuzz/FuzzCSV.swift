import Foundation
import LayoutCore

/// The classification CSV of a fuzzing run (docs/Formats.md, "Fuzz classification CSV") and the
/// table `fuzz` prints on standard output.
public enum FuzzCSV {
    public static let header = ["kind", "status", "cases", "seconds", "cases_per_second"]

    /// One row per kind and status (zeros included), then `all,total` with the run's throughput.
    public static func rows(_ summary: FuzzSummary) -> [[String]] {
        let seconds = String(format: "%.3f", summary.seconds)
        func rate(_ count: Int) -> String {
            summary.seconds > 0 ? String(format: "%.1f", Double(count) / summary.seconds) : ""
        }
        var rows: [[String]] = []
        for kind in FuzzKind.allCases {
            for status in FuzzStatus.allCases {
                let count = summary.counts[kind]?[status] ?? 0
                rows.append([kind.rawValue, status.rawValue, "\(count)", seconds, rate(count)])
            }
        }
        rows.append(["all", "total", "\(summary.cases)", seconds, rate(summary.cases)])
        return rows
    }

    /// The CSV text: the header, then ``rows(_:)``.
    public static func text(_ summary: FuzzSummary) -> String {
        ([header] + rows(summary)).map(CSVText.line).joined()
    }

    /// Cases by kind (rows) and status (columns), then one line with the count, the time, the
    /// throughput per job and the number of findings.
    public static func table(_ summary: FuzzSummary) -> String {
        var table = TextTable(header: ["kind"] + FuzzStatus.allCases.map(\.rawValue),
                              alignments: [.left] + FuzzStatus.allCases.map { _ in .right })
        table.rows = FuzzKind.allCases.map { kind in
            [kind.rawValue] + FuzzStatus.allCases.map { "\(summary.counts[kind]?[$0] ?? 0)" }
        }
        let mix = [FuzzStatus.satisfied, .ambiguous, .unsatisfiable]
            .map { "\(Int((summary.layoutShare($0) * 100).rounded()))% \($0.rawValue)" }.joined(separator: ", ")
        return table.rendered()
            + "layout mix: \(mix)\n"
            + String(format: "%d cases in %.2f s (%.2f CPU s) on %d job(s): %.0f cases/s per job, %.0f per CPU second; %d finding(s)\n",
                     summary.cases, summary.seconds, summary.processorSeconds, summary.jobs, summary.casesPerSecondPerJob,
                     summary.casesPerProcessorSecond, summary.findings.count)
    }
}
