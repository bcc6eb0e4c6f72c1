import LayoutCore
import CollectionLayout

/// A generated collection: a layout configuration and items from (kind, item count, seed), the
/// viewports a scroll over it asks about, and the changes its incremental scenarios make.
/// Everything is reproducible from the seed (SplitMix64, mapped to ranges without the standard
/// library's `random(in:)`, whose algorithm may change between toolchains).
///
/// Defaults, an iPad in landscape (1024 × 768 points), heights from
/// ``ItemHeightDistribution/standard(for:)`` unless `heights` says otherwise:
/// - `waterfall`: 4 columns, spacing 8, insets 8, whole-point heights 80…400, one in a hundred a
///   tall outlier of 1,500…4,000;
/// - `pdp`: 2 columns, spacing 8, a 420-point photo header, heights 90…600;
/// - `flow`: spacing 8 and 8, insets 8, widths 40…320, heights 30…120.
public struct CollectionWorkload {
    public var kind: LayoutKind
    public var seed: UInt64
    public var configuration: LayoutConfiguration
    public var items: CollectionItems
    /// Where the item heights (and those of inserted and changed items) come from.
    public var heights: ItemHeightDistribution
    /// The scroll view's size.
    public var viewport = Size(width: 1_024, height: 768)

    /// Flow item widths.
    static let flowWidths = 40...320

    public init(kind: LayoutKind, itemCount: Int, seed: UInt64, heights: ItemHeightDistribution? = nil) {
        self.kind = kind
        self.seed = seed
        let heights = heights ?? .standard(for: kind)
        self.heights = heights
        var random = SplitMix64(seed: seed)
        switch kind {
        case .waterfall:
            configuration = LayoutConfiguration(width: 1_024, columns: 4, columnSpacing: 8, itemSpacing: 8,
                                                insets: EdgeInsets(all: 8))
            items = .heights((0..<itemCount).map { _ in heights.next(using: &random) })
        case .pdp:
            configuration = LayoutConfiguration(width: 1_024, columns: PDPTraits.iPadLandscape.columns,
                                                columnSpacing: 8, itemSpacing: 8)
            items = .heights((0..<itemCount).map { $0 == 0 ? 420 : heights.next(using: &random) })
        case .flow:
            configuration = LayoutConfiguration(width: 1_024, itemSpacing: 8, lineSpacing: 8, insets: EdgeInsets(all: 8))
            items = .sizes((0..<itemCount).map { _ in
                Size(width: random.whole(Self.flowWidths), height: heights.next(using: &random))
            })
        }
    }

    /// A prepared layout of the workload.
    public func makeLayout() throws(CollectionLayoutError) -> any CollectionViewLayout {
        try collectionCase().makeLayout()
    }

    /// The scroll geometry of ``viewport`` over `layout`'s content, at the top.
    public func scrollGeometry(over layout: any CollectionViewLayout) -> ScrollGeometry {
        ScrollGeometry(viewport: viewport, contentSize: layout.contentSize)
    }

    /// `count` visible rectangles at offsets spread evenly from the top to the bottom of the
    /// content: a fling through all of it, every viewport somewhere new.
    public func spreadViewports(_ count: Int, over layout: any CollectionViewLayout) -> [Rect] {
        let range = scrollGeometry(over: layout).offsetRange.y
        let step = count > 1 ? (range.upperBound - range.lowerBound) / Double(count - 1) : 0
        return viewports(over: layout, at: (0..<count).map { (range.lowerBound + Double($0) * step).rounded(.down) })
    }

    /// `count` visible rectangles `step` points apart from the middle of the content down (then
    /// back up from the bottom): a finger scrolling, one viewport per frame.
    public func scrollViewports(_ count: Int, over layout: any CollectionViewLayout, step: Double = 16) -> [Rect] {
        let range = scrollGeometry(over: layout).offsetRange.y
        let middle = ((range.lowerBound + range.upperBound) / 2).rounded(.down)
        return viewports(over: layout, at: (0..<count).map { middle + Double($0) * step })
    }

    /// `count` visible rectangles at random whole-point offsets (seeded by `seed`).
    public func randomViewports(_ count: Int, over layout: any CollectionViewLayout, seed: UInt64) -> [Rect] {
        var random = SplitMix64(seed: seed)
        let range = scrollGeometry(over: layout).offsetRange.y
        let span = UInt64(Swift.max(0, (range.upperBound - range.lowerBound).rounded(.down)))
        return viewports(over: layout, at: (0..<count).map { _ in range.lowerBound + Double(random.below(span + 1)) })
    }

    /// The visible rectangles at vertical offsets `ys` (clamped to the scroll range).
    private func viewports(over layout: any CollectionViewLayout, at ys: [Double]) -> [Rect] {
        let geometry = scrollGeometry(over: layout)
        return ys.map { geometry.scrolled(to: Point(x: geometry.contentOffset.x, y: $0)).visibleRect }
    }

    /// Item indices and whole-point heights for `count` self-sizing changes (seeded by `seed`):
    /// estimated heights replaced by measured ones.
    public func heightChanges(_ count: Int, seed: UInt64) -> [(index: Int, height: Double)] {
        var random = SplitMix64(seed: seed)
        let itemCount = UInt64(items.count)
        guard itemCount > 0 else { return [] }
        return (0..<count).map { _ in (Int(random.below(itemCount)), random.whole(40...500)) }
    }

    /// `count` changes of the items, in order, each valid for the items the ones before it left
    /// (seeded by `seed`): the kind drawn by `mix`, the index uniform over the items then present
    /// (inserts may append), new heights from ``heights`` and new flow widths 40…320. A `pdp`
    /// keeps its spanning header: no change names item 0 once there is one. A remove with nothing to remove
    /// becomes an insert.
    /// - Complexity: O(count).
    public func changes(_ count: Int, seed: UInt64, mix: ChangeMix = .feed) -> [CollectionChange] {
        var random = SplitMix64(seed: seed)
        var itemCount = items.count
        let total = UInt64(mix.inserts + mix.removes + mix.heightChanges)
        guard total > 0 else { return [] }
        return (0..<count).map { _ in
            let draw = Int(random.below(total))
            let first = kind == .pdp && itemCount > 0 ? 1 : 0
            let present = itemCount - first
            if draw < mix.inserts || present <= 0 {
                let index = first + Int(random.below(UInt64(present + 1)))
                let width = kind == .flow ? random.whole(Self.flowWidths) : 0
                itemCount += 1
                return .insert(Size(width: width, height: heights.next(using: &random)), at: index)
            }
            let index = first + Int(random.below(UInt64(present)))
            if draw < mix.inserts + mix.removes {
                itemCount -= 1
                return .remove(at: index)
            }
            return .setHeight(heights.next(using: &random), at: index)
        }
    }

    /// The workload as a collection case, with `queries` viewports spread over the content.
    public func collectionCase(name: String? = nil, queries: Int = 0) -> CollectionCase {
        var collectionCase = CollectionCase(
            name: name ?? "\(kind.rawValue)-\(items.count)-seed\(seed)", kind: kind, configuration: configuration,
            traits: kind == .pdp ? .iPadLandscape : nil, items: items)
        if queries > 0, let layout = try? collectionCase.makeLayout() {
            collectionCase.queries = spreadViewports(queries, over: layout)
        }
        return collectionCase
    }
}

extension SplitMix64 {
    /// A whole number of points in `range` (one ``below(_:)``).
    mutating func whole(_ range: ClosedRange<Int>) -> Double {
        Double(range.lowerBound + Int(below(UInt64(range.count))))
    }
}
