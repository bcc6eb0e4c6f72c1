import LayoutCore

/// A way of answering "which items overlap this rectangle?" (`layoutAttributesForElements(in:)`)
/// for a layout as it is when the strategy is made.
///
/// Every strategy must return the same set: the items whose frames overlap the rectangle with
/// positive area, in ascending order. They differ only in what they keep and how much a query
/// costs.
public protocol RectQueryStrategy {
    /// The name `layoutbench strategies` lists (`query NAME`) and `--query-strategy` takes.
    static var name: String { get }

    /// Prepares to answer queries about `layout`.
    init(layout: any CollectionViewLayout)

    /// Appends, in ascending order, the items whose frames overlap `rect` with positive area.
    func appendIndices(in rect: Rect, to result: inout [Int])
}

extension RectQueryStrategy {
    /// The items whose frames overlap `rect` with positive area, in ascending order.
    public func indices(in rect: Rect) -> [Int] {
        var result: [Int] = []
        appendIndices(in: rect, to: &result)
        return result
    }
}

/// The strategies this package provides, by name.
public enum RectQueryStrategies {
    public static var all: [any RectQueryStrategy.Type] {
        [UncachedQuery.self, NaiveQuery.self, IndexedQuery.self, UnionRectsQuery.self]
    }

    /// The name of each strategy, in the order of ``all``.
    public static var names: [String] { all.map { $0.name } }

    /// The strategy called `name`, or nil.
    public static func named(_ name: String) -> (any RectQueryStrategy.Type)? {
        all.first { $0.name == name }
    }
}

/// The linear scan every non-indexed strategy ends with: the items of `range` whose frames
/// overlap `rect`, in order.
/// - Complexity: O(range.count).
@inline(__always)
func appendOverlapping(_ frames: [Rect], _ range: Range<Int>, _ rect: Rect, to result: inout [Int]) {
    for index in range where frames[index].intersects(rect) { result.append(index) }
}
