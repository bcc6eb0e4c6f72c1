import LayoutReport

extension BenchReport {
    /// The results rows of the run, in the order measured.
    public var rows: [ResultRow] {
        zip(measurements, agreements).map { measurement, agrees in
            ResultRow(
                scenario: measurement.scenario, strategy: measurement.strategy, size: measurement.size,
                seed: measurement.seed, iterations: measurement.samples.count,
                medianNanoseconds: measurement.samples.median, p10Nanoseconds: measurement.samples.quantile(0.1),
                p90Nanoseconds: measurement.samples.quantile(0.9), allocations: measurement.allocations,
                allocatedBytes: measurement.allocatedBytes, pivots: measurement.pivots, agree: agrees,
                checksum: ResultChecksum.of(values: measurement.answers), extra: measurement.extra)
        }
    }

    /// The summary table of the run (``BenchSummary/text(rows:peers:exponents:)``): one line per
    /// measurement with its median, its ratio to the group's reference strategy (below 1 is
    /// faster) and the cross-check verdict, then the peers and the growth exponents.
    ///
    /// - Parameter peers: rows of other solvers on the same workloads (`--peers`: kiwisolver and
    ///   kiwi C++), listed after the run's own with our `incremental` median over theirs on the
    ///   same scenario and size (below 1: ours is faster) and whether their answers matched ours.
    public func summary(peers: [ResultRow] = []) -> String {
        BenchSummary.text(rows: rows, peers: peers, exponents: exponents)
    }
}
