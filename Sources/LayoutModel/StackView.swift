import LayoutSolver

/// A view that lines up its arranged subviews along an axis — `UIStackView`, reduced to the
/// constraints it generates (``generatedConstraints()``; docs/LayoutModel.md, "Stack views").
public final class StackView: View {
    /// How arranged views share the stacking axis.
    public enum Distribution: String, CaseIterable, Sendable {
        /// Arranged views keep their sizes; what is left over stays ambiguous unless priorities decide.
        case fill
        /// Every arranged view has the first one's size along the axis.
        case fillEqually
        /// Arranged views share the stack's length in proportion to their intrinsic sizes along
        /// the axis (@999); as `fill` when one of them has none.
        case fillProportionally
        /// Arranged views keep their sizes and the gaps between them are equal, at least the spacing.
        case equalSpacing
        /// Arranged views keep their sizes and their centres are equally far apart (@149), their
        /// edges at least the spacing apart.
        case equalCentering

        /// Whether the distribution places spacer guides between neighbours.
        var usesSpacerGuides: Bool { self == .equalSpacing || self == .equalCentering }
    }

    /// Where arranged views sit across the axis. `leading` is also `top` (horizontal stacks), and
    /// `trailing` also `bottom`, as in UIKit. `firstBaseline` and `lastBaseline` line horizontal
    /// stacks' views up on their ``View/baselines``; a vertical stack lays them out as `leading`
    /// and `trailing`.
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing

        /// The baseline the alignment lines views up on, if any.
        var baseline: Baselines.Line? {
            switch self {
            case .firstBaseline: .first
            case .lastBaseline: .last
            default: nil
            }
        }
    }

    public private(set) var arrangedSubviews: [View] = []
    public var axis = LayoutAxis.horizontal { didSet { recordChange(.replan) } }
    public var distribution = Distribution.fill { didSet { arrangementChanged() } }
    public var alignment = Alignment.fill { didSet { recordChange(.replan) } }
    public var spacing: Double = 0 { didSet { recordChange(.replan) } }
    /// Whether arranged views are laid out inside the stack's layout margins rather than its
    /// frame (UIKit's `isLayoutMarginsRelativeArrangement`). Setting it makes the stack's
    /// ``View/layoutMarginsGuide``, which measures the margins.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet {
            if isLayoutMarginsRelativeArrangement { _ = layoutMarginsGuide }
            recordChange(.replan)
        }
    }
    /// Whether a vertical stack measures its spacing between baselines (UIKit's
    /// `isBaselineRelativeArrangement`): from a view's last baseline to the next view's first, and
    /// from the stack's top and bottom edges to the nearest baseline. A view without text is
    /// measured by its frame edges. Horizontal stacks ignore it.
    public var isBaselineRelativeArrangement = false { didSet { recordChange(.replan) } }
    /// The guides between neighbouring arranged views that `equalSpacing` and `equalCentering`
    /// make equal (UIKit's `_UIOLAGapGuide`), named `<stack>-gap1` …; gap i lies between arranged
    /// views i − 1 and i. None for the other distributions. The stack owns them and remakes them
    /// when the arrangement or distribution changes; case files do not list them.
    public private(set) var spacerGuides: [LayoutGuide] = []
    /// Spacing after particular arranged views, overriding ``spacing`` (UIKit's `setCustomSpacing`).
    private var customSpacings: [ObjectIdentifier: Double] = [:]

    public init(_ identifier: String = "", arrangedSubviews: [View] = []) {
        super.init(identifier)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views, making it a subview if it is not one yet.
    public func addArrangedSubview(_ view: View) {
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }  // refused: it would make a cycle
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        arrangementChanged()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) { forgetArranged(view) }

    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing
        recordChange(.replan)
    }

    /// The spacing after `view`: its custom spacing, or ``spacing``.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// Views the stack arranges without being their superview, as a case file may say
    /// (`"parent"` names another view). Their constraints are evaluated in the common ancestor.
    func setArrangedSubviews(_ views: [View]) {
        arrangedSubviews = views
        arrangementChanged()
    }

    func forgetArranged(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// An arranged view's intrinsic size changed: `fillProportionally`'s proportions follow it.
    func arrangedIntrinsicSizeChanged() {
        if distribution == .fillProportionally { recordChange(.replan) }
    }

    /// An arranged view's baselines changed: the constraints that measure them follow.
    func arrangedBaselinesChanged() {
        if (axis == .horizontal && alignment.baseline != nil) || (axis == .vertical && isBaselineRelativeArrangement) {
            recordChange(.replan)
        }
    }

    /// Replans, and keeps one spacer guide between each pair of neighbours when the
    /// distribution needs them.
    private func arrangementChanged() {
        let wanted = distribution.usesSpacerGuides ? max(0, arrangedSubviews.count - 1) : 0
        while spacerGuides.count > wanted { removeLayoutGuide(spacerGuides.removeLast()) }
        while spacerGuides.count < wanted {
            let guide = LayoutGuide("\(identifier)-gap\(spacerGuides.count + 1)")
            spacerGuides.append(guide)
            addLayoutGuide(guide)
        }
        recordChange(.replan)
    }

    /// Whether `view` is one of the stack's spacer guides.
    func isSpacerGuide(_ guide: LayoutGuide) -> Bool { spacerGuides.contains { $0 === guide } }
}
