import Foundation
@testable import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples
import Testing

/// Issue 21's corpus, round three: view code in the styles the first rounds lacked, frames
/// worked out by hand with docs/UIKit.md's text model (a character advances 0.5 p, 0.25 p for a
/// space and `i l j . , : ; ' ! |`; a line is round(1.2 p) tall; a one-line width is rounded up).
@Suite struct CorpusRoundThreeTests {
    @Test func aTileBuiltFromLazyClosuresAndAConvenienceInit() {
        let tile = sized(ProductTileView(product: .espressoCup), 160, 220)
        tile.layoutIfNeeded()
        // The subviews are private lazy properties, added in this order.
        let image = tile.subviews[0], name = tile.subviews[1], price = tile.subviews[2], badge = tile.subviews[3]
        // The image as wide as the tile and 0.75 as tall: 160 × 120 (its 24-point asset image
        // hugs and resists below the required constraints).
        expectFrame(image, 0, 0, 160, 120)
        // "NEW" bold 12 points: 3 × 6 = 18 wide, round(14.4) = 14 tall, 8 in from the image's corner.
        expectFrame(badge, 8, 8, 18, 14)
        // The name between 8-point insets, 8 below the image: 144 wide, 16 points → 19 tall.
        expectFrame(name, 8, 128, 144, 19)
        // "$12.50" at 14 points: 5 × 7 + "." 3.5 = 38.5 → 39 wide, 17 tall; trailing at 152, 4 below.
        expectFrame(price, 113, 151, 39, 17)
        #expect(tile.layoutFindings.isEmpty, "\(tile.layoutFindings)")
        #expect(tile.ambiguousViews.isEmpty, "\(tile.ambiguousViews)")

        // A name too long for the tile shrinks its font when drawn (adjustsFontSizeToFitWidth);
        // its frame stays the constraints' 144 points, as in UIKit.
        let long = sized(ProductTileView(product: Product(name: "Stainless steel espresso cup", price: "$12.50",
                                                          imageName: "cup", isNew: false)), 160, 220)
        long.layoutIfNeeded()
        expectFrame(long.subviews[1], 8, 128, 144, 19)
        #expect(long.subviews[3].isHidden)
        #expect(long.accessibilityLabel == "Stainless steel espresso cup, $12.50")
    }

    @Test func aKeypadWhoseConstraintsAreBuiltInLoops() {
        let keypad = KeypadView(frame: CGRect(x: 0, y: 0, width: 280, height: 248))
        keypad.layoutIfNeeded()
        // 12 padding, three columns of equal keys 8 apart: 12 + 3w + 16 + 12 = 280, w = 80;
        // four rows: 12 + 4h + 24 + 12 = 248, h = 50.
        expectFrame(keypad.backgroundView, 0, 0, 280, 248)
        for (index, key) in keypad.keys.enumerated() {
            let row = CGFloat(index / 3), column = CGFloat(index % 3)
            expectFrame(key, 12 + column * 88, 12 + row * 58, 80, 50)
        }
        #expect(keypad.edgeConstraints.allSatisfy { $0.isActive })
        #expect(keypad.keys[10].title(for: .normal) == "0")
        #expect(keypad.layoutFindings.isEmpty, "\(keypad.layoutFindings)")
        #expect(keypad.ambiguousViews.isEmpty, "\(keypad.ambiguousViews)")
    }

    @Test func aSectionCollapsesByTogglingStoredConstraints() {
        let section = fitted(collapsibleSection(), width: 320)
        // Body: 15 × "word" at 14 points, 28 a word and 3.5 a space; in 320 − 32 = 288 nine
        // words fit (9 × 28 + 8 × 3.5 = 280): 2 lines of 17. Height 44 + 8 + 34 + 16 = 102.
        #expect(section.frame.size == CGSize(width: 320, height: 102))
        section.layoutIfNeeded()
        // "Details" at 18 points (a system button): 5 × 9 + i and l 2 × 4.5 = 54 wide.
        expectFrame(section.headerButton, 16, 0, 54, 44)
        expectFrame(section.bodyLabel, 16, 52, 288, 34)
        section.headerButton.sendActions(for: .touchUpInside)
        #expect(section.isCollapsed && section.toggleCount == 1)
        #expect(section.collapsedConstraint.isActive && !section.expandedConstraint.isActive)
        // Collapsed, the section is its header: 44 tall.
        let collapsed = fitted(section, width: 320)
        #expect(collapsed.frame.size == CGSize(width: 320, height: 44))
        collapsed.layoutIfNeeded()
        expectFrame(section.headerButton, 16, 0, 54, 44)
        #expect(section.bodyLabel.isHidden)
        #expect(section.layoutFindings.isEmpty, "\(section.layoutFindings)")
        section.isCollapsed = false
        #expect(fitted(section, width: 320).frame.height == 102)
    }

