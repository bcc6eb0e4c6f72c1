import CollectionLayout
import Foundation
import LayoutGen
import LayoutModel

/// Differential fuzzing: generates cases from consecutive seeds, checks each on every strategy
/// (``LayoutCaseCheck``, ``CollectionCaseCheck``), counts the verdicts, and shrinks every
/// disagreement to a ``Finding``.
///
/// Case `i` comes from seed `seed + i`; one in five is a collection, the rest layout cases
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

        public init(seed: UInt64 = 1, limit: Limit = .cases(2_000), jobs: Int = 1,
                    knobs: RandomCaseGenerator.Knobs = DifferentialFuzzer.defaultKnobs, shrinkBudget: Int = 3_000)
        {
            self.seed = seed
            self.limit = limit
            self.jobs = max(1, jobs)
            self.knobs = knobs
            self.shrinkBudget = shrinkBudget
        }
    }

    /// The generator's defaults with one case in ten given a deliberate conflict.
    public static let defaultKnobs = RandomCaseGenerator.Knobs(injectedConflicts: 0.1)

    public var configuration: Configuration

    public init(_ configuration: Configuration) { self.configuration = configuration }

    /// What case `index` of a run is.
    public static func kind(ofCase index: UInt64) -> FuzzKind { index % 5 == 4 ? .collection : .layout }

    /// Generates, checks and classifies case `index` of the run; shrinks it when it disagrees.
    public func fuzzCase(_ index: UInt64) -> (kind: FuzzKind, verdict: FuzzVerdict, finding: Finding?) {
        let seed = configuration.seed &+ index
        switch Self.kind(ofCase: index) {
        case .layout:
            var generator = RandomCaseGenerator(seed: seed, knobs: configuration.knobs)
            let layoutCase = generator.makeCase(name: "layout-seed-\(seed)")
            let verdict = LayoutCaseCheck.check(layoutCase)
            guard verdict.isDisagreement else { return (.layout, verdict, nil) }
            let shrunk = CaseShrinker.shrink(layoutCase, budget: configuration.shrinkBudget) {
                LayoutCaseCheck.check($0).isDisagreement
            }
            let finding = Finding(kind: .layout, seed: seed, reproducer: .layout(shrunk),
                                  problems: LayoutCaseCheck.check(shrunk).problems,
                                  originalSize: layoutCase.shrinkSize, shrunkSize: shrunk.shrinkSize)
            return (.layout, verdict, finding)
        case .collection:
            var generator = RandomCollectionGenerator(seed: seed)
            let collectionCase = generator.makeCase(name: "collection-seed-\(seed)")
            let verdict = CollectionCaseCheck.check(collectionCase)
            guard verdict.isDisagreement else { return (.collection, verdict, nil) }
            let shrunk = CollectionShrinker.shrink(collectionCase, budget: configuration.shrinkBudget) {
                CollectionCaseCheck.check($0).isDisagreement
            }
            let finding = Finding(kind: .collection, seed: seed, reproducer: .collection(shrunk),
                                  problems: CollectionCaseCheck.check(shrunk).problems,
                                  originalSize: collectionCase.shrinkSize, shrunkSize: shrunk.shrinkSize)
            return (.collection, verdict, finding)
        }
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
        DispatchQueue.concurrentPerform(iterations: configuration.jobs) { _ in
            while let index = state.nextIndex(limit: limit, start: start) {
                let (kind, verdict, finding) = fuzzCase(index)
                state.record(kind: kind, verdict: verdict, finding: finding, start: start, onFinding: onFinding,
                             progressInterval: progressInterval, onProgress: onProgress)
            }
        }
        return state.summary(seconds: Date().timeIntervalSince(start))
    }
}

/// Counts by kind and status, throughput and findings of a run.
public struct FuzzSummary: Sendable {
    public var counts: [FuzzKind: [FuzzStatus: Int]] = [:]
    public var seconds: Double = 0
    public var jobs: Int
    public var findings: [Finding] = []

    public init(jobs: Int) { self.jobs = jobs }

    public var cases: Int { counts.values.flatMap(\.values).reduce(0, +) }
    public func count(_ status: FuzzStatus) -> Int { counts.values.compactMap { $0[status] }.reduce(0, +) }
    public var disagreements: Int { count(.disagreement) }
    /// Cases per second per job.
    public var casesPerSecondPerJob: Double { seconds > 0 ? Double(cases) / seconds / Double(jobs) : 0 }
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

    func summary(seconds: Double) -> FuzzSummary {
        lock.lock()
        defer { lock.unlock() }
        summary.seconds = seconds
        summary.findings.sort { $0.seed < $1.seed }
        return summary
    }
}
