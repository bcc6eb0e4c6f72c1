import LayoutCore

/// A collection-view layout: frames for items, kept in an attribute cache with an index for
/// rectangle queries, updated incrementally as items change.
///
/// A layout is always prepared: the initialiser and every change leave the cache up to date.
/// `prepare()` rebuilds it from scratch (UIKit's `invalidateLayout` followed by `prepare`); it
/// is the full twin of the incremental changes, and after any of them the cache equals, bit for
/// bit, what `prepare()` builds from the same inputs.
public protocol CollectionViewLayout {
    var kind: LayoutKind { get }
    var configuration: LayoutConfiguration { get }
    var itemCount: Int { get }

    /// `configuration.width` by the largest maxY + bottom inset (top + bottom when empty).
    /// - Complexity: O(columns).
    var contentSize: Size { get }

    /// The cached frame of item `index`.
    /// - Precondition: `0 <= index < itemCount` (``attributes(at:)`` checks it instead).
    /// - Complexity: O(1).
    func frame(at index: Int) -> Rect

    /// Appends, in ascending order, the items whose frames overlap `rect` with positive area,
    /// using the layout's index.
    /// - Complexity: O(columns · log n + k) for k items near the rectangle.
    func appendIndices(in rect: Rect, to result: inout [Int])

    /// Every frame computed again from the inputs, without touching the cache: what an uncached
    /// layout does on every query.
    /// - Complexity: O(n).
    func computeFrames() -> [Rect]

    /// Rebuilds the cache from scratch.
    /// - Complexity: O(n).
    mutating func prepare()

    /// Changes one item's height (self-sizing) and updates the cache incrementally.
    mutating func setHeight(_ height: Double, at index: Int) throws(CollectionLayoutError)

    /// Removes one item and updates the cache incrementally.
    mutating func removeItem(at index: Int) throws(CollectionLayoutError)

    /// Applies a new configuration (a new width, spacing, insets …), recomputing only what
    /// moves. Refused, with the layout unchanged, when the configuration is invalid.
    mutating func setConfiguration(_ configuration: LayoutConfiguration) throws(CollectionLayoutError)

    /// Applies one ``CollectionChange`` (insert, remove, new height) incrementally, as a
    /// collection view's batch updates and self-sizing invalidations do; the cache then equals a
    /// prepare of the changed items (``CollectionItems/apply(_:)``).
    mutating func apply(_ change: CollectionChange) throws(CollectionLayoutError)
}

extension CollectionViewLayout {
    /// The attributes of item `index`, or nil when there is no such item.
    public func attributes(at index: Int) -> ItemAttributes? {
        guard index >= 0, index < itemCount else { return nil }
        return ItemAttributes(index: index, frame: frame(at: index))
    }

    /// The items whose frames overlap `rect` with positive area, in ascending order.
    public func indices(in rect: Rect) -> [Int] {
        var result: [Int] = []
        appendIndices(in: rect, to: &result)
        return result
    }

    /// The attributes of the items whose frames overlap `rect` with positive area, by index.
    public func attributes(in rect: Rect) -> [ItemAttributes] {
        indices(in: rect).map { ItemAttributes(index: $0, frame: frame(at: $0)) }
    }

    /// Every cached frame, by index.
    /// - Complexity: O(n).
    public var frames: [Rect] { (0..<itemCount).map(frame(at:)) }

    /// Changes the layout's width, recomputing only what moves.
    public mutating func setWidth(_ width: Double) throws(CollectionLayoutError) {
        try change { $0.width = width }
    }

    /// Applies `edit` to a copy of the configuration, then ``setConfiguration(_:)``.
    mutating func change(_ edit: (inout LayoutConfiguration) -> Void) throws(CollectionLayoutError) {
        var configuration = self.configuration
        edit(&configuration)
        try setConfiguration(configuration)
    }

    /// Checks an index given by a caller.
    func checkIndex(_ index: Int, count: Int) throws(CollectionLayoutError) {
        guard index >= 0, index < count else { throw .indexOutOfRange(index, count: count) }
    }
}

/// Lays out items whose heights depend on the width they are given (self-sizing cells): the
/// height of item `index` when it is `width` points wide. A column layout asks it with the
/// column width, or the full content width for an item that spans the columns. This is where a
/// cell case laid out by LayoutModel plugs in: the pipeline is estimated heights, then measured
/// heights, then layout.
public typealias HeightMeasure = (_ width: Double, _ index: Int) -> Double
