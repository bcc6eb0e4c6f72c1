import LayoutCore

/// Which combinations of several dimensions (widths, text sizes, directions, data values…) an
/// audit lays out: all of them when there are at most `cap`, else a stratified sample of `cap`.
enum VariantSampler {
    /// Every combination, in odometer order (the last dimension changes fastest), when the
    /// product is at most `cap`; otherwise `cap` distinct combinations in which each value of each
    /// dimension appears about equally often (a Latin-hypercube design: each dimension's column
    /// is whole shuffled cycles of its values, so equally often ±1 before rows that collide are
    /// replaced by random distinct combinations); then sorted into odometer order. The same seed
    /// gives the same sample.
    ///
    /// - Parameter counts: each dimension's number of values (each ≥ 1).
    /// - Complexity: O(product) when enumerating; otherwise O(cap × dimensions) expected.
    static func combinations(counts: [Int], cap: Int, seed: UInt64) -> [[Int]] {
        let product = counts.reduce(1) { $0.multipliedReportingOverflow(by: $1).overflow ? Int.max : $0 * $1 }
        guard product > cap else { return allCombinations(counts) }
        var random = SplitMix64(seed: seed)
        let columns: [[Int]] = counts.map { count in
            var column: [Int] = []
            while column.count < cap { column += random.shuffled(0 ..< count) }
            return Array(column.prefix(cap))
        }
        var chosen: Set<[Int]> = []
        var rows: [[Int]] = []
        for row in 0 ..< cap {
            let combination = columns.map { $0[row] }
            if chosen.insert(combination).inserted { rows.append(combination) }
        }
        while rows.count < cap {
            let combination = counts.map { random.int(in: 0 ..< $0) }
            if chosen.insert(combination).inserted { rows.append(combination) }
        }
        return rows.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The naive twin: the whole product in odometer order.
    static func allCombinations(_ counts: [Int]) -> [[Int]] {
        counts.reduce([[]]) { partial, count in partial.flatMap { prefix in (0 ..< count).map { prefix + [$0] } } }
    }
}
