/// What changed in a tree since engines last laid it out — `setNeedsLayout` and
/// `invalidateIntrinsicContentSize` in spirit. Every change to a view, a constraint or a stack
/// is recorded on the journal of its tree's root; an engine that laid the tree out reads only
/// what was recorded since, so an in-place layout costs what changed, not the tree.
///
/// Root resizes, intrinsic sizes and content priorities, and constraints (activated,
/// deactivated, constant or priority changed) are recorded precisely; anything that changes the
/// tree's shape, names or stacks records ``Change/replan``: the next layout collects and
/// compares the whole plan (``LayoutPlan``, the naive twin).
final class ChangeJournal {
    enum Change {
        /// Collect the whole plan again.
        case replan
        /// The root's ``View/targetSize``.
        case rootSize
        /// A view's intrinsic size or content priorities.
        case intrinsic(WeakView)
        /// Activated, deactivated, or its constant or priority changed.
        case constraint(LayoutConstraint)
    }

    /// Changes recorded since the journal was last cleared.
    private(set) var changes: [Change] = []
    /// Bumped whenever the journal is cleared, so that a reader's position stays meaningful.
    private(set) var epoch = 0

    /// Beyond this many changes the journal collapses into a replan (a tree no engine reads
    /// must not grow it without bound).
    static let capacity = 4_096

    func record(_ change: Change) {
        if changes.count >= Self.capacity {
            clear()
            changes.append(.replan)
        }
        changes.append(change)
    }

    /// Forgets every change; readers of an earlier epoch must collect the whole plan.
    func clear() {
        changes.removeAll(keepingCapacity: true)
        epoch += 1
    }
}

extension LayoutItem {
    /// The top of the item's tree (its root view, or the item when it has no container),
    /// cached along the path; an item's cache is cleared when it or an ancestor moves
    /// (``forgetCachedRoots()``). The top itself caches nothing: a weak reference to itself
    /// would give it a side table for no lookup saved.
    /// - Complexity: amortised O(1) between moves.
    var journalRoot: LayoutItem {
        if let root = engineState.cachedRoot { return root }
        guard var item = container else { return self }
        var found: LayoutItem?
        while found == nil {
            if let root = item.engineState.cachedRoot {
                found = root
            } else if let parent = item.container {
                item = parent
            } else {
                found = item
            }
        }
        let root = found ?? self
        var next: LayoutItem? = self
        while let current = next, current !== root, current.engineState.cachedRoot !== root {
            current.engineState.cachedRoot = root
            next = current.container
        }
        return root
    }

    /// Records `change` on the journal of this item's tree, if an engine reads it; the change
    /// is made only then.
    func recordChange(_ change: @autoclosure () -> ChangeJournal.Change) {
        journalRoot.engineState.journal?.record(change())
    }
}

extension LayoutConstraint {
    /// Records a change of this constraint on the journals of its views' trees (once per tree).
    func recordChange(_ change: ChangeJournal.Change) {
        let first = firstItem?.journalRoot
        first?.engineState.journal?.record(change)
        if let second = secondItem?.journalRoot, second !== first { second.engineState.journal?.record(change) }
    }
}
