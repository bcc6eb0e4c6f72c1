import LayoutReport

/// A row with the given values and everything else plain.
public func row(_ scenario: String = "solver-edit", _ strategy: String = "incremental", size: Int = 100,
                median: Double? = 1_000, allocations: Int? = 100, bytes: Int? = 4_096, pivots: Int? = 10,
                agree: Bool? = true, checksum: String = "00000000000000aa") -> ResultRow {
    ResultRow(scenario: scenario, strategy: strategy, size: size, iterations: 10, medianNanoseconds: median,
                     p10Nanoseconds: median.map { $0 * 0.9 }, p90Nanoseconds: median.map { $0 * 1.1 },
                     allocations: allocations, allocatedBytes: bytes, pivots: pivots, agree: agree, checksum: checksum)
}
