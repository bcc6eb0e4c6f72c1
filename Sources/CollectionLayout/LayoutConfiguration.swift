import LayoutCore

/// The numbers a collection layout is given (`"layout"` in `layoutbench/collection@1`), and the
/// column geometry that follows from them.
///
/// Column layouts (`pdp`, `waterfall`) use `columns`, `columnSpacing` and `itemSpacing`; `flow`
/// uses `itemSpacing` between the items of a row and `lineSpacing` between rows.
public struct LayoutConfiguration: Hashable, Sendable {
    /// More columns than this is certainly a mistake in a case file.
    public static let maximumColumns = 1_024

    public var width: Double
    public var columns: Int
    public var columnSpacing: Double
    public var itemSpacing: Double
    public var lineSpacing: Double
    public var insets: EdgeInsets

    public init(width: Double, columns: Int = 1, columnSpacing: Double = 0, itemSpacing: Double = 0,
                lineSpacing: Double = 0, insets: EdgeInsets = .zero) {
        self.width = width
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.insets = insets
    }

    /// `width − left − right`: the width of a spanning item and of a flow row.
    public var contentWidth: Double { width - insets.left - insets.right }

    /// `(width − left − right − (columns − 1)·columnSpacing) / columns`.
    public var columnWidth: Double {
        (contentWidth - Double(columns - 1) * columnSpacing) / Double(columns)
    }

    /// `left + column·(columnWidth + columnSpacing)`.
    public func columnX(_ column: Int) -> Double { columnX(column, columnWidth: columnWidth) }

    /// ``columnX(_:)`` with the column width already computed (a loop over the columns).
    @inline(__always)
    func columnX(_ column: Int, columnWidth: Double) -> Double {
        insets.left + Double(column) * (columnWidth + columnSpacing)
    }

    /// Checks every number, and that the items get a non-negative width.
    public func validate(for kind: LayoutKind) throws(CollectionLayoutError) {
        let numbers = [("width", width), ("columnSpacing", columnSpacing), ("itemSpacing", itemSpacing),
                       ("lineSpacing", lineSpacing), ("top inset", insets.top), ("left inset", insets.left),
                       ("bottom inset", insets.bottom), ("right inset", insets.right)]
        for (name, value) in numbers where !(value.isFinite && value >= 0) {
            throw .invalidNumber(name: name, value: value)
        }
        switch kind {
        case .flow:
            guard contentWidth >= 0 else { throw .noRoom(available: contentWidth) }
        case .pdp, .waterfall:
            guard (1...Self.maximumColumns).contains(columns) else { throw .invalidColumnCount(columns) }
            guard contentWidth >= 0, columnWidth >= 0 else { throw .noRoom(available: min(contentWidth, columnWidth)) }
        }
    }

    /// Whether the numbers that positions are added up from are multiples of 1/256 point (see
    /// ``ExactArithmetic``).
    var hasExactVerticalSpacing: Bool {
        ExactArithmetic.isExact(insets.top) && ExactArithmetic.isExact(itemSpacing)
            && ExactArithmetic.isExact(lineSpacing)
    }
}
