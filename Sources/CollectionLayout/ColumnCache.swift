import LayoutCore

/// The attribute cache of a column layout: one ``Lane`` per column holding y values only, and
/// per item its column (−1 for the spanning item) and its slot in that lane. x and widths come
/// from the configuration when a frame is asked for.
///
/// Not generic, so that the hot loops are compiled once and fully optimised whatever the
/// layout type: every method takes the layout's inputs as arguments.
struct ColumnCache {
    /// Where an item is: its column (−1 for the spanning item) and its slot in that column.
    private struct Position {
        var column: Int32
        var slot: Int32
    }

    private(set) var lanes: [Lane] = []
    private var positions: [Position] = []

    /// Places every item afresh, reusing the memory of the previous cache.
    /// - Complexity: O(n · (1 or columns)).
    mutating func prepare(heights: [Double], configuration: LayoutConfiguration, placement: ColumnPlacement) {
        let columns = configuration.columns
        if lanes.count != columns { lanes = Array(repeating: Lane(), count: columns) }
        for column in lanes.indices {
            lanes[column].removeSlots(from: 0)
            lanes[column].reserveCapacity(heights.count / columns + 1)
        }
        positions.removeAll(keepingCapacity: true)
        positions.append(contentsOf: repeatElement(Position(column: -1, slot: 0), count: heights.count))
        var tops = Array(repeating: configuration.insets.top, count: columns)
        place(heights: heights, configuration: configuration, placement: placement, from: 0, tops: &tops)
    }

    /// Places the items from `start` on; the lanes must hold exactly the items before it.
    mutating func place(heights: [Double], configuration: LayoutConfiguration, placement: ColumnPlacement,
                        from start: Int, tops: inout [Double]) {
        // Work on unique local copies: the closure then writes straight into them.
        var lanes = self.lanes, positions = self.positions
        self = ColumnCache()
        placement.place(heights: heights, configuration: configuration, from: start, tops: &tops) { item, column, y in
            guard column >= 0 else { return positions[item] = Position(column: -1, slot: 0) }
            positions[item] = Position(column: Int32(truncatingIfNeeded: column),
                                       slot: Int32(truncatingIfNeeded: lanes[column].count))
            lanes[column].append(item: item, minY: y, key: y + heights[item])
        }
        self.lanes = lanes
        self.positions = positions
    }

    /// Cuts every lane down to the items before `index` and returns the column tops `place` had
    /// just before `index`: each column's last maxY + itemSpacing, computed as `place` does.
    /// - Complexity: O(columns · log n) plus the slots removed.
    mutating func removeSlots(from index: Int, heights: [Double], configuration: LayoutConfiguration,
                              placement: ColumnPlacement) -> [Double] {
        let spacing = configuration.itemSpacing
        var start = configuration.insets.top
        if placement.spansFirstItem, index > 0 { start = (start + heights[0]) + spacing }
        var tops = Array(repeating: start, count: lanes.count)
        for column in lanes.indices {
            let kept = lanes[column].slotCount(withItemBelow: index)
            if kept > 0 { tops[column] = lanes[column].key(kept - 1) + spacing }
            lanes[column].removeSlots(from: kept)
        }
        return tops
    }

    /// Keeps the per-item arrays in step with an insertion or a removal of item `index`; the
    /// lanes are then recomputed from `index` on.
    mutating func insertItem(at index: Int) {
        positions.insert(Position(column: -1, slot: 0), at: index)
    }

    mutating func removeItem(at index: Int) {
        positions.remove(at: index)
    }

    /// Item `item` grows by `delta`: a lazy shift of its lane below it, or of every lane for the
    /// spanning item. Exact arithmetic only (``ExactArithmetic``).
    /// - Complexity: O(blockSize + n / blockSize) per lane shifted.
    mutating func grow(_ item: Int, by delta: Double) {
        let position = positions[item]
        if position.column < 0 {
            for lane in lanes.indices { lanes[lane].shift(from: 0, by: delta) }
        } else {
            lanes[Int(position.column)].grow(Int(position.slot), by: delta)
        }
    }

