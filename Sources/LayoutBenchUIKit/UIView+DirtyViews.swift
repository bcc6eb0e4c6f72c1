import LayoutModel
import Synchronization

/// What a root keeps so that a layout pass visits only the views that need it (docs/UIKit.md,
/// "The layout cycle"): the tree in depth-first order with each view's place, the views that
/// asked for a layout pass, the wrapping labels and the views that preserve their superview's
/// margins. Kept up to date where the tree and the flags change, never by a search.
final class DirtyViews {
    /// Unique in the process: what a listed view holds (``UIView/listedIn``).
    let id = DirtyViews.ids.add(1, ordering: .relaxed).newValue
    private static let ids = Atomic<Int>(0)
    /// The naive twin: every pass walks the whole tree, as before dirty tracking (tests compare).
    var walksWholeTree = false
    /// The naive twin of keeping wrapping labels' sizes: every wrapping label given a new width
    /// is invalidated and measured again in another pass (tests compare).
    var remeasuresEveryNewWrapWidth = false
    /// Whether the running pass may keep a wrapping label's size instead of asking for another
    /// pass: only inside ``UIView/layOutTree()``, and only while the naive twin's extra pass
    /// would be within the pass budget.
    var mayKeepWrapSizes = false
    /// Whether the running pass kept one (the pass then counts for two).
    var keptWrapSizeInPass = false
    /// Wrapping labels that kept their size at a new width (tests check the twins compared
    /// took this path).
    var keptWrapSizes = 0
    /// The tree, each view before its subviews; nil after the tree changed shape.
    private(set) var snapshot: TreeSnapshot?
    /// Bumped whenever the tree changes shape (a pass that sees it change finishes naively).
    private(set) var shapeVersion = 0
    /// Views of the tree that were flagged for a layout pass (``UIView/needsLayoutPass``) since
    /// they were last taken: every flagged view but the root is here (entries whose
    /// ``UIView/listedIn`` is another list's id, or that are no longer flagged, are stale).
    var requests: [UIView] = []
    /// Passes that visited only dirty views (tests check that the twins compared took this path).
    var dirtyPassCount = 0
    /// Whether a view of the tree may need `updateConstraints()` (false only when none does).
    var mayNeedConstraintUpdate = true
    /// Views whose preserved margins changed in the last pass: their inputs are synced again.
    var marginsChanged: [UIView] = []
    /// The snapshot's labels below the root that may wrap (`numberOfLines` ≠ 1), in tree order;
    /// nil: not made. (The root is left out of every list a root keeps, which would otherwise
    /// keep it alive through its own state.)
    var wrappingLabels: [UILabel]?
    /// The snapshot's views below the root that preserve their superview's margins, in tree order.
    var marginPreservers: [UIView]?
    /// Which model frames moved since frames were last written (``FrameMoveTracker``).
    var frameMoves = FrameMoveTracker()
    /// The view of each position of the engine's layout order (nil for guides and the root);
    /// empty when it must be made again. Unretained, so that writing the moved frames takes no
    /// reference count per view: every view listed is one of ``snapshot``'s, which holds it, and
    /// the list is emptied whenever the snapshot is (``treeChanged()``), so none outlives it.
    var viewsInLayoutOrder: [Unmanaged<UIView>?] = []

    /// Forgets the tree's order and what was derived from it (so that no list keeps a removed
    /// view alive); the next pass takes it afresh.
    func treeChanged() {
        snapshot = nil
        wrappingLabels = nil
        marginPreservers = nil
        viewsInLayoutOrder = []
        shapeVersion &+= 1
    }

    /// Forgets everything about the tree, listed views too: its root just joined another tree,
    /// whose root lists them now (``UIView/subtreeMoved(flaggingEveryView:)``).
    func forgetTree() {
        treeChanged()
        requests = []
        marginsChanged = []
    }
}

/// The views of a tree, each before its subviews, as one pass sees them; each view holds its
/// ``UIView/snapshotPosition`` under the snapshot's ``generation``.
struct TreeSnapshot {
    let views: TreeViews
    let generation: Int

    private static let generations = Atomic<Int>(0)

    init(root: UIView) {
        views = TreeViews(root)
        generation = TreeSnapshot.generations.add(1, ordering: .relaxed).newValue
        for (position, view) in views.enumerated() {
            view.snapshotPosition = position
            view.snapshotGeneration = generation
        }
    }

    func contains(_ view: UIView) -> Bool { view.snapshotGeneration == generation }
}

/// A root and the views below it, each before its subviews, subviews in order: what a pass walks.
///
/// The root is held unowned, the others strongly. A root keeps its last snapshot in its own
/// state (``DirtyViews``), so a strong reference there would keep the root alive through
/// itself and the whole tree would never be freed. Unowned is safe: a snapshot is read only by
/// its root's own layout (the root's state, or a pass's copy while the caller holds the root),
/// and a view removed during a pass stays alive in the pass's copy, as before.
struct TreeViews: RandomAccessCollection {
    unowned(unsafe) let root: UIView
    /// The views below the root, depth first.
    let descendants: [UIView]

    init(_ root: UIView) {
        self.root = root
        var descendants: [UIView] = []
        var pending = Array(root.subviews.reversed())
        while let view = pending.popLast() {
            descendants.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        self.descendants = descendants
    }

    var startIndex: Int { 0 }
    var endIndex: Int { descendants.count + 1 }
    subscript(position: Int) -> UIView { position == 0 ? root : descendants[position - 1] }
}

extension UIView {
    /// The root's bookkeeping (``DirtyViews``).
    var dirtyViews: DirtyViews { rootState.dirtyViews }

