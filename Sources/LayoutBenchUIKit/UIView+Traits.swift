/// The traits a view tree overrides, as UIKit's `traitOverrides` (iOS 17): here the
/// content-size category, which Dynamic Type labels read.
public struct UITraitOverrides: Sendable {
    public var preferredContentSizeCategory: UIContentSizeCategory?
}

extension UIView {
    /// This view's override of the traits its subtree inherits. Setting the content-size
    /// category re-measures the subtree's labels at the next layout, and calls
    /// `traitCollectionDidChange(_:)` and the trait-change handlers of every view (and its
    /// controller) whose text size it changes, at once.
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            let previous = subtree().map { (view: $0, traits: $0.traitCollection) }
            storedTraitOverrides = newValue
            for (view, _) in previous { view.invalidateIntrinsicContentSize() }
            notifyTraitChanges(previous: previous)
        }
    }

    /// The traits in effect: the nearest override up the tree, else `UITraitCollection.current`.
    public var traitCollection: UITraitCollection {
        var view: UIView? = self
        while let current = view {
            if let category = current.storedTraitOverrides.preferredContentSizeCategory {
                return UITraitCollection(traitsFrom: [UITraitCollection.current,
                                                      UITraitCollection(preferredContentSizeCategory: category)])
            }
            view = current.superview
        }
        return UITraitCollection.current
    }
}
