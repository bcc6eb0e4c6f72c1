import LayoutModel

extension UIScrollView {
    /// The model item that `attribute` of `item` measures in a constraint with `other`: the
    /// scroll view's content (its ``contentLayoutGuide``) when `item` is a scroll view, the
    /// attribute one of its edges and `other` inside it — UIKit's rule that "constraints between
    /// the edges or margins of the scroll view and its content attach to the scroll view's
    /// content area" — else nil (the item's own frame). Sizes and centres, constraints to views
    /// outside, and the scroll view's own guides keep the frame. Decided when the constraint is
    /// made, from the tree as it is then.
    static func contentItem(measuring attribute: LayoutAttribute, of item: Any, against other: Any?) -> LayoutItem? {
        guard let scrollView = item as? UIScrollView, attribute.isFrameEdge,
              let other = other as AnyObject?, let view = UIKitItem.view(of: other),
              view !== scrollView, view.isDescendant(of: scrollView)
        else { return nil }
        return scrollView.contentLayoutGuide.layoutGuide
    }
}

extension LayoutAttribute {
    /// Whether the attribute is an edge of the frame (left, right, leading, trailing, top, bottom).
    var isFrameEdge: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .top, .bottom: true
        default: false
        }
    }
}
