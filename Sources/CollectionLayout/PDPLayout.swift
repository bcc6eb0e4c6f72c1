import LayoutCore

/// The property-details rule: ``ColumnPlacement/propertyDetails``.
public enum PropertyDetailsRule: ColumnRule {
    public static var placement: ColumnPlacement { .propertyDetails }
}

/// The property-details (PDP) layout of a classic UICollectionViewLayout subclass: `prepare()` fills an attribute cache, item 0 spans
/// the full width, the rest go to the columns in turn, and the column count comes from the
/// traits (``PDPTraits/columns``).
///
/// Because an item's column depends only on its index, a height change moves only the items
/// below it in its column (item 0: every column); with exact arithmetic that is a lazy shift of
/// one lane, O(blockSize + n / blockSize).
public typealias PDPLayout = ColumnLayout<PropertyDetailsRule>

extension ColumnLayout where Rule == PropertyDetailsRule {
    /// A PDP whose column count the traits decide.
    public init(width: Double, traits: PDPTraits, heights: [Double], columnSpacing: Double = 0,
                itemSpacing: Double = 0, insets: EdgeInsets = .zero) throws(CollectionLayoutError) {
        try self.init(
            configuration: LayoutConfiguration(width: width, columns: traits.columns, columnSpacing: columnSpacing,
                                               itemSpacing: itemSpacing, insets: insets),
            heights: heights)
    }

    /// The seed's `viewWillTransitionToSize`: the new width and traits invalidate the layout.
    /// A changed column count recomputes every frame; a width alone moves only x and widths
    /// (and measures the items again when there is a ``heightMeasure``).
    public mutating func transition(toWidth width: Double, traits: PDPTraits) throws(CollectionLayoutError) {
        try change {
            $0.width = width
            $0.columns = traits.columns
        }
    }
}
