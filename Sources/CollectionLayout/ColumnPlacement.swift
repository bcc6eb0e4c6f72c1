/// How a column layout chooses the column of each item: the one thing that tells `pdp` and
/// `waterfall` apart.
public enum ColumnPlacement: Hashable, Sendable {
    /// The property-details page: item 0 spans every column; then item i ≥ 1 goes to
    /// column (i − 1) mod columns (round robin).
    case propertyDetails
    /// CHTCollectionViewWaterfallLayout's rule: each item goes to the shortest column, ties to
    /// the lowest index (without CHT's flooring of the column width to whole pixels).
    case shortestColumn

    public var kind: LayoutKind {
        switch self {
        case .propertyDetails: .pdp
        case .shortestColumn: .waterfall
        }
    }

    /// Whether item 0 spans every column (x = left, width = width − left − right), the columns
    /// then starting below it (+ itemSpacing).
    public var spansFirstItem: Bool { self == .propertyDetails }

    /// Whether an item's column depends on the heights of the items before it. When it does not,
    /// a height change moves only the items below it in its column.
    public var columnDependsOnHeights: Bool { self == .shortestColumn }

    /// The column of item `index`, given the y at which each column's next item would start.
    /// - Complexity: O(1) round robin; O(columns) shortest column.
    @inline(__always)
    func column(for index: Int, tops: [Double]) -> Int {
        switch self {
        case .propertyDetails:
            return (index - 1) % tops.count
        case .shortestColumn:
            var shortest = 0
            var shortestTop = tops[0]
            for column in 1..<tops.count where tops[column] < shortestTop {
                shortest = column
                shortestTop = tops[column]
            }
            return shortest
        }
    }

    /// Places the items from `start` on, given the y at which each column's next item starts,
    /// calling `place(item, column, y)` for each (column −1: the spanning item). This is the
    /// layout itself: `prepare()`, the incremental changes and `computeFrames()` differ only in
    /// where they keep the result.
    @inline(__always)
    func place(heights: [Double], configuration: LayoutConfiguration, from start: Int, tops: inout [Double],
               _ place: (Int, Int, Double) -> Void) {
        let spacing = configuration.itemSpacing
        var index = start
        if spansFirstItem, index == 0, !heights.isEmpty {
            let y = configuration.insets.top
            place(0, -1, y)
            let next = (y + heights[0]) + spacing
            for column in tops.indices { tops[column] = next }
            index = 1
        }
        while index < heights.count {
            let column = column(for: index, tops: tops)
            let y = tops[column]
            place(index, column, y)
            tops[column] = (y + heights[index]) + spacing
            index += 1
        }
    }
}

/// Gives a column layout type its ``ColumnPlacement``, so that ``PDPLayout`` and
/// ``WaterfallLayout`` are distinct types.
public protocol ColumnRule {
    static var placement: ColumnPlacement { get }
}
