import ArgumentParser
import Foundation
import LayoutCore
import LayoutFuzz
import LayoutPictures
import LayoutReport

/// `layoutbench fuzz [--seed N] [--cases N | --duration SECONDS] [--jobs N] [--findings DIR]
/// [--output FILE.csv]`.
public struct FuzzOptions: CommandOptions {
    /// Case i is generated from seed + i.
    @OptionGroup public var seeding: SeedOptions

    /// How many cases (2,000 when neither this nor ``duration`` is given).
    @Option(help: "How many cases to generate (default 2000 unless --duration is given).")
    public var cases: Int?

    /// Generate for this many seconds instead.
    @Option(help: "Generate cases for this many seconds instead of a fixed number.")
    public var duration: Double?

    /// Worker threads; the cases do not depend on it.
    @Option(help: "Worker threads (default: one per core).")
    public var jobs = ProcessInfo.processInfo.activeProcessorCount

    /// Where findings are saved.
    @Option(help: "Where minimised disagreements are saved.")
    public var findings = "Corpus/findings"

    /// The classification CSV; its run metadata goes beside it.
    @Option(help: "The classification CSV (status,cases and throughput).")
    public var output = "results/fuzz.csv"

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? {
        if cases != nil, duration != nil { return "Give --cases or --duration, not both." }
        if let cases, cases < 1 { return "--cases must be at least 1 (got \(cases))." }
        if let duration, !(duration > 0 && duration.isFinite) {
            return "--duration must be a positive number of seconds (got \(duration))."
        }
        guard jobs >= 1 else { return "--jobs must be at least 1 (got \(jobs))." }
        return nil
    }

    var limit: DifferentialFuzzer.Limit { duration.map { .duration(seconds: $0) } ?? .cases(cases ?? 2_000) }
}

extension Commands {
    /// Differential fuzzing: ``differentialFuzz(_:progress:)`` without its summary.
    /// - Parameter progress: told each line for standard error as the run goes: the start, the
    ///   progress lines and each finding (from the fuzzer's workers, one at a time).
    public static func fuzz(_ options: FuzzOptions, progress: @escaping @Sendable (String) -> Void = { _ in }) -> CommandResult {
        differentialFuzz(options, progress: progress).result
    }

    /// Generates, checks, classifies, shrinks and saves (a finding and its picture each); the CSV
    /// is rewritten atomically with every progress line, so an interrupted run keeps its counts
    /// so far as well as every finding saved. Prints the table of cases by kind and status
    /// (``FuzzCSV/table(_:)``).
    /// Exit: usage for bad options; bad input when a finding, the CSV or its metadata cannot be
    /// written; a finding when a case disagreed; else success.
    /// - Returns: the result and the run's summary (nil when the options are a usage error or the
    ///   output's directory cannot be created).
    public static func differentialFuzz(_ options: FuzzOptions, progress: @escaping @Sendable (String) -> Void = { _ in })
        -> (result: CommandResult, summary: FuzzSummary?) {
        if let problem = options.usageProblem { return (.failure(.usage, "layoutbench fuzz: \(problem)"), nil) }
        let limit = options.limit
        let fuzzer = DifferentialFuzzer(.init(seed: options.seeding.seed, limit: limit, jobs: options.jobs))
        let store = FindingStore(directory: options.findings)
        let output = options.output
        let log = FuzzLog()
        let limitText = switch limit {
        case .cases(let count): "\(count) cases"
        case .duration(let seconds): "\(seconds) s"
        }
        progress("fuzz: seed \(options.seeding.seed), \(limitText), \(options.jobs) job(s); findings go to \(options.findings)")
        do { try createParentDirectory(of: output) } catch {
            return (.failure(.badInput, "layoutbench fuzz: \(error)"), nil)
        }
        let metadataPath = RunMetadata.path(forResults: output)
        do {
            try AtomicFile.write(RunMetadata.current(seed: options.seeding.seed, allocationCounts: false).jsonText, to: metadataPath)
            log.wrote(metadataPath)
        } catch {
            log.fail("\(error)")
        }
        let summary = fuzzer.run(
            onFinding: { finding in
                do {
                    let path = try store.save(finding)
                    log.wrote(path)
                    var picture: String?
                    do { picture = try FindingPicture.save(finding, besideFileAt: path) } catch {
                        progress("fuzz: warning: the finding's picture was not saved: \(error)")
                    }
                    if let picture { log.wrote(picture) }
                    progress("fuzz: DISAGREEMENT (seed \(finding.seed)), shrunk from \(finding.originalSize) to "
                        + "\(finding.shrunkSize) parts, saved \(path)" + (picture.map { " and \($0)" } ?? ""))
                    for problem in finding.problems.prefix(5) { progress("    \(problem)") }
                } catch {
                    log.fail("\(error)")
                    progress("fuzz: DISAGREEMENT (seed \(finding.seed)) not saved: \(error)")
                }
            },
            onProgress: { summary in
                progress("fuzz: \(summary.cases) cases, \(Int(summary.casesPerSecondPerJob)) cases/s/job, "
                    + "\(summary.disagreements) disagreement(s)")
                do { try AtomicFile.write(FuzzCSV.text(summary), to: output) } catch { log.fail("\(error)") }
            })
        var result = CommandResult(output: FuzzCSV.table(summary))
        do {
            try AtomicFile.write(FuzzCSV.text(summary), to: output)
            log.wrote(output)
            result.output += "wrote \(output)\n"
        } catch {
            log.fail("\(error)")
        }
        result.written = log.written
        for failure in Set(log.failures).sorted() { result.record(.badInput, "layoutbench fuzz: \(failure)") }
        if summary.disagreements > 0 {
            result.record(.finding, "layoutbench fuzz: \(summary.disagreements) disagreement(s); "
                + "replay with `layoutbench replay \(options.findings)`")
        }
        return (result, summary)
    }
}

/// Files written and errors met while writing, collected from the workers' callbacks.
private final class FuzzLog: @unchecked Sendable {
    private let lock = NSLock()
    private var writtenPaths: [String] = []
    private var failed: [String] = []

    func wrote(_ path: String) {
        lock.lock()
        if !writtenPaths.contains(path) { writtenPaths.append(path) }
        lock.unlock()
    }

    func fail(_ failure: String) {
        lock.lock()
        failed.append(failure)
        lock.unlock()
    }

    var written: [String] {
        lock.lock()
        defer { lock.unlock() }
        return writtenPaths
    }

    var failures: [String] {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }
}
