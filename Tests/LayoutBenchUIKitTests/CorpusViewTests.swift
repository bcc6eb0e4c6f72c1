import Foundation
@testable import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples
import Testing

/// Issue 21's corpus of app-style views (CorpusCells, CorpusHeaders, CorpusScreens,
/// CorpusDynamicViews), frames worked out by hand with docs/UIKit.md's text model: a character
/// advances 0.5 p (0.25 p for a space and `i l j . , : ; ' ! |`), a line is round(1.2 p) tall,
/// its baseline round(0.95 p) below its top, and a one-line width is rounded up.
@Suite struct CorpusViewTests {
    @Test func aMessageCellWrapsItsMessageBesideTheAvatar() {
        let cell = fitted(messageCell(), width: 320)
        // Content view margins 11 above and below, 16 at the sides: the guide spans x 16…304.
        // Message: 25 × "word" at 10 points, 20 a word and 2.5 a space, in 304 − 68 = 236:
        // 10 words a line (22.5 × 10 − 2.5 = 222.5), three lines of 12 → 36.
        // Height: 11 + name 20 + 4 + 36 + 11 = 82.
        #expect(cell.frame.size == CGSize(width: 320, height: 82))
        cell.layoutIfNeeded()
        expectFrame(cell.avatarImageView, 16, 11, 40, 40)
        // "Ada Lovelace" in the headline font (17 points): 10 letters × 8.5 + space and l × 4.25 = 93.5 → 94.
        expectFrame(cell.nameLabel, 16 + 40 + 12, 11, 94, 20)
        // "9:41" at 12 points: 6 + 3 + 6 + 6 = 21 wide, 14 tall; its baseline (ascent 11) on the
        // name's (11 + 16 = 27): top 16; trailing at the margin, 304 − 21 = 283.
        expectFrame(cell.timeLabel, 283, 16, 21, 14)
        expectFrame(cell.messageLabel, 68, 11 + 20 + 4, 236, 36)
        #expect(cell.layoutFindings.isEmpty, "\(cell.layoutFindings)")
        #expect(cell.ambiguousViews.isEmpty, "\(cell.ambiguousViews)")
    }

