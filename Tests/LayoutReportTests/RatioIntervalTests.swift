import Foundation
import LayoutCore
import LayoutTestSupport
import Testing
@testable import LayoutReport

@Suite struct RatioIntervalTests {
    /// P(W⁺ = w) by enumerating every assignment of signs to the ranks 1…n: the naive twin of
    /// the dynamic programme.
    func enumeratedDistribution(_ n: Int) -> [Double] {
        var counts = [Double](repeating: 0, count: n * (n + 1) / 2 + 1)
        for signs in 0..<(1 << n) {
            var sum = 0
            for rank in 1...max(1, n) where n > 0 && signs & (1 << (rank - 1)) != 0 { sum += rank }
            counts[sum] += 1
        }
        return counts.map { $0 / Double(1 << n) }
    }

    @Test(arguments: 0...12) func signedRankDistributionEqualsEnumeration(n: Int) {
        let distribution = SignedRankDistribution(count: n).probabilities
        let expected = enumeratedDistribution(n)
        #expect(distribution.count == expected.count)
        for (a, b) in zip(distribution, expected) { #expect(abs(a - b) < 1e-15) }
    }

    @Test func tailDropsMatchTheTables() {
        // Two-sided 5% critical values of Wilcoxon's signed-rank test: reject when W ≤ T, so the
        // interval drops T + 1 Walsh averages at each end (n = 6: T = 0; 10: 8; 20: 52; 30: 137).
        #expect(SignedRankDistribution(count: 5).tailDrop(confidence: 0.95) == 0)
        #expect(SignedRankDistribution(count: 6).tailDrop(confidence: 0.95) == 1)
        #expect(SignedRankDistribution(count: 10).tailDrop(confidence: 0.95) == 9)
        #expect(SignedRankDistribution(count: 20).tailDrop(confidence: 0.95) == 53)
        #expect(SignedRankDistribution(count: 30).tailDrop(confidence: 0.95) == 138)
    }

    @Test func aPureScaleChangeIsEstimatedExactly() throws {
        let baseline = [100.0, 250, 90, 400, 120, 130, 95, 300]
        let interval = try #require(RatioInterval(baseline: baseline, candidate: baseline.map { $0 * 1.1 }))
        #expect(abs(interval.ratio - 1.1) < 1e-12)
        #expect(abs(interval.low - 1.1) < 1e-12 && abs(interval.high - 1.1) < 1e-12)
        #expect(interval.exceeds(threshold: 0.05))
        #expect(!interval.exceeds(threshold: 0.1))
    }

    @Test func theEstimateIsTheMedianOfTheWalshAverages() throws {
        // log ratios 0, 1, 2: Walsh averages 0, 0.5, 1, 1, 1.5, 2; their median is 1.
        let interval = try #require(RatioInterval(baseline: [1, 1, 1], candidate: [1, exp(1), exp(2)]))
        #expect(abs(interval.ratio - exp(1)) < 1e-12)
        // Three rounds give no interval at 95%.
        #expect(interval.low == 0 && interval.high == .infinity)
        #expect(RatioInterval(baseline: [], candidate: []) == nil)
        #expect(RatioInterval(baseline: [0, -1], candidate: [1, 1]) == nil)
    }

    /// W⁺ of the differences shifted by θ, by ranking them: the naive twin of the interval. The
    /// interval holds exactly the θ whose W⁺ lies within [drop, M − drop].
    func signedRankStatistic(_ differences: [Double], shift: Double) -> Int {
        let shifted = differences.map { $0 - shift }
        let order = shifted.indices.sorted { abs(shifted[$0]) < abs(shifted[$1]) }
        return order.enumerated().reduce(0) { sum, ranked in shifted[ranked.element] > 0 ? sum + ranked.offset + 1 : sum }
    }

    @Test func theIntervalInvertsTheSignedRankTest() throws {
        var generator = SplitMix64(seed: 25)
        for _ in 0..<200 {
            let n = Int.random(in: 6...25, using: &generator)
            let baseline = (0..<n).map { _ in Double.random(in: 50...150, using: &generator) }
            let candidate = baseline.map { $0 * exp(Double.random(in: -0.2...0.25, using: &generator)) }
            let interval = try #require(RatioInterval(baseline: baseline, candidate: candidate))
            let differences = zip(baseline, candidate).map { log($1 / $0) }
            let drop = SignedRankDistribution(count: n).tailDrop(confidence: 0.95)
            let total = n * (n + 1) / 2
            let epsilon = 1e-9
            // Just inside each bound the test accepts; just outside it rejects.
            #expect(signedRankStatistic(differences, shift: log(interval.low) + epsilon) <= total - drop)
            #expect(signedRankStatistic(differences, shift: log(interval.low) - epsilon) > total - drop)
            #expect(signedRankStatistic(differences, shift: log(interval.high) - epsilon) >= drop)
            #expect(signedRankStatistic(differences, shift: log(interval.high) + epsilon) < drop)
        }
    }

    @Test func coverageIsNinetyFivePercentOnSymmetricNoise() throws {
        // 2,000 simulated comparisons of 15 rounds, the candidate 7% slower, heavy-tailed symmetric
        // noise on the log ratio: the interval covers 1.07 in about 95% of them.
        var generator = SplitMix64(seed: 7)
        var covered = 0
        let trials = 2_000
        for _ in 0..<trials {
            let baseline = (0..<15).map { _ in Double.random(in: 1_000...2_000, using: &generator) }
            let candidate = baseline.map { time -> Double in
                let u = Double.random(in: -0.499...0.499, using: &generator)
                return time * 1.07 * exp(0.03 * tan(Double.pi * u) / 4)
            }
            let interval = try #require(RatioInterval(baseline: baseline, candidate: candidate))
            if interval.low <= 1.07 && 1.07 <= interval.high { covered += 1 }
        }
        let rate = Double(covered) / Double(trials)
        #expect(rate > 0.93 && rate < 0.98, "coverage \(rate)")
    }
}
