import LayoutCore

/// A layout of items in columns (`pdp`, `waterfall`): the column geometry of
/// docs/CollectionLayout.md, with the choice of column left to `Rule` (see ``ColumnPlacement``).
///
/// Geometry: column c starts at x = left + c·(columnWidth + columnSpacing) and y = top; an item
/// placed in a column starts at the column's current y and advances it by height + itemSpacing.
/// A spanning item 0 sits at (left, top) and every column starts below it (+ itemSpacing).
///
/// The cache (``ColumnCache``) holds y values only, so a width change alone touches nothing.
public struct ColumnLayout<Rule: ColumnRule>: CollectionViewLayout {
    public internal(set) var configuration: LayoutConfiguration
    public internal(set) var heights: [Double]
    /// Measures self-sizing items. When set, a change of width or column count measures every
    /// item again at its new width; ``measureItems(_:)`` measures some of them now.
    public var heightMeasure: HeightMeasure?

    var cache = ColumnCache()
    var exactness: ExactnessCounter

    /// A prepared layout.
    public init(configuration: LayoutConfiguration, heights: [Double]) throws(CollectionLayoutError) {
        try configuration.validate(for: Rule.placement.kind)
        for (index, height) in heights.enumerated() { try Self.checkHeight(height, item: index) }
        self.configuration = configuration
        self.heights = heights
        exactness = ExactnessCounter(heights)
        prepare()
    }

    public var kind: LayoutKind { Rule.placement.kind }
    public var itemCount: Int { heights.count }

    public var contentSize: Size {
        Size(width: configuration.width, height: largestMaxY + configuration.insets.bottom)
    }

    /// The largest maxY of any item (top when there are none).
    var largestMaxY: Double {
        cache.largestMaxY(heights: heights, configuration: configuration, placement: Rule.placement)
    }

    /// The width item `index` is laid out at: a column's, or the content width when it spans.
    public func itemWidth(_ index: Int) -> Double {
        Rule.placement.spansFirstItem && index == 0 ? configuration.contentWidth : configuration.columnWidth
    }

    public func frame(at index: Int) -> Rect {
        cache.frame(of: index, heights: heights, configuration: configuration)
    }

    public mutating func prepare() {
        cache.prepare(heights: heights, configuration: configuration, placement: Rule.placement)
    }

    public func computeFrames() -> [Rect] {
        var frames: [Rect] = []
        frames.reserveCapacity(heights.count)
        var tops = Array(repeating: configuration.insets.top, count: configuration.columns)
        Rule.placement.place(heights: heights, configuration: configuration, from: 0, tops: &tops) { item, column, y in
            frames.append(column < 0
                ? ColumnCache.spanningFrame(height: heights[item], configuration: configuration)
                : ColumnCache.frame(column: column, y: y, height: heights[item], configuration: configuration))
        }
        return frames
    }

    /// Per column: a binary search for the first slot whose maxY is below `rect.minY`, then the
    /// slots down to `rect.maxY`; columns that `rect` misses horizontally are skipped.
    /// - Complexity: O(columns · log n + k), k the items overlapping `rect` vertically in the
    ///   columns it overlaps horizontally.
    public func appendIndices(in rect: Rect, to result: inout [Int]) {
        cache.appendIndices(in: rect, heights: heights, configuration: configuration, placement: Rule.placement,
                            to: &result)
    }

    static func checkHeight(_ height: Double, item: Int) throws(CollectionLayoutError) {
        guard height.isFinite, height >= 0 else { throw .invalidHeight(item: item, value: height) }
    }
}
