/// Incremental changes of a column layout. After each, the cache equals what `prepare()` builds
/// from the same inputs, bit for bit; the tests hold every change to that.
extension ColumnLayout {
    /// Changes one item's height (self-sizing).
    ///
    /// When the column does not depend on heights (`pdp`) and the arithmetic is exact
    /// (``ExactArithmetic``), the items below it in its column move by the difference: a lazy
    /// shift of one lane (every lane for a spanning item). Otherwise the cache is recomputed from
    /// the item on.
    /// - Complexity: O(blockSize + n / blockSize) for the shift; O(n − index + columns · log n)
    ///   for the recomputation.
    public mutating func setHeight(_ height: Double, at index: Int) throws(CollectionLayoutError) {
        try checkIndex(index, count: heights.count)
        try Self.checkHeight(height, item: index)
        let old = heights[index]
        guard height != old else { return }
        let delta = height - old
        let shifts = !Rule.placement.columnDependsOnHeights && ExactArithmetic.isExact(height)
            && exactness.allowsShift(configuration, largestY: largestMaxY + Swift.max(delta, 0))
        heights[index] = height
        exactness.replace(old, with: height)
        guard shifts else { return recompute(from: index) }
        cache.grow(index, by: delta)
    }

    /// Inserts an item of `height` before item `index` (`index == itemCount` appends) and
    /// recomputes from it on: later items change columns in both rules.
    /// - Complexity: O(n − index + columns · log n), plus moving the per-item arrays.
    public mutating func insertItem(height: Double, at index: Int) throws(CollectionLayoutError) {
        guard index >= 0, index <= heights.count else { throw .indexOutOfRange(index, count: heights.count) }
        try Self.checkHeight(height, item: index)
        heights.insert(height, at: index)
        exactness.add(height)
        cache.insertItem(at: index)
        recompute(from: index)
    }

    /// - Complexity: O(n − index + columns · log n), plus moving the per-item arrays.
    public mutating func removeItem(at index: Int) throws(CollectionLayoutError) {
        try checkIndex(index, count: heights.count)
        exactness.remove(heights.remove(at: index))
        cache.removeItem(at: index)
        recompute(from: index)
    }

    /// Changes the column count: every item moves, so everything is recomputed.
    public mutating func setColumns(_ columns: Int) throws(CollectionLayoutError) {
        try change { $0.columns = columns }
    }

    /// Applies a new configuration, recomputing only what moves. The lanes hold only y values,
    /// which depend on the column count, the item spacing and the top inset; a change of width,
    /// column spacing, left, right or bottom inset moves only x, widths or the content height,
    /// which are read from the configuration: O(1). With a ``heightMeasure``, a change of the
    /// item widths measures every item again and recomputes everything.
    public mutating func setConfiguration(_ new: LayoutConfiguration) throws(CollectionLayoutError) {
        try new.validate(for: Rule.placement.kind)
        let old = configuration
        if let measure = heightMeasure,
           new.columnWidth != old.columnWidth || (Rule.placement.spansFirstItem && new.contentWidth != old.contentWidth) {
            configuration = new
            let measured: [Double]
            do {
                measured = try heights.indices.map { (index) throws(CollectionLayoutError) in
                    let height = measure(itemWidth(index), index)
                    try Self.checkHeight(height, item: index)
                    return height
                }
            } catch {
                configuration = old
                throw error
            }
            heights = measured
            exactness = ExactnessCounter(measured)
            return prepare()
        }
        configuration = new
        if new.columns != old.columns || new.itemSpacing != old.itemSpacing || new.insets.top != old.insets.top {
            prepare()
        }
    }

    /// Measures `indices` with the ``heightMeasure`` at their current widths and applies each
    /// height incrementally: the step from estimated to measured heights for the items that come
    /// into view. Does nothing without a measure.
    public mutating func measureItems<S: Sequence<Int>>(_ indices: S) throws(CollectionLayoutError) {
        guard let measure = heightMeasure else { return }
        for index in indices {
            try checkIndex(index, count: heights.count)
            try setHeight(measure(itemWidth(index), index), at: index)
        }
    }

    /// Recomputes the cache from item `index` on (the items before it are as they were).
    mutating func recompute(from index: Int) {
        var tops = cache.removeSlots(from: index, heights: heights, configuration: configuration,
                                     placement: Rule.placement)
        cache.place(heights: heights, configuration: configuration, placement: Rule.placement, from: index, tops: &tops)
    }
}
