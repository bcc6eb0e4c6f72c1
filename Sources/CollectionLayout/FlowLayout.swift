import LayoutCore

/// Left-aligned rows (UICollectionViewFlowLayout with left alignment), items of their own size.
///
/// Rows start at x = left; items advance by width + itemSpacing; an item whose maxX would
/// cross `width − right` starts a new row, except the first item of a row, which always stays
/// (an item exactly reaching `width − right` stays too). A row is as tall as its tallest item,
/// items are centred vertically in it (y = rowTop + (rowHeight − height) / 2), and rows are
/// separated by `lineSpacing`, the first at y = top.
///
/// The cache is a ``Lane`` of rows (top, and the largest item maxY so far as the key) plus, per
/// item, its x and row; frames are built on demand.
public struct FlowLayout: CollectionViewLayout {
    public internal(set) var configuration: LayoutConfiguration
    public internal(set) var sizes: [Size]

    var rows = Lane()
    var rowHeights: [Double] = []
    var itemX: [Double] = []
    var itemRow: [Int32] = []
    var exactness: ExactnessCounter

    /// A prepared layout.
    public init(configuration: LayoutConfiguration, sizes: [Size]) throws(CollectionLayoutError) {
        try configuration.validate(for: .flow)
        for (index, size) in sizes.enumerated() { try Self.checkSize(size, item: index) }
        self.configuration = configuration
        self.sizes = sizes
        exactness = ExactnessCounter(sizes.lazy.map(\.height))
        prepare()
    }

    public var kind: LayoutKind { .flow }
    public var itemCount: Int { sizes.count }

    public var contentSize: Size {
        Size(width: configuration.width, height: largestMaxY + configuration.insets.bottom)
    }

    /// The largest maxY of any item (top when there are none): the last row's key.
    var largestMaxY: Double { rows.lastKey ?? configuration.insets.top }

    public func frame(at index: Int) -> Rect {
        let row = Int(itemRow[index])
        return Self.frame(of: sizes[index], x: itemX[index], rowTop: rows.minY(row), rowHeight: rowHeights[row])
    }

    @inline(__always)
    static func frame(of size: Size, x: Double, rowTop: Double, rowHeight: Double) -> Rect {
        Rect(x: x, y: rowTop + (rowHeight - size.height) / 2, width: size.width, height: size.height)
    }

    /// The height of the tallest of `sizes[range]` (0 for none).
    @inline(__always)
    static func rowHeight(_ sizes: [Size], _ range: Range<Int>) -> Double {
        var height = 0.0
        for index in range { height = Swift.max(height, sizes[index].height) }
        return height
    }

    // MARK: Placing rows

    /// Lays out rows from item `start`, which begins a row at y = `top`: calls `item(index, x)`
    /// for each item of a row, then `row(items, top, height)`. This is the layout itself;
    /// `prepare()`, the incremental changes and `computeFrames()` differ only in where they keep
    /// the result.
    @inline(__always)
    static func placeRows(sizes: [Size], configuration: LayoutConfiguration, from start: Int, top: Double,
                          item: (Int, Double) -> Void, row: (Range<Int>, Double, Double) -> Void) {
        let limit = configuration.width - configuration.insets.right
        var index = start
        var top = top
        while index < sizes.count {
            let first = index
            var x = configuration.insets.left
            repeat {
                item(index, x)
                x = (x + sizes[index].width) + configuration.itemSpacing
                index += 1
            } while index < sizes.count && x + sizes[index].width <= limit
            let height = rowHeight(sizes, first..<index)
            row(first..<index, top, height)
            top = (top + height) + configuration.lineSpacing
        }
    }

    /// Lays every row out afresh, reusing the memory of the previous cache.
    public mutating func prepare() {
        rows.removeSlots(from: 0)
        rowHeights.removeAll(keepingCapacity: true)
        itemX.resetToZeros(count: sizes.count)
        itemRow.resetToZeros(count: sizes.count)
        placeAndCache(from: 0, top: configuration.insets.top)
    }

    /// Places rows from item `start` (which begins a row at `top`) into the cache, which must
    /// hold exactly the rows before it.
    mutating func placeAndCache(from start: Int, top: Double) {
        // Work on unique local copies: the closures then write straight into them.
        var rows = self.rows, rowHeights = self.rowHeights, itemX = self.itemX, itemRow = self.itemRow
        (self.rows, self.rowHeights, self.itemX, self.itemRow) = (Lane(), [], [], [])
        var key = rows.lastKey ?? -Double.infinity
        Self.placeRows(sizes: sizes, configuration: configuration, from: start, top: top, item: { index, x in
            itemX[index] = x
            itemRow[index] = Int32(truncatingIfNeeded: rows.count)
        }, row: { items, top, height in
            for index in items {
                key = Swift.max(key, Self.frame(of: sizes[index], x: itemX[index], rowTop: top, rowHeight: height).maxY)
            }
            rows.append(item: items.lowerBound, minY: top, key: key)
            rowHeights.append(height)
        })
        (self.rows, self.rowHeights, self.itemX, self.itemRow) = (rows, rowHeights, itemX, itemRow)
    }

    public func computeFrames() -> [Rect] {
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        var xs: [Double] = []
        xs.reserveCapacity(sizes.count)
        Self.placeRows(sizes: sizes, configuration: configuration, from: 0, top: configuration.insets.top,
                       item: { _, x in xs.append(x) }, row: { items, top, height in
            for index in items { frames.append(Self.frame(of: sizes[index], x: xs[index], rowTop: top, rowHeight: height)) }
        })
        return frames
    }

    // MARK: Rectangle queries

    /// A binary search for the first row whose largest maxY so far is below `rect.minY`, then
    /// the rows down to `rect.maxY`, testing each of their items.
    /// - Complexity: O(log rows + items in the rows `rect` overlaps vertically).
    public func appendIndices(in rect: Rect, to result: inout [Int]) {
        var row = rows.firstSlot(withKeyAbove: rect.minY)
        while row < rows.count {
            let top = rows.minY(row)
            guard top < rect.maxY else { break }
            let end = row + 1 < rows.count ? rows.item(row + 1) : sizes.count
            for index in rows.item(row)..<end
            where Self.frame(of: sizes[index], x: itemX[index], rowTop: top, rowHeight: rowHeights[row]).intersects(rect) {
                result.append(index)
            }
            row += 1
        }
    }

    static func checkSize(_ size: Size, item: Int) throws(CollectionLayoutError) {
        guard size.width.isFinite, size.width >= 0 else { throw .invalidWidth(item: item, value: size.width) }
        guard size.height.isFinite, size.height >= 0 else { throw .invalidHeight(item: item, value: size.height) }
    }
}
