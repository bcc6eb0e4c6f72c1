/// What controllers set about how they are shown, accepted and kept: nothing presents or
/// extends under bars here (a test gives the safe area a bar would).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A sheet's settings, as UIKit's `UISheetPresentationController` (iOS 15): kept.
open class UISheetPresentationController: NSObject {
    public final class Detent: NSObject, @unchecked Sendable {
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        public let identifier: Identifier

        init(identifier: Identifier) { self.identifier = identifier }

        public class func medium() -> Detent { Detent(identifier: .medium) }
        public class func large() -> Detent { Detent(identifier: .large) }
    }

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var preferredCornerRadius: CGFloat?

    open func animateChanges(_ changes: () -> Void) { changes() }
}

/// Pages of controllers, as UIKit's `UIPageViewController`: the controllers set are kept and
/// become its children; their views are not placed (a test lays out each controller's view).
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public private(set) var viewControllers: [UIViewController]?
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?
    open var isDoubleSided = false

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil)
    {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// Keeps the controllers as the shown pages and children; the completion runs with true.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil)
    {
        for old in self.viewControllers ?? [] where old.parent === self { old.removeFromParent() }
        self.viewControllers = viewControllers
        for page in viewControllers ?? [] where page.parent !== self { addChild(page) }
        completion?(true)
    }
}

public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
}

public protocol UIPageViewControllerDelegate: AnyObject {}
