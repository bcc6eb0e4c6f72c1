import LayoutCore
import CollectionLayout

/// The collection geometry of docs/CollectionLayout.md written out the obvious way, one loop per
/// layout: the naive twin of the layouts' placement, lanes and caches.
enum ReferenceLayout {
    static func frames(_ kind: LayoutKind, _ c: LayoutConfiguration, _ items: CollectionItems) -> [Rect] {
        kind == .flow ? flowFrames(c, items.sizes) : columnFrames(kind, c, items.heights)
    }

    static func columnFrames(_ kind: LayoutKind, _ c: LayoutConfiguration, _ heights: [Double]) -> [Rect] {
        let columnWidth = (c.width - c.insets.left - c.insets.right - Double(c.columns - 1) * c.columnSpacing)
            / Double(c.columns)
        var columnY = Array(repeating: c.insets.top, count: c.columns)
        var frames: [Rect] = []
        for (index, height) in heights.enumerated() {
            if kind == .pdp && index == 0 {
                frames.append(Rect(x: c.insets.left, y: c.insets.top, width: c.width - c.insets.left - c.insets.right,
                                   height: height))
                columnY = Array(repeating: c.insets.top + height + c.itemSpacing, count: c.columns)
                continue
            }
            // pdp: round robin after item 0; waterfall: the first of the shortest columns.
            let column = kind == .pdp ? (index - 1) % c.columns : columnY.indices.min { columnY[$0] < columnY[$1] }!
            frames.append(Rect(x: c.insets.left + Double(column) * (columnWidth + c.columnSpacing), y: columnY[column],
                               width: columnWidth, height: height))
            columnY[column] += height + c.itemSpacing
        }
        return frames
    }

    static func flowFrames(_ c: LayoutConfiguration, _ sizes: [Size]) -> [Rect] {
        var frames: [Rect] = []
        var row: [Int] = []
        var x = c.insets.left, rowTop = c.insets.top, rowHeight = 0.0
        func closeRow() {
            for index in row { frames[index].y = rowTop + (rowHeight - frames[index].height) / 2 }
            rowTop += rowHeight + c.lineSpacing
            row = []
            rowHeight = 0
            x = c.insets.left
        }
        for (index, size) in sizes.enumerated() {
            if !row.isEmpty && x + size.width > c.width - c.insets.right { closeRow() }
            frames.append(Rect(x: x, y: 0, width: size.width, height: size.height))
            row.append(index)
            rowHeight = max(rowHeight, size.height)
            x += size.width + c.itemSpacing
        }
        if !row.isEmpty { closeRow() }
        return frames
    }

    /// Largest maxY + bottom, or top + bottom when empty.
    static func contentHeight(_ frames: [Rect], _ c: LayoutConfiguration) -> Double {
        (frames.map(\.maxY).max() ?? c.insets.top) + c.insets.bottom
    }
}
