/// The controllers view-controller code presents or sits in: kept, nothing shown.

/// An alert or action sheet (kept: presenting one records it; nothing lays it out).
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }

    public let preferredStyle: Style
    open var message: String?
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [UITextField]?
    open var preferredAction: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(preferredStyle: preferredStyle)
        self.title = title
        self.message = message
    }

    init(preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Makes a text field and runs `configurationHandler` on it at once.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }
}

/// A button of an alert; its handler runs when a test calls ``perform()``.
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    private let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// Runs the handler, as a tap on the button would (not UIKit API: UIKit has no public way).
    public func perform() { handler?(self) }
}

/// A search bar: a view 56 points tall (inferred from iOS 13+ layouts; docs/UIKit.md), no
/// intrinsic width.
open class UISearchBar: UIView {
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var searchBarStyle = Style.default
    open var showsCancelButton = false
    open weak var delegate: UISearchBarDelegate?
    public let searchTextField = UITextField()

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
    open override var canBecomeFirstResponder: Bool { true }
}

public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search controller as a navigation item holds it (kept).
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var isActive = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// A tab bar (a view; kept, not placed: a test gives the safe area a bar would).
open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
}

/// Tabs of controllers, as UIKit's `UITabBarController`; its view shows none of them here.
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar()
    open var viewControllers: [UIViewController]? {
        didSet {
            oldValue?.forEach { $0.tabBarControllerReference = nil }
            viewControllers?.forEach { $0.tabBarControllerReference = self }
        }
    }
    open var selectedIndex = 0
    public var selectedViewController: UIViewController? {
        guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
        return viewControllers[selectedIndex]
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}

extension UIViewController {
    /// The tab bar controller whose tabs hold this controller (or its parent's, or its
    /// navigation controller's).
    public var tabBarController: UITabBarController? {
        tabBarControllerReference ?? parent?.tabBarController ?? navigationController?.tabBarController
    }
}

extension UINavigationItem {
    /// Kept (``UINavigationItem``).
    public var searchController: UISearchController? {
        get { storedSearchController }
        set { storedSearchController = newValue }
    }
}

extension UIImageView {
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
}
