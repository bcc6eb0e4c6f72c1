/// A collection, as UIKit's `UICollectionView`: a scroll view that lays itself out like any
/// view; its items are not made or laid out here (as ``UITableView``'s rows; docs/UIKit.md).
/// The layout object and its settings are kept (the CollectionLayout module lays out items).
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
        }
    }
    /// What the layout answered for the bounds at this view's last layout pass
    /// (`layoutAttributesForElements(in:)`; not UIKit's: UIKit places cells with it).
    public private(set) var layoutBenchVisibleAttributes: [UICollectionViewLayoutAttributes] = []
    open weak var dataSource: UICollectionViewDataSource?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView?
    open var isPrefetchingEnabled = true
    private var cellClasses: [String: AnyClass] = [:]
    private var supplementaryClasses: [String: AnyClass] = [:]
    public private(set) var reloadCount = 0

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(collectionViewLayout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        asksLayoutAboutResizes = true
        layout.collectionView = self
        layout.invalidateLayout()
    }

    open override var frame: CGRect {
        willSet { if newValue.size != frame.size { boundsWillResize(to: newValue.size) } }
    }

    open override var contentOffset: CGPoint {
        willSet {
            guard newValue != contentOffset else { return }
            collectionViewLayout.collectionBoundsWillChange(to: CGRect(origin: newValue, size: bounds.size))
        }
    }

    override func boundsWillResize(to size: CGSize) {
        collectionViewLayout.collectionBoundsWillChange(to: CGRect(origin: contentOffset, size: size))
    }

    /// UIKit's order: an invalid layout (invalidated, or told of a bounds change it asked to see,
    /// before the change) is prepared, gives the content size, and answers the attributes of
    /// what the bounds show.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        collectionViewLayout.prepareIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
        layoutBenchVisibleAttributes = collectionViewLayout.layoutAttributesForElements(in: visible) ?? []
    }

    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }

    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String)
    {
        supplementaryClasses[elementKind + "/" + identifier] = viewClass
    }

    /// Kept: the identifier is registered, and dequeuing it reports that nibs are not loaded.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nib.map { _ in UINib.self }
    }

    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[kind + "/" + identifier] = nib.map { _ in UINib.self }
    }

    /// A plain cell, reported as ``UITableView/dequeueReusableCell(withIdentifier:for:)`` reports.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let registered: AnyClass? = cellClasses[identifier]
        if registered == nil {
            UIKitConsole.report(.misuse, "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) "
                + "- must register a nib or a class for the identifier'", about: self)
        } else if registered == UINib.self {
            UIKitConsole.report(.misuse, "LayoutBenchUIKit: -[UICollectionView dequeueReusableCellWithReuseIdentifier:"
                + "forIndexPath:] cannot load the nib registered for \(identifier): nibs are not loaded here; a plain "
                + "UICollectionViewCell is returned. Make the cell in the test.", about: self)
        } else if let registered, registered != UICollectionViewCell.self {
            UIKitConsole.report(.misuse, "LayoutBenchUIKit: -[UICollectionView dequeueReusableCellWithReuseIdentifier:"
                + "forIndexPath:] cannot make a \(registered) without the Objective-C runtime; a plain "
                + "UICollectionViewCell is returned. Make the cell in the test.", about: self)
        }
        return UICollectionViewCell(frame: .zero)
    }

    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView
    {
        if supplementaryClasses[elementKind + "/" + identifier] == nil {
            UIKitConsole.report(.misuse, "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'could not dequeue a view of kind: \(elementKind) with identifier \(identifier)'", about: self)
        }
        return UICollectionReusableView(frame: .zero)
    }

    public func reloadData() {
        reloadCount += 1
        collectionViewLayout.invalidateLayout()
    }
    public func reloadItems(at indexPaths: [IndexPath]) {}
    public func insertItems(at indexPaths: [IndexPath]) {}
    public func deleteItems(at indexPaths: [IndexPath]) {}
    public func reloadSections(_ sections: IndexSet) {}
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    public var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    public func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    public var visibleCells: [UICollectionViewCell] { [] }
    public var indexPathsForVisibleItems: [IndexPath] { [] }
    public var indexPathsForSelectedItems: [IndexPath]? { nil }
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
}

/// A collection's header, footer or cell base (UIKit's `UICollectionReusableView`).
open class UICollectionReusableView: UIView {
    public var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}

    /// A self-sizing item's answer to its estimated attributes: a copy whose size is the view
    /// fitted at the given width (width required, height as small as its constraints allow), as
    /// UIKit's default does for a vertical flow. Overridable; a test may call it (nothing here
    /// lays out a collection's items through the module).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let fitted = layoutAttributes.duplicate()
        let target = CGSize(width: layoutAttributes.size.width, height: UIView.layoutFittingCompressedSize.height)
        fitted.size = systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel)
        return fitted
    }

    /// Takes the attributes' frame, as the collection view does before showing the item.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        isHidden = layoutAttributes.isHidden
        alpha = layoutAttributes.alpha
    }
}

/// Where a collection's item goes (UIKit's class, the part cells and layouts read and write).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    open var frame = CGRect.zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame.size = newValue
            self.center = center
        }
    }
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var zIndex = 0
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var transform = CGAffineTransform.identity
    open var indexPath: IndexPath
    public let representedElementCategory: UICollectionView.ElementCategory
    public let representedElementKind: String?

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// A copy of the same class's attributes; `copy() as! UICollectionViewLayoutAttributes` works
    /// as on iOS (NSObject's `copy()` asks this).
    open func copy(with zone: NSZone? = nil) -> Any { duplicate() }

    func duplicate() -> UICollectionViewLayoutAttributes {
        let copy = representedElementKind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.transform = transform
        return copy
    }
}

extension UICollectionView {
    public enum ElementCategory: Int, Sendable { case cell, supplementaryView, decorationView }
}

public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView
    {
        UICollectionReusableView(frame: .zero)
    }
}

public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
}

/// The flow layout's questions to the delegate; nothing asks them here.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize
    {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets
    {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat
    {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}

/// A controller whose view is a collection, as UIKit's `UICollectionViewController`.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public let collectionViewLayout: UICollectionViewLayout
    open var clearsSelectionOnViewWillAppear = true

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The root view, a collection (made by ``loadView()``).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                                          collectionViewLayout: collectionViewLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    // UIKit's controller implements these, so subclasses `override` them.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView
    {
        UICollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
