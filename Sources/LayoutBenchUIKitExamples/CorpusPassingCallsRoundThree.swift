// The calls view code makes in passing, round three (issue 21's corpus; written here, copied
// from none): drawing in `draw(_:)` and image renderers, Core Animation animations and 3-D
// transforms, haptics, date and wheel pickers, toolbars and bar appearances, scenes, containment
// and page controllers, sheets, string measuring, accessibility extras, interactions. The test
// makes both, runs every call, and checks the few with a layout effect (string measuring, the
// pickers' sizes, the page controller's children); the point is that every line compiles
// against the module as it does against UIKit.
import LayoutBenchUIKit

@IBDesignable
final class PassingCallsRoundThreeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        let path = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
        UIColor.red.setFill()
        path.fill()
        path.stroke()
    }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    func makeCalls(on controller: UIViewController) {
        setNeedsDisplay()
        let p = convert(CGPoint(x: 1, y: 2), to: superview)
        let r = convert(bounds, from: nil)
        _ = (p, r)
        let child = UIViewController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        let generator = UIImpactFeedbackGenerator(style: .medium)
        generator.prepare()
        generator.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        controller.navigationController?.navigationBar.standardAppearance = appearance
        controller.navigationController?.navigationBar.scrollEdgeAppearance = appearance
        controller.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        let pickerView = UIPickerView()
        _ = pickerView
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 0.3
        layer.add(animation, forKey: "fade")
        layer.removeAllAnimations()
        layer.zPosition = 1
        layer.transform = CATransform3DMakeScale(1, 1, 1)
        UIView.setAnimationsEnabled(false)
        _ = UIApplication.shared.connectedScenes.first as? UIWindowScene
        _ = window?.windowScene?.interfaceOrientation
        _ = UIScreen.main.nativeScale
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        _ = image.withTintColor(.red)
        _ = UIImage.SymbolConfiguration(textStyle: .body)
        _ = UIImage.SymbolConfiguration(scale: .large)
        let imageView = UIImageView()
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 12)
        _ = UIFont.italicSystemFont(ofSize: 12)
        _ = UIFontMetrics(forTextStyle: .body).scaledValue(for: 12)
        _ = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.5)
        _ = snapshotView(afterScreenUpdates: false)
        let toolbar = UIToolbar()
        toolbar.items = [UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)]
        var plain = UIButton.Configuration.plain()
        plain = .tinted(); plain = .gray(); plain = .borderless(); plain = .bordered(); plain = .borderedProminent()
        _ = plain
        let table = UITableView(frame: .zero, style: .grouped)
        table.sectionHeaderTopPadding = 0
        table.estimatedSectionHeaderHeight = 28
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        _ = frame.divided(atDistance: 10, from: .minYEdge)
        setUpTextInput()
    }
    func setUpTextInput() {
        let field = UITextField()
        field.leftViewMode = .always
        field.inputAccessoryView = UIToolbar()
        field.inputView = UIDatePicker()
        field.returnKeyType = .done
        field.enablesReturnKeyAutomatically = true
        field.isSecureTextEntry = true
        field.textContentType = .oneTimeCode
    }
}

final class PassingCallsRoundThreeController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate, UIScrollViewDelegate, UIGestureRecognizerDelegate {
    let pageController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = []
        extendedLayoutIncludesOpaqueBars = true
        navigationItem.title = "x"
        navigationItem.backButtonTitle = ""
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItems = [UIBarButtonItem.flexibleSpace()]
        navigationItem.titleView = UIView()
        navigationController?.navigationBar.tintColor = .label
        navigationController?.interactivePopGestureRecognizer?.delegate = self
        setNeedsStatusBarAppearanceUpdate()
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
        isModalInPresentation = true
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        preferredContentSize = CGSize(width: 320, height: 400)
        let scroll = UIScrollView()
        scroll.delegate = self
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.automaticallyAdjustsScrollIndicatorInsets = false
        scroll.verticalScrollIndicatorInsets = .zero
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 1
        scroll.decelerationRate = .fast
        scroll.isDirectionalLockEnabled = true
        scroll.flashScrollIndicators()
        let stack = UIStackView()
        stack.insetsLayoutMarginsFromSafeArea = false
        stack.distribution = .fillProportionally
        let label = UILabel()
        label.allowsDefaultTighteningForTruncation = true
        label.baselineAdjustment = .alignCenters
        label.numberOfLines = 2
        label.showsExpansionTextWhenTruncated = true
        label.lineBreakStrategy = .pushOut
        label.highlightedTextColor = .white
        _ = label.font.lineHeight
        _ = label.font.ascender + label.font.descender + label.font.capHeight + label.font.xHeight + label.font.leading
        let text = "hello" as NSString
        _ = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        _ = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: UIFont.systemFont(ofSize: 12)], context: nil)
        _ = ("hello" as String).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let attributed = NSAttributedString(string: "x", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        _ = attributed.boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: nil)
        let image = UIImageView()
        image.animationImages = [UIImage()]
        image.startAnimating()
        image.isHighlighted = false
        image.adjustsImageSizeForAccessibilityContentSizeCategory = true
        let pan = UIPanGestureRecognizer(target: self, action: nil)
        pan.delegate = self
        pan.cancelsTouchesInView = false
        _ = pan.translation(in: view)
        _ = pan.velocity(in: view)
        pan.setTranslation(.zero, in: view)
        view.addGestureRecognizer(pan)
        addChild(pageController)
        pageController.setViewControllers([UIViewController()], direction: .forward, animated: false)
        view.addSubview(pageController.view)
        pageController.didMove(toParent: self)
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
        let field = UITextField()
        field.font = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
        _ = field.text?.isEmpty
        let view2 = UIView()
        view2.layer.shadowPath = UIBezierPath(rect: view2.bounds).cgPath
        view2.layer.rasterizationScale = UIScreen.main.scale
        view2.layer.shouldRasterize = true
        view2.layer.allowsEdgeAntialiasing = true
        view2.insetsLayoutMarginsFromSafeArea = false
        view2.setContentHuggingPriority(UILayoutPriority(rawValue: 999), for: .horizontal)
        _ = view2.contentHuggingPriority(for: .vertical)
        _ = view2.safeAreaLayoutGuide.layoutFrame
        _ = view2.readableContentGuide
        _ = view2.effectiveUserInterfaceLayoutDirection == .rightToLeft
        _ = view2.frame.maxY
        view2.removeConstraints(view2.constraints)
        view2.setNeedsUpdateConstraints()
        view2.invalidateIntrinsicContentSize()
        _ = view2.constraintsAffectingLayout(for: .horizontal)
        _ = view2.hasAmbiguousLayout
        view2.exerciseAmbiguityInLayout()
        _ = view2.viewWithTag(3)
        _ = view2.isDescendant(of: view)
        view2.accessibilityElements = []
        view2.accessibilityViewIsModal = true
        view2.accessibilityFrame = .zero
        view2.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "x") { _ in true }]
        view2.largeContentTitle = "x"
        view2.showsLargeContentViewer = true
        view2.addInteraction(UILargeContentViewerInteraction())
        view2.overrideUserInterfaceStyle = .dark
        view2.focusGroupIdentifier = "x"
    }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override var prefersStatusBarHidden: Bool { true }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    override func updateViewConstraints() { super.updateViewConstraints() }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
}
