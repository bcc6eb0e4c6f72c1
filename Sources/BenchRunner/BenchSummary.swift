import LayoutCore
import LayoutReport

/// The summary table `bench` prints: rendered from results rows, so that a run's rows and the rows
/// of a results CSV read back give the same text.
public enum BenchSummary {
    /// One line per row: its median, its ratio to the reference strategy of the same scenario and
    /// size (below 1 is faster), its counts and the cross-check verdict; then, when given, the
    /// peers' rows with our `incremental` median over theirs on the same scenario and size (below
    /// 1: ours is faster) and whether their answers matched ours; then the growth exponents.
    /// Every part is a ``TextTable``; a value a row lacks is `-`.
    public static func text(rows: [ResultRow], peers: [ResultRow] = [],
                            exponents: [(scenario: String, strategy: String, exponent: Double, sizes: [Int])] = []) -> String {
        var referenceMedian: [String: Double] = [:]
        for (key, group) in Dictionary(grouping: rows, by: groupKey) {
            guard let name = ReferenceStrategy.name(among: group.map(\.strategy)),
                  let median = group.first(where: { $0.strategy == name })?.medianNanoseconds else { continue }
            referenceMedian[key] = median
        }
        var table = TextTable(header: ["scenario", "size", "strategy", "median", "vs ref", "pivots", "allocs", "agree"],
                              alignments: [.left, .right, .left, .right, .right, .right, .right, .left])
        for row in rows {
            let ratio = row.medianNanoseconds.flatMap { median in
                referenceMedian[groupKey(row)].map { $0 > 0 ? formatRatio(median / $0) : "-" }
            }
            table.rows.append([row.scenario, String(row.size), row.strategy, row.medianNanoseconds.map(formatNanoseconds) ?? "-",
                               ratio ?? "-", row.pivots.map(String.init) ?? "-", row.allocations.map(String.init) ?? "-",
                               row.agree.map { $0 ? "yes" : "NO" } ?? "-"])
        }
        var text = table.rendered()
        if !peers.isEmpty {
            var incremental: [String: Double] = [:]
            for row in rows where row.strategy == "incremental" {
                incremental[groupKey(row)] = row.medianNanoseconds
            }
            var peerTable = TextTable(header: ["scenario", "size", "strategy", "median", "incr/peer", "agree"],
                                      alignments: [.left, .right, .left, .right, .right, .left])
            for peer in peers {
                let ours = incremental[groupKey(peer)]
                let ratio = peer.medianNanoseconds.flatMap { median in ours.map { median > 0 ? formatRatio($0 / median) : "-" } }
                // A peer that differs is reported, not failed: kiwi's priorities are weights.
                let agree = peer.agree.map { $0 ? "yes" : "differs" } ?? "-"
                peerTable.rows.append([peer.scenario, String(peer.size), peer.strategy,
                                       peer.medianNanoseconds.map(formatNanoseconds) ?? "-", ratio ?? "-", agree])
            }
            text += "\nPeers (incr/peer: our incremental median over the peer's on the same scenario and size; below 1 ours is faster)\n"
            text += peerTable.rendered()
        }
        if !exponents.isEmpty {
            var exponentTable = TextTable(header: ["scenario", "strategy", "exponent", "sizes"],
                                          alignments: [.left, .left, .right, .left])
            exponentTable.rows = exponents.map {
                [$0.scenario, $0.strategy, formatRatio($0.exponent), $0.sizes.map(String.init).joined(separator: ",")]
            }
            text += "\nGrowth exponents: the least-squares slope of log(median) on log(size) over the sizes listed\n"
            text += exponentTable.rendered()
        }
        return text
    }

    private static func groupKey(_ row: ResultRow) -> String { "\(row.scenario)|\(row.size)" }
}
