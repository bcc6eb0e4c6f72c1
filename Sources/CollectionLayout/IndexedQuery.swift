import LayoutCore

/// The layout's own index: per-column lanes (rows for `flow`) sorted by construction, searched
/// by binary search (see ``Lane``). Exact for every layout, including waterfalls whose frames
/// are not sorted by maxY, and kept up to date by the layout's incremental changes.
/// - Complexity: O(columns · log n + k) per query; nothing to make.
public struct IndexedQuery: RectQueryStrategy {
    public static let name = "indexed"
    private let layout: any CollectionViewLayout

    public init(layout: any CollectionViewLayout) { self.layout = layout }

    public func appendIndices(in rect: Rect, to result: inout [Int]) {
        layout.appendIndices(in: rect, to: &result)
    }
}