    @Test func collapsingASectionHeldAtItsExpandedHeightConflicts() throws {
        let section = collapsedInFixedFrame()
        UIKitConsole.withSink({ _ in }) { section.layoutIfNeeded() }
        let finding = try #require(section.layoutFindings.first { $0.kind == .unsatisfiable })
        #expect(finding.message.contains("Will attempt to recover by breaking constraint"))
        try expectRoundTrip(finding.message)
        try expectSameBreaks(collapsedInFixedFrame(), "CollapsibleSectionView-fixed")
    }

    @Test func stacksNestedThreeDeepWithCustomSpacingAndAHiddenRow() {
        let summary = sized(orderSummary(), 320, 200)
        summary.layoutIfNeeded()
        // Margins 8: the outer stack spans 304. Title (headline, 17 points) 20 tall, 12, the rows'
        // stack, a custom 20, the total row (17 points) 20 tall.
        let outer = summary.titleLabel.superview!
        expectFrame(outer, 8, 8, 304, 20 + 12 + 59 + 20 + 20)
        expectFrame(summary.titleLabel, 0, 0, 304, 20)
        // Three rows of 14-point labels, 17 tall, 4 apart: 59.
        expectFrame(summary.itemsStack, 0, 32, 304, 59)
        expectFrame(summary.rows[0], 0, 0, 304, 17)
        expectFrame(summary.rows[1], 0, 21, 304, 17)
        expectFrame(summary.discountRow, 0, 42, 304, 17)
        // In a row the price hugs (750 against the name's 250): "$3" 14 wide at the end, the
        // name the rest less the 8 spacing; "-$1" is 21.
        expectFrame(summary.rows[0].arrangedSubviews[0], 0, 0, 282, 17)
        expectFrame(summary.rows[0].arrangedSubviews[1], 290, 0, 14, 17)
        expectFrame(summary.discountRow.arrangedSubviews[1], 283, 0, 21, 17)
        // "$4" at 17 points: 17 wide, 20 tall.
        expectFrame(summary.totalRow, 0, 111, 304, 20)
        expectFrame(summary.totalRow.arrangedSubviews[1], 287, 0, 17, 20)
        #expect(summary.layoutFindings.isEmpty, "\(summary.layoutFindings)")
        #expect(summary.ambiguousViews.isEmpty, "\(summary.ambiguousViews)")

        // Hiding the discount row collapses it and the spacing before it: rows 38, total at 90.
        summary.showsDiscount = false
        summary.layoutIfNeeded()
        expectFrame(summary.itemsStack, 0, 32, 304, 38)
        expectFrame(summary.totalRow, 0, 90, 304, 20)
        expectFrame(outer, 8, 8, 304, 110)
        summary.showsDiscount = true
        summary.layoutIfNeeded()
        expectFrame(summary.totalRow, 0, 111, 304, 20)
    }

    @Test func aSubtitleStyleCellWithEditedContentMargins() {
        let cell = fitted(contactCell(), width: 320)
        // Content margins 12 above and below, 20 at the sides; the 40-point avatar fills them: 64.
        #expect(cell.frame.size == CGSize(width: 320, height: 64))
        #expect(cell.reuseIdentifier == "ContactCell")
        cell.layoutIfNeeded()
        expectFrame(cell.contentView, 0, 0, 320, 64)
        expectFrame(cell.avatarView, 20, 12, 40, 40)
        // "AL" at 15 points: 15 × 18, centred in the avatar.
        expectFrame(cell.initialsLabel, 12.5, 11, 15, 18)
        // Name (body, 17 points) 20 tall, 2, email (13 points) 16 tall: 38, centred on the
        // avatar's centre (32): y 13; from 20 + 40 + 12 = 72 to the margin at 300.
        let textStack = cell.nameLabel.superview!
        expectFrame(textStack, 72, 13, 228, 38)
        expectFrame(cell.nameLabel, 0, 0, 228, 20)
        expectFrame(cell.emailLabel, 0, 22, 228, 16)
        #expect(cell.layoutFindings.isEmpty, "\(cell.layoutFindings)")
        #expect(cell.ambiguousViews.isEmpty, "\(cell.ambiguousViews)")
        cell.prepareForReuse()
        #expect(cell.nameLabel.text == nil)
    }

