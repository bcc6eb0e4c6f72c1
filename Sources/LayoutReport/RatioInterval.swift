import Foundation

/// How much slower a candidate is than its baseline, with a confidence interval: the estimate
/// and bounds of the ratio candidate time / baseline time (below 1: the candidate is faster).
///
/// Computed from paired rounds (``init(baseline:candidate:confidence:)``): each round timed both
/// builds back to back, so drift of the machine between rounds cancels within a pair. The log of
/// each pair's ratio is one difference; the estimate is the Hodges–Lehmann estimator of their
/// centre (the median of the Walsh averages, the means of every pair of differences including
/// each with itself), and the interval is the distribution-free one that inverts Wilcoxon's
/// signed-rank test, which assumes only that the differences are independent and symmetric about
/// their centre. Both are mapped back through exp, so a pure scale change of the times — the
/// candidate 10% slower in every round — is estimated as 1.10 however noisy the rounds are.
public struct RatioInterval: Equatable, Sendable {
    /// The estimated ratio, candidate over baseline.
    public var ratio: Double
    /// The interval's bounds; 0 and +∞ when there are too few rounds for any (≤ 5 at 95%).
    public var low: Double
    public var high: Double
    /// The rounds (pairs) behind it.
    public var rounds: Int
    public var confidence: Double

    public init(ratio: Double, low: Double, high: Double, rounds: Int, confidence: Double) {
        self.ratio = ratio
        self.low = low
        self.high = high
        self.rounds = rounds
        self.confidence = confidence
    }

    /// The ratio and its interval from `baseline[i]` and `candidate[i]`, the times of round i.
    /// Rounds where either time is not positive are left out. Nil without any round.
    ///
    /// - Complexity: O(n² log n) for n rounds (every Walsh average, sorted).
    public init?(baseline: [Double], candidate: [Double], confidence: Double = 0.95) {
        let differences = zip(baseline, candidate)
            .filter { $0 > 0 && $1 > 0 && $0.isFinite && $1.isFinite }
            .map { log($1 / $0) }
        guard !differences.isEmpty else { return nil }
        let averages = RatioInterval.walshAverages(differences)
        let drop = SignedRankDistribution(count: differences.count).tailDrop(confidence: confidence)
        let middle = averages.count / 2
        let centre = averages.count % 2 == 1 ? averages[middle] : (averages[middle - 1] + averages[middle]) / 2
        self.ratio = exp(centre)
        self.low = drop == 0 ? 0 : exp(averages[drop - 1])
        self.high = drop == 0 ? .infinity : exp(averages[averages.count - drop])
        self.rounds = differences.count
        self.confidence = confidence
    }

    /// Every (dᵢ + dⱼ) / 2 with i ≤ j, sorted.
    static func walshAverages(_ differences: [Double]) -> [Double] {
        var averages: [Double] = []
        averages.reserveCapacity(differences.count * (differences.count + 1) / 2)
        for i in differences.indices {
            for j in i..<differences.count { averages.append((differences[i] + differences[j]) / 2) }
        }
        return averages.sorted()
    }

    /// Whether the whole interval lies above 1 + `threshold` (a relative limit: 0.05 is 5%).
    public func exceeds(threshold: Double) -> Bool { low > 1 + threshold }
}
