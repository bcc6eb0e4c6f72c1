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
    }

    /// Where arranged views sit across the axis. `leading` is also `top` (horizontal stacks), and
    /// `trailing` also `bottom`, as in UIKit.
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, center, trailing
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public private(set) var arrangedSubviews: [View] = []
    public var axis = LayoutAxis.horizontal { didSet { recordChange(.replan) } }
    public var distribution = Distribution.fill { didSet { recordChange(.replan) } }
    public var alignment = Alignment.fill { didSet { recordChange(.replan) } }
    public var spacing: Double = 0 { didSet { recordChange(.replan) } }
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
        recordChange(.replan)
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
        recordChange(.replan)
    }

    func forgetArranged(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        recordChange(.replan)
    }
}