    @Test func theMessagesControllerRegistersAndDequeuesWithoutCrashing() {
        let controller = MessagesViewController(style: .plain)
        controller.messages = [Message(author: "Ada", time: "9:41", text: "Hello")]
        controller.loadViewIfNeeded()
        #expect(controller.title == "Messages")
        #expect(controller.navigationItem.rightBarButtonItem?.systemItem == .compose)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 1)
        #expect(controller.tableView.rowHeight == UITableView.automaticDimension)
        // UIKit would make a MessageCell from its class; without the Objective-C runtime the table
        // cannot, says so as a finding, and hands back a plain cell: the controller's `as?`
        // falls through and nothing crashes.
        let cell = UIKitConsole.withSink({ _ in }) {
            controller.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
        }
        #expect(!(cell is MessageCell))
        #expect(controller.tableView.layoutFindings.contains { $0.kind == .misuse && $0.message.contains("MessageCell") })
        controller.tableView(controller.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(controller.selectedMessage?.author == "Ada")
    }

    @Test func anIncomingBubbleHugsAShortMessage() {
        let cell = fitted(chatBubbleCell(incoming: true), width: 320)
        // "On my way" at 17 points: 7 letters × 8.5 + 2 spaces × 4.25 = 68, 20 tall; the bubble
        // pads it by 12 and 8: 92 × 36, 16 from the leading edge, 4 down; the row 4 + 36 + 4.
        #expect(cell.frame.height == 44)
        cell.layoutIfNeeded()
        expectFrame(cell.bubbleView, 16, 4, 92, 36)
        expectFrame(cell.messageLabel, 12, 8, 68, 20)
    }

    @Test func anOutgoingBubbleStopsAtThreeQuartersOfTheRow() {
        let cell = fitted(chatBubbleCell(incoming: false), width: 320)
        // At most 0.75 × 320 = 240 wide, so the label at most 216: 9 words a line (22.5 × 9 − 2.5
        // = 200), 20 words in 3 lines of 12. The wrapped text is 200 wide, so the bubble is
        // 224 × 52, its trailing edge 16 from the row's: x 304 − 224 = 80; the row 60.
        #expect(cell.frame.height == 60)
        cell.layoutIfNeeded()
        expectFrame(cell.bubbleView, 80, 4, 224, 52)
        expectFrame(cell.messageLabel, 12, 8, 200, 36)
        // Switching sides swaps the two edge constraints without a conflict.
        cell.isIncoming = true
        cell.layoutIfNeeded()
        expectFrame(cell.bubbleView, 16, 4, 224, 52)
        #expect(cell.layoutFindings.isEmpty, "\(cell.layoutFindings)")
    }

    @Test func theSignUpFormStacksItsFieldsInTheScrollViewsContent() {
        let controller = SignUpFormViewController()
        let view = onScreen(controller)
        view.layoutIfNeeded()
        // The scroll view spans the safe area's top to the view's bottom: 667 − 47 = 620.
        expectFrame(controller.scrollView, 0, 47, 375, 620)
        // The stack is as wide as the frame guide, its margins 20 above and below, 16 at the
        // sides (343 wide inside): title "Sign up" bold 20 points, 24 tall; three rounded text
        // fields 34 tall (UIKit's minimum); the terms, 30 words at 10 points, 15 a line in 343
        // → 2 lines, 24; a custom 24 after them; the filled button: "Create account" at 15
        // points, 13 letters × 7.5 + a space 3.75 = 101.25 → 102 × 18, plus medium insets 7/12
        // → 32 tall. Spacing 12 between the others.
        expectFrame(controller.stackView, 0, 0, 375, 294)
        expectFrame(controller.titleLabel, 16, 20, 343, 24)
        expectFrame(controller.nameField, 16, 56, 343, 34)
        expectFrame(controller.emailField, 16, 102, 343, 34)
        expectFrame(controller.passwordField, 16, 148, 343, 34)
        expectFrame(controller.termsLabel, 16, 194, 343, 24)
        expectFrame(controller.submitButton, 16, 242, 343, 32)
        #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 294))
        #expect(controller.submitButton.intrinsicContentSize == CGSize(width: 126, height: 32))
        #expect(view.layoutFindings.isEmpty, "\(view.layoutFindings)")
        #expect(view.ambiguousViews.isEmpty, "\(view.ambiguousViews)")
        #expect(controller.emailField.keyboardType == .emailAddress)
        #expect(view.gestureRecognizers?.count == 1)
    }

    @Test func theFormsDelegateMovesThroughTheFieldsAndSubmits() {
        let controller = SignUpFormViewController()
        controller.loadViewIfNeeded()
        #expect(controller.nameField.becomeFirstResponder())
        #expect(controller.textFieldShouldReturn(controller.nameField))
        #expect(controller.emailField.isFirstResponder)
        _ = controller.textFieldShouldReturn(controller.emailField)
        #expect(controller.passwordField.isFirstResponder)
        _ = controller.textFieldShouldReturn(controller.passwordField)
        #expect(!controller.passwordField.isFirstResponder)
        #expect(controller.submitCount == 1)
        controller.nameField.becomeFirstResponder()
        controller.view.endEditing(true)
        #expect(!controller.nameField.isFirstResponder)
        // The keyboard handler a selector would call: 336 tall less the 34-point bottom inset.
        controller.view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        controller.keyboardWillShow(Notification(name: UIResponder.keyboardWillShowNotification, object: nil,
                                                 userInfo: [UIResponder.keyboardFrameEndUserInfoKey:
                                                     CGRect(x: 0, y: 331, width: 375, height: 336)]))
        #expect(controller.scrollView.contentInset.bottom == 302)
        controller.keyboardWillHide(Notification(name: UIResponder.keyboardWillHideNotification))
        #expect(controller.scrollView.contentInset == .zero)
    }

    @Test func aVisualFormatHeaderWithMetricsAndOptions() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 96))
        header.layoutIfNeeded()
        // pad 16, avatar 64, gap 12: the avatar at (16, 16), the name 16 + 64 + 12 = 92 along,
        // "Grace" 5 × 8.5 = 42.5 → 43; tops aligned by .alignAllTop.
        expectFrame(header.avatarView, 16, 16, 64, 64)
        expectFrame(header.nameLabel, 92, 16, 43, 20)
        // "Follow" at 18 points: 4 × 9 + two l × 4.5 = 45, a system button 30 tall; 16 from the edge.
        expectFrame(header.followButton, 375 - 16 - 45, 16, 45, 30)
        // The handle 4 below the name, on its leading edge (.alignAllLeading): "@grace" at 14
        // points, 6 × 7 = 42 wide, round(16.8) = 17 tall.
        expectFrame(header.handleLabel, 92, 40, 42, 17)
        #expect(header.layoutFindings.isEmpty, "\(header.layoutFindings)")
        #expect(header.ambiguousViews.isEmpty, "\(header.ambiguousViews)")
    }

    @Test func aShortProfileHeaderConflictsAndExplainReadsItBack() throws {
        // 16 + 64 + at least 16 needs 96 points; in 80 the required constraints conflict.
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        UIKitConsole.withSink({ _ in }) { header.layoutIfNeeded() }
        let finding = try #require(header.layoutFindings.first { $0.kind == .unsatisfiable })
        try expectRoundTrip(finding.message)
        try expectSameBreaks(ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 80)), "ProfileHeaderView-80")
    }

    @Test func itemAttributeConstraintsWithMarginsAndMultipliers() {
        let banner = MarginBannerView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        banner.layoutIfNeeded()
        // Margins 20 at the sides, 10 above and below. The icon a quarter of 320 = 80 square at
        // the top-leading margin; the title 8 after it to the trailing margin (300 − 108 = 192).
        expectFrame(banner.iconView, 20, 10, 80, 80)
        expectFrame(banner.titleLabel, 108, 10, 192, 20)
        // The caption half the width less 10 (150), centred in the margins ((20 + 300) / 2 =
        // 160 → x 85), 4 below the icon, 12 tall; the bottom margin (110) stays below it (106).
        expectFrame(banner.captionLabel, 85, 94, 150, 12)
        // The badge's centre at 1.5 × the banner's (160 → 240), on the icon's centre (50): 24 square.
        expectFrame(banner.badgeView, 228, 38, 24, 24)
        #expect(banner.layoutFindings.isEmpty, "\(banner.layoutFindings)")
        #expect(banner.constraints.count == 16)
    }

    @Test func anOnboardingScreenOnTheSafeArea() {
        let controller = OnboardingViewController()
        let view = onScreen(controller)
        view.layoutIfNeeded()
        // Compact width: margins 16, so the content spans 16…359.
        // "Skip" at 18 points: 9 + 9 + 4.5 + 9 = 31.5 → 32, a system button 30 tall; 8 below the
        // safe area's top (47).
        expectFrame(controller.skipButton, 359 - 32, 55, 32, 30)
        // 0.6 × 375 = 225 square, centred (75), 60 below the safe area's top.
        expectFrame(controller.imageView, 75, 107, 225, 225)
        // title1 at the default size is 28 points: one line round(33.6) = 34 tall.
        expectFrame(controller.titleLabel, 16, 107 + 225 + 24, 343, 34)
        // 30 words at 10 points in 343: 15 a line, 2 lines.
        expectFrame(controller.bodyLabel, 16, 356 + 34 + 8, 343, 24)
        // A large filled button: "Continue" at 17 points (7 × 8.5 + i 4.25 = 63.75 → 64 × 20)
        // with large insets 14/20 is 48 tall; 16 above the safe area's bottom (667 − 34).
        expectFrame(controller.continueButton, 16, 667 - 34 - 16 - 48, 343, 48)
        // Three pages: 48 × 26, centred, 16 above the button.
        expectFrame(controller.pageControl, 187.5 - 24, 569 - 16 - 26, 48, 26)
        #expect(view.layoutFindings.isEmpty, "\(view.layoutFindings)")
        #expect(view.ambiguousViews.isEmpty, "\(view.ambiguousViews)")
        controller.skipButton.sendActions(for: .touchUpInside)
        #expect(controller.skipped)
        let navigation = UINavigationController(rootViewController: controller)
        controller.viewWillAppear(false)
        #expect(navigation.isNavigationBarHidden)
        #expect(controller.navigationController === navigation)
    }

    @Test func aConstraintConstantAnimatedInASpringAnimation() {
        let card = ExpandableCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        card.layoutIfNeeded()
        // "Details" at 17: 5 × 8.5 + i and l × 4.25 = 51. The chevron (24 square) on its centre.
        expectFrame(card.titleLabel, 16, 16, 51, 20)
        expectFrame(card.chevronView, 320 - 16 - 24, 26 - 12, 24, 24)
        expectFrame(card.detailsLabel, 16, 44, 288, 0)
        // "More" at 18 points: 4 × 9 = 36.
        expectFrame(card.toggleButton, 16, 52, 36, 30)
        // The button's action expands it: the animation block runs at once, its layoutIfNeeded
        // writes the final frames, and the completion runs with true.
        card.toggleButton.sendActions(for: .touchUpInside)
        #expect(card.isExpanded)
        #expect(card.finishedAnimations == 1)
        expectFrame(card.detailsLabel, 16, 44, 288, 60)
        // "Show less": 7 × 9 + space and l × 4.5 = 72, set without animation.
        expectFrame(card.toggleButton, 16, 112, 72, 30)
        #expect(card.chevronView.transform == CGAffineTransform(rotationAngle: .pi))
        card.setExpanded(false, animated: false)
        expectFrame(card.toggleButton, 16, 52, 36, 30)
        #expect(card.layoutFindings.isEmpty, "\(card.layoutFindings)")
    }

    @Test func constraintsRebuiltInUpdateConstraints() {
        let tags = TagListView()
        tags.tags = ["swift", "ios", "layout"]
        // 12-point tags: "swift" 4 × 6 + i 3 = 27, "ios" 3 + 6 + 6 = 15, "layout" l 3 + 5 × 6 = 33,
        // each 14 tall; margins 8 and 8 between: 8 + 27 + 8 + 15 + 8 + 33 + 8 = 107 by 8 + 14 + 8.
        #expect(tags.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 107, height: 30))
        tags.frame = CGRect(x: 0, y: 0, width: 320, height: 30)
        tags.layoutIfNeeded()
        #expect(tags.tagLabels.map(\.frame) == [CGRect(x: 8, y: 8, width: 27, height: 14),
                                               CGRect(x: 43, y: 8, width: 15, height: 14),
                                               CGRect(x: 66, y: 8, width: 33, height: 14)])
        let updates = tags.constraintUpdates
        tags.tags = ["a", "b"]
        tags.layoutIfNeeded()
        #expect(tags.constraintUpdates == updates + 1)
        #expect(tags.subviews.count == 2)
        #expect(tags.tagLabels.map(\.frame) == [CGRect(x: 8, y: 8, width: 6, height: 14),
                                               CGRect(x: 22, y: 8, width: 6, height: 14)])
        #expect(tags.layoutFindings.isEmpty, "\(tags.layoutFindings)")
    }

    @Test func aComposerOnTheKeyboardLayoutGuide() {
        let controller = ComposerViewController()
        let view = onScreen(controller)
        view.layoutIfNeeded()
        // No keyboard: the guide runs from the safe area's bottom (667 − 34 = 633) to the view's.
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 633, width: 375, height: 34))
        // The text view, not scrolling, is one 12-point line (14) plus 8 above and below: 30;
        // the bar's margins (8) around it make the bar 46 tall, its bottom on the guide's top.
        expectFrame(controller.inputBar, 0, 633 - 46, 375, 46)
        // The symbol image is 24 square, 8 from the margin; the text view fills the rest:
        // 375 − 8 − 24 − 8 − 8 = 327.
        expectFrame(controller.sendButton, 375 - 8 - 24, 8 + 30 - 3 - 24, 24, 24)
        expectFrame(controller.textView, 8, 8, 327, 30)
        // Set from the laid-out bounds in viewDidLayoutSubviews.
        #expect(controller.gradientLayer.frame == CGRect(x: 0, y: 0, width: 375, height: 46))
        #expect(controller.inputBar.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 375, height: 46))
        #expect(controller.inputBar.layer.sublayers?.first === controller.gradientLayer)
        #expect(view.layoutFindings.isEmpty, "\(view.layoutFindings)")
        // Without the bottom safe area the offscreen keyboard's top is the view's bottom.
        view.keyboardLayoutGuide.usesBottomSafeArea = false
        view.layoutIfNeeded()
        expectFrame(controller.inputBar, 0, 667 - 46, 375, 46)
        controller.traitCollectionDidChange(UITraitCollection(userInterfaceStyle: .dark))
        #expect(controller.appearanceChanges == 1)
    }

    @Test func aGradientBadgeGetsItsLayerClassAndOverridesItsColour() {
        let badge = GradientBadgeView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(badge.layer is CAGradientLayer)
        #expect(badge.layer === badge.layer)
        #expect(badge.gradientLayer?.colors?.count == 2)
        badge.backgroundColor = .systemTeal
        #expect(badge.gradientLayer?.colors?.count == 2)
        #expect(UIView().layer is CAGradientLayer == false)
        badge.layoutIfNeeded()
        // Margins 8: x 8…192; "New" at 17 points is one line 20 tall, centred on y 20.
        expectFrame(badge.titleLabel, 8, 10, 184, 20)
        #expect(badge.layoutFindings.isEmpty, "\(badge.layoutFindings)")
    }

    @Test func aPillButtonsOverridesTakeEffect() {
        let bar = PillBarView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        bar.layoutIfNeeded()
        let plain = UIButton(type: .system)
        plain.setTitle("Continue", for: .normal)
        // "Continue" at 15 points: 7 × 7.5 + 3.75 (the i) = 56.25 → 57 wide, 18 tall, plus the
        // system button's own padding; the override adds 24 × 12, centred in 300 × 60.
        let size = CGSize(width: plain.intrinsicContentSize.width + 24, height: plain.intrinsicContentSize.height + 12)
        #expect(bar.button.intrinsicContentSize == size)
        expectFrame(bar.button, (300 - size.width) / 2, (60 - size.height) / 2, size.width, size.height)
        bar.button.isHighlighted = true
        #expect(bar.button.alpha == 0.6)
        bar.button.isHighlighted = false
        #expect(bar.button.alpha == 1)
        bar.button.tintColor = .systemGreen
        #expect(bar.button.backgroundColor == .systemGreen)
        #expect(bar.button.colourChanges == 1)
    }

    @Test func paddedLabelsFieldsCellsAndControllersOverrideAsOnIOS() {
        let label = PaddedLabel()
        label.text = "New"
        // "New" at 17 points: 3 × 8.5 = 25.5 → 26 wide, 20 tall; insets 10 + 10 and 4 + 4.
        #expect(label.intrinsicContentSize == CGSize(width: 46, height: 28))
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 50), limitedToNumberOfLines: 1)
            == CGRect(x: 0, y: 0, width: 46, height: 28))

        let field = InsetTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 12, y: 0, width: 176, height: 44))

        let cell = TagCell(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        cell.tagLabel.text = "layout layout layout"
        let estimated = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        estimated.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        let fitted = cell.preferredLayoutAttributesFitting(estimated)
        // "layout" at 17 points: l 4.25 + 5 × 8.5 = 46.75; in 100 − 20 = 80 one word a line
        // (two would be 97.75), three lines of 20: 60 + 4 + 4 = 68 tall, at the given width.
        #expect(fitted.size == CGSize(width: 100, height: 68))
        #expect(fitted.indexPath == IndexPath(item: 2, section: 0))
        #expect(estimated.size.height == 10)
        #expect((estimated.copy() as? UICollectionViewLayoutAttributes)?.frame == estimated.frame)
        cell.isSelected = true
        #expect(cell.selectionChanges == 1)
        cell.prepareForReuse()
        #expect(cell.tagLabel.text == nil)

        let controller = RotationAwareViewController()
        #expect(controller.supportedInterfaceOrientations == .portrait)
        controller.loadViewIfNeeded()
        controller.viewWillTransition(to: CGSize(width: 667, height: 375), with: UIImmediateTransitionCoordinator())
        #expect(controller.transitions == [CGSize(width: 667, height: 375)])
        #expect(controller.view.bounds.size == CGSize(width: 667, height: 375))

        let button = TrailingImageButton(type: .custom)
        button.setImage(UIImage(size: CGSize(width: 16, height: 16)), for: .normal)
        let content = CGRect(x: 0, y: 0, width: 120, height: 30)
        #expect(button.imageRect(forContentRect: content) == CGRect(x: 104, y: 0, width: 16, height: 16))
        #expect(button.titleRect(forContentRect: content).width == 104)
    }

    @Test func theCallsViewCodeMakesInPassingCompileAndRun() {
        let view = PassingCallsView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        view.layoutIfNeeded()
        // It removes every subview at the end of its initializer, as some reset code does.
        #expect(view.subviews.isEmpty)
        #expect(view.layoutFindings.isEmpty, "\(view.layoutFindings)")

        let controller = PassingCallsViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        controller.view.layoutIfNeeded()
        expectFrame(controller.tableView, 0, 47, 390, 844 - 47)
        let cell = controller.tableView(controller.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Detail")
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
            .textToSecondaryTextVerticalPadding == 3)
    }

    @Test func aSelfSizingTextViewWrapsInsideItsPadding() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 110, height: 10))
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 10)
        textView.text = "word word word word"
        // "word" at 10 points is 20 wide, a space 2.5: in 110 − 2 × 5 = 100 four words
        // (4 × 20 + 3 × 2.5 = 87.5) fit one line, 12 tall, plus the insets 8 + 8.
        #expect(textView.intrinsicContentSize.height == 28)
        textView.textContainer.lineFragmentPadding = 15
        // In 110 − 30 = 80 they do not: two lines (three words, 65), 24 + 16.
        #expect(textView.intrinsicContentSize.height == 40)
        textView.textContainer.lineFragmentPadding = 0
        textView.textContainerInset = .zero
        #expect(textView.intrinsicContentSize.height == 12)
    }

    @Test(arguments: ExampleViews.corpus.map(\.name))
    func theExportedCaseSolvesToTheModulesFrames(_ name: String) throws {
        let root = try #require(ExampleViews.corpus.first { $0.name == name }).make()
        UIKitConsole.withSink({ _ in }) { root.layoutIfNeeded() }
        #expect(root.layoutFindings.isEmpty, "\(name): \(root.layoutFindings)")
        #expect(root.ambiguousViews.isEmpty, "\(name): \(root.ambiguousViews)")
        try expectExportedCaseMatches(root, name: name)
    }
}
