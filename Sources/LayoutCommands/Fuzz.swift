import ArgumentParser
import Foundation
import LayoutCore
import LayoutFuzz
import LayoutGen
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

    /// This process's slice of the run's cases (docs/Fuzzing.md, "Across machines").
    @Option(help: "Run shard I of N (I/N): disjoint, reproducible slices of the cases, one per machine; --cases counts this shard's.")
    public var shard = FuzzShard.whole

    /// How the generated layout cases lean.
    @OptionGroup public var mix: FuzzMixOptions

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? {
        if cases != nil, duration != nil { return "Give --cases or --duration, not both." }
        if let cases, cases < 1 { return "--cases must be at least 1 (got \(cases))." }
        if let duration, !(duration > 0 && duration.isFinite) {
            return "--duration must be a positive number of seconds (got \(duration))."
        }
        guard jobs >= 1 else { return "--jobs must be at least 1 (got \(jobs))." }
        return mix.usageProblem
    }

    var limit: DifferentialFuzzer.Limit { duration.map { .duration(seconds: $0) } ?? .cases(cases ?? 2_000) }
}

/// `--required-extras`, `--open-ends`, `--injected-conflicts`: the generator's knobs that set the
/// mix of layout statuses (docs/Fuzzing.md, "The mix").
public struct FuzzMixOptions: ParsableArguments, Sendable {
    /// The chance that a constraint between views is drawn required.
    @Option(help: "The chance (0–1) that a constraint between views is drawn required: more unsatisfiable cases.")
    public var requiredConstraints = DifferentialFuzzer.defaultKnobs.requiredConstraints

    /// The chance that an extra constraint is made required (conflicts: unsatisfiable cases).
    @Option(help: "The chance (0–1) that an extra constraint between views is made required: more unsatisfiable cases.")
    public var requiredExtras = DifferentialFuzzer.defaultKnobs.requiredExtras

    /// The chance that a step's added constraint is made required.
    @Option(help: "The chance (0–1) that a constraint a step adds is made required: more unsatisfiable cases.")
    public var requiredAdditions = DifferentialFuzzer.defaultKnobs.requiredAdditions

    /// The chance that a placement leaves a size or far edge free (ambiguous cases).
    @Option(help: "The chance (0–1) that a view's placement leaves its size or far edge free: more ambiguous cases.")
    public var openEnds = DifferentialFuzzer.defaultKnobs.openEnds

    /// The chance that a view gets an intrinsic size.
    @Option(help: "The chance (0–1) that a view gets an intrinsic size: fewer ambiguous cases.")
    public var intrinsicSizes = DifferentialFuzzer.defaultKnobs.intrinsicSizes

    /// The chance that the root gets a height.
    @Option(help: "The chance (0–1) that the root gets a height: fewer ambiguous cases.")
    public var rootHeights = DifferentialFuzzer.defaultKnobs.rootHeights

    /// At most this many steps per layout case.
    @Option(help: "At most this many steps (changes laid out again) per layout case.")
    public var maxSteps = DifferentialFuzzer.defaultKnobs.maxSteps

    /// The chance of each of UIKit's extras (margins, safe areas, a layout guide).
    @Option(help: "The chance (0–1) of each of UIKit's extras: custom margins, safe-area insets, a layout guide.")
    public var uikitAnchors = DifferentialFuzzer.defaultKnobs.uikitAnchors

    /// The chance of a deliberate conflict per case.
    @Option(help: "The chance (0–1) that a case gets a deliberate conflict (a width pinned to two required constants).")
    public var injectedConflicts = DifferentialFuzzer.defaultKnobs.injectedConflicts

    public init() {}

    /// The fuzzer's default knobs with these chances.
    public var knobs: RandomCaseGenerator.Knobs {
        var knobs = DifferentialFuzzer.defaultKnobs
        knobs.requiredConstraints = requiredConstraints
        knobs.requiredExtras = requiredExtras
        knobs.requiredAdditions = requiredAdditions
        knobs.openEnds = openEnds
        knobs.rootHeights = rootHeights
        knobs.intrinsicSizes = intrinsicSizes
        knobs.maxSteps = maxSteps
        knobs.uikitAnchors = uikitAnchors
        knobs.injectedConflicts = injectedConflicts
        return knobs
    }

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? {
        for (name, value) in [("--required-constraints", requiredConstraints), ("--required-extras", requiredExtras),
                              ("--required-additions", requiredAdditions), ("--open-ends", openEnds), ("--root-heights", rootHeights), ("--intrinsic-sizes", intrinsicSizes), ("--uikit-anchors", uikitAnchors),
                              ("--injected-conflicts", injectedConflicts)] where !(0...1).contains(value) {
            return "\(name) must be a chance from 0 to 1 (got \(value))."
        }
        return maxSteps >= 0 ? nil : "--max-steps must be 0 or more (got \(maxSteps))."
    }
}

extension FuzzShard: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
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
        let fuzzer = DifferentialFuzzer(.init(seed: options.seeding.seed, limit: limit, jobs: options.jobs,
                                              knobs: options.mix.knobs, shard: options.shard))
        let store = FindingStore(directory: options.findings)
        let output = options.output
        let log = FuzzLog()
        let limitText = switch limit {
        case .cases(let count): "\(count) cases"
        case .duration(let seconds): "\(seconds) s"
        }
        let shardText = options.shard == .whole ? "" : ", shard \(options.shard)"
        progress("fuzz: seed \(options.seeding.seed)\(shardText), \(limitText), \(options.jobs) job(s); findings go to \(options.findings)")
        let metadataPath = RunMetadata.path(forResults: output)
        do {
            try AtomicFile.checkWritable(output)
            try AtomicFile.checkWritable(metadataPath)
            try AtomicFile.checkWritableFolder(options.findings)
        } catch {
            return (.failure(.badInput, "layoutbench fuzz: \(error)"), nil)
        }
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