    @Test func aCollectionControllerWithACompositionalLayoutAndANib() throws {
        let controller = PhotoGridViewController()
        let view = onScreen(controller)
        view.layoutIfNeeded()
        // "Favorites" at 13 points: 8 × 6.5 + i 3.25 = 55.25 → 56, + 16 a segment, two: 144 × 32,
        // centred, 8 below the safe area's top (47).
        expectFrame(controller.filterControl, 115.5, 55, 144, 32)
        // The collection from 8 below the control to the view's bottom.
        expectFrame(controller.collectionView, 0, 95, 375, 667 - 95)
        #expect(view.layoutFindings.isEmpty, "\(view.layoutFindings)")
        #expect(view.ambiguousViews.isEmpty, "\(view.ambiguousViews)")

        // The provider runs (on a test's request) with the collection's 375 points: 3 columns.
        let layout = try #require(controller.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
        let sections = layout.layoutBenchSections(for: controller.collectionView, count: controller.numberOfSections(in: controller.collectionView))
        #expect(sections.count == 2)
        let first = try #require(sections[0])
        #expect(first.orthogonalScrollingBehavior == .continuous)
        #expect(sections[1]?.orthogonalScrollingBehavior == UICollectionLayoutSectionOrthogonalScrollingBehavior.none)
        #expect(first.group.subitems.count == 3)
        #expect(first.group.subitems[0].layoutSize.widthDimension.isFractionalWidth)
        #expect(abs(first.group.layoutSize.heightDimension.resolved(in: CGSize(width: 375, height: 572)) - 125) < 1e-9)
        #expect(first.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
        #expect(first.boundarySupplementaryItems.first?.alignment == .top)

        // The nib is registered, not loaded: the cell is a plain one, said as a finding.
        let cell = UIKitConsole.withSink({ _ in }) {
            controller.collectionView(controller.collectionView, cellForItemAt: IndexPath(item: 0, section: 0))
        }
        #expect(!(cell is PhotoCell))
        #expect(controller.dequeuedPhotoCells == 0)
        #expect(controller.collectionView.layoutFindings.contains { $0.kind == .misuse && $0.message.contains("nib") })
        #expect(UINib(nibName: "PhotoCell", bundle: .main).instantiate(withOwner: nil).isEmpty)

        let flow = PhotoGridViewController()
        flow.usesFlowLayout = true
        flow.loadViewIfNeeded()
        #expect((flow.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 100, height: 100))
    }

