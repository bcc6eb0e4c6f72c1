import LayoutCore
import LayoutModel

/// What a root view keeps across layouts: the conflicts already logged and the findings.
final class RootLayoutState {
    /// Names of the broken constraints already logged (UIKit logs a conflict once, when it breaks).
    var loggedBroken: Set<String> = []
    var findings: [UIKitLayoutFinding] = []
    /// The conflicts among ``findings`` (by index) still in model names: naming views by their
    /// properties reflects over the tree, so it waits until the findings are read.
    var unnamedConflicts: [(index: Int, broken: BrokenConstraint)] = []
    /// The last model result.
    var lastResult: LayoutResult?
}

extension UIView {
    // MARK: - The update-constraints pass

    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        rootView.needsLayoutPass = true
    }

    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Runs the update pass over this view's subtree now.
    public func updateConstraintsIfNeeded() { updateConstraintsIfNeeded(subtree()) }

    /// The update pass over `views` (a subtree, each view before its subviews), leaves first.
    func updateConstraintsIfNeeded(_ views: [UIView]) {
        for view in views.reversed() where view.needsConstraintUpdate {
            view.needsConstraintUpdate = false
            view.updateConstraints()
        }
    }

    // MARK: - The layout pass

    public func setNeedsLayout() {
        needsLayoutPass = true
        rootView.needsLayoutPass = true
    }

    /// The layout cycle of ``layoutIfNeeded()``.
    func layOutTree() {
        let root = rootView
        guard root.needsLayoutPass else { return }
        for _ in 0 ..< 8 {
            root.needsLayoutPass = false
            let views = root.subtree()
            root.updateConstraintsIfNeeded(views)
            root.syncLayoutInputs(views)
            guard root.solve() != nil else { return }
            root.applyFrames(views)
            if root.needsAnotherPass(views) { continue }
            root.runLayoutSubviews(views)
            if !root.needsLayoutPass { return }
        }
    }

    /// Autoresizing constraints, intrinsic sizes and what subclasses derive from their state
    /// (stacks, baselines), for every view that changed.
    func syncLayoutInputs(_ views: [UIView]) {
        layoutView.targetSize = TargetSize(width: Double(storedFrame.width), height: Double(storedFrame.height))
        layoutView.layoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        for view in views {
            view.prepareForLayout()
            if view.needsAutoresizingUpdate { view.updateAutoresizingConstraints() }
            if view.needsIntrinsicUpdate {
                view.needsIntrinsicUpdate = false
                let size = view.intrinsicContentSize
                view.layoutView.intrinsicContentSize = Size(width: Double(size.width), height: Double(size.height))
                view.layoutView.baselines = view.modelBaselines
                for constraint in view.installedConstraints where constraint.baselineAdjustment != 0
                    || constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline
                {
                    constraint.refreshBaselines()
                }
            }
        }
    }

    /// The engine's layout of the model tree; a refused tree is logged and recorded.
    func solve() -> LayoutResult? {
        do {
            let result = try layoutView.layoutIfNeeded()
            rootState.lastResult = result
            UIKitConsole.logConflicts(of: result, in: self)
            return result
        } catch {
            UIKitConsole.report(.invalid, error.description, about: self)
            return nil
        }
    }

    /// Writes the model's frames into the tree (a root keeps its origin).
    func applyFrames(_ views: [UIView]) {
        for view in views where view !== self {
            let frame = CGRect(view.layoutView.frame)
            if frame.size != view.storedFrame.size { view.needsLayoutPass = true }
            view.storedFrame = frame
        }
    }

    /// Re-measures wrapping labels whose width changed; true when a size moved (another pass).
    func remeasureWrappingText(_ views: [UIView]) -> Bool {
        var changed = false
        for case let label as UILabel in views where label.wrapsAtLayoutWidth(label.storedFrame.width) {
            label.invalidateIntrinsicContentSize()
            changed = true
        }
        return changed
    }

    /// `layoutSubviews` top down, with a controller's `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews` around its root view's.
    private func runLayoutSubviews(_ views: [UIView]) {
        for view in views where view.needsLayoutPass || view === self {
            view.needsLayoutPass = false
            view.owningViewController?.viewWillLayoutSubviews()
            view.layoutSubviews()
            view.owningViewController?.viewDidLayoutSubviews()
        }
    }

    // MARK: - Fitting sizes

    /// The fitting size of ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    func fittingSize(_ targetSize: CGSize, horizontal horizontalFittingPriority: UILayoutPriority,
                     vertical verticalFittingPriority: UILayoutPriority) -> CGSize
    {
        let root = rootView
        guard root === self else { return bounds.size }
        let views = subtree()
        updateConstraintsIfNeeded(views)
        syncLayoutInputs(views)
        let saved = layoutView.targetSize
        var fitted = CGSize.zero
        var passes = 0
        repeat {
            layoutView.targetSize = TargetSize(
                width: horizontalFittingPriority == .required ? Double(targetSize.width) : nil,
                height: verticalFittingPriority == .required ? Double(targetSize.height) : nil)
            guard solve() != nil else { break }
            applyFrames(views)
            fitted = CGSize(width: layoutView.frame.width, height: layoutView.frame.height)
            passes += 1
        } while needsAnotherPass(views) && passes < 8 && syncAgain(views)
        layoutView.targetSize = saved
        needsLayoutPass = true
        return fitted
    }

    /// Whether wrapping labels or preserved margins changed with the frames just laid out (both
    /// are brought up to date, so the next pass sees them).
    private func needsAnotherPass(_ views: [UIView]) -> Bool {
        let remeasured = remeasureWrappingText(views)
        return preserveSuperviewMargins(views) || remeasured
    }

    private func syncAgain(_ views: [UIView]) -> Bool {
        syncLayoutInputs(views)
        return true
    }

    /// The active constraints of the tree that name this view on `axis`.
    func constraintsNamingView(on axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        rootView.subtree().flatMap(\.installedConstraints).filter { constraint in
            [constraint.firstItem, constraint.secondItem].contains { $0.flatMap(UIKitItem.view(of:)) === self }
                && constraint.firstAttribute.axis == axis
        }
    }
}

extension NSLayoutConstraint.Attribute {
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: .horizontal
        default: .vertical
        }
    }
}

extension NSLayoutConstraint {
    /// Recomputes what the items' baselines add to the constant (their fonts may have changed).
    func refreshBaselines() {
        guard let model, let first = firstItem, let (_, firstOffset) = UIKitItem.measure(first, firstAttribute)
        else { return }
        let secondOffset = secondItem.flatMap { UIKitItem.measure($0, secondAttribute)?.1 } ?? 0
        let adjustment = Double(multiplier) * secondOffset - firstOffset
        guard adjustment != baselineAdjustment else { return }
        baselineAdjustment = adjustment
        model.constant = modelConstant
    }
}