    // MARK: Reading

    func frame(of item: Int, heights: [Double], configuration: LayoutConfiguration) -> Rect {
        let position = positions[item], column = Int(position.column)
        guard column >= 0 else { return Self.spanningFrame(height: heights[item], configuration: configuration) }
        let y = lanes.withUnsafeBufferPointer { $0[column].minY(Int(position.slot)) }
        return Self.frame(column: column, y: y, height: heights[item], configuration: configuration)
    }

    static func frame(column: Int, y: Double, height: Double, configuration: LayoutConfiguration) -> Rect {
        Rect(x: configuration.columnX(column), y: y, width: configuration.columnWidth, height: height)
    }

    static func spanningFrame(height: Double, configuration: LayoutConfiguration) -> Rect {
        Rect(x: configuration.insets.left, y: configuration.insets.top, width: configuration.contentWidth,
             height: height)
    }

    /// The largest maxY of any item (top when there are none).
    /// - Complexity: O(columns).
    func largestMaxY(heights: [Double], configuration: LayoutConfiguration, placement: ColumnPlacement) -> Double {
        var largest = placement.spansFirstItem && !heights.isEmpty
            ? Self.spanningFrame(height: heights[0], configuration: configuration).maxY : configuration.insets.top
        for lane in lanes {
            if let key = lane.lastKey, key > largest { largest = key }
        }
        return largest
    }

    /// Per column that `rect` overlaps horizontally, the slots it overlaps vertically (a binary
    /// search, see ``Lane``); a lane's key is its frames' maxY, so the lane alone decides.
    ///
    /// The items are gathered in a temporary buffer, sized by a first pass over the columns, and
    /// appended to `result` at once: appending one by one would make the compiler copy (retain)
    /// each lane around every append.
    /// - Complexity: O(columns · log n + k).
    func appendIndices(in rect: Rect, heights: [Double], configuration: LayoutConfiguration,
                       placement: ColumnPlacement, to result: inout [Int]) {
        let spanning = placement.spansFirstItem && !heights.isEmpty
            && Self.spanningFrame(height: heights[0], configuration: configuration).intersects(rect)
        let columnWidth = configuration.columnWidth
        lanes.withUnsafeBufferPointer { lanes in
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: lanes.count) { runs in
                var bound = spanning ? 1 : 0
                for column in lanes.indices {
                    // The x half of `intersects`, the same for every frame of the column.
                    let x = configuration.columnX(column, columnWidth: columnWidth)
                    runs[column] = Swift.max(x, rect.minX) < Swift.min(x + columnWidth, rect.maxX)
                        ? lanes[column].candidateSlots(top: rect.minY, bottom: rect.maxY) : 0..<0
                    bound += runs[column].count
                }
                withUnsafeTemporaryAllocation(of: Int.self, capacity: bound) { found in
                    var count = 0
                    if spanning {
                        found[0] = 0
                        count = 1
                    }
                    for column in lanes.indices {
                        lanes[column].writeItems(of: runs[column], overlapping: rect.minY, rect.maxY, to: found, count: &count)
                    }
                    let items = UnsafeMutableBufferPointer(rebasing: found[..<count])
                    if lanes.count > 1 { Self.sortRuns(items) }
                    result.append(contentsOf: items)
                }
            }
        }
    }

    /// Sorts a few ascending runs (one per column): an insertion sort, which neither copies nor
    /// allocates, for the few dozen items of a viewport; the standard sort for more.
    private static func sortRuns(_ items: UnsafeMutableBufferPointer<Int>) {
        guard items.count <= 64 else {
            var items = items
            return items.sort()
        }
        for index in items.indices.dropFirst() {
            let item = items[index]
            var hole = index
            while hole > 0, items[hole - 1] > item {
                items[hole] = items[hole - 1]
                hole -= 1
            }
            items[hole] = item
        }
    }
}
