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
                checksum: ResultChecksum.of(values: measurement.answers))
        }
    }

    /// A table with one line per measurement: its median, its ratio to the group's reference
    /// strategy (below 1 is faster) and the cross-check verdict.
    ///
    /// - Parameter peers: rows of other solvers on the same workloads (`--peers`: kiwisolver and
    ///   kiwi C++), listed after the run's own with our `incremental` median over theirs on the
    ///   same scenario and size (below 1: ours is faster) and whether their answers matched ours.
    public func summary(peers: [ResultRow] = []) -> String {
        var referenceMedian: [String: Double] = [:]
        let groups = Dictionary(grouping: measurements) { "\($0.scenario)|\($0.size)" }
        for (key, group) in groups {
            guard let name = BenchSuite.reference(among: group.map(\.strategy)),
                  let reference = group.first(where: { $0.strategy == name }) else { continue }
            referenceMedian[key] = reference.samples.median
        }
        var lines = [row(["scenario", "size", "strategy", "median", "vs ref", "pivots", "allocs", "agree"])]
        for (measurement, agrees) in zip(measurements, agreements) {
            let median = measurement.samples.median
            let ratio = referenceMedian["\(measurement.scenario)|\(measurement.size)"].map {
                $0 > 0 ? formatRatio(median / $0) : "-"
            } ?? "-"
            lines.append(row([measurement.scenario, String(measurement.size), measurement.strategy,
                              formatNanoseconds(median), ratio, measurement.pivots.map(String.init) ?? "-",
                              measurement.allocations.map(String.init) ?? "-", agrees ? "yes" : "NO"]))
        }
        if !peers.isEmpty {
            var incremental: [String: Double] = [:]
            for measurement in measurements where measurement.strategy == "incremental" {
                incremental["\(measurement.scenario)|\(measurement.size)"] = measurement.samples.median
            }
            lines.append("")
            lines.append("Peers (incr/peer: our incremental median over the peer's on the same scenario and size; below 1 ours is faster)")
            lines.append(row(["scenario", "size", "strategy", "median", "incr/peer", "", "", "agree"]))
            for peer in peers {
                let ours = incremental["\(peer.scenario)|\(peer.size)"]
                let ratio = peer.medianNanoseconds.flatMap { median in ours.map { median > 0 ? formatRatio($0 / median) : "-" } }
                // A peer that differs is reported, not failed: kiwi's priorities are weights.
                let agree = peer.agree.map { $0 ? "yes" : "differs" } ?? "-"
                lines.append(row([peer.scenario, String(peer.size), peer.strategy,
                                  peer.medianNanoseconds.map(formatNanoseconds) ?? "-", ratio ?? "-", "", "", agree]))
            }
        }
        if !exponents.isEmpty {
            lines.append("")
            lines.append("Growth exponents: the least-squares slope of log(median) on log(size) over the sizes listed")
            lines.append(row(["scenario", "", "strategy", "exponent", "", "", "", "", "sizes"]))
            for entry in exponents {
                lines.append(row([entry.scenario, "", entry.strategy, formatRatio(entry.exponent), "", "", "", "",
                                  entry.sizes.map(String.init).joined(separator: ",")]))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ cells: [String]) -> String {
        let widths = [22, 8, 12, 12, 9, 9, 9, 5]
        return zip(cells, widths + Array(repeating: 10, count: max(0, cells.count - widths.count)))
            .map { cell, width in cell.count >= width ? cell + " " : cell + String(repeating: " ", count: width - cell.count) }
            .joined()
    }
}
