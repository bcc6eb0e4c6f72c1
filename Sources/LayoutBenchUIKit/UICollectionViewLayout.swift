import Foundation

/// Where a collection's items go, as UIKit's `UICollectionViewLayout`: the class a custom
/// layout (a waterfall, the seeds' property-details page) subclasses, with UIKit's overridable
/// methods and the order UIKit calls them in. A ``UICollectionView`` prepares an invalid layout
/// in its layout pass (``prepare()``), takes ``collectionViewContentSize`` as its content size
/// and asks ``layoutAttributesForElements(in:)`` for the rectangle it shows; before its bounds
/// change (a resize, whoever sets it, or a scroll) it asks ``shouldInvalidateLayout(forBoundsChange:)``. No cells are made here,
/// so the attributes go to ``UICollectionView/layoutBenchVisibleAttributes`` rather than to cells.
/// The base class answers nothing, as UIKit's abstract one.
open class UICollectionViewLayout: NSObject {
    /// The collection this layout is set on (UIKit's is read-only too).
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether ``prepare()`` must run before the layout is next asked.
    private var needsPreparation = true

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// Override to work out the attributes; called before the layout is first asked and after
    /// every invalidation. Subclasses call `super.prepare()`, which does nothing.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks the layout for a new ``prepare()`` and its collection for a layout pass.
    open func invalidateLayout() {
        needsPreparation = true
        // A collection already flagged (its bounds just changed) is laid out in this pass.
        if let collectionView, !collectionView.needsLayoutPass { collectionView.setNeedsLayout() }
    }

    /// UIKit's base class invalidates everything whatever the context says; so does this one.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { invalidateLayout() }

    /// UIKit's default: a bounds change (a scroll, a resize) leaves the layout valid.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewLayoutInvalidationContext()
        context.isBoundsChange = true
        return context
    }

    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool
    { false }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint
    {
        proposedContentOffset
    }

    // Updates and animations: nothing inserts, deletes or animates items here, so these are
    // never called; they are overridable as in UIKit.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// UIKit's question before the collection's bounds change (a resize or a scroll), while
    /// `collectionView.bounds` is still the old one: invalidate for the new bounds?
    func collectionBoundsWillChange(to newBounds: CGRect) {
        guard shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        invalidateLayout(with: invalidationContext(forBoundsChange: newBounds))
    }

    /// The collection's layout pass: an invalid layout is prepared.
    func prepareIfNeeded() {
        guard needsPreparation else { return }
        needsPreparation = false
        prepare()
    }
}

/// What a layout invalidation covers, as UIKit's class; the base layout invalidates everything
/// whatever it says, and a subclass may read it in ``UICollectionViewLayout/invalidateLayout(with:)``.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    open var invalidateEverything: Bool { false }
    open var invalidateDataSourceCounts: Bool { false }
    public internal(set) var isBoundsChange = false
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open var contentOffsetAdjustment = CGPoint.zero
    open var contentSizeAdjustment = CGSize.zero

    public override init() { super.init() }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}

/// One insertion, deletion, reload or move, as UIKit hands them to
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` (never here).
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    public init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}

/// UIKit's flow layout settings, kept. Its items are not placed here: its attributes are the
/// base class's (none), so a subclass that adjusts `super`'s attributes gets none to adjust.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false
}
