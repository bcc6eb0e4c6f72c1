import CollectionLayout
import Foundation
import LayoutGen
import LayoutModel

/// Differential fuzzing: generates cases from consecutive seeds, checks each on every strategy
/// (``LayoutCaseCheck``, ``CollectionCaseCheck``), counts the verdicts, and shrinks every
/// disagreement to a ``Finding``.
///
/// Case `i` comes from seed `seed + i`; one in five is a collection, one in five a bare solver
/// program (``SolverProgram/generate(seed:operations:variables:)``), the rest layout cases
/// (``RandomCaseGenerator`` with ``Configuration/knobs``). A run with the same seed and case
/// count classifies the same cases the same way, whatever the number of jobs.
public struct DifferentialFuzzer: Sendable {
    /// When a run stops.
    public enum Limit: Sendable {
        case cases(Int)
        case duration(seconds: Double)
    }

    public struct Configuration: Sendable {
        public var seed: UInt64
        public var limit: Limit
        /// Worker threads.
        public var jobs: Int
        public var knobs: RandomCaseGenerator.Knobs
        /// Candidates the shrinker may test per finding.
        public var shrinkBudget: Int
        /// The slice of the run's cases this process runs; the limit counts its own cases.
        public var shard: FuzzShard

        public init(seed: UInt64 = 1, limit: Limit = .cases(2_000), jobs: Int = 1,
                    knobs: RandomCaseGenerator.Knobs = DifferentialFuzzer.defaultKnobs, shrinkBudget: Int = 3_000,
                    shard: FuzzShard = .whole)
        {
            self.seed = seed
            self.limit = limit
            self.jobs = max(1, jobs)
            self.knobs = knobs
            self.shrinkBudget = shrinkBudget
            self.shard = shard
        }
    }

    /// Knobs that balance the layout statuses (docs/Fuzzing.md, "The mix": each of satisfied,
    /// ambiguous and unsatisfiable between 20% and 50% of layout cases; the generator's own
    /// defaults make two in three unsatisfiable): fewer required constraints between views and
    /// in steps, no open ends, intrinsic sizes on every view, at most one step, one case in
    /// fifty given a deliberate conflict, and UIKit's extras (margins, safe areas, a layout
    /// guide) at 0.2 each.
    public static let defaultKnobs = RandomCaseGenerator.Knobs(
        requiredConstraints: 0.35, requiredExtras: 0.1, requiredAdditions: 0.1, openEnds: 0, injectedConflicts: 0.02,
        intrinsicSizes: 1, maxSteps: 1, uikitAnchors: 0.2)

    public var configuration: Configuration

    public init(_ configuration: Configuration) { self.configuration = configuration }

    /// What case `index` of a run is.
    public static func kind(ofCase index: UInt64) -> FuzzKind {
        switch index % 5 {
        case 4: .collection
        case 2: .solver
        default: .layout
        }
    }

    /// Generates, checks and classifies case `index` of the run; shrinks it when it disagrees.
    public func fuzzCase(_ index: UInt64) -> (kind: FuzzKind, verdict: FuzzVerdict, finding: Finding?) {
        let seed = configuration.seed &+ index
        let kind = Self.kind(ofCase: index)
        switch kind {
        case .layout:
            var generator = RandomCaseGenerator(seed: seed, knobs: configuration.knobs)
            let (verdict, finding) = fuzz(generator.makeCase(name: "layout-seed-\(seed)"), kind: kind, seed: seed,
                                          check: { LayoutCaseCheck.check($0) }, shrink: CaseShrinker.shrink,
                                          reproducer: Finding.Reproducer.layout, size: \.shrinkSize)
            return (kind, verdict, finding)
        case .collection:
            var generator = RandomCollectionGenerator(seed: seed)
            let (verdict, finding) = fuzz(generator.makeCase(name: "collection-seed-\(seed)"), kind: kind, seed: seed,
                                          check: CollectionCaseCheck.check, shrink: CollectionShrinker.shrink,
                                          reproducer: Finding.Reproducer.collection, size: \.shrinkSize)
            return (kind, verdict, finding)
        case .solver:
            let (verdict, finding) = fuzz(SolverProgram.generate(seed: seed), kind: kind, seed: seed,
                                          check: \.verdict, shrink: { $0.shrunk(budget: $1, while: $2) },
                                          reproducer: Finding.Reproducer.solver, size: \.shrinkSize)
            return (kind, verdict, finding)
        }
    }

    /// Checks `original`; when it disagrees, shrinks it to a case that still disagrees.
    private func fuzz<Case>(_ original: Case, kind: FuzzKind, seed: UInt64, check: (Case) -> FuzzVerdict,
                            shrink: (Case, Int, (Case) -> Bool) -> Case, reproducer: (Case) -> Finding.Reproducer,
                            size: (Case) -> Int) -> (FuzzVerdict, Finding?)
    {
        let verdict = check(original)
        guard verdict.isDisagreement else { return (verdict, nil) }
        let shrunk = withoutActuallyEscaping(check) { check in
            shrink(original, configuration.shrinkBudget) { check($0).isDisagreement }
        }
        return (verdict, Finding(kind: kind, seed: seed, reproducer: reproducer(shrunk), problems: check(shrunk).problems,
                                 originalSize: size(original), shrunkSize: size(shrunk)))
    }

