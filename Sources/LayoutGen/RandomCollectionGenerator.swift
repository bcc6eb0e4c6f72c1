import LayoutCore
import CollectionLayout

/// Seeded random small collection cases for differential fuzzing of rectangle queries and
/// incremental invalidation: every kind, 1–5 columns, spacings and insets, 0–40 items with
/// heights that include zero and outliers, and queries that touch item edges, have no area,
/// cover everything or lie outside the content.
///
/// Numbers are multiples of 1/2 point, so positions add up exactly and incremental changes can
/// be held to the frames a fresh layout computes.
public struct RandomCollectionGenerator: Sendable {
    private var random: SplitMix64

    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int(random.below(UInt64(items.count)))] }
    private mutating func halves(_ range: ClosedRange<Int>) -> Double { random.whole(range.lowerBound * 2...range.upperBound * 2) / 2 }

    /// The next case of this generator.
    public mutating func makeCase(name: String) -> CollectionCase {
        let kind = pick(LayoutKind.allCases)
        var configuration = LayoutConfiguration(
            width: pick([100, 320, 375, 768, 1_024, 1_200.5]), columns: kind == .flow ? 1 : Int(random.whole(1...5)),
            columnSpacing: pick([0, 4, 8, 0.5]), itemSpacing: pick([0, 8, 1.5]), lineSpacing: pick([0, 8, 2.5]))
        if random.below(2) == 0 {
            configuration.insets = EdgeInsets(top: halves(0...20), left: halves(0...20), bottom: halves(0...20),
                                              right: halves(0...20))
        }
        let count = Int(random.below(41))
        let items: CollectionItems
        if kind == .flow {
            items = .sizes((0..<count).map { _ in Size(width: halves(0...400), height: height()) })
        } else {
            items = .heights((0..<count).map { _ in height() })
        }
        var collectionCase = CollectionCase(name: name, kind: kind, configuration: configuration, items: items)
        collectionCase.queries = queries(for: collectionCase)
        return collectionCase
    }

    private mutating func height() -> Double {
        switch random.below(20) {
        case 0: 0
        case 1: halves(800...3_000)
        default: halves(1...300)
        }
    }

    /// Eight queries: around item frames (exactly on their edges, or just inside), empty ones,
    /// one covering everything, one outside the content and random ones.
    private mutating func queries(for collectionCase: CollectionCase) -> [Rect] {
        let layout = try? collectionCase.makeLayout()
        let frames = layout?.frames ?? []
        let content = layout?.contentSize ?? Size(width: collectionCase.configuration.width, height: 0)
        return (0..<8).map { _ in
            switch random.below(6) {
            case 0 where !frames.isEmpty:
                let frame = frames[Int(random.below(UInt64(frames.count)))]
                return random.below(2) == 0 ? frame
                    : Rect(x: frame.x, y: frame.maxY, width: frame.width, height: halves(0...100))
            case 1:
                return Rect(x: halves(0...400), y: halves(0...800), width: 0, height: halves(0...100))
            case 2:
                return Rect(x: -10, y: -10, width: content.width + 20, height: content.height + 20)
            case 3:
                return Rect(x: 0, y: content.height + halves(0...50), width: content.width, height: 100)
            default:
                return Rect(x: halves(-50...600), y: halves(-50...2_000), width: halves(0...800), height: halves(0...900))
            }
        }
    }
}
