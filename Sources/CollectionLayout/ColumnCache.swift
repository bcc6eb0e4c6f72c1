/// The attribute cache of a column layout: one ``Lane`` per column holding y values only, and
/// per item its column (−1 for the spanning item) and its slot in that lane. x and widths come
/// from the configuration when a frame is asked for.
///
/// Not generic, so that the hot loops are compiled once and fully optimised whatever the
/// layout type: every method takes the layout's inputs as arguments.
struct ColumnCache {
    private(set) var lanes: [Lane] = []
    private var itemColumn: [Int32] = []
    private var itemSlot: [Int32] = []

    /// Places every item afresh.
    /// - Complexity: O(n · (1 or columns)).
    mutating func prepare(heights: [Double], configuration: LayoutConfiguration, placement: ColumnPlacement) {
        let columns = configuration.columns
        var lane = Lane()
        lane.reserveCapacity(heights.count / columns + 1)
        lanes = Array(repeating: lane, count: columns)
        itemColumn = Array(repeating: 0, count: heights.count)
        itemSlot = Array(repeating: 0, count: heights.count)
        var tops = Array(repeating: configuration.insets.top, count: columns)
        place(heights: heights, configuration: configuration, placement: placement, from: 0, tops: &tops)
    }

    /// Places the items from `start` on; the lanes must hold exactly the items before it.
    mutating func place(heights: [Double], configuration: LayoutConfiguration, placement: ColumnPlacement,
                        from start: Int, tops: inout [Double]) {
        // Work on unique local copies: the closure then writes straight into them.
        var lanes = self.lanes, itemColumn = self.itemColumn, itemSlot = self.itemSlot
        self = ColumnCache()
        placement.place(heights: heights, configuration: configuration, from: start, tops: &tops) { item, column, y in
            guard column >= 0 else {
                itemColumn[item] = -1
                itemSlot[item] = 0
                return
            }
            itemColumn[item] = Int32(truncatingIfNeeded: column)
            itemSlot[item] = Int32(truncatingIfNeeded: lanes[column].count)
            lanes[column].append(item: item, minY: y, key: y + heights[item])
        }
        self.lanes = lanes
        self.itemColumn = itemColumn
        self.itemSlot = itemSlot
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
        itemColumn.insert(0, at: index)
        itemSlot.insert(0, at: index)
    }

    mutating func removeItem(at index: Int) {
        itemColumn.remove(at: index)
        itemSlot.remove(at: index)
    }

    /// Item `item` grows by `delta`: a lazy shift of its lane below it, or of every lane for the
    /// spanning item. Exact arithmetic only (``ExactArithmetic``).
    /// - Complexity: O(blockSize + n / blockSize) per lane shifted.
    mutating func grow(_ item: Int, by delta: Double) {
        let column = Int(itemColumn[item])
        if column < 0 {
            for lane in lanes.indices { lanes[lane].shift(from: 0, by: delta) }
        } else {
            lanes[column].grow(Int(itemSlot[item]), by: delta)
        }
    }

    // MARK: Reading

    func frame(of item: Int, heights: [Double], configuration: LayoutConfiguration) -> Rect {
        let column = Int(itemColumn[item])
        guard column >= 0 else { return Self.spanningFrame(height: heights[item], configuration: configuration) }
        let y = lanes.withUnsafeBufferPointer { $0[column].minY(Int(itemSlot[item])) }
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
    /// - Complexity: O(columns · log n + k).
    func appendIndices(in rect: Rect, heights: [Double], configuration: LayoutConfiguration,
                       placement: ColumnPlacement, to result: inout [Int]) {
        let start = result.count
        if placement.spansFirstItem, !heights.isEmpty,
           Self.spanningFrame(height: heights[0], configuration: configuration).intersects(rect) {
            result.append(0)
        }
        let columnWidth = configuration.columnWidth
        // Through a buffer pointer: an Array's subscript would copy each lane (five retains).
        lanes.withUnsafeBufferPointer { lanes in
            for column in lanes.indices {
                // The x half of `intersects`, the same for every frame of the column.
                let x = configuration.columnX(column, columnWidth: columnWidth)
                guard Swift.max(x, rect.minX) < Swift.min(x + columnWidth, rect.maxX) else { continue }
                lanes[column].appendItems(overlapping: rect.minY, rect.maxY, to: &result)
            }
        }
        if lanes.count > 1 { result[start...].sort() }
    }
}
