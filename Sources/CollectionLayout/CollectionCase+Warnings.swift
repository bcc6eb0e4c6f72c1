import LayoutCore

extension CollectionCase {
    /// What is laid out but deserves a word: flow items wider than the content width
    /// (`width − left − right`). UICollectionViewFlowLayout logs "the behavior of the
    /// UICollectionViewFlowLayout is not defined because: the item width must be less than the
    /// width of the UICollectionView minus the section insets left and right values" and lays such
    /// an item out on a line of its own; ``FlowLayout`` does the same, and this says so once,
    /// listing the first few items.
    /// - Complexity: O(n) in the number of items.
    public var warnings: [String] {
        guard kind == .flow, case .sizes(let sizes) = items else { return [] }
        let contentWidth = configuration.contentWidth
        let wide = sizes.indices.filter { sizes[$0].width > contentWidth }
        guard !wide.isEmpty else { return [] }
        let named = cappedList(wide.lazy.map { "items[\($0)] (\(formatNumber(sizes[$0].width)))" })
        return ["\(wide.count == 1 ? "an item is" : "\(wide.count) items are") wider than the content width "
            + "\(formatNumber(contentWidth)): \(named); each is laid out on a line of its own, reaching past the "
            + "right inset, as UICollectionViewFlowLayout does."]
    }
}
