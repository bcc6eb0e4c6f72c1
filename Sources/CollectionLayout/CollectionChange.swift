import LayoutCore

/// One change of a collection's items between two layouts: what a feed does as posts arrive,
/// are deleted and finish loading (their measured height replacing the estimate).
public enum CollectionChange: Hashable, Sendable {
    /// An item inserted before item `at` (`at == count` appends). Column layouts read only the
    /// height; flow reads both.
    case insert(Size, at: Int)
    case remove(at: Int)
    case setHeight(Double, at: Int)

    /// The item the change names.
    public var index: Int {
        switch self {
        case .insert(_, let index), .remove(let index), .setHeight(_, let index): index
        }
    }
}

extension CollectionItems {
    /// Applies `change` to the items: the naive twin of a layout's incremental update (a layout
    /// prepared from the changed items must equal the updated one).
    /// - Throws: ``CollectionLayoutError/indexOutOfRange(_:count:)`` for an index the items do
    ///   not have, the items unchanged.
    /// - Complexity: O(n) for an insert or remove (the array moves), O(1) for a height.
    public mutating func apply(_ change: CollectionChange) throws(CollectionLayoutError) {
        let limit = if case .insert = change { count + 1 } else { count }
        guard change.index >= 0, change.index < limit else { throw .indexOutOfRange(change.index, count: count) }
        switch self {
        case .heights(var heights):
            self = .heights([])  // the only reference left, so the array changes in place
            change.apply(to: &heights, item: \.height, setHeight: { $0 = $1 })
            self = .heights(heights)
        case .sizes(var sizes):
            self = .sizes([])
            change.apply(to: &sizes, item: { $0 }, setHeight: { $0.height = $1 })
            self = .sizes(sizes)
        }
    }
}

extension CollectionChange {
    /// Applies the change to an array of items of either kind (the index is checked).
    fileprivate func apply<Item>(to items: inout [Item], item: (Size) -> Item, setHeight: (inout Item, Double) -> Void) {
        switch self {
        case .insert(let size, let index): items.insert(item(size), at: index)
        case .remove(let index): items.remove(at: index)
        case .setHeight(let height, let index): setHeight(&items[index], height)
        }
    }
}

extension ColumnLayout {
    public mutating func apply(_ change: CollectionChange) throws(CollectionLayoutError) {
        switch change {
        case .insert(let size, let index): try insertItem(height: size.height, at: index)
        case .remove(let index): try removeItem(at: index)
        case .setHeight(let height, let index): try setHeight(height, at: index)
        }
    }
}

extension FlowLayout {
    public mutating func apply(_ change: CollectionChange) throws(CollectionLayoutError) {
        switch change {
        case .insert(let size, let index): try insertItem(size, at: index)
        case .remove(let index): try removeItem(at: index)
        case .setHeight(let height, let index): try setHeight(height, at: index)
        }
    }
}
