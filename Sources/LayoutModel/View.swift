import LayoutCore
import LayoutSolver

/// A rectangle in a tree of views, laid out by constraints — the part of `UIView` that Auto
/// Layout sees.
///
/// A view without a superview is a root: its origin is (0, 0) and its size is ``targetSize``
/// (or, where that is nil, its compressed fitting size). ``layoutDirection`` and ``targetSize``
/// are read from the root only.
///
/// Changes are never applied at once: ``layoutIfNeeded()`` brings the solver up to date with the
/// tree, its active constraints and intrinsic sizes, in place.
open class View: LayoutItem {
    /// The view this one is a subview of.
    public var superview: View? { container }
    public private(set) var subviews: [View] = []

    /// The natural size of the content; ``noIntrinsicMetric`` on an axis means none.
    public var intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet {
            guard intrinsicContentSize != oldValue else { return }
            recordChange(.intrinsic(WeakView(view: self)))
            (superview as? StackView)?.arrangedIntrinsicSizeChanged()
        }
    }
    public static let noIntrinsicMetric: Double = -1
    /// Where the view's text baselines lie; nil for a view without text, whose baselines are
    /// its bottom edge. A baseline-aligned or baseline-relative stack arranging the view follows them.
    public var baselines: Baselines? {
        get { rareParts?.baselines }
        set {
            guard newValue != baselines else { return }
            madeRareParts().baselines = newValue
            (superview as? StackView)?.arrangedBaselinesChanged()
        }
    }
    /// How strongly the view resists growing beyond its intrinsic size (default 250 on both axes).
    public var contentHugging = View.defaultContentHugging {
        didSet { if contentHugging != oldValue { recordChange(.intrinsic(WeakView(view: self))) } }
    }
    /// How strongly the view resists shrinking below its intrinsic size (default 750 on both axes).
    public var compressionResistance = View.defaultCompressionResistance {
        didSet { if compressionResistance != oldValue { recordChange(.intrinsic(WeakView(view: self))) } }
    }
    public static let defaultContentHugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    public static let defaultCompressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)

    /// The direction leading and trailing follow in this tree (read from the root).
    public var layoutDirection: LayoutDirection {
        get { rareParts?.layoutDirection ?? .leftToRight }
        set {
            guard newValue != layoutDirection else { return }
            madeRareParts().layoutDirection = newValue
            recordChange(.replan)
        }
    }
    /// The size the root is laid out at; nil on an axis means the compressed fitting size.
    public var targetSize: TargetSize {
        get { rareParts?.targetSize ?? TargetSize() }
        set {
            guard newValue != targetSize else { return }
            madeRareParts().targetSize = newValue
            recordChange(.rootSize)
        }
    }

    /// The insets of ``layoutMarginsGuide`` from the frame, which the `…Margin` anchors measure,
    /// as UIKit's `layoutMargins` (absolute: `leadingMargin` takes the right inset in
    /// right-to-left). 8 points on every side.
    public var layoutMargins: EdgeInsets {
        get { rareParts?.layoutMargins ?? View.defaultLayoutMargins }
        set {
            guard newValue != layoutMargins else { return }
            madeRareParts().layoutMargins = newValue
            recordChange(.replan)
        }
    }
    public static let defaultLayoutMargins = EdgeInsets(all: 8)
    /// The insets of ``safeAreaLayoutGuide`` from the frame (UIKit derives them from the window;
    /// here they are set). 0 by default.
    public var safeAreaInsets: EdgeInsets {
        get { rareParts?.safeAreaInsets ?? .zero }
        set {
            guard newValue != safeAreaInsets else { return }
            madeRareParts().safeAreaInsets = newValue
            recordChange(.replan)
        }
    }
    /// The layout guides the view owns (``addLayoutGuide(_:)``), the safe area's included once made.
    public var layoutGuides: [LayoutGuide] { rareParts?.layoutGuides ?? [] }
    /// The guide of the safe area, made on first use.
    var safeAreaGuide: LayoutGuide? {
        get { rareParts?.safeAreaGuide }
        set { if newValue != nil || rareParts != nil { madeRareParts().safeAreaGuide = newValue } }
    }
    /// The guide of the layout margins, made on first use.
    var marginsGuide: LayoutGuide? {
        get { rareParts?.marginsGuide }
        set { if newValue != nil || rareParts != nil { madeRareParts().marginsGuide = newValue } }
    }

    /// Tree changes refused because they were invalid; the next layout reports the first.
    var refusedChanges: [LayoutError] {
        get { rareParts?.refusedChanges ?? [] }
        set { if !newValue.isEmpty || rareParts != nil { madeRareParts().refusedChanges = newValue } }
    }

    /// What most views never set (``RareParts``), made on first use.
    private var rareParts: RareParts?

    /// The box of rarely set parts, made now if it was not.
    private func madeRareParts() -> RareParts { madeOnFirstUse(&rareParts, RareParts.init) }

    /// The parts of a view that most views never set — baselines, direction, target size,
    /// margins, safe area, guides, refused changes — in one box made when the first is set to
    /// something other than its default: inline they made a view a 480-byte allocation.
    private final class RareParts {
        var baselines: Baselines?
        var layoutDirection = LayoutDirection.leftToRight
        var targetSize = TargetSize()
        var layoutMargins = View.defaultLayoutMargins
        var safeAreaInsets = EdgeInsets.zero
        var layoutGuides: [LayoutGuide] = []
        var safeAreaGuide: LayoutGuide?
        var marginsGuide: LayoutGuide?
        var refusedChanges: [LayoutError] = []
    }

    /// `<id>.width.nonNegative` / `<id>.height.nonNegative`: the name of a size floor.
    public static func sizeFloorName(_ id: String, _ attribute: LayoutAttribute) -> String {
        dotJoined(id, attribute.rawValue, "nonNegative")
    }

    /// `first.second` or `first.second.third`, in one allocation at most: interpolation grows a
    /// name of more than 15 bytes twice, and the model names four or six constraints per view.
    static func dotJoined(_ first: String, _ second: String, _ third: String? = nil) -> String {
        let count = first.utf8.count + 1 + second.utf8.count + (third.map { $0.utf8.count + 1 } ?? 0)
        var name = ""
        if count > 15 { name.reserveCapacity(count) }
        name += first
        name += "."
        name += second
        if let third {
            name += "."
            name += third
        }
        return name
    }

    /// A view named `identifier`; an empty identifier becomes `view<N>`, N a process-wide counter.
    public override init(_ identifier: String = "") {
        super.init(identifier)
    }

    // MARK: - The tree

    /// The topmost ancestor (the view itself when it has no superview).
    public var root: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Makes the view own `guide` (moving it from another owner), as UIKit's method: the guide's
    /// frame is then laid out and reported in this view's coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.detachFromContainer()
        guide.container = self
        madeRareParts().layoutGuides.append(guide)
        guide.forgetCachedRoots()
        recordChange(.replan)
    }

    /// Stops owning `guide`; its constraints with the rest of the tree are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        guide.detachFromContainer()
    }

    /// The last part of a safe-area guide's id, `<view>.safeArea`.
    public static let safeAreaSuffix = "safeArea"
    /// The last part of a layout-margins guide's id, `<view>.layoutMargins`.
    public static let layoutMarginsSuffix = "layoutMargins"

    /// The guide of the view's layout margins, as UIKit's `layoutMarginsGuide`: the view's
    /// bounds inset by ``layoutMargins`` (implicit required constraints `<id>.layoutMargins.left`
    /// etc.), with size floors like any guide. Id `<id>.layoutMargins`. A constraint that names a
    /// `…Margin` attribute of the view makes it and measures it.
    public var layoutMarginsGuide: LayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = LayoutGuide("\(identifier).\(View.layoutMarginsSuffix)")
        marginsGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The view's implicit guides that exist, with the insets that place them: the safe area's,
    /// then the layout margins'.
    var implicitGuides: [(guide: LayoutGuide, insets: EdgeInsets)] {
        [safeAreaGuide.map { ($0, safeAreaInsets) }, marginsGuide.map { ($0, layoutMargins) }].compactMap { $0 }
    }

    /// The guide of the view's safe area: its frame is the view's bounds inset by
    /// ``safeAreaInsets`` (implicit required constraints `<id>.safeArea.left` etc.). Its id is
    /// `<id>.safeArea`.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = LayoutGuide("\(identifier).\(View.safeAreaSuffix)")
        safeAreaGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// Inserts `view` among the subviews at `index` (clamped), moving it from any other superview.
    /// Adding the view itself or an ancestor would make a cycle: the change is refused and the
    /// next layout throws ``LayoutError/Reason/parentCycle``.
    public func insertSubview(_ view: View, at index: Int) {
        // A view without subviews can only be an ancestor of this one by being it.
        guard view.subviews.isEmpty ? view !== self : !isDescendant(of: view) else {
            refusedChanges.append(LayoutError(subject: "view '\(view.identifier)'", reason: .parentCycle))
            recordChange(.replan)
            return
        }
        view.recordChange(.replan)
        defer {
            view.forgetCachedRoots()
            recordChange(.replan)
        }
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
            view.container = self
            view.engineState.engine = nil
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
    }

    /// Detaches the view from its superview. As in UIKit, constraints between the view's subtree
    /// and the rest of the old tree are deactivated, and a stack view forgets it as arranged.
    ///
    /// - Complexity: O(views in the subtree + constraints that name them).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        detachFromContainer()
        (parent as? StackView)?.forgetArranged(self)
        parent.subviews.removeAll { $0 === self }
    }

    /// The view and all items below it — its guides and subviews, theirs, and so on — depth
    /// first; a view's layout guides come before its subviews.
    public func descendants() -> [LayoutItem] {
        var result: [LayoutItem] = []
        var pending = [self]
        while let view = pending.popLast() {
            result.append(view)
            result.append(contentsOf: view.layoutGuides)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    override func subtree() -> [LayoutItem] { descendants() }

    override func forgetCachedRoots() {
        var pending = [self]
        while let view = pending.popLast() {
            view.engineState.cachedRoot = nil
            for guide in view.layoutGuides { guide.forgetCachedRoots() }
            pending += view.subviews
        }
    }

    /// Forgets `item` if it is one of the view's guides (``detachFromContainer()``).
    func forgetGuide(_ item: LayoutItem) {
        guard let rareParts else { return }
        rareParts.layoutGuides.removeAll { $0 === item }
        if safeAreaGuide === item { safeAreaGuide = nil }
        if marginsGuide === item { marginsGuide = nil }
    }

    // MARK: - Content priorities, as UIKit spells them

    public func contentHuggingPriority(for axis: LayoutAxis) -> Priority { contentHugging[axis] }
    public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
        contentHugging[axis] = priority
    }
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
        compressionResistance[axis]
    }
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis) {
        compressionResistance[axis] = priority
    }

    // MARK: - Layout

    /// Lays out the whole tree this view belongs to with the root's engine (incremental, created
    /// on first use) and updates every view's ``frame``.
    @discardableResult
    public func layoutIfNeeded() throws(LayoutError) -> LayoutResult {
        let root = self.root
        let engine = root.engineState.engine ?? LayoutEngine()
        root.engineState.engine = engine
        return try engine.layout(root)
    }
}

/// The size a root is laid out at; nil on an axis means the compressed fitting size.
public struct TargetSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    public subscript(axis: LayoutAxis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// The four unknowns of a view's frame, in root coordinates. A root uses only its width and
/// height: its origin is the constant 0.
struct FrameVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        x = Variable("\(name).x")
        y = Variable("\(name).y")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    func origin(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? x : y }
    func size(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? width : height }
}
