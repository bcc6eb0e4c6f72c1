/// The null distribution of Wilcoxon's signed-rank statistic W⁺ for n paired differences: the sum
/// of the ranks 1…n that carry a plus sign when each sign is a fair coin. The A/B gate reads its
/// lower tail to find how many Walsh averages a confidence interval drops at each end.
public struct SignedRankDistribution: Sendable {
    /// The number of differences.
    public let count: Int
    /// `probabilities[w]` = P(W⁺ = w), for w in 0…n(n+1)/2.
    public let probabilities: [Double]

    /// - Complexity: O(n³) time (n additions over n(n+1)/2 sums), O(n²) memory.
    public init(count: Int) {
        self.count = max(0, count)
        var probabilities = [1.0]
        for rank in stride(from: 1, through: self.count, by: 1) {
            // Adding rank `rank`: each earlier sum either keeps its value or grows by `rank`, with
            // probability one half each.
            var next = [Double](repeating: 0, count: probabilities.count + rank)
            for (sum, probability) in probabilities.enumerated() {
                next[sum] += probability / 2
                next[sum + rank] += probability / 2
            }
            probabilities = next
        }
        self.probabilities = probabilities
    }

    /// The largest number of Walsh averages, k, that a two-sided interval at `confidence` may drop
    /// from each end: the largest k with P(W⁺ ≤ k − 1) ≤ (1 − confidence) / 2. Zero when n is too
    /// small for any interval narrower than everything (n ≤ 5 at 95%).
    public func tailDrop(confidence: Double) -> Int {
        let tail = (1 - confidence) / 2
        var cumulative = 0.0
        var drop = 0
        // A tiny allowance for rounding: the probabilities are sums of powers of two.
        while drop < probabilities.count, cumulative + probabilities[drop] <= tail * (1 + 1e-12) {
            cumulative += probabilities[drop]
            drop += 1
        }
        return drop
    }
}
