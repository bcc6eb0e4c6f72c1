import LayoutBenchUIKit

// The seeds' property-details page (article 002) as an app writes its collection layout today:
// a `UICollectionViewLayout` subclass that fills an attribute cache in `prepare()`. The photos
// item spans the width; every other item goes to the next column in turn, at the column's
// width, with the height its delegate gives for that width. The app picks the column count
// (the article from the orientation and size classes) and invalidates on a rotation.

/// Where the property-details layout gets an item's height.
public protocol PropertyDetailsLayoutDelegate: AnyObject {
    func propertyDetailsLayout(_ layout: PropertyDetailsLayout, heightForItemAt indexPath: IndexPath,
                               width: CGFloat) -> CGFloat
}

public final class PropertyDetailsLayout: UICollectionViewLayout {
    public weak var delegate: PropertyDetailsLayoutDelegate?
    public var numberOfColumns = 1 {
        didSet { if numberOfColumns != oldValue { invalidateLayout() } }
    }
    private var attributesCache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var contentWidth: CGFloat {
        guard let collectionView else { return 0 }
        return collectionView.bounds.width - collectionView.contentInset.left - collectionView.contentInset.right
    }

    public override func prepare() {
        super.prepare()
        attributesCache = []
        contentHeight = 0
        guard let collectionView, let delegate else { return }
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        let xOffsets = (0 ..< numberOfColumns).map { CGFloat($0) * columnWidth }
        var yOffsets = [CGFloat](repeating: 0, count: numberOfColumns)
        var column = 0
        for item in 0 ..< collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let height = delegate.propertyDetailsLayout(self, heightForItemAt: indexPath, width: columnWidth)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: xOffsets[column], y: yOffsets[column],
                                      width: item == 0 ? contentWidth : columnWidth, height: height)
            attributesCache.append(attributes)
            contentHeight = max(contentHeight, attributes.frame.maxY)
            if item == 0 {
                yOffsets = yOffsets.map { _ in height }
                column = 0
            } else {
                yOffsets[column] += height
                column = column == numberOfColumns - 1 ? 0 : column + 1
            }
        }
    }

    public override var collectionViewContentSize: CGSize { CGSize(width: contentWidth, height: contentHeight) }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesCache.filter { $0.frame.intersects(rect) }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesCache.indices.contains(indexPath.item) ? attributesCache[indexPath.item] : nil
    }

    /// The article invalidates in `viewWillTransition(to:with:)`; a width change is the same.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
