import LayoutMeasure
import LayoutReport

/// One (scenario, strategy, size) of a run: the timing samples, the deterministic counts per
/// iteration, and the answers the strategy gave, which the suite compares across strategies.
public struct BenchMeasurement: Sendable {
    public var scenario: String
    public var strategy: String
    public var size: Int
    public var seed: UInt64
    public var samples: Samples
    /// Allocations per iteration (nil without jemalloc).
    public var allocations: Int?
    /// Bytes allocated per iteration (nil without jemalloc).
    public var allocatedBytes: Int?
    /// Simplex pivots per iteration (nil where no solver runs).
    public var pivots: Int?
    /// Every answer the strategy gave, in order: frames, values or query results.
    public var answers: [Double] {
        get { stepAnswers.values }
        set { stepAnswers = StepAnswers(newValue) }
    }
    /// ``answers`` as they are held: a change scenario's steps, each as what differs from the
    /// step before.
    var stepAnswers: StepAnswers
    /// Columns of the results CSV beyond the standard ones (``ResultRow/extra``), such as the
    /// large-file group's throughput.
    public var extra: [String: String] = [:]

    public init(scenario: String, strategy: String, size: Int, seed: UInt64, samples: Samples,
                allocations: Int? = nil, allocatedBytes: Int? = nil, pivots: Int? = nil, answers: [Double]) {
        self.scenario = scenario
        self.strategy = strategy
        self.size = size
        self.seed = seed
        self.samples = samples
        self.allocations = allocations
        self.allocatedBytes = allocatedBytes
        self.pivots = pivots
        stepAnswers = StepAnswers(answers)
    }

    /// A measurement whose answers came step by step.
    init(scenario: String, strategy: String, size: Int, seed: UInt64, samples: Samples, stepAnswers: StepAnswers) {
        self.init(scenario: scenario, strategy: strategy, size: size, seed: seed, samples: samples, answers: [])
        self.stepAnswers = stepAnswers.finished()
    }
}

/// Counts what a block of work allocates and pivots, per iteration.
struct WorkCounter {
    private let allocationsBefore: AllocationSnapshot?
    private let pivotsBefore: Int?
    private let pivotReader: (() -> Int)?

    init(pivots: (() -> Int)? = nil) {
        pivotReader = pivots
        pivotsBefore = pivots?()
        allocationsBefore = AllocationCounter.snapshot()
    }

    /// Fills the counts of `measurement` from the work done since `init`, over `iterations`,
    /// less what `untimed` counted (work between the timed runs, such as making their inputs).
    func finish(_ measurement: inout BenchMeasurement, iterations: Int, excluding untimed: AllocationTally = .init()) {
        let runs = max(1, iterations)
        if let before = allocationsBefore, let after = AllocationCounter.snapshot(), let excluded = untimed.counts {
            measurement.allocations = (after.allocations - before.allocations - excluded.allocations) / runs
            measurement.allocatedBytes = (after.bytes - before.bytes - excluded.bytes) / runs
        }
        if let pivotReader, let pivotsBefore {
            measurement.pivots = (pivotReader() - pivotsBefore) / runs
        }
    }
}

/// Allocation counts summed over several pieces of timed work, with a snapshot before and after
/// each piece (outside the clock), so that untimed work between the pieces is not counted.
struct AllocationTally {
    private var allocations = 0
    private var bytes = 0
    private var isComplete = true

    /// Adds what was allocated since `before` (a snapshot taken before the piece).
    mutating func add(since before: AllocationSnapshot?) {
        guard let before, let after = AllocationCounter.snapshot() else {
            isComplete = false
            return
        }
        allocations += after.allocations - before.allocations
        bytes += after.bytes - before.bytes
    }

    /// The counts summed so far; nil when a snapshot was missing (no jemalloc).
    var counts: (allocations: Int, bytes: Int)? { isComplete ? (allocations, bytes) : nil }

    /// Fills the counts of `measurement` per iteration (nothing without jemalloc).
    func finish(_ measurement: inout BenchMeasurement, iterations: Int) {
        guard let counts, AllocationCounter.isAvailable else { return }
        measurement.allocations = counts.allocations / max(1, iterations)
        measurement.allocatedBytes = counts.bytes / max(1, iterations)
    }
}
