import LayoutCore

/// What constraints place: a rectangle with four unknowns, laid out in a tree of views. There are
/// two kinds, and only two: a ``View`` (which has subviews, an intrinsic size, margins) and a
/// ``LayoutGuide`` (owned by a view; it has none of those) — `UIView` and `UILayoutGuide`, which
/// UIKit's constraints take alike.
///
/// The class cannot be subclassed outside this module, and a layout item is never made on its
/// own: make a view or a guide.
open class LayoutItem {
    /// The name reports, errors and case files use. Unique within a tree.
    public let identifier: String
    /// The frame of the last layout, in the coordinates of the view above: a view's superview,
    /// a guide's owning view.
    public internal(set) var frame = Rect.zero
    /// The view above the item: a view's ``View/superview``, a guide's
    /// ``LayoutGuide/owningView``.
    public internal(set) var container: View? {
        get { heldContainer?.view }
        set { heldContainer = newValue.map { WeakView(view: $0) } }
    }
    private var heldContainer: WeakView?
    /// This item's handle, made when something first holds the item through it.
    private var madeHandle: ItemHandle?

    /// Stamp of creation; items are laid out in this order.
    let sequence: Int
    /// The unknowns of this item's frame, in the root's coordinates.
    let variables: FrameVariables
    /// Active constraints that name this item, by identity.
    var activeConstraints = ActiveConstraints()
    /// What layout engines keep on the item between layouts (``ViewEngineState``).
    final var engineState = ViewEngineState()

    /// An item named `identifier`; an empty identifier becomes `view<N>`, N a process-wide counter.
    init(_ identifier: String) {
        sequence = CreationOrder.next()
        self.identifier = identifier.isEmpty ? "view\(sequence)" : identifier
        variables = FrameVariables(self.identifier)
    }

    /// Records `constraint` (nil: none) as the active constraint `id` that names this item.
    func setActiveConstraint(_ id: ObjectIdentifier, _ constraint: LayoutConstraint?) {
        if let constraint { activeConstraints.insert(constraint) } else { activeConstraints.remove(id) }
    }

    deinit {
        // First: from here on, whatever holds the item through its handle sees nil, as it saw a
        // weak reference go nil when the deinit began.
        madeHandle?.end()
        for constraint in activeConstraints { constraint.detach() }
    }

    /// What holds the item without retaining it (``ItemHandle``): constraints, the items below
    /// it, the change journal.
    var handle: ItemHandle { madeOnFirstUse(&madeHandle) { ItemHandle(self) } }

    /// The frame values the last layout of the tree could not determine (empty when the layout
    /// is unique): an analysis the engine that laid the tree out runs on demand
    /// (``LayoutEngine/ambiguity()``, once per layout for the whole tree).
    public var ambiguousFrameValues: [FrameValue] {
        topItem.engineState.lastEngine?.ambiguousFrameValues(of: self) ?? []
    }
    /// Whether the last layout left any of this item's frame values free, as UIKit's method.
    public var hasAmbiguousLayout: Bool { !ambiguousFrameValues.isEmpty }

    /// Moves the item to another frame the last layout allows, as UIKit's
    /// `exerciseAmbiguityInLayout()` (``LayoutEngine/exerciseAmbiguity(of:)``); true when it moved.
    @discardableResult
    public func exerciseAmbiguityInLayout() -> Bool {
        topItem.engineState.lastEngine?.exerciseAmbiguity(of: self) ?? false
    }

    /// The item and every item below it: a view's ``View/descendants()``, a guide alone.
    func subtree() -> [LayoutItem] { [self] }

    /// Clears the cached root (``journalRoot``) of every item of this subtree, which just moved.
    /// - Complexity: O(items in the subtree).
    func forgetCachedRoots() {
        engineState.cachedRoot = nil
    }

    /// Takes the item out of its container's tree: constraints between the item's subtree and
    /// the rest of the old tree are deactivated, as UIKit does, and the container forgets it as
    /// a guide. (A view's ``View/removeFromSuperview()`` also takes it out of the subviews.)
    ///
    /// - Complexity: O(items in the subtree + constraints that name them).
    func detachFromContainer() {
        guard let container else { return }
        recordChange(.replan)
        defer {
            forgetCachedRoots()
            recordChange(.replan)
        }
        let subtree = subtree()
        let members = Set(subtree.map(ObjectIdentifier.init))
        for item in subtree {
            for constraint in item.activeConstraints
            where !constraint.items.allSatisfy({ members.contains(ObjectIdentifier($0)) }) {
                constraint.isActive = false
            }
        }
        container.forgetGuide(self)
        self.container = nil
    }

    /// The topmost item above this one: its tree's root view, or the item itself when it has
    /// no container.
    var topItem: LayoutItem {
        guard var view = container else { return self }
        while let parent = view.container { view = parent }
        return view
    }
}
