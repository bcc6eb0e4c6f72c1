import LayoutCore

/// Incremental changes of a flow layout. After each, the cache equals what `prepare()` builds
/// from the same inputs, bit for bit; the tests hold every change to that.
extension FlowLayout {
    /// Changes one item's height. Rows break on widths only, so the rows stay: the item's row
    /// takes the height of its tallest item and, with exact arithmetic (``ExactArithmetic``), the
    /// rows below move by the difference (a lazy shift); otherwise they are recomputed from the
    /// item's row on.
    /// - Complexity: O(row length + blockSize + rows / blockSize) for the shift; O(n − first
    ///   item of the row) for the recomputation.
    public mutating func setHeight(_ height: Double, at index: Int) throws(CollectionLayoutError) {
        try checkIndex(index, count: sizes.count)
        try Self.checkSize(Size(width: sizes[index].width, height: height), item: index)
        let old = sizes[index].height
        guard height != old else { return }
        let shifts = ExactArithmetic.isExact(height)
            && exactness.allowsShift(configuration, largestY: largestMaxY + Swift.max(height - old, 0))
        sizes[index].height = height
        exactness.replace(old, with: height)
        let row = Int(itemRow[index])
        guard shifts else { return recomputeRows(from: row) }
        let end = row + 1 < rows.count ? rows.item(row + 1) : sizes.count
        let rowHeight = Self.rowHeight(sizes, rows.item(row)..<end)
        let growth = rowHeight - rowHeights[row]
        rowHeights[row] = rowHeight
        if growth != 0 { rows.grow(row, by: growth) }
    }

    /// Inserts an item before item `index` (`index == itemCount` appends) and lays the rows out
    /// again from the row of the item before it (the new item may fit at the end of that row).
    /// - Complexity: O(n − first item of that row), plus moving the per-item arrays.
    public mutating func insertItem(_ size: Size, at index: Int) throws(CollectionLayoutError) {
        guard index >= 0, index <= sizes.count else { throw .indexOutOfRange(index, count: sizes.count) }
        try Self.checkSize(size, item: index)
        let row = index > 0 ? Int(itemRow[index - 1]) : 0
        sizes.insert(size, at: index)
        exactness.add(size.height)
        itemX.insert(0, at: index)
        itemRow.insert(0, at: index)
        recomputeRows(from: row)
    }

    /// Removes an item and lays the rows out again from the row of the item before it (the item
    /// after it may now fit there).
    /// - Complexity: O(n − first item of that row), plus moving the per-item arrays.
    public mutating func removeItem(at index: Int) throws(CollectionLayoutError) {
        try checkIndex(index, count: sizes.count)
        let row = index > 0 ? Int(itemRow[index - 1]) : 0
        exactness.remove(sizes.remove(at: index).height)
        itemX.remove(at: index)
        itemRow.remove(at: index)
        recomputeRows(from: row)
    }

    /// Applies a new configuration; a new width moves the row breaks. Only the bottom inset (read when asked for the content size)
    /// and the column numbers (unused here) change nothing in the cache; anything else
    /// recomputes it.
    public mutating func setConfiguration(_ new: LayoutConfiguration) throws(CollectionLayoutError) {
        try new.validate(for: .flow)
        let old = configuration
        configuration = new
        var unchanged = new
        unchanged.insets.bottom = old.insets.bottom
        unchanged.columns = old.columns
        unchanged.columnSpacing = old.columnSpacing
        if unchanged != old { prepare() }
    }

    /// Lays the rows out again from `row` on (the rows before it are as they were).
    mutating func recomputeRows(from row: Int) {
        let (first, top) = row < rows.count ? (rows.item(row), rows.minY(row)) : (0, configuration.insets.top)
        rows.removeSlots(from: row)
        rowHeights.removeSubrange(Swift.min(row, rowHeights.count)...)
        placeAndCache(from: first, top: top)
    }
}
