import LayoutCore
import LayoutModel

/// What a root view keeps across layouts: the conflicts already logged and the findings.
final class RootLayoutState {
    /// Names of the broken constraints already logged (UIKit logs a conflict once, when it breaks).
    var loggedBroken: Set<String> = []
    var findings: [UIKitLayoutFinding] = []
    /// The conflicts among ``findings`` (by index) not yet filled in: their message's text (its
    /// values were taken when it was logged) and their views named by property (which reflects
    /// over the tree as it is when the findings are first read) wait until the findings are read.
    var pendingConflicts: [(index: Int, broken: BrokenConstraint, message: UIKitConsole.Message)] = []
    /// The constraints the last layout broke (nil before the first layout). Only these are kept
    /// of the model's result: holding the whole result would share its frames dictionary with
    /// the engine, which would then copy it on the next layout that moves a frame.
    var lastBroken: [BrokenConstraint]?
    /// What lets a pass visit only the views that need it.
    let dirtyViews = DirtyViews()
}

extension UIView {
    // MARK: - The update-constraints pass

    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        let root = rootView
        root.dirtyViews.mayNeedConstraintUpdate = true
        root.needsLayoutPass = true
    }

    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Runs the update pass over this view's subtree now.
    public func updateConstraintsIfNeeded() { updateConstraintsIfNeeded(subtree()) }

    /// The update pass over `views` (a subtree, each view before its subviews), leaves first.
    func updateConstraintsIfNeeded(_ views: some BidirectionalCollection<UIView>) {
        for view in views.reversed() where view.needsConstraintUpdate {
            view.needsConstraintUpdate = false
            view.updateConstraints()
        }
    }

    // MARK: - The layout pass

    public func setNeedsLayout() {
        let root = rootView
        markNeedsLayoutPass(in: root)
        root.needsLayoutPass = true
    }

    /// The layout cycle of ``layoutIfNeeded()``: passes until no view asks for another, at most 8.
    /// A pass whose wrapping labels kept their size at their new width counts for two: the naive
    /// twin (``DirtyViews/remeasuresEveryNewWrapWidth``) lays the same inputs out again in a
    /// second pass, and the budget must run out where the twin's does.
    func layOutTree() {
        let root = rootView
        guard root.needsLayoutPass else { return }
        let dirty = root.dirtyViews
        // A `layoutSubviews` that calls `layoutIfNeeded()` runs a cycle inside this one's pass:
        // it leaves this pass's flags as it found them.
        let outerFlags = (dirty.mayKeepWrapSizes, dirty.keptWrapSizeInPass)
        defer { (dirty.mayKeepWrapSizes, dirty.keptWrapSizeInPass) = outerFlags }
        let budget = 8
        var passes = 0
        while passes < budget {
            passes += 1
            root.needsLayoutPass = false
            dirty.mayKeepWrapSizes = passes < budget && !dirty.remeasuresEveryNewWrapWidth
            dirty.keptWrapSizeInPass = false
            let outcome: LayoutPassOutcome
            if dirty.walksWholeTree {
                outcome = root.layoutPassOverWholeTree(TreeViews(root))
                root.dropFinishedRequests()
            } else {
                outcome = root.layoutPassOverDirtyViews()
            }
            dirty.mayKeepWrapSizes = false
            switch outcome {
            case .failed: return
            case .again: continue
            case .laidOut:
                if dirty.keptWrapSizeInPass { passes += 1 }
                if !root.needsLayoutPass { return }
            }
        }
    }

    /// How a layout pass ended.
    enum LayoutPassOutcome {
        /// The engine refused the tree.
        case failed
        /// Wrapping labels or preserved margins changed: the pass repeats before `layoutSubviews`.
        case again
        /// Frames written and `layoutSubviews` called.
        case laidOut
    }

    /// One pass visiting every view of `views` (the tree, each view before its subviews) at
    /// every step: the naive twin of ``layoutPassOverDirtyViews()``. Call on a root.
    func layoutPassOverWholeTree(_ views: TreeViews) -> LayoutPassOutcome {
        dirtyViews.mayNeedConstraintUpdate = false
        updateConstraintsIfNeeded(views)
        return layoutPassAfterUpdate(views)
    }

    /// The steps of a whole-tree pass after its update-constraints pass.
    private func layoutPassAfterUpdate(_ views: TreeViews) -> LayoutPassOutcome {
        syncLayoutInputs(views)
        guard solve() != nil else { return .failed }
        applyFrames(views)
        if needsAnotherPass(overWholeTree: views) {
            return .again
        }
        runLayoutSubviews(views, from: 0)
        return .laidOut
    }

    /// One pass that visits only what changed, with the same effects, calls and order as
    /// ``layoutPassOverWholeTree(_:)``: the update pass when a view may need it; inputs of the
    /// root and of the views that asked for a pass; frames of the views the engine moved (and
    /// of those whose frame was set); the tree's wrapping labels and margin preservers from lists;
    /// `layoutSubviews` on the flagged views in tree order. When the tree changes shape during
    /// the pass, or most of the tree asked for it, the pass goes on over the whole tree. Call on
    /// a root.
    ///
    /// - Complexity: O(d log d + m) for d views that asked for a pass and m frames moved, plus
    ///   O(views) comparisons of frames in one array (``FrameMoveTracker``), the engine's work,
    ///   and a whole walk when a view needs `updateConstraints()`.
    func layoutPassOverDirtyViews() -> LayoutPassOutcome {
        let dirty = dirtyViews
        let snapshot = treeSnapshot()
        let shape = dirty.shapeVersion
        if dirty.mayNeedConstraintUpdate {
            dirty.mayNeedConstraintUpdate = false
            updateConstraintsIfNeeded(snapshot.views)
        }
        if 2 * dirty.requests.count >= snapshot.views.count { dropFinishedRequests() }
        guard dirty.shapeVersion == shape, 2 * dirty.requests.count < snapshot.views.count else {
            defer { dropFinishedRequests() }
            return layoutPassAfterUpdate(snapshot.views)
        }
        dirty.dirtyPassCount += 1
        let taken = takeRequests(in: snapshot)
        defer { relistUnfinished(taken) }
        let marginsChanged = dirty.marginsChanged
        dirty.marginsChanged = []
        syncLayoutInputs(inTreeOrder([self], taken, marginsChanged, in: snapshot))
        guard solve() != nil else { return .failed }
        applyMovedFrames(snapshot, setFrames: taken)
        if needsAnotherPass(wrappingLabels: wrappingLabels(in: snapshot), marginPreservers: marginPreservers(in: snapshot)) {
            return .again
        }
        // Flagged now: the taken views, and those listed since (resized by the frames, or
        // flagged by the inputs).
        let flagged = inTreeOrder([self], taken, dirty.requests, in: snapshot)
        runLayoutSubviews(flagged, fallingBackTo: snapshot)
        return .laidOut
    }

    /// Autoresizing constraints, intrinsic sizes and what subclasses derive from their state
    /// (stacks, baselines), for every view of `views` that changed; `views` starts with the root.
    func syncLayoutInputs(_ views: some Sequence<UIView>) {
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
            rootState.lastBroken = result.broken
            UIKitConsole.logConflicts(of: result, in: self)
            return result
        } catch {
            UIKitConsole.report(.invalid, error.description, about: self)
            return nil
        }
    }

    /// Writes the model's frames into the tree (a root keeps its origin); a view whose size
    /// changed is flagged for `layoutSubviews`. Call on a root.
    func applyFrames(_ views: TreeViews) {
        for view in views where view !== self { view.takeModelFrame(in: self) }
        // Every frame is now the model's: what moves from here on is what the next pass writes.
        // After a new plan, the views of the layout order are looked up when a pass needs them.
        if case .all = dirtyViews.frameMoves.moves(in: layoutView) { dirtyViews.viewsInLayoutOrder = [] }
    }

    /// Writes the frames the engine moved since frames were last written, and those of
    /// `setFrames` (views whose frame was set, which may differ from the model's): the frames
    /// ``applyFrames(_:)`` over the whole snapshot would change. Call on a root.
    /// - Complexity: O(views) comparisons of frames in one array plus O(moved) writes.
    private func applyMovedFrames(_ snapshot: TreeSnapshot, setFrames: [UIView]) {
        let dirty = dirtyViews
        switch dirty.frameMoves.moves(in: layoutView) {
        case .all:
            for view in snapshot.views where view !== self { view.takeModelFrame(in: self) }
            dirty.viewsInLayoutOrder = []
        case .moved(let positions):
            if dirty.viewsInLayoutOrder.isEmpty, !positions.isEmpty {
                dirty.viewsInLayoutOrder = owners(of: dirty.frameMoves.layoutOrder(in: layoutView))
            }
            let order = dirty.viewsInLayoutOrder
            let tracker = dirty.frameMoves
            for position in positions where position < order.count {
                // Held by the snapshot (``DirtyViews/viewsInLayoutOrder``): no retain per view.
                order[position]?._withUnsafeGuaranteedRef { view in
                    guard view !== self, snapshot.contains(view) else { return }
                    // The tracker just read the frame: the view's model frame, without touching it.
                    let frame = CGRect(tracker.frame(at: position))
                    if frame.size != view.storedFrame.size {
                        view.markNeedsLayoutPass(listedIn: dirty)
                        view.askLayoutAboutResize(to: frame.size)
                    }
                    view.storedFrame = frame
                }
            }
            for view in setFrames where view !== self { view.takeModelFrame(in: self) }
        }
    }

    /// The views of this tree that own the model views of `order` (nil for guides and the root),
    /// unretained: views of the root's snapshot, which holds them.
    private func owners(of order: [View?]) -> [Unmanaged<UIView>?] {
        let snapshot = treeSnapshot()
        var owners: [ObjectIdentifier: UIView] = [:]
        owners.reserveCapacity(snapshot.views.count)
        // The root is left out: this list is kept in the root's own state.
        for view in snapshot.views.descendants { owners[ObjectIdentifier(view.layoutView)] = view }
        return order.map { $0.flatMap { owners[ObjectIdentifier($0)] }.map(Unmanaged.passUnretained) }
    }

    /// Writes the model's frame to this view, flagging it for `layoutSubviews` when its size changed.
    private func takeModelFrame(in root: UIView) {
        let frame = CGRect(layoutView.frame)
        if frame.size != storedFrame.size {
            markNeedsLayoutPass(in: root)
            askLayoutAboutResize(to: frame.size)
        }
        storedFrame = frame
    }

    /// Before the layout writes a new size: a view that asks (a collection view's layout) sees
    /// the change first.
    @inline(__always)
    private func askLayoutAboutResize(to size: CGSize) {
        if asksLayoutAboutResizes { boundsWillResize(to: size) }
    }

    /// Re-measures wrapping labels whose width changed; true when a size moved (another pass).
    ///
    /// Where the cycle allows it (``DirtyViews/mayKeepWrapSizes``), a plain `UILabel` whose text
    /// measures at its new width as the model already has it is not invalidated: the other pass
    /// would lay the same inputs out again. It is flagged for `layoutSubviews` as invalidating it
    /// would flag it. Not while a view awaits `updateConstraints()`, which that pass would call
    /// first. Call on a root.
    func remeasureWrappingText(_ labels: [UILabel]) -> Bool {
        let dirty = dirtyViews
        var changed = false
        for label in labels where label.wrapsAtLayoutWidth(label.storedFrame.width) {
            if dirty.mayKeepWrapSizes, !dirty.mayNeedConstraintUpdate, label.keepsModelSizeAtNewWrapWidth() {
                dirty.keptWrapSizes += 1
                dirty.keptWrapSizeInPass = true
                label.markNeedsLayoutPass(in: self)
                continue
            }
            label.invalidateIntrinsicContentSize()
            changed = true
        }
        return changed
    }

    /// `layoutSubviews` top down on the flagged views of `views` (and the root), with a
    /// controller's `viewWillLayoutSubviews` and `viewDidLayoutSubviews` around its root view's.
    private func runLayoutSubviews(_ views: TreeViews, from start: Int) {
        for view in views[start...] where view.needsLayoutPass || view === self {
            callLayoutSubviews(view)
        }
    }

    /// `layoutSubviews` on `flagged` (the root and the flagged views, in tree order); when a
    /// call flags another view or changes the tree's shape, the rest of the pass visits every
    /// view of `snapshot` after the current one, as the whole-tree pass would.
    private func runLayoutSubviews(_ flagged: [UIView], fallingBackTo snapshot: TreeSnapshot) {
        let dirty = dirtyViews
        let listed = dirty.requests.count, shape = dirty.shapeVersion
        for view in flagged where view.needsLayoutPass || view === self {
            callLayoutSubviews(view)
            if dirty.requests.count != listed || dirty.shapeVersion != shape {
                runLayoutSubviews(snapshot.views, from: view.snapshotPosition + 1)
                return
            }
        }
    }

    private func callLayoutSubviews(_ view: UIView) {
        view.needsLayoutPass = false
        view.owningViewController?.viewWillLayoutSubviews()
        view.layoutSubviews()
        view.owningViewController?.viewDidLayoutSubviews()
    }

    // MARK: - Fitting sizes

    /// The fitting size of ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    func fittingSize(_ targetSize: CGSize, horizontal horizontalFittingPriority: UILayoutPriority,
                     vertical verticalFittingPriority: UILayoutPriority) -> CGSize
    {
        let root = rootView
        guard root === self else { return bounds.size }
        let views = TreeViews(self)
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
        } while needsAnotherPass(overWholeTree: views)
            && passes < 8 && syncAgain(views)
        layoutView.targetSize = saved
        needsLayoutPass = true
        return fitted
    }

    /// ``needsAnotherPass(wrappingLabels:marginPreservers:)`` over every view of `views`.
    private func needsAnotherPass(overWholeTree views: TreeViews) -> Bool {
        needsAnotherPass(wrappingLabels: views.compactMap { $0 as? UILabel }, marginPreservers: views)
    }

    /// Whether wrapping labels or preserved margins changed with the frames just laid out (both
    /// are brought up to date, so the next pass sees them).
    private func needsAnotherPass(wrappingLabels: [UILabel], marginPreservers: some Sequence<UIView>) -> Bool {
        let remeasured = remeasureWrappingText(wrappingLabels)
        return preserveSuperviewMargins(marginPreservers) || remeasured
    }

    private func syncAgain(_ views: TreeViews) -> Bool {
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
