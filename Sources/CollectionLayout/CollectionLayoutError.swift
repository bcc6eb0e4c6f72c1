import LayoutCore

/// Why a layout refused a value. The layout is unchanged after any of these.
public enum CollectionLayoutError: Error, Hashable, CustomStringConvertible {
    /// A configuration number (`width`, a spacing or an inset) that is negative or not finite.
    case invalidNumber(name: String, value: Double)
    /// A column count below 1 or above ``LayoutConfiguration/maximumColumns``.
    case invalidColumnCount(Int)
    /// EdgeInsets and spacings wider than the layout: the columns (or the rows) would have a
    /// negative width.
    case noRoom(available: Double)
    /// An item height that is negative or not finite.
    case invalidHeight(item: Int, value: Double)
    /// An item width (flow) that is negative or not finite.
    case invalidWidth(item: Int, value: Double)
    /// An item index outside the layout's items (for an insertion: outside `0...count`).
    case indexOutOfRange(Int, count: Int)

    public var description: String {
        switch self {
        case .invalidNumber(let name, let value):
            "The layout's \(name) \(JSONText.number(value)) is negative or not finite."
        case .invalidColumnCount(let columns):
            "The column count \(columns) is outside 1...\(LayoutConfiguration.maximumColumns)."
        case .noRoom(let available):
            "The insets and spacings leave a negative width (\(JSONText.number(available))) for the items."
        case .invalidHeight(let item, let value):
            "Item \(item): the height \(JSONText.number(value)) is negative or not finite."
        case .invalidWidth(let item, let value):
            "Item \(item): the width \(JSONText.number(value)) is negative or not finite."
        case .indexOutOfRange(let index, let count):
            "Item \(index) does not exist: the layout has \(count) items."
        }
    }
}
