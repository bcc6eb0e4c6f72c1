import LayoutCore
import LayoutModel
import Synchronization

/// A rectangle in a view tree, as UIKit's `UIView`, laid out by Auto Layout on LayoutModel.
///
/// Each view owns one LayoutModel ``View`` (``layoutView``) that the engine lays out; the tree,
/// the frame, the constraints installed on the view and UIKit's layout cycle live here. Views
/// made in code translate their autoresizing mask into constraints, as in UIKit.
open class UIView: UIResponder, UIKitLayoutItem {
    // What a layout pass reads and writes of every moved view comes first, so that it shares
    // the object's first cache line with its reference count: the frame and the snapshot's
    // generation, then the pass flags and list bookkeeping (docs/UIKit.md, "Cost").
    var storedFrame: CGRect
    var snapshotGeneration = 0
    var needsLayoutPass = true
    var needsIntrinsicUpdate = true
    var needsAutoresizingUpdate = true
    var needsConstraintUpdate = true
    /// Whether ``boundsWillResize(to:)`` must hear of a size the layout writes (a collection view).
    var asksLayoutAboutResizes = false
    /// The id of the root's list of views flagged for a layout pass this view is on
    /// (``DirtyViews``); 0 for none.
    var listedIn = 0
    /// The view's place in its root's last ``TreeSnapshot``, valid under ``snapshotGeneration``.
    var snapshotPosition = 0
    /// The model view the engine lays out (a ``StackView`` for a ``UIStackView``).
    var layoutView: View
    /// Unretained, and no weak reference (which would give every view a side table and every
    /// retain of it Swift's slow path): the superview owns this view and clears the reference
    /// whenever it lets go of it (``removeFromSuperview()``, its deinit).
    public private(set) unowned(unsafe) var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// UIKit's: the controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }
    /// The constraints installed on this view (UIKit's `constraints`): activated here, or on the
    /// items' nearest common ancestor.
    var installedConstraints: [NSLayoutConstraint] = []
    /// The constraints the autoresizing mask made, installed on the superview.
    var autoresizingConstraints: [NSLayoutConstraint] = []
    /// The fake address UIKit's log prints.
    let address = ObjectAddress.next(.view)
    var storedLayoutGuides: [UILayoutGuide] = []
    /// The margins as set, kept whenever the model's may differ from them (while
    /// ``preservesSuperviewLayoutMargins`` is on, or the safe area extends them); nil when the
    /// model holds them as set.
    var ownLayoutMargins: UIEdgeInsets?
    var translatesMask = true
    var storedAutoresizingMask: AutoresizingMask = []
    /// The controller whose root view this is.
    weak var owningViewController: UIViewController?
    /// The traits this view overrides for its subtree (``traitOverrides``).
    var storedTraitOverrides = UITraitOverrides()
    /// Colors, layer and the other properties layout ignores, once one is set (or the layer asked for).
    private var storedAppearance: ViewAppearance?
    /// The appearance to change, made on first use.
    var appearance: ViewAppearance { madeOnFirstUse(&storedAppearance, ViewAppearance.init) }
    /// The appearance to read: the view's own, or the defaults while it set none.
    var appearanceForReading: ViewAppearance { storedAppearance ?? ViewAppearance.defaults }
    /// Layout state kept by a root: findings, reported conflicts, pass bookkeeping.
    var rootState: RootLayoutState { madeOnFirstUse(&storedRootState, RootLayoutState.init) }
    /// ``rootState`` once made.
    private(set) var storedRootState: RootLayoutState?
    /// Ended when the view goes, for the constraints that name it (``ItemReference``); made
    /// when the first one does.
    private var storedLifetime: ItemLifetime?
    var lifetime: ItemLifetime { madeOnFirstUse(&storedLifetime, ItemLifetime.init) }

    public init(frame: CGRect) {
        storedFrame = frame
        layoutView = View(UIView.nextModelIdentifier(for: Self.self))
    }

    public required init?(coder: NSCoder) {
        storedFrame = .zero
        layoutView = View(UIView.nextModelIdentifier(for: Self.self))
    }

    public override convenience init() { self.init(frame: .zero) }

    /// Clears the unretained references to this view: its subviews' ``superview``, its guides'
    /// ``UILayoutGuide/owningView``, the ``NSLayoutConstraint/installedOn`` of the constraints
    /// installed on it, and the items of every constraint that names it (``ItemLifetime``).
    deinit {
        storedLifetime?.end()
        for subview in subviews { subview.superview = nil }
        for guide in storedLayoutGuides { guide.owningView = nil }
        for constraint in installedConstraints { constraint.installedOn = nil }
    }