    @Test func aLoginFormFollowsTheKeyboardThroughNotificationObservers() {
        let center = NotificationCenter()
        let controller = LoginViewController(notificationCenter: center)
        let view = onScreen(controller)
        view.layoutIfNeeded()
        // The scroll view on the safe area: 47 to 633.
        expectFrame(controller.scrollView, 0, 47, 375, 586)
        // The stack as wide as the frame guide, margins 24 and 20: fields 34 tall (rounded), the
        // system button "Log in" at 18 points 30 tall, 16 apart: 24 + 34 + 16 + 34 + 16 + 30 + 24 = 178.
        expectFrame(controller.contentStack, 0, 0, 375, 178)
        expectFrame(controller.emailField, 20, 24, 335, 34)
        expectFrame(controller.passwordField, 20, 74, 335, 34)
        expectFrame(controller.loginButton, 20, 124, 335, 30)
        #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 178))
        // "Forgot password?" at 13 points: 15 × 6.5 + a space 3.25 = 100.75 → 101 × 16, centred,
        // 8 above the keyboard guide (no keyboard: the safe area's bottom, 633).
        expectFrame(controller.footerLabel, 137, 633 - 8 - 16, 101, 16)
        #expect(view.layoutFindings.isEmpty, "\(view.layoutFindings)")
        #expect(view.ambiguousViews.isEmpty, "\(view.ambiguousViews)")

        // A 336-point keyboard: the scroll view's bottom rises by 336 less the 34 of safe area.
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 331, width: 375, height: 336)),
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
            UIResponder.keyboardAnimationCurveUserInfoKey: UInt(7),
        ])
        #expect(controller.scrollBottomConstraint.constant == -302)
        expectFrame(controller.scrollView, 0, 47, 375, 284)
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        expectFrame(controller.scrollView, 0, 47, 375, 586)
        // A notification without the frame changes nothing.
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller.scrollBottomConstraint.constant == 0)
    }

    @Test func anAspectRatioFromTheItemAPIAndVisualFormatPredicates() {
        let header = VideoHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        header.layoutIfNeeded()
        // 320 wide, width = 16/9 × height: 180 tall (at most 0.8 × 300 = 240).
        expectFrame(header.playerView, 0, 0, 320, 180)
        // "Sunset" at 15 points: 6 × 7.5 = 45; "4:05" at 13: 3 × 6.5 + ":" 3.25 = 22.75 → 23.
        // Equal widths: the duration stretches to 45 (its hugging, 250, gives before the
        // caption's compression resistance, 750). Both end at the right margin (312).
        expectFrame(header.captionLabel, 267, 188, 45, 18)
        expectFrame(header.durationLabel, 267, 210, 45, 16)
        #expect(header.layoutFindings.isEmpty, "\(header.layoutFindings)")
        #expect(header.ambiguousViews.isEmpty, "\(header.ambiguousViews)")
        #expect(header.constraints.count == 11)
    }

    @Test func aShortVideoHeaderConflictsAndExplainReadsItBack() throws {
        // At 200 tall the cap (0.8 × 200 = 160) cannot hold a 180-point player 320 wide.
        let header = VideoHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        UIKitConsole.withSink({ _ in }) { header.layoutIfNeeded() }
        let finding = try #require(header.layoutFindings.first { $0.kind == .unsatisfiable })
        try expectRoundTrip(finding.message)
        try expectSameBreaks(VideoHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)), "VideoHeaderView-200")
    }

    @Test func aRowThatStacksVerticallyAtAccessibilityTextSizes() {
        let profile = fitted(adaptiveProfile(), width: 375)
        // Margins 12 and 16 (a phone); a 48-point avatar: 12 + 48 + 12 = 72 tall.
        #expect(profile.frame.size == CGSize(width: 375, height: 72))
        profile.layoutIfNeeded()
        expectFrame(profile.stackView, 16, 12, 343, 48)
        expectFrame(profile.avatarView, 0, 0, 48, 48)
        // Name (headline 17) 20 tall, 2, bio (subheadline 15) one line 18: 40, centred (y 4),
        // from 48 + 12 = 60 to the end, 283 wide.
        expectFrame(profile.textStack, 60, 4, 283, 40)
        expectFrame(profile.bioLabel, 0, 22, 283, 18)
        // A one-pixel hairline: 1 / 3 points at scale 3, from the leading margin to the edge.
        expectFrame(profile.separator, 16, 72 - 1.0 / 3, 359, 1.0 / 3)
        #expect(profile.layoutFindings.isEmpty, "\(profile.layoutFindings)")
        #expect(profile.ambiguousViews.isEmpty, "\(profile.ambiguousViews)")

        // An accessibility size: traitCollectionDidChange and the registered handler run; the
        // row stacks vertically, aligned to the leading edge.
        profile.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        #expect(profile.traitChanges == 1 && profile.sizeCategoryUpdates == 1)
        #expect(profile.stackView.axis == .vertical && profile.stackView.alignment == .leading)
        let large = fitted(profile, width: 375)
        // Headline 28 → 34 tall, "Grace Hopper" 11 × 14 + 7 = 161 wide; subheadline 25 → 30 tall,
        // "Swift and Auto Layout" 17 × 12.5 + i and 3 spaces 4 × 6.25 = 237.5 → 238 wide (fits 343).
        // Text stack 238 × (34 + 2 + 30); the stack 48 + 12 + 66 = 126; the row 150.
        #expect(large.frame.size == CGSize(width: 375, height: 150))
        large.layoutIfNeeded()
        expectFrame(profile.avatarView, 0, 0, 48, 48)
        expectFrame(profile.textStack, 0, 60, 238, 66)
        expectFrame(profile.nameLabel, 0, 0, 238, 34)
        expectFrame(profile.bioLabel, 0, 36, 238, 30)
        #expect(profile.layoutFindings.isEmpty, "\(profile.layoutFindings)")

        // Back to the default size: horizontal again; the same size again calls nothing.
        profile.traitOverrides.preferredContentSizeCategory = nil
        profile.traitOverrides.preferredContentSizeCategory = nil
        #expect(profile.traitChanges == 2 && profile.stackView.axis == .horizontal)
        profile.setAvatar(UIImage(size: CGSize(width: 100, height: 100)))
        #expect(profile.avatarView.image?.size == CGSize(width: 100, height: 100))
    }

    @Test func aListFedByADiffableDataSource() {
        let controller = ContactsListViewController()
        let view = onScreen(controller)
        view.layoutIfNeeded()
        expectFrame(controller.tableView, 0, 47, 375, 620)
        #expect(controller.tableView.numberOfSections == 1 && controller.tableView.numberOfRows(inSection: 0) == 0)
        controller.contacts = [.init(name: "Ada", isFavorite: true), .init(name: "Grace", isFavorite: false)]
        // Favourites first, then everyone: 1 and 2 rows; applying reloads the table.
        #expect(controller.tableView.numberOfSections == 2)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 1 && controller.tableView.numberOfRows(inSection: 1) == 2)
        #expect(controller.tableView.reloadCount == 2)
        let snapshot = controller.dataSource.snapshot()
        #expect(snapshot.sectionIdentifiers == [.favorites, .everyone] && snapshot.numberOfItems == 3)
        #expect(controller.dataSource.indexPath(for: .init(name: "Grace", isFavorite: false)) == IndexPath(row: 1, section: 1))
        // The provider runs; the registered class cannot be made here, so its cell is plain.
        let cell = UIKitConsole.withSink({ _ in }) {
            controller.dataSource.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 1))
        }
        #expect(cell.textLabel?.text == "Ada")
        controller.tableView(controller.tableView, didSelectRowAt: IndexPath(row: 1, section: 1))
        #expect(controller.selected?.name == "Grace")
        #expect(controller.dataSource.itemIdentifier(for: IndexPath(row: 5, section: 9)) == nil)
        var edited = snapshot
        edited.deleteItems([.init(name: "Ada", isFavorite: true)])
        edited.insertItems([.init(name: "Alan", isFavorite: false)], beforeItem: .init(name: "Grace", isFavorite: false))
        #expect(edited.itemIdentifiers(inSection: .everyone).map(\.name) == ["Alan", "Grace"])
        #expect(edited.numberOfItems(inSection: .favorites) == 0)
        #expect(view.layoutFindings.allSatisfy { $0.kind == .misuse }, "\(view.layoutFindings)")
    }

    @Test func theRoundThreeCallsInPassingCompileAndRun() {
        let view = PassingCallsRoundThreeView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let host = UIViewController()
        view.makeCalls(on: host)
        #expect(host.children.isEmpty)
        let controller = PassingCallsRoundThreeController()
        controller.loadViewIfNeeded()
        #expect(controller.children == [controller.pageController])
        #expect(controller.pageController.viewControllers?.count == 1)
        #expect(controller.pageController.children.count == 1)
        #expect(controller.sheetPresentationController?.detents.count == 2)
        controller.view.layoutIfNeeded()
        #expect(controller.view.layoutFindings.isEmpty, "\(controller.view.layoutFindings)")

        // String measuring agrees with labels: "Ada Lovelace" at 17 points is 94 × 20 (as the
        // message cell's name); 25 × "word" at 10 points wraps in 236 to 3 lines of 10, 10 and 5
        // words, the widest 10 × 20 + 9 × 2.5 = 222.5 → 223 wide, 36 tall; one line without
        // `.usesLineFragmentOrigin`.
        let font17: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        #expect("Ada Lovelace".size(withAttributes: font17) == CGSize(width: 94, height: 20))
        #expect(("Ada Lovelace" as NSString).size(withAttributes: font17) == CGSize(width: 94, height: 20))
        let words = Array(repeating: "word", count: 25).joined(separator: " ")
        let font10: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
        let bounding = words.boundingRect(with: CGSize(width: 236, height: CGFloat.greatestFiniteMagnitude),
                                          options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: font10, context: nil)
        #expect(bounding == CGRect(x: 0, y: 0, width: 223, height: 36))
        #expect(words.boundingRect(with: CGSize(width: 236, height: 100), options: [], attributes: font10, context: nil).height == 12)
        let attributed = NSAttributedString(string: words, attributes: font10)
        #expect(attributed.boundingRect(with: CGSize(width: 236, height: 1000), options: .usesLineFragmentOrigin, context: nil) == bounding)
        // Without a font, UIKit's default 12 points: "abc" 18 × 14.
        #expect("abc".size(withAttributes: nil) == CGSize(width: 18, height: 14))

        // The pickers' sizes (inferred): wheels 320 × 216, a compact date 115 × 34.
        let datePicker = UIDatePicker()
        datePicker.datePickerMode = .date
        #expect(datePicker.intrinsicContentSize == CGSize(width: 115, height: 34))
        datePicker.preferredDatePickerStyle = .wheels
        #expect(datePicker.intrinsicContentSize == CGSize(width: 320, height: 216))
        let picker = UIPickerView()
        picker.dataSource = controller
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        picker.selectRow(2, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }.size == CGSize(width: 30, height: 20))
        #expect(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(5, 0, 0))
            == CATransform3D(m11: 2, m22: 3, m41: 5))
    }
}

/// The section at its expanded height (320 × 102, as a container holding it would), collapsed.
func collapsedInFixedFrame() -> CollapsibleSectionView {
    let section = collapsibleSection()
    section.frame = CGRect(x: 0, y: 0, width: 320, height: 102)
    section.isCollapsed = true
    return section
}
