import LayoutCore
import ArgumentParser
import Foundation
import LayoutPictures
import LayoutFuzz
import LayoutModel
import LayoutReport

extension Fuzz {
    /// Differential mode: generate, check, classify, shrink and save; the CSV is rewritten
    /// (atomically) with every progress line, so an interrupted run keeps its counts so far as
    /// well as every finding saved.
    func runDifferential() throws {
        let limit: DifferentialFuzzer.Limit = duration.map { .duration(seconds: $0) } ?? .cases(cases ?? 2_000)
        let fuzzer = DifferentialFuzzer(.init(seed: seed, limit: limit, jobs: jobs))
        let store = FindingStore(directory: findings)
        let output = self.output
        let failures = FailureLog()
        printError("fuzz: seed \(seed), \(limitDescription(limit)), \(jobs) job(s); findings go to \(findings)")
        try createParentDirectory(of: output)
        do {
            try AtomicFile.write(RunMetadata.current(seed: seed, allocationCounts: false).jsonText, to: RunMetadata.path(forResults: output))
        } catch {
            failures.append("\(error)")
        }
        let summary = fuzzer.run(
            onFinding: { finding in
                do {
                    let path = try store.save(finding)
                    var picture: String?
                    do { picture = try FindingPicture.save(finding, besideFileAt: path) } catch {
                        printError("fuzz: warning: the finding's picture was not saved: \(error)")
                    }
                    printError("fuzz: DISAGREEMENT (seed \(finding.seed)), shrunk from \(finding.originalSize) to "
                        + "\(finding.shrunkSize) parts, saved \(path)" + (picture.map { " and \($0)" } ?? ""))
                    for problem in finding.problems.prefix(5) { printError("    \(problem)") }
                } catch {
                    failures.append("\(error)")
                    printError("fuzz: DISAGREEMENT (seed \(finding.seed)) not saved: \(error)")
                }
            },
            onProgress: { summary in
                printError("fuzz: \(summary.cases) cases, \(Int(summary.casesPerSecondPerJob)) cases/s/job, "
                    + "\(summary.disagreements) disagreement(s)")
                do { try AtomicFile.write(FuzzCSV.text(summary), to: output) } catch { failures.append("\(error)") }
            })
        print(FuzzCSV.table(summary), terminator: "")
        do {
            try AtomicFile.write(FuzzCSV.text(summary), to: output)
            print("wrote \(output)")
        } catch {
            failures.append("\(error)")
        }
        for failure in Set(failures.all).sorted() { printError("error: \(failure)") }
        if summary.disagreements > 0 {
            printError("fuzz: \(summary.disagreements) disagreement(s); replay with `layoutbench replay \(findings)`")
            throw ExitCode.failure
        }
        if !failures.all.isEmpty { throw ExitCode.failure }
    }

    private func limitDescription(_ limit: DifferentialFuzzer.Limit) -> String {
        switch limit {
        case .cases(let count): "\(count) cases"
        case .duration(let seconds): "\(seconds) s"
        }
    }
}

/// Errors met while saving, collected from the workers' callbacks.
private final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [String] = []

    func append(_ failure: String) {
        lock.lock()
        failures.append(failure)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return failures
    }
}

/// The classification CSV of a fuzzing run and its table on standard output.
enum FuzzCSV {
    static let header = ["kind", "status", "cases", "seconds", "cases_per_second"]

    /// One row per kind and status (zeros included), then `all,total` with the run's throughput.
    static func rows(_ summary: FuzzSummary) -> [[String]] {
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

    static func text(_ summary: FuzzSummary) -> String {
        ([header] + rows(summary)).map(CSVText.line).joined()
    }

    /// Cases by status for each kind, and the throughput per job.
    static func table(_ summary: FuzzSummary) -> String {
        var lines = ["kind        " + FuzzStatus.allCases.map { $0.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0) }
            .joined()]
        for kind in FuzzKind.allCases {
            let cells = FuzzStatus.allCases.map { "\(summary.counts[kind]?[$0] ?? 0)".padding(toLength: 14, withPad: " ", startingAt: 0) }
            lines.append(kind.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0) + cells.joined())
        }
        lines.append(String(format: "%d cases in %.2f s on %d job(s): %.0f cases/s per job; %d finding(s)",
                            summary.cases, summary.seconds, summary.jobs, summary.casesPerSecondPerJob,
                            summary.findings.count))
        return lines.joined(separator: "\n") + "\n"
    }
}