    /// Runs the fuzzer on ``Configuration/jobs`` threads until the limit.
    /// - Parameters:
    ///   - onFinding: called (one at a time) with each finding as soon as it is shrunk — where
    ///     the caller saves it.
    ///   - onProgress: called (one at a time) about every `progressInterval` seconds with the
    ///     summary so far.
    /// - Returns: the counts, the time taken and every finding.
    public func run(progressInterval: Double = 2, onFinding: @escaping @Sendable (Finding) -> Void = { _ in },
                    onProgress: @escaping @Sendable (FuzzSummary) -> Void = { _ in }) -> FuzzSummary
    {
        let state = RunState(jobs: configuration.jobs)
        let start = Date()
        let limit = configuration.limit
        let shard = configuration.shard
        let processorStart = processorSeconds()
        DispatchQueue.concurrentPerform(iterations: configuration.jobs) { _ in
            while let local = state.nextIndex(limit: limit, start: start) {
                let (kind, verdict, finding) = fuzzCase(shard.caseIndex(local))
                state.record(kind: kind, verdict: verdict, finding: finding, start: start, onFinding: onFinding,
                             progressInterval: progressInterval, onProgress: onProgress)
            }
        }
        return state.summary(seconds: Date().timeIntervalSince(start), processorSeconds: processorSeconds() - processorStart)
    }
}

/// The CPU time this process has used so far (every thread), in seconds: C's `clock()`.
func processorSeconds() -> Double { Double(clock()) / Double(CLOCKS_PER_SEC) }

/// Counts by kind and status, throughput and findings of a run.
public struct FuzzSummary: Sendable {
    public var counts: [FuzzKind: [FuzzStatus: Int]] = [:]
    /// Wall-clock seconds.
    public var seconds: Double = 0
    /// CPU seconds of the whole process (every job): on a shared machine the measure of the
    /// fuzzer's own speed. 0 in progress reports, which do not measure it.
    public var processorSeconds: Double = 0
    public var jobs: Int
    public var findings: [Finding] = []

    public init(jobs: Int) { self.jobs = jobs }

    public var cases: Int { counts.values.flatMap(\.values).reduce(0, +) }
    public func count(_ status: FuzzStatus) -> Int { counts.values.compactMap { $0[status] }.reduce(0, +) }
    public var disagreements: Int { count(.disagreement) }
    /// Cases per second per job.
    public var casesPerSecondPerJob: Double { seconds > 0 ? Double(cases) / seconds / Double(jobs) : 0 }
    /// Cases per CPU second: what one job does on a core of its own.
    public var casesPerProcessorSecond: Double { processorSeconds > 0 ? Double(cases) / processorSeconds : 0 }

    /// Each status's share of the layout cases (0 without layout cases).
    public func layoutShare(_ status: FuzzStatus) -> Double {
        let layout = counts[.layout] ?? [:]
        let total = layout.values.reduce(0, +)
        return total > 0 ? Double(layout[status] ?? 0) / Double(total) : 0
    }
}

/// The shared state of a run's workers, behind a lock.
private final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private var next: UInt64 = 0
    private var summary: FuzzSummary
    private var lastProgress = Date()

    init(jobs: Int) { summary = FuzzSummary(jobs: jobs) }

    func nextIndex(limit: DifferentialFuzzer.Limit, start: Date) -> UInt64? {
        lock.lock()
        defer { lock.unlock() }
        switch limit {
        case .cases(let count): guard next < UInt64(max(0, count)) else { return nil }
        case .duration(let seconds): guard Date().timeIntervalSince(start) < seconds else { return nil }
        }
        next += 1
        return next - 1
    }

    func record(kind: FuzzKind, verdict: FuzzVerdict, finding: Finding?, start: Date,
                onFinding: (Finding) -> Void, progressInterval: Double, onProgress: (FuzzSummary) -> Void)
    {
        lock.lock()
        defer { lock.unlock() }
        summary.counts[kind, default: [:]][verdict.status, default: 0] += 1
        if let finding {
            summary.findings.append(finding)
            onFinding(finding)
        }
        if Date().timeIntervalSince(lastProgress) >= progressInterval {
            lastProgress = Date()
            summary.seconds = lastProgress.timeIntervalSince(start)
            onProgress(summary)
        }
    }

    func summary(seconds: Double, processorSeconds: Double) -> FuzzSummary {
        lock.lock()
        defer { lock.unlock() }
        summary.seconds = seconds
        summary.processorSeconds = processorSeconds
        summary.findings.sort { $0.seed < $1.seed }
        return summary
    }
}
