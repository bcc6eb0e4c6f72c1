import LayoutModel

/// One view of a laid-out tree as a test or an audit sees it (``UIView/layoutInspection()``).
public struct UIKitInspectedView {
    public var view: UIView
    /// The view's property name, as case files and conflict findings print it.
    public var name: String
    /// The superview's name; nil for the root.
    public var superviewName: String?
    /// The frame in the superview's coordinates.
    public var frame: CGRect
    /// The frame values the last layout left free (`x`, `y`, `width`, `height`), in that order.
    public var ambiguousValues: [String]
    /// The intrinsic size the last layout used (``UIView/noIntrinsicMetric`` on an axis: none).
    public var intrinsicContentSize: CGSize
}

/// The last layout of a tree, read in one go (``UIView/layoutInspection()``).
public struct UIKitLayoutInspection {
    /// Every view of the tree, root first, each before its subviews.
    public var views: [UIKitInspectedView]
    /// Each required constraint the last layout broke (``UIKitLayoutFinding/Kind/unsatisfiable``),
    /// with views named by property — also when the console logged it on an earlier layout.
    public var broken: [UIKitLayoutFinding]
    /// The names, and the views they were found for (in tree order), to reuse while the tree
    /// keeps the same views.
    let names: PropertyNames
    let identities: [ObjectIdentifier]
}

extension UIView {
    /// Lays the tree out if needed and reads it back: names, frames, ambiguity and what broke.
    ///
    /// Finding the property names reflects over every view (the costly part); pass the previous
    /// inspection of the same tree to reuse its names when the tree holds the same views.
    /// - Complexity: one ambiguity analysis of the tree (cached until the next layout) and
    ///   O(views) otherwise, plus the reflection when names are not reused.
    public func layoutInspection(reusingNamesOf previous: UIKitLayoutInspection? = nil) -> UIKitLayoutInspection {
        let root = rootView
        root.layoutIfNeeded()
        var treeOrder: [UIView] = []
        var pending = [root]
        while let view = pending.popLast() {
            treeOrder.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        let identities = treeOrder.map(ObjectIdentifier.init)
        let names = previous.flatMap { $0.identities == identities ? $0.names : nil } ?? PropertyNames(root: root)
        let views = treeOrder.map { view in
            UIKitInspectedView(
                view: view, name: names.name(ofItem: view.layoutView.identifier),
                superviewName: view.superview.map { names.name(ofItem: $0.layoutView.identifier) },
                frame: view.frame, ambiguousValues: view.layoutView.ambiguousFrameValues.map(\.rawValue),
                intrinsicContentSize: CGSize(width: view.layoutView.intrinsicContentSize.width,
                                             height: view.layoutView.intrinsicContentSize.height))
        }
        let lastBroken = root.rootState.lastBroken ?? []
        var lookup = ConflictLookup(root: root)
        let broken = lastBroken.map { broken in
            UIKitLayoutFinding(kind: .unsatisfiable, message: ConflictMessage.text(for: broken, lookup: &lookup) ?? "",
                               brokenConstraint: names.rename(broken.constraint),
                               conflict: broken.conflict.map(names.rename))
        }
        return UIKitLayoutInspection(views: views, broken: broken, names: names, identities: identities)
    }
}
