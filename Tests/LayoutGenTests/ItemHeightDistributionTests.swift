import LayoutCore
import CollectionLayout
import Foundation
import LayoutGen
import Testing

@Suite("Item-height distributions")
struct ItemHeightDistributionTests {
    static let all: [ItemHeightDistribution] = [
        .uniform(80...400),
        .feed,
        .bimodal(60...120, 400...600, secondShare: 0.3),
        .uniformWithOutliers(80...400, outliers: 1_500...4_000, oneIn: 20),
    ]

    @Test("The same seed gives the same whole-point heights, another seed others", arguments: all)
    func reproducible(_ distribution: ItemHeightDistribution) {
        let heights = distribution.heights(500, seed: 7)
        #expect(heights == distribution.heights(500, seed: 7))
        #expect(heights != distribution.heights(500, seed: 8))
        #expect(heights.allSatisfy { $0 == $0.rounded() && $0 >= 40 && $0 <= 4_000 })
    }

    @Test("Uniform covers its range evenly")
    func uniform() {
        let heights = ItemHeightDistribution.uniform(1...4).heights(4_000, seed: 1)
        for value in 1...4 {
            let count = heights.filter { $0 == Double(value) }.count
            #expect(abs(count - 1_000) < 120, "value \(value) drawn \(count) times of 4,000")
        }
    }

    @Test("Log-normal: the median is near exp(mu), the logs spread by sigma")
    func logNormal() {
        let mu = log(220.0), sigma = 0.6
        let heights = ItemHeightDistribution.logNormal(mu: mu, sigma: sigma, clampedTo: 1...100_000)
            .heights(4_000, seed: 3)
        let median = heights.sorted()[heights.count / 2]
        #expect(abs(median / exp(mu) - 1) < 0.05, "median \(median), exp(mu) \(exp(mu))")
        let logs = heights.map { log($0) }
        let mean = logs.reduce(0, +) / Double(logs.count)
        let spread = (logs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(logs.count)).squareRoot()
        #expect(abs(mean - mu) < 0.05 && abs(spread - sigma) < 0.05, "log mean \(mean), log sd \(spread)")
        // The long right tail: the mean is above the median.
        #expect(heights.reduce(0, +) / Double(heights.count) > median)
    }

    @Test("Log-normal heights are clamped to the range")
    func logNormalClamped() {
        let heights = ItemHeightDistribution.logNormal(mu: log(100), sigma: 2, clampedTo: 50...200).heights(2_000, seed: 4)
        #expect(heights.min() == 50 && heights.max() == 200)
    }

    @Test("Bimodal: two clusters, nothing between them, the second with its share")
    func bimodal() {
        let heights = ItemHeightDistribution.bimodal(60...120, 400...600, secondShare: 0.3).heights(4_000, seed: 5)
        let second = heights.filter { $0 >= 400 && $0 <= 600 }.count
        let first = heights.filter { $0 >= 60 && $0 <= 120 }.count
        #expect(first + second == heights.count)
        #expect(abs(Double(second) / 4_000 - 0.3) < 0.03, "\(second) of 4,000 in the second cluster")
    }

    @Test("Outliers come one in `oneIn`")
    func outliers() {
        let heights = ItemHeightDistribution.uniformWithOutliers(80...400, outliers: 1_500...4_000, oneIn: 20)
            .heights(4_000, seed: 6)
        let tall = heights.filter { $0 >= 1_500 }.count
        #expect(heights.allSatisfy { (80...400).contains($0) || (1_500...4_000).contains($0) })
        #expect(abs(tall - 200) < 50, "\(tall) outliers of 4,000, expected about 200")
    }

    /// The generator before distributions existed, kept as the twin of the defaults: results,
    /// Corpus files and benchmarks depend on these exact heights.
    @Test("The default distributions give the workloads' earlier heights", arguments: LayoutKind.allCases)
    func defaultsUnchanged(_ kind: LayoutKind) {
        var random = SplitMix64(seed: 11)
        func whole(_ range: ClosedRange<Int>) -> Double {
            Double(range.lowerBound + Int(random.next() % UInt64(range.count)))
        }
        let workload = CollectionWorkload(kind: kind, itemCount: 2_000, seed: 11)
        switch kind {
        case .waterfall:
            let heights = (0..<2_000).map { _ in random.next() % 100 == 0 ? whole(1_500...4_000) : whole(80...400) }
            #expect(workload.items == .heights(heights))
        case .pdp:
            #expect(workload.items == .heights((0..<2_000).map { $0 == 0 ? 420 : whole(90...600) }))
        case .flow:
            let sizes = (0..<2_000).map { _ in Size(width: whole(40...320), height: whole(30...120)) }
            #expect(workload.items == .sizes(sizes))
        }
    }

    @Test("A workload takes another distribution")
    func workloadDistribution() {
        let workload = CollectionWorkload(kind: .waterfall, itemCount: 1_000, seed: 2, heights: .feed)
        #expect(workload.items.heights == ItemHeightDistribution.feed.heights(1_000, seed: 2))
    }
}
