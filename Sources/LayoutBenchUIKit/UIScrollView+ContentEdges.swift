import LayoutModel

extension UIScrollView {
    /// The model item and attribute that `attribute` of `item` measures in a constraint with
    /// `other`: the scroll view's content when `item` is a scroll view, the attribute one of its
    /// edges or margins and `other` inside it — UIKit's rule that "constraints between the edges
    /// or margins of the scroll view and its content attach to the scroll view's content area" —
    /// else nil (the item's own frame). An edge measures ``contentLayoutGuide``; a margin the
    /// content area inset by the scroll view's layout margins. Sizes and centres, constraints to
    /// views outside, and the scroll view's own guides keep the frame. Decided when the
    /// constraint is made, from the tree as it is then.
    ///
    /// - Complexity: O(1) unless `item` is a scroll view (a class cast, no existential); then
    ///   O(depth of `other`).
    static func contentItem(measuring attribute: LayoutAttribute, of item: AnyObject, against other: AnyObject?)
        -> (item: LayoutItem, attribute: LayoutAttribute)?
    {
        guard attribute.withoutMargin.isFrameEdge, let scrollView = item as? UIScrollView,
              let other, let view = UIKitItem.view(of: other),
              view !== scrollView, view.isDescendant(of: scrollView)
        else { return nil }
        guard attribute.isMargin else { return (scrollView.contentLayoutGuide.layoutGuide, attribute) }
        return (scrollView.contentMargins.guide.layoutGuide, attribute.withoutMargin)
    }
}

/// A scroll view's content area inset by its layout margins: a guide pinned inside its
/// ``UIScrollView/contentLayoutGuide`` by four constraints whose constants are the margins.
final class ContentMargins {
    static let identifier = "UIScrollView-contentMarginsGuide"
    let guide = UILayoutGuide()
    private let insets: (top: NSLayoutConstraint, left: NSLayoutConstraint, bottom: NSLayoutConstraint,
                         right: NSLayoutConstraint)

    init(in scrollView: UIScrollView) {
        guide.identifier = Self.identifier
        scrollView.addLayoutGuide(guide)
        let content = scrollView.contentLayoutGuide
        insets = (guide.topAnchor.constraint(equalTo: content.topAnchor),
                  guide.leftAnchor.constraint(equalTo: content.leftAnchor),
                  content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                  content.rightAnchor.constraint(equalTo: guide.rightAnchor))
        NSLayoutConstraint.activate([insets.top, insets.left, insets.bottom, insets.right])
        follow(UIEdgeInsets(scrollView.layoutView.layoutMargins))
    }

    /// Sets the four insets to `margins` where they differ.
    func follow(_ margins: UIEdgeInsets) {
        for (constraint, value) in [(insets.top, margins.top), (insets.left, margins.left),
                                    (insets.bottom, margins.bottom), (insets.right, margins.right)]
            where constraint.constant != value
        {
            constraint.constant = value
        }
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
