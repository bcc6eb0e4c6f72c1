import Foundation
@testable import LayoutBenchUIKit
import Testing

/// The API issue 21's corpus reading found missing, written as app code writes it (each
/// declaration compiles as it would against UIKit) and with UIKit's effect where it has one.
@Suite struct APISurfaceTests {
    @Test func buttonConfigurationsSizeTheButton() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Save"
        configuration.image = UIImage(size: CGSize(width: 20, height: 20))
        configuration.imagePadding = 6
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 14, bottom: 10, trailing: 14)
        let button = UIButton(configuration: configuration)
        // "Save" at 15 points: 4 × 7.5 = 30, 18 tall; the image 20 beside it with 6 between;
        // insets 14 + 14 and 10 + 10.
        #expect(button.intrinsicContentSize == CGSize(width: 14 + 20 + 6 + 30 + 14, height: 10 + 20 + 10))
        configuration.imagePlacement = .top
        configuration.subtitle = "Draft"
        configuration.titlePadding = 2
        button.configuration = configuration
        // Stacked: title 18 + 2 + subtitle ("Draft" at 13: 5 × 6.5 = 32.5 → 33 wide, 16 tall)
        // under the image with 6 between; as wide as the widest part.
        #expect(button.intrinsicContentSize == CGSize(width: 14 + 33 + 14, height: 10 + 20 + 6 + 18 + 2 + 16 + 10))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == UIButton.Configuration.defaultContentInsets(for: .medium))
    }

    @Test func controlsRunClosureActionsForTheirEvents() {
        var log: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Done") { action in log.append(action.title) })
        #expect(button.title(for: .normal) == "Done")
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["Done", "up"])
        let field = UITextField()
        field.addAction(UIAction { _ in log.append("edited") }, for: .editingChanged)
        field.sendActions(for: .editingChanged)
        #expect(log.last == "edited")
    }

    @Test func textInputTraitsAreKeptUnderUIKitsTypes() {
        let field = UITextField()
        field.keyboardType = .decimalPad
        field.returnKeyType = .search
        field.autocapitalizationType = .allCharacters
        field.autocorrectionType = .no
        field.textContentType = .oneTimeCode
        field.clearButtonMode = .always
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        field.leftViewMode = .always
        #expect(field.keyboardType == .decimalPad && field.returnKeyType == .search)
        #expect(field.textContentType == .oneTimeCode)
        let text = UITextView()
        text.keyboardType = .twitter
        #expect(text.canBecomeFirstResponder && text.becomeFirstResponder() && text.isFirstResponder)
        #expect(!UIView().becomeFirstResponder())
    }

    @Test func theResponderChainLeadsFromAViewToItsController() {
        final class Screen: UIViewController {}
        let parent = Screen(), child = UIViewController()
        let button = UIButton(type: .system)
        parent.view.addSubview(child.view)
        child.view.addSubview(button)
        #expect(button.next === child.view)
        #expect(child.view.next === child)
        #expect(child.next === parent.view)
        #expect(parent.view.next === parent)
        #expect(parent.next == nil)
        // The walk real code writes to find a view's controller.
        var responder: UIResponder? = button
        while let current = responder, !(current is Screen) { responder = current.next }
        #expect(responder === parent)
        let presented = UIViewController()
        parent.present(presented, animated: false)
        #expect(presented.next === parent)
        #expect(UIViewController().next == nil)
    }

    @Test func exchangingSubviewsSwapsTheirPlacesAndKeepsTheLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<4).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10),
                                         view.heightAnchor.constraint(equalToConstant: 10),
                                         view.topAnchor.constraint(equalTo: root.topAnchor),
                                         view.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        }
        root.exchangeSubview(at: 3, withSubviewAt: 1)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [0, 3, 2, 1].map { ObjectIdentifier(views[$0]) })
        root.exchangeSubview(at: 0, withSubviewAt: 0)
        root.exchangeSubview(at: 0, withSubviewAt: 9)
        #expect(root.subviews.count == 4)
        root.layoutIfNeeded()
        #expect(views.allSatisfy { $0.frame == CGRect(x: 0, y: 0, width: 10, height: 10) })
    }

    @Test func theDirectionASemanticAttributeImplies() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == UIView.userInterfaceLayoutDirection)
        for attribute in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == .leftToRight)
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    }

    @Test func aMaskViewIsKeptOutsideTheTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let shine = UILabel()
        shine.text = "Loading"
        root.mask = shine
        shine.frame = root.bounds
        root.layoutIfNeeded()
        #expect(root.mask === shine && shine.superview == nil && root.subviews.isEmpty)
        #expect(shine.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(UIView().mask == nil)
    }

    @Test func propertyAnimatorsRunTheirBlocksWhenTheyStart() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        var positions: [UIViewAnimatingPosition] = []
        let grow = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
            width.constant = 120
            root.layoutIfNeeded()
        }
        grow.addCompletion { positions.append($0) }
        #expect(box.frame.width == 40 && grow.state == .inactive)
        grow.startAnimation()
        #expect(box.frame.width == 120 && positions == [.end] && grow.state == .inactive)

        let shrink = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) {
            width.constant = 60
            root.layoutIfNeeded()
        }
        shrink.addCompletion { positions.append($0) }
        shrink.pauseAnimation()
        #expect(shrink.state == .active && !shrink.isRunning && box.frame.width == 60)
        shrink.stopAnimation(false)
        #expect(shrink.state == .stopped && positions == [.end])
        shrink.finishAnimation(at: .current)
        #expect(positions == [.end, .current] && shrink.state == .inactive)

        let dropped = UIViewPropertyAnimator(duration: 0.2, curve: .linear)
        dropped.addAnimations { width.constant = 10 }
        dropped.addCompletion { positions.append($0) }
        dropped.pauseAnimation()
        dropped.stopAnimation(true)
        #expect(dropped.state == .inactive && positions == [.end, .current])

        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: {
            width.constant = 80
            root.layoutIfNeeded()
        }, completion: { positions.append($0) })
        #expect(box.frame.width == 80 && positions == [.end, .current, .end])
    }

    @Test func olderSpinnerStylesAndSymbolNamesCompile() {
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .gray).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
        let weight: UIImage.SymbolWeight = .semibold
        let configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: weight, scale: UIImage.SymbolScale.large)
            .applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue))
        let icon = UIImageView(image: UIImage(systemName: "star", withConfiguration: configuration))
        #expect(icon.intrinsicContentSize == UIImage.defaultSize)
    }

    @Test func theDeprecatedTopAndBottomLayoutGuidesSpanTheSafeAreaInsets() {
        final class Legacy: UIViewController {
            let title0 = UILabel(), done = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                title0.text = "Old"
                done.setTitle("Done", for: .normal)
                for item in [title0, done] as [UIView] {
                    item.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(item)
                }
                NSLayoutConstraint.activate([
                    title0.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
                    title0.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    done.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor, constant: -8),
                    done.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                ])
            }
        }
        let controller = Legacy()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        controller.view.layoutIfNeeded()
        #expect(controller.title0.frame.minY == 55)  // 47 + 8
        #expect(controller.done.frame.maxY == 625)  // 667 − 34 − 8
        #expect(controller.topLayoutGuide.length == 47 && controller.bottomLayoutGuide.length == 34)
        #expect(controller.view.layoutFindings.isEmpty && !controller.view.subtreeHasAmbiguity)
        #expect(UIApplication.shared.statusBarOrientation.isPortrait && UIApplication.shared.statusBarFrame == .zero)
    }

    @Test func anUnderlinedTitleMeasuresAsItsText() {
        let plain = UILabel(), underlined = UILabel()
        plain.text = "Terms of use"
        underlined.attributedText = NSAttributedString(string: "Terms of use", attributes: [
            .underlineStyle: NSUnderlineStyle.single.rawValue,
            .strikethroughStyle: NSUnderlineStyle([.thick, .patternDash]).rawValue,
        ])
        #expect(underlined.intrinsicContentSize == plain.intrinsicContentSize)
        #expect(NSUnderlineStyle.double.rawValue == 9)
    }

    @Test func viewsCompareByIdentityAsNSObjects() {
        let a = UILabel(), b = UILabel()
        #expect(a == a && a != b)
        #expect(Set([a, b, a]).count == 2)
        let controller = UIViewController()
        #expect(controller == controller)
    }

    @Test func aTransformLeavesTheLayoutAlone() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        box.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
        root.layoutIfNeeded()
        // UIKit's Auto Layout sets bounds and centre, untransformed.
        #expect(box.frame == CGRect(x: 40, y: 45, width: 20, height: 10))
        #expect(!box.transform.isIdentity)
        #expect(CGPoint(x: 1, y: 0).applying(CGAffineTransform(translationX: 3, y: 4)) == CGPoint(x: 4, y: 4))
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2)
        let back = CGPoint(x: 7, y: 9).applying(t).applying(t.inverted())
        #expect(abs(back.x - 7) < 1e-9 && abs(back.y - 9) < 1e-9)
    }

    @Test func treeHelpersAsUIKits() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(root.addSubview)
        c.tag = 3
        root.bringSubviewToFront(a)
        #expect(root.subviews == [b, c, a])
        root.sendSubviewToBack(c)
        #expect(root.subviews == [c, b, a])
        #expect(root.viewWithTag(3) === c && root.viewWithTag(4) == nil)
        #expect(c.isDescendant(of: root) && !root.isDescendant(of: c))
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.numberOfTapsRequired = 2
        a.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers?.first === tap && tap.view === a)
        var finished: Bool?
        UIView.transition(with: a, duration: 0.2, options: .transitionCrossDissolve, animations: { a.alpha = 0.5 }) {
            finished = $0
        }
        #expect(a.alpha == 0.5 && finished == true)
    }

    @Test func indexPathsHaveRowsSectionsAndItems() {
        let path = IndexPath(row: 4, section: 2)
        #expect(path.row == 4 && path.item == 4 && path.section == 2)
        #expect(IndexPath(item: 4, section: 2) == path)
    }

    @Test func tableAndCollectionControllersOverrideUIKitsMethods() {
        final class Settings: UITableViewController {
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section + 3 }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                "Section \(section)"
            }
            override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }
        let settings = Settings(style: .insetGrouped)
        #expect(settings.tableView.style == .insetGrouped)
        #expect(settings.tableView.numberOfSections == 2 && settings.tableView.numberOfRows(inSection: 1) == 4)
        #expect(settings.tableView.delegate === settings)

        final class Feed: UICollectionViewController, UICollectionViewDelegateFlowLayout {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize
            {
                CGSize(width: collectionView.bounds.width / 3, height: 100)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 0
        layout.scrollDirection = .horizontal
        let feed = Feed(collectionViewLayout: layout)
        feed.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        UIKitConsole.withSink({ _ in }) {
            _ = feed.collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        }
        // A plain cell registered: made without a finding.
        #expect(feed.collectionView.layoutFindings.isEmpty)
        #expect(feed.collectionView.numberOfItems(inSection: 0) == 12)
        #expect(feed.collectionView(feed.collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
            == CGSize(width: 125, height: 100))
    }

    @Test func aControllersAdditionalSafeAreaMovesTheSafeAreaGuide() {
        let controller = UIViewController()
        controller.view.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 10, right: 0)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        controller.view.layoutIfNeeded()
        // 20 + 44 from the top, 10 from the bottom of 667.
        #expect(box.frame == CGRect(x: 0, y: 64, width: 10, height: 667 - 64 - 10))
        controller.additionalSafeAreaInsets = .zero
        controller.view.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 20, width: 10, height: 647))
    }

    @Test func smallControlsHaveTheirDocumentedSizes() {
        let pages = UIPageControl()
        pages.numberOfPages = 4
        #expect(pages.intrinsicContentSize == CGSize(width: 64, height: 26))
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(pages.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        // The widest title "Month" at 13 points: 5 × 6.5 = 32.5 → 33, plus 16, three segments.
        #expect(UISegmentedControl(items: ["Day", "Week", "Month"]).intrinsicContentSize == CGSize(width: 3 * 49, height: 32))
        #expect(UISlider().intrinsicContentSize.height == 31)
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 4)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        #expect(blur.contentView.superview === blur)
    }

    @Test func cellsKeepUIKitsBuiltInParts() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.numberOfLines = 0
        cell.imageView?.image = UIImage(systemName: "star")
        cell.accessoryType = .disclosureIndicator
        #expect(cell.textLabel?.superview === cell.contentView)
        cell.setSelected(true, animated: false)
        #expect(cell.isSelected)
        cell.layoutIfNeeded()
        #expect(cell.layoutFindings.isEmpty, "\(cell.layoutFindings)")
    }

    @Test func traitsMergeAsUIKitsAndReadAPhoneByDefault() {
        let traits = UIView().traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone && UIDevice.current.userInterfaceIdiom == .phone)
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular),
                                                    UITraitCollection(preferredContentSizeCategory: .extraLarge),
                                                    UITraitCollection(userInterfaceStyle: .dark)])
        #expect(merged.horizontalSizeClass == .regular && merged.preferredContentSizeCategory == .extraLarge)
        #expect(merged.userInterfaceStyle == .dark && merged.verticalSizeClass == .regular)
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        // An override of the text size keeps the other traits of `current`.
        let root = UIView()
        root.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(root.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(root.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func layersKeepSublayersAndPathsTheirBoxes() {
        let view = UIView()
        let gradient = CAGradientLayer(), shape = CAShapeLayer()
        view.layer.addSublayer(shape)
        view.layer.insertSublayer(gradient, below: shape)
        #expect(view.layer.sublayers?.map { $0 === gradient } == [true, false])
        shape.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 1 && shape.superlayer == nil)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 5))
        path.addLine(to: CGPoint(x: 30, y: 25))
        #expect(path.cgPath.boundingBox == CGRect(x: 10, y: 5, width: 20, height: 20))
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).cgPath
        #expect(shape.path?.boundingBox.width == 8)
    }

    @Test func boldDescriptorsKeepTheSizeAndMeasureTheSame() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold.pointSize == 17 && bold.weight == .bold && bold.textStyle == .body)
        #expect(UIFont(descriptor: body.fontDescriptor, size: 20).pointSize == 20)
    }

    @Test func alertsSearchAndTabsAreKeptAroundTheController() {
        final class ListViewController: UIViewController, UISearchResultsUpdating {
            private(set) var deleted = false
            func updateSearchResults(for searchController: UISearchController) {}
            func confirmDelete() {
                let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.deleted = true })
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addTextField { $0.placeholder = "Reason" }
                present(alert, animated: true)
            }
        }
        let list = ListViewController()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = list
        list.navigationItem.searchController = search
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: list)]
        #expect(list.tabBarController === tabs && tabs.selectedViewController is UINavigationController)
        list.confirmDelete()
        let alert = list.presentedViewController as? UIAlertController
        #expect(alert?.actions.map(\.style) == [.destructive, .cancel] && alert?.textFields?.first?.placeholder == "Reason")
        alert?.actions.first?.perform()
        #expect(list.deleted)
        #expect(search.searchBar.intrinsicContentSize.height == 56)
        #expect(UIButton(type: .infoLight).intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(UIButton(type: .contactAdd).intrinsicContentSize == CGSize(width: 22, height: 22))
    }

    @Test func hitTestingMenusAndOverridableHooks() {
        /// A small button whose tap area reaches 10 points past its bounds, as apps write it.
        final class RoomyButton: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
            override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
            override func tintColorDidChange() { super.tintColorDidChange() }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = RoomyButton(frame: CGRect(x: 50, y: 20, width: 20, height: 20))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        hidden.isHidden = true
        root.addSubview(button)
        root.addSubview(hidden)
        #expect(root.hitTest(CGPoint(x: 45, y: 15), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 150, y: 80), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 80), with: nil) == nil)
        button.menu = UIMenu(title: "Sort", options: .singleSelection, children: [
            UIAction(title: "Name", state: .on) { _ in },
            UIAction(title: "Date", attributes: .destructive) { _ in },
        ])
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu?.children.compactMap { ($0 as? UIAction)?.title } == ["Name", "Date"])
        #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
        // A subclass that declares no initializer inherits UIKit's: init(type:) makes the subclass.
        let typed = RoomyButton(type: .system)
        #expect(typed.buttonType == .system && typed.titleLabel?.font.pointSize == 18)
    }
}
