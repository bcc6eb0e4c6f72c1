/// A toolbar, as UIKit's `UIToolbar`: its items kept, 44 tall with no intrinsic width (inferred).
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var standardAppearance = UIToolbarAppearance()
    open var scrollEdgeAppearance: UIToolbarAppearance?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
}

/// Bars' looks (iOS 13+), accepted and kept: nothing is drawn here.
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundEffect: UIBlurEffect?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public override init() { super.init() }

    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() { backgroundColor = .systemBackground }
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }
}

open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

open class UITabBarAppearance: UIBarAppearance {}
open class UIToolbarAppearance: UIBarAppearance {}

/// An offset, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}

extension UIView {
    public class func setAnimationsEnabled(_ enabled: Bool) {}
}

extension UIBarButtonItem {
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem { UIBarButtonItem(systemItem: .fixedSpace) }
}
