/// Whether a view or layout guide still exists, for references that must neither keep it alive
/// nor dangle (a constraint's items), made without a weak reference.
///
/// A weak reference gives its object a side table, and from then on every retain and release of
/// that object takes Swift's slow path through it; a view is retained many times a layout. So a
/// constraint holds its items unretained beside their lifetime, which an item ends in its deinit
/// (``UIView``, ``UILayoutGuide``). The lifetime is made when a constraint first names the item.
final class ItemLifetime {
    private(set) var isAlive = true

    func end() { isAlive = false }
}

/// A constraint's reference to one of its items: the item while it exists, then nil — never a
/// dangling reference, and no weak reference to a view or guide (``ItemLifetime``).
///
/// Objects that are neither (which UIKit refuses as items, and the constraint keeps only to
/// print them) are held weakly.
struct ItemReference {
    private unowned(unsafe) let tracked: AnyObject?
    private let lifetime: ItemLifetime?
    private weak var untracked: AnyObject?

    init(_ item: AnyObject?) {
        switch item {
        case let view as UIView:
            tracked = view
            lifetime = view.lifetime
        case let guide as UILayoutGuide:
            tracked = guide
            lifetime = guide.lifetime
        default:
            tracked = nil
            lifetime = nil
            untracked = item
        }
    }

    /// The item, or nil once it is gone.
    var object: AnyObject? {
        guard let lifetime else { return untracked }
        return lifetime.isAlive ? tracked : nil
    }
}
