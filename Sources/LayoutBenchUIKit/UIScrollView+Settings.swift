extension UIScrollView {
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }

    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// ``contentInset`` (no safe area is added here).
    public var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Sets ``contentOffset`` at once (no scrolling animation; layout does not read it).
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// Scrolls just enough to show `rect` (in content coordinates) in the scroll view's bounds.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        contentOffset = offset
    }

    public func flashScrollIndicators() {}
}

/// A scroll view's delegate; nothing scrolls here, so nothing calls it.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}

/// Pull to refresh: a control kept by its scroll view, never shown.
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
