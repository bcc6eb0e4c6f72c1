/// A layout item held neither retained nor weakly: the item while it exists, then nil. One per
/// item, made when something first holds the item this way (``LayoutItem/handle``); the item
/// clears it first thing in its deinit.
///
/// It replaces the weak references a constraint kept to its items, an item to its container and
/// to its tree's root, and the change journal and laid-out views to theirs. A weak reference
/// gives its object a side table, and from then on every retain and release of that object goes
/// through Swift's slow path and the table: at 10,000 views that was about a sixth of a first
/// layout's time (`perf record`: the runtime's slow increments and decrements, weak loads and
/// the forming and destroying of weak references). A handle costs what the side table did (one
/// small object per item) and a load of the item through it, as a weak load did.
///
/// Unlike a weak reference, a handle still answers the item while a subclass's deinit runs
/// (before ``LayoutItem``'s clears it); the model's own classes have no deinit but
/// ``LayoutItem``'s.
final class ItemHandle {
    /// The item, until its deinit clears it.
    private(set) unowned(unsafe) var item: LayoutItem?

    init(_ item: LayoutItem) {
        self.item = item
    }

    /// Called by the item's deinit: from then on the handle answers nil.
    func end() {
        item = nil
    }
}

/// A view held through its ``ItemHandle``: the view while it exists, then nil.
struct WeakView {
    private let handle: ItemHandle

    init(view: View) {
        handle = view.handle
    }

    /// The view, or nil once it is gone. Only views make a `WeakView`, so the item is one.
    var view: View? { handle.item.map { unsafeDowncast($0, to: View.self) } }
}
