/// One row of a results CSV: one (scenario, strategy, size) of a run.
///
/// Optional values are written as empty cells: allocations without jemalloc, pivots where no
/// solver runs, times in a file that keeps deterministic columns only, `agree` where nothing was
/// cross-checked.
public struct ResultRow: Equatable, Sendable {
    /// What identifies a row within a file: rows of two runs are matched by it.
    public struct Key: Hashable, Comparable, Sendable, CustomStringConvertible {
        public var scenario: String
        public var strategy: String
        public var size: Int

        public init(scenario: String, strategy: String, size: Int) {
            self.scenario = scenario
            self.strategy = strategy
            self.size = size
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.scenario, lhs.strategy, lhs.size) < (rhs.scenario, rhs.strategy, rhs.size)
        }

        public var description: String { "\(scenario)/\(strategy)/\(size)" }
    }

    public var scenario: String
    public var strategy: String
    /// The workload's size: items, variables or views.
    public var size: Int
    /// The generator's seed. `bench` writes 0 for its workloads that take none (the enaml-like
    /// workload, the chain, Corpus cases); peer rows have none (nil).
    public var seed: UInt64?
    /// Timed runs behind the statistics below.
    public var iterations: Int
    public var medianNanoseconds: Double?
    public var p10Nanoseconds: Double?
    public var p90Nanoseconds: Double?
    /// Allocations per iteration, from jemalloc's statistics.
    public var allocations: Int?
    /// Bytes allocated per iteration, from jemalloc's statistics.
    public var allocatedBytes: Int?
    /// Simplex pivots per iteration.
    public var pivots: Int?
    /// Whether this strategy's answers matched the reference strategy's.
    public var agree: Bool?
    /// ``ResultChecksum/of(values:)`` of the answers: equal across strategies that agree.
    public var checksum: String
    /// Columns beyond the standard ones, by header name; written after them, sorted by name.
    public var extra: [String: String]

    public init(scenario: String, strategy: String, size: Int, seed: UInt64? = nil, iterations: Int,
                medianNanoseconds: Double? = nil, p10Nanoseconds: Double? = nil, p90Nanoseconds: Double? = nil,
                allocations: Int? = nil, allocatedBytes: Int? = nil, pivots: Int? = nil, agree: Bool? = nil,
                checksum: String = "", extra: [String: String] = [:]) {
        self.scenario = scenario
        self.strategy = strategy
        self.size = size
        self.seed = seed
        self.iterations = iterations
        self.medianNanoseconds = medianNanoseconds
        self.p10Nanoseconds = p10Nanoseconds
        self.p90Nanoseconds = p90Nanoseconds
        self.allocations = allocations
        self.allocatedBytes = allocatedBytes
        self.pivots = pivots
        self.agree = agree
        self.checksum = checksum
        self.extra = extra
    }

    public var key: Key { Key(scenario: scenario, strategy: strategy, size: size) }
}
