import Foundation

/// The comparisons LayoutBench exists for, each as one number: how much faster incremental
/// layout is than a full re-solve per workload family, indexed rectangle queries than the naive
/// scan per layout kind, and our incremental solver than each peer. The report opens with them.
public struct Headline: Equatable, Sendable {
    /// One comparison: `slower` over `faster` (above 1: the first named is faster).
    public struct Ratio: Equatable, Sendable {
        /// What is compared (`incremental vs full, chain`).
        public var title: String
        /// The geometric mean over ``scenarios`` of the other side's median over ours.
        public var ratio: Double
        /// The scenarios behind the mean, each at its largest size.
        public var scenarios: [String]
    }

    public var ratios: [Ratio]

    /// The headline of `rows`. A family is the scenario name before its first `-` (`independent`
    /// for `independent-resize`, `waterfall` for `waterfall-self-sizing`, `corpus` for every
    /// Corpus case); each scenario counts at the largest size
    /// where both strategies have a time.
    ///
    /// - Complexity: O(n log n) in the rows.
    public init(rows: [ResultRow]) {
        var ratios: [Ratio] = []
        ratios += Self.family(rows, faster: "incremental", slower: "full", title: "incremental vs full")
        ratios += Self.family(rows, faster: "indexed", slower: "naive", title: "indexed vs naive queries")
        for peer in ReferenceStrategy.peers.sorted() {
            if let ratio = Self.overall(rows, faster: "incremental", slower: peer, title: "ours (incremental) vs \(peer)") {
                ratios.append(ratio)
            }
        }
        self.ratios = ratios
    }

    /// Per family, the geometric mean of `slower`'s median over `faster`'s.
    private static func family(_ rows: [ResultRow], faster: String, slower: String, title: String) -> [Ratio] {
        let pairs = scenarioRatios(rows, faster: faster, slower: slower)
        let byFamily = Dictionary(grouping: pairs) { pair in
            pair.scenario.split(separator: "-", maxSplits: 1).first.map(String.init) ?? pair.scenario
        }
        return byFamily.keys.sorted().compactMap { family in
            byFamily[family].map { Ratio(title: "\(title), \(family)", ratio: geometricMean($0.map(\.ratio)),
                                          scenarios: $0.map(\.scenario)) }
        }
    }

    /// Over every scenario both have, the geometric mean of `slower`'s median over `faster`'s.
    private static func overall(_ rows: [ResultRow], faster: String, slower: String, title: String) -> Ratio? {
        let pairs = scenarioRatios(rows, faster: faster, slower: slower)
        guard !pairs.isEmpty else { return nil }
        return Ratio(title: title, ratio: geometricMean(pairs.map(\.ratio)), scenarios: pairs.map(\.scenario))
    }

    /// Per scenario (sorted), `slower`'s median over `faster`'s at the largest size both have.
    private static func scenarioRatios(_ rows: [ResultRow], faster: String, slower: String) -> [(scenario: String, ratio: Double)] {
        var times: [String: [Int: (faster: Double?, slower: Double?)]] = [:]
        for row in rows {
            guard let median = row.medianNanoseconds, median > 0 else { continue }
            if row.strategy == faster { times[row.scenario, default: [:]][row.size, default: (nil, nil)].faster = median }
            if row.strategy == slower { times[row.scenario, default: [:]][row.size, default: (nil, nil)].slower = median }
        }
        return times.keys.sorted().compactMap { scenario in
            let sizes = times[scenario] ?? [:]
            let both = sizes.compactMap { size, pair in pair.faster.flatMap { f in pair.slower.map { (size, $0 / f) } } }
            return both.max { $0.0 < $1.0 }.map { (scenario, $0.1) }
        }
    }
}

/// exp of the mean of the logs (1 for no values).
func geometricMean(_ values: [Double]) -> Double {
    values.isEmpty ? 1 : exp(values.map(log).reduce(0, +) / Double(values.count))
}
