/// The waterfall rule: ``ColumnPlacement/shortestColumn``.
public enum ShortestColumnRule: ColumnRule {
    public static var placement: ColumnPlacement { .shortestColumn }
}

/// A waterfall (Pinterest-style) layout: items of given heights in columns, each to the
/// shortest column.
///
/// Its frames are not sorted by maxY: a very tall early item still overlaps rectangles far
/// below its neighbours. The per-column index (``Lane``) finds it anyway.
///
/// A height change, an insertion or a removal moves the column of possibly every later item
/// (the next choice depends on all heights so far), so the cache is recomputed from the changed
/// item on: O(n − index + columns · log n), bit for bit what a full `prepare()` gives.
public typealias WaterfallLayout = ColumnLayout<ShortestColumnRule>
