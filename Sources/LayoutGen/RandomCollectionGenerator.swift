import LayoutCore
import CollectionLayout

/// Seeded random small collection cases for differential fuzzing of rectangle queries and
/// incremental invalidation: every kind, 1–5 columns, spacings and insets, 0–40 items with
/// heights that include zero and outliers, and queries that touch item edges, have no area,
/// cover everything or lie outside the content.
///
/// By default numbers are multiples of 1/2 point, so positions add up exactly and incremental
/// changes can be held to the frames a fresh layout computes; ``lengths`` = `.anyDouble` draws
/// widths, spacings, insets, heights and item widths as any double in the same ranges, so that
/// rounding is exercised too. The parts (``makeConfiguration(_:)``, ``makeHeight()``,
/// ``makeSize()``, ``makeQuery(frames:content:)``) are public for tests that change a layout
/// step by step.
public struct RandomCollectionGenerator: Sendable {
    /// How lengths are drawn.
    public enum Lengths: Sendable {
        /// Multiples of 1/2 point (and, for widths and spacings, a few fixed values).
        case halves
        /// Any double in the same ranges.
        case anyDouble
    }

    private var random: SplitMix64
    public var lengths = Lengths.halves
    /// The largest item count of ``makeCase(name:kind:)``; counts are drawn from 0 through it.
    public var maxItems = 40

    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int(random.below(UInt64(items.count)))] }

    /// A length in `range`: a multiple of 1/2, or any double (``lengths``).
    private mutating func length(_ range: ClosedRange<Int>) -> Double {
        switch lengths {
        case .halves: random.whole(range.lowerBound * 2...range.upperBound * 2) / 2
        case .anyDouble: random.double(in: Double(range.lowerBound)...Double(range.upperBound))
        }
    }

    /// One of `values`, or with `.anyDouble` lengths any double in `range`.
    private mutating func pick(_ values: [Double], orAnyIn range: ClosedRange<Int>) -> Double {
        lengths == .halves ? pick(values) : length(range)
    }

    /// The next case of this generator, of `kind` or a random kind, with its queries.
    public mutating func makeCase(name: String, kind: LayoutKind? = nil) -> CollectionCase {
        let kind = kind ?? pick(LayoutKind.allCases)
        let configuration = makeConfiguration(kind)
        let count = Int(random.below(UInt64(maxItems + 1)))
        let items: CollectionItems = kind == .flow ? .sizes((0..<count).map { _ in makeSize() })
                                                   : .heights((0..<count).map { _ in makeHeight() })
        var collectionCase = CollectionCase(name: name, kind: kind, configuration: configuration, items: items)
        collectionCase.queries = queries(for: collectionCase)
        return collectionCase
    }

    /// A configuration for `kind`: width, columns (1 for flow), spacings and, half the time, insets.
    public mutating func makeConfiguration(_ kind: LayoutKind) -> LayoutConfiguration {
        var configuration = LayoutConfiguration(
            width: pick([100, 320, 375, 768, 1_024, 1_200.5], orAnyIn: 100...1_200),
            columns: kind == .flow ? 1 : Int(random.whole(1...5)),
            columnSpacing: pick([0, 4, 8, 0.5], orAnyIn: 0...12), itemSpacing: pick([0, 8, 1.5], orAnyIn: 0...12),
            lineSpacing: pick([0, 8, 2.5], orAnyIn: 0...12))
        if random.below(2) == 0 {
            configuration.insets = EdgeInsets(top: length(0...20), left: length(0...20), bottom: length(0...20),
                                              right: length(0...20))
        }
        return configuration
    }

    /// An item height: 0 one time in 20, an outlier of 800–3,000 one time in 20, else 1–300.
    public mutating func makeHeight() -> Double {
        switch random.below(20) {
        case 0: 0
        case 1: length(800...3_000)
        default: length(1...300)
        }
    }

    /// A flow item's size: width 0–400, height as ``makeHeight()``.
    public mutating func makeSize() -> Size {
        let width = length(0...400)
        return Size(width: width, height: makeHeight())
    }

    /// Eight queries for the case's own layout (``makeQuery(frames:content:)``).
    private mutating func queries(for collectionCase: CollectionCase) -> [Rect] {
        let layout = try? collectionCase.makeLayout()
        let frames = layout?.frames ?? []
        let content = layout?.contentSize ?? Size(width: collectionCase.configuration.width, height: 0)
        return (0..<8).map { _ in makeQuery(frames: frames, content: content) }
    }

    /// A query of a layout with `frames` and `content` size: an item's frame or the rectangle
    /// touching its bottom edge, an empty one, one covering everything, one below the content,
    /// or a random one, its lengths drawn as ``lengths`` says.
    public mutating func makeQuery(frames: [Rect], content: Size) -> Rect {
        switch random.below(6) {
        case 0 where !frames.isEmpty:
            let frame = frames[Int(random.below(UInt64(frames.count)))]
            return random.below(2) == 0 ? frame
                : Rect(x: frame.x, y: frame.maxY, width: frame.width, height: length(0...100))
        case 1:
            return Rect(x: length(0...400), y: length(0...800), width: 0, height: length(0...100))
        case 2:
            return Rect(x: -10, y: -10, width: content.width + 20, height: content.height + 20)
        case 3:
            return Rect(x: 0, y: content.height + length(0...50), width: content.width, height: 100)
        default:
            return Rect(x: length(-50...600), y: length(-50...2_000), width: length(0...800), height: length(0...900))
        }
    }
}
