/// What a controller's code touches of navigation and presentation: kept, nothing shown.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }

/// A controller's title and bar buttons in a navigation bar (kept).
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

    open var title: String?
    open var titleView: UIView?
    open var prompt: String?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var hidesSearchBarWhenScrolling = true
    var storedSearchController: UISearchController?

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }
}

/// A bar button (kept). Its target and selector are kept, never performed.
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close = 24
    }

    open var title: String?
    open var image: UIImage?
    open var style = Style.plain
    open var customView: UIView?
    open var isEnabled = true
    open var tintColor: UIColor?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var width: CGFloat = 0
    public let systemItem: SystemItem?

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        super.init()
    }

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        super.init()
        self.title = title
        self.style = style
    }

    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        super.init()
        self.image = image
        self.style = style
    }

    public init(customView: UIView) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
    }

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    public override init() {
        systemItem = nil
        super.init()
    }
}

/// A tab's title and image (kept).
open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var badgeValue: String?

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        super.init()
    }

    public override init() { super.init() }
}

/// A navigation bar (a view; kept, not placed: a test gives the safe area a bar would).
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
}

/// A stack of controllers, as UIKit's `UINavigationController`; its view shows nothing of them
/// here (push and pop keep the stack; a test lays out each controller's view itself).
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers.forEach { $0.navigationControllerReference = nil }
        self.viewControllers = viewControllers
        viewControllers.forEach { $0.navigationControllerReference = self }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([viewControllers[0]], animated: animated)
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

extension UIViewController {
    /// The navigation controller whose stack holds this controller (or its parent's).
    public var navigationController: UINavigationController? {
        navigationControllerReference ?? parent?.navigationController
    }

    /// Kept: the presented controller is recorded and `completion` runs at once; nothing is shown.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                        completion: (() -> Void)? = nil)
    {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    public func setNeedsStatusBarAppearanceUpdate() {}

    /// The traits of the root view (UIKit's controller shares them).
    public var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UITraitCollection.current }
}
