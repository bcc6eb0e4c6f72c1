import LayoutCore

/// What a layout says about one item: UICollectionViewLayoutAttributes reduced to the index and
/// the frame.
public struct ItemAttributes: Hashable, Sendable {
    public var index: Int
    public var frame: Rect

    public init(index: Int, frame: Rect) {
        self.index = index
        self.frame = frame
    }
}