    /// The tree in depth-first order, taken once per shape of the tree. Call on a root.
    func treeSnapshot() -> TreeSnapshot {
        if let snapshot = dirtyViews.snapshot { return snapshot }
        let snapshot = TreeSnapshot(root: self)
        dirtyViews.setSnapshot(snapshot)
        return snapshot
    }

    /// Flags the view for a layout pass, and lists it with its root, the root of `root`'s tree.
    func markNeedsLayoutPass(in root: UIView) {
        guard root !== self else {
            needsLayoutPass = true
            return
        }
        markNeedsLayoutPass(listedIn: root.dirtyViews)
    }

    /// Flags the view, which is not its root, for a layout pass and lists it in `dirty`, its
    /// root's bookkeeping (once).
    func markNeedsLayoutPass(listedIn dirty: DirtyViews) {
        needsLayoutPass = true
        guard listedIn != dirty.id else { return }
        listedIn = dirty.id
        dirty.requests.append(self)
    }

    /// After this view's subtree joined or left a tree: its views are listed with their new root
    /// afresh (flagged ones) and both trees take their order again.
    func subtreeMoved(flaggingEveryView: Bool) {
        let root = rootView
        // A former root forgets its tree (its lists would otherwise hold views of the new one).
        if root !== self { storedRootState?.dirtyViews.forgetTree() }
        root.dirtyViews.treeChanged()
        root.dirtyViews.mayNeedConstraintUpdate = true
        for view in subtree() {
            view.listedIn = 0
            if flaggingEveryView {
                view.needsConstraintUpdate = true
                view.needsIntrinsicUpdate = true
            }
            if flaggingEveryView || view.needsLayoutPass { view.markNeedsLayoutPass(in: root) }
        }
    }

    /// The wrapping labels of the snapshot, in tree order (those below the root made once per
    /// shape and per change of a label's `numberOfLines`). Call on the snapshot's root.
    func wrappingLabels(in snapshot: TreeSnapshot) -> [UILabel] {
        let below = dirtyViews.wrappingLabels ?? snapshot.views.descendants.compactMap(\.asWrappingLabel)
        dirtyViews.wrappingLabels = below
        return asWrappingLabel.map { [$0] + below } ?? below
    }

    /// The label itself when it may wrap.
    private var asWrappingLabel: UILabel? { (self as? UILabel).flatMap { $0.numberOfLines != 1 ? $0 : nil } }

    /// The views of the snapshot that preserve their superview's margins, in tree order (those
    /// below the root made once per shape). Call on the snapshot's root.
    func marginPreservers(in snapshot: TreeSnapshot) -> [UIView] {
        let below = dirtyViews.marginPreservers ?? snapshot.views.descendants.filter(\.preservesSuperviewLayoutMargins)
        dirtyViews.marginPreservers = below
        return preservesSuperviewLayoutMargins ? [self] + below : below
    }

    /// Takes the listed views (``DirtyViews/requests``) that are still flagged, once each, in
    /// tree order; they are listed again by ``relistUnfinished(_:)`` if a pass leaves them
    /// flagged. Call on a root whose snapshot is current.
    /// - Complexity: O(r log r), r the listed views.
    func takeRequests(in snapshot: TreeSnapshot) -> [UIView] {
        let dirty = dirtyViews
        let listed = dirty.requests
        dirty.requests = []
        var taken: [UIView] = []
        for view in listed where view.listedIn == dirty.id {
            view.listedIn = 0
            if view.needsLayoutPass, snapshot.contains(view) { taken.append(view) }
        }
        taken.sort { $0.snapshotPosition < $1.snapshotPosition }
        return taken
    }

    /// Forgets the listed views no longer flagged (a whole-tree pass leaves them behind), so
    /// that the list holds only views that still ask for a pass.
    /// - Complexity: O(listed views).
    func dropFinishedRequests() {
        let dirty = dirtyViews
        dirty.requests.removeAll { view in
            guard view.listedIn == dirty.id, view.needsLayoutPass else {
                if view.listedIn == dirty.id { view.listedIn = 0 }
                return true
            }
            return false
        }
    }

    /// Lists again the taken views a pass left flagged.
    func relistUnfinished(_ taken: [UIView]) {
        for view in taken where view.needsLayoutPass { view.markNeedsLayoutPass(in: self) }
    }
}

extension DirtyViews {
    fileprivate func setSnapshot(_ snapshot: TreeSnapshot) { self.snapshot = snapshot }
}

/// The views of `lists` sorted by their place in `snapshot`, each once; views not in it are
/// left out. Sorted and deduplicated in one array, in place (each view is copied once: a pass
/// lists the 250 resized rows of a width change here, mostly in order already).
/// - Complexity: O(v) when the lists come in tree order, else O(v log v).
func inTreeOrder(_ lists: [UIView]..., in snapshot: TreeSnapshot) -> [UIView] {
    var views: [UIView] = []
    views.reserveCapacity(lists.reduce(0) { $0 + $1.count })
    for list in lists {
        for view in list where snapshot.contains(view) { views.append(view) }
    }
    if views.indices.dropFirst().contains(where: { views[$0 - 1].snapshotPosition > views[$0].snapshotPosition }) {
        views.sort { $0.snapshotPosition < $1.snapshotPosition }
    }
    // A view listed twice sits next to itself now.
    var kept = 0
    for index in views.indices where kept == 0 || views[kept - 1] !== views[index] {
        views.swapAt(kept, index)
        kept += 1
    }
    views.removeSubrange(kept...)
    return views
}
