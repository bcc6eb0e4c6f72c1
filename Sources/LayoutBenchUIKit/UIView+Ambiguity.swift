import LayoutModel

/// A view whose frame the last layout left free, named by its property.
public struct UIKitAmbiguousView: Sendable, CustomStringConvertible {
    /// The property name (``UIView/layoutBenchCase()`` names views the same way).
    public var name: String
    /// The free frame values, of x, y, width and height.
    public var values: [String]

    public var description: String { "\(name): \(values.joined(separator: ", "))" }
}

extension UIView {
    /// Every view of this view's tree that the last layout left ambiguous, in tree order, by
    /// property name: `hasAmbiguousLayout` for the whole tree at once.
    public var ambiguousViews: [UIKitAmbiguousView] {
        let root = rootView
        let names = PropertyNames(root: root)
        return root.subtree().compactMap { view in
            let free = view.layoutView.ambiguousFrameValues
            guard !free.isEmpty else { return nil }
            return UIKitAmbiguousView(name: names.name(ofItem: view.layoutView.identifier), values: free.map(\.rawValue))
        }
    }
}
