import LayoutCore
import LayoutSolver

extension LayoutCase {
    /// The case file of a tree built in Swift: its views in creation order (which is layout
    /// order; layout guides marked, a safe-area guide left implicit), root size and direction,
    /// intrinsic sizes, priorities, margins and safe-area insets that differ from the defaults,
    /// stacks, and the active constraints in creation order. Laying out the case gives
    /// the tree's layout.
    ///
    /// An unlabelled constraint stays unlabelled: it is `c<index>` in both.
    ///
    /// - Complexity: O(views + constraints).
    public init(exporting root: View, name: String) {
        let views = root.descendants().sorted { $0.sequence < $1.sequence }
        var members = Set<ObjectIdentifier>()
        var constraints: [LayoutConstraint] = []
        for view in views { members.insert(ObjectIdentifier(view)) }
        for view in views {
            for constraint in view.activeConstraints
            where constraint.firstItem === view && constraint.items.allSatisfy({ members.contains(ObjectIdentifier($0)) }) {
                constraints.append(constraint)
            }
        }
        constraints.sort { $0.sequence < $1.sequence }
        self.init(name: name, layoutDirection: root.layoutDirection, root: root.targetSize,
                  views: views.compactMap(Self.spec),
                  constraints: constraints.enumerated().map { index, constraint in
                      ConstraintSpec(constraint, label: constraint.identifier == "c\(index)" ? nil : constraint.identifier)
                  })
    }

    /// The spec of a view or an explicit guide; nil for a guide its owner makes itself (the safe
    /// area, the layout margins, a stack's spacer guides), which a case file does not list.
    private static func spec(_ item: LayoutItem) -> ViewSpec? {
        switch item {
        case let view as View: spec(view)
        case let guide as LayoutGuide where !guide.isImplicit && (guide.owningView as? StackView)?.isSpacerGuide(guide) != true:
            ViewSpec(id: guide.identifier, parent: guide.owningView?.identifier, isGuide: true)
        default: nil
        }
    }

    private static func spec(_ view: View) -> ViewSpec {
        var spec = ViewSpec(id: view.identifier, parent: view.superview?.identifier, isGuide: false)
        if view.layoutMargins != View.defaultLayoutMargins { spec.layoutMargins = view.layoutMargins }
        if view.safeAreaInsets != .zero { spec.safeAreaInsets = view.safeAreaInsets }
        spec.baselines = view.baselines
        let none = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        if view.intrinsicContentSize != none { spec.intrinsicSize = view.intrinsicContentSize }
        if view.contentHugging != View.defaultContentHugging {
            spec.hugging = [view.contentHugging.horizontal.value, view.contentHugging.vertical.value]
        }
        if view.compressionResistance != View.defaultCompressionResistance {
            spec.compressionResistance = [view.compressionResistance.horizontal.value,
                                          view.compressionResistance.vertical.value]
        }
        if let stack = view as? StackView {
            var custom: [String: Double] = [:]
            for arranged in stack.arrangedSubviews where stack.customSpacing(after: arranged) != stack.spacing {
                custom[arranged.identifier] = stack.customSpacing(after: arranged)
            }
            spec.stack = StackSpec(axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment,
                                   spacing: stack.spacing, arranged: stack.arrangedSubviews.map(\.identifier),
                                   customSpacing: custom,
                                   layoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement,
                                   baselineRelativeArrangement: stack.isBaselineRelativeArrangement)
        }
        return spec
    }
}