    /// `UILabel_12`: a model id unique in the process, free of dots (ids prefix guide names).
    static func nextModelIdentifier(for type: UIView.Type) -> String {
        names(of: type).modelPrefix + "_\(AddressCounter.next())"
    }

    /// A view class's names: as UIKit's console prints it and as model ids spell it.
    private struct ClassNames {
        let console: String
        let modelPrefix: String
    }

    /// Each view class's names, worked out once per class (describing a type walks its metadata).
    private static let classNames = Mutex<[ObjectIdentifier: ClassNames]>([:])

    private static func names(of type: UIView.Type) -> ClassNames {
        classNames.withLock { names in
            if let known = names[ObjectIdentifier(type)] { return known }
            let console = String(describing: type)
            let made = ClassNames(console: console,
                                  modelPrefix: String(console.map { $0.isLetter || $0.isNumber ? $0 : "_" }))
            names[ObjectIdentifier(type)] = made
            return made
        }
    }

    /// UIKit's class name in the console (`UILabel`, or the subclass's own name).
    var consoleClassName: String { UIView.names(of: type(of: self)).console }

    // MARK: - The tree

    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            UIKitConsole.report(.misuse, "*** -[UIView insertSubview:atIndex:]: Can't add self as subview", about: self)
            return
        }
        let moves = view.superview !== self
        if moves { view.willMove(toSuperview: self) }
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
            view.superview = self
        }
        let position = max(0, min(index, subviews.count))
        subviews.insert(view, at: position)
        // The model keeps the same order: the model's subviews are this view's, one for one.
        layoutView.insertSubview(view.layoutView, at: position)
        view.needsAutoresizingUpdate = true
        view.subtreeMoved(flaggingEveryView: true)
        setNeedsLayout()
        if moves {
            didAddSubview(view)
            view.didMoveToSuperview()
        }
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: view.superview === self && index > (subviews.firstIndex { $0 === view } ?? index)
                      ? index - 1 : index)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: view.superview === self && index > (subviews.firstIndex { $0 === view } ?? index)
                      ? index - 1 : index)
    }

    /// Swaps two subviews' places (their order decides z-order and a case file's order, not the
    /// layout). UIKit raises on an index out of range; here that is a `misuse` finding.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            UIKitConsole.report(.misuse, "*** -[UIView exchangeSubviewAtIndex:withSubviewAtIndex:]: index beyond bounds",
                                about: self)
            return
        }
        let (low, high) = (min(index1, index2), max(index1, index2))
        guard low != high else { return }
        let first = subviews[low], second = subviews[high]
        insertSubview(second, at: low)
        insertSubview(first, at: high)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view; as in UIKit, constraints between its subtree and the rest are
    /// deactivated (the model does it; this layer drops them from the views they were on).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        (parent as? UIStackView)?.forgetArranged(self)
        let root = parent.rootView
        layoutView.removeFromSuperview()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        root.dropInactiveInstalledConstraints()
        dropInactiveInstalledConstraints()
        root.dirtyViews.treeChanged()
        subtreeMoved(flaggingEveryView: false)
        needsAutoresizingUpdate = true
        root.setNeedsLayout()
        didMoveToSuperview()
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The topmost ancestor.
    var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The view and every view below it, depth first, each before its subviews.
    func subtree() -> [UIView] {
        var result: [UIView] = []
        var pending = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Forgets installed constraints the model deactivated (a removed subtree's).
    private func dropInactiveInstalledConstraints() {
        for view in subtree() {
            let gone = view.installedConstraints.filter { !$0.isActive }
            for constraint in gone { constraint.installedOn = nil }
            view.installedConstraints.removeAll { !$0.isActive }
        }
    }

    // MARK: - Geometry

    /// The frame in the superview's coordinates. Setting it moves a view that translates its
    /// autoresizing mask (its constraints follow) and sizes a root.
    open var frame: CGRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            needsAutoresizingUpdate = true
            setNeedsLayout()
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedFrame.size) }
        set { frame = CGRect(origin: storedFrame.origin, size: newValue.size) }
    }

    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame = CGRect(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                           width: storedFrame.width, height: storedFrame.height)
        }
    }

    /// Hidden views are laid out as in UIKit (hiding changes nothing) except in a stack view,
    /// which collapses them.
    open var isHidden = false {
        didSet { if isHidden != oldValue { (superview as? UIStackView)?.arrangedVisibilityChanged() } }
    }

    // MARK: - Constraints

    /// The constraints installed on this view.
    open var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates `constraint` installed on this view.
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.activate(on: self) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        constraint.isActive = false
    }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    // MARK: - Content size

    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// The natural size of the content; `noIntrinsicMetric` on an axis means none. Override it
    /// and call ``invalidateIntrinsicContentSize()`` when it changes, as in UIKit.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Makes the next layout read ``intrinsicContentSize`` again.
    open func invalidateIntrinsicContentSize() {
        needsIntrinsicUpdate = true
        setNeedsLayout()
    }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(layoutView.contentHuggingPriority(for: axis.model))
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutView.setContentHuggingPriority(priority.solverPriority, for: axis.model)
        setNeedsLayout()
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(layoutView.contentCompressionResistancePriority(for: axis.model))
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority,
                                                      for axis: NSLayoutConstraint.Axis)
    {
        layoutView.setContentCompressionResistancePriority(priority.solverPriority, for: axis.model)
        setNeedsLayout()
    }

    // MARK: - The layout cycle (docs/UIKit.md)

    /// Override to add or change constraints; UIKit calls it (leaves first) in the update pass
    /// before a layout when ``setNeedsUpdateConstraints()`` was called, and once for every view
    /// before its first layout. Call super.
    open func updateConstraints() {}

    /// Kept: every view here takes part in the update pass, whatever its class answers.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Override to adjust after the frames are set; UIKit calls it top-down in the layout pass.
    /// Constraints changed here take effect in a further pass of the same layout.
    open func layoutSubviews() {}

    /// Lays out the whole tree now if anything changed: the update pass, the engine (in place,
    /// incremental), frames, multi-line labels re-measured at their width, `layoutSubviews` top
    /// down, and again while those change constraints (at most 8 passes). A conflict breaks the
    /// constraint UIKit breaks and logs UIKit's message (``UIKitConsole``).
    open func layoutIfNeeded() { layOutTree() }

    /// The size the constraints give the view at `targetSize`: a required axis is held at the
    /// target, the other is as small as the content lets it be (`fittingSizeLevel`), as UIKit's.
    /// Only a root is measured (another view answers its bounds); the root's frame is kept and
    /// the next layout lays the tree out at it again.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize
    {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Whether the last layout left this view's frame free (the engine's exact analysis).
    open var hasAmbiguousLayout: Bool { layoutView.hasAmbiguousLayout }

    /// Moves an ambiguous view to another frame its constraints allow, as UIKit does: its first
    /// free value (x, y, width, height) goes to the far end of its range (a second call moves it
    /// back), every constraint still holds, and views the layout determines never move
    /// (``LayoutEngine/exerciseAmbiguity(of:)``). The tree's frames are written at once.
    open func exerciseAmbiguityInLayout() {
        let root = rootView
        guard root.rootState.lastBroken != nil, layoutView.exerciseAmbiguityInLayout() else { return }
        root.applyFrames(TreeViews(root))
    }

    /// The active constraints that name this view on `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsNamingView(on: axis)
    }

    // MARK: - Hooks view code overrides (called where UIKit calls them; no window here)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func tintColorDidChange() {}

    /// Whether `point` (in this view's coordinates) is inside its bounds, as UIKit's.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view containing `point` (in this view's coordinates),
    /// front-most subviews first, as UIKit's; nothing calls it here (no touches), a test may.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let inSubview = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(inSubview, with: event) { return hit }
        }
        return self
    }

    // Appearance that app code overrides (`override var backgroundColor { didSet { … } }`, a
    // gradient view's `layerClass`), so declared on the class as UIKit's are; layout ignores them.
    open var backgroundColor: UIColor? {
        get { appearanceForReading.backgroundColor }
        set { appearance.backgroundColor = newValue }
    }
    open var tintColor: UIColor! {
        get { appearanceForReading.tintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            appearance.tintColor = newValue
            tintColorDidChange()
        }
    }
    open var alpha: CGFloat {
        get { appearanceForReading.alpha }
        set { appearance.alpha = newValue }
    }
    open var isUserInteractionEnabled: Bool {
        get { appearanceForReading.isUserInteractionEnabled }
        set { appearance.isUserInteractionEnabled = newValue }
    }
    /// The class of the view's ``layer`` (`CALayer`; a subclass returns its own, e.g. `CAGradientLayer.self`).
    open class var layerClass: AnyClass { CALayer.self }

    /// Subclasses bring their model up to date here, before each layout (a stack's arranged views).
    func prepareForLayout() {}
    /// Told before the layout writes a new size when ``asksLayoutAboutResizes``.
    func boundsWillResize(to size: CGSize) {}

    /// The ascent of the first line and descent of the last for views that show text (their
    /// baselines); nil for others, whose baselines are their bottom.
    var baselineMetrics: (ascent: Double, descent: Double)? { nil }

    /// ``baselineMetrics`` as the model's baselines (what its stacks and case files use).
    var modelBaselines: Baselines? {
        baselineMetrics.map { Baselines(firstFromTop: $0.ascent, lastFromBottom: $0.descent) }
    }
}
