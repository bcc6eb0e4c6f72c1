import LayoutReport

/// One (scenario, strategy, size) of a run: the timing samples, the deterministic counts per
/// iteration, and the answers the strategy gave, which the suite compares across strategies.
public struct Measurement: Sendable {
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
    public var answers: [Double]

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
        self.answers = answers
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

    /// Fills the counts of `measurement` from the work done since `init`, over `iterations`.
    func finish(_ measurement: inout Measurement, iterations: Int) {
        let runs = max(1, iterations)
        if let before = allocationsBefore, let after = AllocationCounter.snapshot() {
            measurement.allocations = (after.allocations - before.allocations) / runs
            measurement.allocatedBytes = (after.bytes - before.bytes) / runs
        }
        if let pivotReader, let pivotsBefore {
            measurement.pivots = (pivotReader() - pivotsBefore) / runs
        }
    }
}
