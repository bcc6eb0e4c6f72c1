import LayoutCore
import CollectionLayout
import Foundation

/// How a generated feed's item heights are spread: whole points drawn from a ``SplitMix64``
/// without the standard library's `random(in:)` (its algorithm may change between toolchains),
/// so a seed gives the same heights everywhere.
///
/// - `uniform`: every whole point of the range equally likely (one draw).
/// - `logNormal`: `exp(mu + sigma·z)` for a standard normal z (Box–Muller on two uniforms),
///   rounded to whole points and clamped to the range: the long right tail of real feeds, where
///   most posts are short and a few are very long. The median is `exp(mu)`.
/// - `bimodal`: the second range with probability `secondShare`, else the first (text-only posts
///   and photo posts, say); one uniform to choose, one draw in the range.
/// - `uniformWithOutliers`: one item in `oneIn` from the outlier range, the rest uniform in the
///   first — the tall item that breaks a binary search over a waterfall's frames. One draw
///   chooses (`below(oneIn) == 0`), one draws the height.
public enum ItemHeightDistribution: Hashable, Sendable {
    case uniform(ClosedRange<Int>)
    case logNormal(mu: Double, sigma: Double, clampedTo: ClosedRange<Int>)
    case bimodal(ClosedRange<Int>, ClosedRange<Int>, secondShare: Double)
    case uniformWithOutliers(ClosedRange<Int>, outliers: ClosedRange<Int>, oneIn: UInt64)

    /// The heights of the default workload of each kind (``CollectionWorkload``): waterfall
    /// 80…400 with one in a hundred 1,500…4,000; pdp 90…600 (after its 420-point header); flow
    /// 30…120.
    public static func standard(for kind: LayoutKind) -> ItemHeightDistribution {
        switch kind {
        case .waterfall: .uniformWithOutliers(80...400, outliers: 1_500...4_000, oneIn: 100)
        case .pdp: .uniform(90...600)
        case .flow: .uniform(30...120)
        }
    }

    /// A feed of posts: median 220 points, sigma 0.6 (two thirds of the posts between 120 and
    /// 400 points), clamped to 40…4,000.
    public static let feed = ItemHeightDistribution.logNormal(mu: log(220), sigma: 0.6, clampedTo: 40...4_000)

    /// The next height.
    /// - Complexity: O(1): at most two draws.
    public func next(using random: inout SplitMix64) -> Double {
        switch self {
        case .uniform(let range):
            return random.whole(range)
        case .logNormal(let mu, let sigma, let range):
            let value = Foundation.exp(mu + sigma * random.standardNormal()).rounded()
            return min(max(value, Double(range.lowerBound)), Double(range.upperBound))
        case .bimodal(let first, let second, let share):
            return random.unit() < share ? random.whole(second) : random.whole(first)
        case .uniformWithOutliers(let range, let outliers, let oneIn):
            return random.below(oneIn) == 0 ? random.whole(outliers) : random.whole(range)
        }
    }

    /// `count` heights from `seed`.
    public func heights(_ count: Int, seed: UInt64) -> [Double] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in next(using: &random) }
    }
}

extension SplitMix64 {
    /// A standard normal number by Box–Muller: `sqrt(−2 ln u1) · cos(2π u2)` with u1 in (0, 1].
    /// The sine twin is dropped, so each call is two draws and needs no state.
    mutating func standardNormal() -> Double {
        let u1 = 1 - unit()
        let u2 = unit()
        return (-2 * Foundation.log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
