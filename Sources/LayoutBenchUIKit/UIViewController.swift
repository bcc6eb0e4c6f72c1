/// A controller of one root view, as UIKit's `UIViewController`: ``view`` is loaded lazily
/// (``loadView()`` then ``viewDidLoad()``), and the layout pass calls
/// ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()`` around the view's
/// `layoutSubviews`. A root view's margins follow its width: 16 points on each side below 414
/// points wide (UIKit's compact width), 20 from 414 on.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    /// Set by the navigation controller whose stack holds this one.
    weak var navigationControllerReference: UINavigationController?
    /// Set by the tab bar controller whose tabs hold this one.
    weak var tabBarControllerReference: UITabBarController?
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) weak var presentingViewController: UIViewController?
    public private(set) lazy var navigationItem = UINavigationItem()
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    open var hidesBottomBarWhenPushed = false
    /// Kept (UIViewController+Presentation.swift): nothing extends under bars or presents here.
    open var edgesForExtendedLayout = UIRectEdge.all
    open var extendedLayoutIncludesOpaqueBars = false
    open var preferredContentSize = CGSize.zero
    /// ``topLayoutGuide`` and ``bottomLayoutGuide``, made (and the view loaded) on first use.
    lazy var topLayoutSupport = SafeAreaEdgeSupport(top: true, of: view)
    lazy var bottomLayoutSupport = SafeAreaEdgeSupport(top: false, of: view)
    /// Kept: nothing adjusts a scroll view's insets here (`adjustedContentInset` is `contentInset`).
    open var automaticallyAdjustsScrollViewInsets = true
    public private(set) lazy var sheetPresentationController: UISheetPresentationController? = UISheetPresentationController()
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// Added to the root view's `safeAreaInsets` (as they are when it is set, or when the view
    /// loads); UIKit adds it to the insets the window and bars give.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard let view = loadedView else { return }
            view.safeAreaInsets = view.safeAreaInsets.adding(additionalSafeAreaInsets).adding(oldValue.negated)
        }
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The root view, made by ``loadView()`` on first access.
    public var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: UIView? { loadedView }
    /// UIKit's: the superview of this controller's view (a window for a window's root
    /// controller), else the presenting controller; asking does not load the view.
    open override var next: UIResponder? { loadedView?.superview ?? presentingViewController }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
        loadedView?.owningViewController = self
        if additionalSafeAreaInsets != .zero, let view = loadedView {
            view.safeAreaInsets = view.safeAreaInsets.adding(additionalSafeAreaInsets)
        }
        viewDidLoad()
    }

    /// Makes ``view``; the default is a plain view, 375 × 667 (the frame a window would give).
    open func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func didReceiveMemoryWarning() {}
    /// Between `viewWillAppear` and `viewDidAppear` in UIKit; never called here (nothing appears).
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called by UIKit on rotation or a window resize; never called here: a test resizes the
    /// root view's frame and lays out again, and may call this itself.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Before the root view's `layoutSubviews`: sets its margins for its width (UIKit's rule).
    open func viewWillLayoutSubviews() {
        guard let view = loadedView else { return }
        let side: CGFloat = view.bounds.width >= 414 ? 20 : 16
        if view.layoutMargins.left != side || view.layoutMargins.right != side {
            view.layoutMargins = UIEdgeInsets(top: view.layoutMargins.top, left: side, bottom: view.layoutMargins.bottom,
                                              right: side)
        }
    }

    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() { loadedView?.needsConstraintUpdate = false }

    public func addChild(_ child: UIViewController) {
        child.parent = self
        children.append(child)
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func didMove(toParent parent: UIViewController?) {}
    open func willMove(toParent parent: UIViewController?) {}
}
