import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples
import Testing

/// The corpus's screens, frames worked out by hand (text model: docs/UIKit.md).
@Suite struct ScreenTests {
    @Test func aViewControllersRootGetsCompactMarginsAndTheSafeArea() {
        let controller = ProfileViewController()
        #expect(!controller.isViewLoaded)
        controller.view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(controller.isViewLoaded)
        controller.view.layoutIfNeeded()
        // 375 wide: compact width, 16-point margins.
        #expect(controller.view.layoutMargins.left == 16)
        // headline: 17 points, "Grace Hopper" = 11 × 8.5 + a space of 4.25 → 97.75, rounded up.
        expectFrame(controller.titleLabel, 16, 47 + 20, 98, 20)
        // 30 × "word" at 10 points (20 each, spaces 2.5) wrapped at 375 − 32 = 343: 15 a line,
        // two lines of 12; system spacing 8 below the title.
        expectFrame(controller.bioLabel, 16, 87 + 8, 343, 2 * 12)
        // "Follow" at 18 points: 4 × 9 + 2 × 4.5 = 45; a system button is at least 30 tall.
        expectFrame(controller.followButton, 375 - 16 - 45, 95 + 24 + 16, 45, 30)
        #expect(controller.didLayoutCount >= 1)
        #expect(controller.view.layoutFindings.isEmpty)
    }

    @Test func constraintsMadeInUpdateConstraintsFollowTheirInputs() {
        let badge = BadgeView()
        // "12" at 12 points: 2 × 6 wide, round(14.4) = 14 tall; 6 either side, 2 above and below.
        #expect(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 6 + 12 + 6, height: 18))
        badge.inset = 10
        #expect(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 10 + 12 + 10, height: 18))
    }

    @Test func aCommentCellSizesItselfWithAWrappedBody() {
        let cell = CommentCell(style: .default, reuseIdentifier: "comment")
        cell.authorLabel.text = "Ada"
        cell.bodyLabel.text = Array(repeating: "word", count: 20).joined(separator: " ")
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // margins 11 above and below, author 12, gap 4, body two lines of 12 (12 words a line
        // in 320 − 16 − 16 = 288).
        #expect(size == CGSize(width: 320, height: 11 + 12 + 4 + 24 + 11))
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        expectFrame(cell.authorLabel, 16, 11, 3 * 5, 12)
        expectFrame(cell.bodyLabel, 16, 27, 288, 24)
    }

    @Test func aVisualFormatRowWithMetricsAndAlignment() {
        let row = SettingsRowView(frame: CGRect(x: 0, y: 0, width: 375, height: 45))
        row.translatesAutoresizingMaskIntoConstraints = false
        row.layoutIfNeeded()
        expectFrame(row.iconView, 15, 8, 29, 29)
        // "Wi-Fi" at 17: W, -, F at 8.5, two i at 4.25 → 34; centred on the icon (8 + 14.5).
        expectFrame(row.titleLabel, 15 + 29 + 15, 22.5 - 10, 34, 20)
        expectFrame(row.toggle, 375 - 15 - 51, 22.5 - 15.5, 51, 31)
        #expect(row.layoutFindings.isEmpty)
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() {
        let row = SettingsRowView(frame: CGRect(x: 0, y: 0, width: 375, height: 45))
        row.semanticContentAttribute = .forceRightToLeft
        row.layoutIfNeeded()
        expectFrame(row.iconView, 375 - 15 - 29, 8, 29, 29)
        expectFrame(row.toggle, 15, 7, 51, 31)
    }

    @Test func anAttributedTextIsMeasuredInItsFont() {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        label.attributedText = NSAttributedString(string: "abcd", attributes: [
            .font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.red, .paragraphStyle: style,
        ])
        // 4 × 5 wide, 12 tall at 10 points.
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 12))
        #expect(label.text == "abcd")
    }

    @Test func priorityArithmeticIsUIKits() {
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751))
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect(UILayoutPriority.fittingSizeLevel < .defaultLow)
    }

    @Test func dynamicTypeSizesFollowTheCategory() {
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 14)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)).pointSize == 53)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)) == (10.0 * 23 / 17).rounded())
    }

    @Test func hiddenArrangedViewsCollapse() {
        let first = UILabel(), second = UILabel(), third = UILabel()
        for (label, text) in zip([first, second, third], ["aa", "bb", "cc"]) { label.text = text }
        let stack = UIStackView(arrangedSubviews: [first, second, third])
        stack.axis = .vertical
        stack.spacing = 4
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 20 + 4 + 20)
        second.isHidden = true
        stack.layoutIfNeeded()
        expectFrame(first, 0, 0, 100, 20)
        expectFrame(third, 0, 24, 100, 20)
        #expect(second.frame.size == .zero)
        second.isHidden = false
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 3 * 20 + 2 * 4)
        stack.layoutIfNeeded()
        expectFrame(second, 0, 24, 100, 20)
        expectFrame(third, 0, 48, 100, 20)
    }

    @Test func aScrollViewsContentGuideGivesTheContentSize() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        scroll.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1200))
        expectFrame(content, 0, 0, 320, 1200)
    }
}

@Suite struct LayoutCycleTests {
    @Test func aConstantChangeIsLaidOutByTheNextLayoutIfNeeded() {
        let card = sized(SeniorBusinessCardView(businessCardComponents: cardParts()), 320, 200)
        card.layoutIfNeeded()
        let photo = card.subviews[0]
        let height = photo.constraints.first { $0.firstAttribute == .height }
        #expect(height?.constant == 100)
        height?.constant = 80
        card.frame.size.height = 180
        card.layoutIfNeeded()
        expectFrame(photo, 0, 0, 320, 80)
        expectFrame(card.subviews[1], 5, 80 + 5, 320, 20)
    }

    @Test func removingASubviewDeactivatesItsConstraintsWithTheRest() {
        let parts = cardParts()
        let card = sized(SeniorBusinessCardView(businessCardComponents: parts), 320, 200)
        card.layoutIfNeeded()
        let before = card.constraints.count
        parts.emailLabel.removeFromSuperview()
        // top, leading, trailing and bottom of the email label were on the card.
        #expect(card.constraints.count == before - 4)
        #expect(card.constraints.allSatisfy { $0.isActive })
        UIKitConsole.withSink({ _ in }) { card.layoutIfNeeded() }
        expectFrame(parts.phoneLabel, 5, 155, 320, 20)
    }

    @Test func convertGoesThroughTheLaidOutFrames() {
        let parts = cardParts()
        let card = sized(FullBusinessCardView(businessCardComponents: parts), 320, 80)
        card.layoutIfNeeded()
        // The title is 20 below the container's top, which is 90 from the card's leading edge.
        #expect(parts.titleLabel.convert(CGPoint(x: 1, y: 2), to: card) == CGPoint(x: 90 + 1, y: 20 + 2))
        #expect(card.convert(CGRect(x: 95, y: 25, width: 4, height: 4), to: parts.titleLabel)
                == CGRect(x: 5, y: 5, width: 4, height: 4))
    }

    @Test func moveHooksAreCalled() {
        final class Hooked: UIView {
            var moves: [Bool] = []
            override func didMoveToSuperview() { moves.append(superview != nil) }
        }
        let parent = UIView(), child = Hooked()
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(child.moves == [true, false])
    }

    @Test func layoutSubviewsRunsTopDownAfterTheFramesAreSet() {
        final class Probe: UIView {
            var seenWidths: [CGFloat] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                seenWidths.append(bounds.width)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let probe = Probe()
        probe.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(probe)
        NSLayoutConstraint.activate([
            probe.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            probe.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            probe.topAnchor.constraint(equalTo: root.topAnchor),
            probe.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(probe.seenWidths == [180, 280])
    }
}

@Suite struct DynamicTypeTests {
    @Test func aTraitOverrideReMeasuresDynamicTypeLabelsInPlace() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        label.adjustsFontForContentSizeCategory = true
        label.text = "abcd"
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.traitOverrides.preferredContentSizeCategory = .large
        root.layoutIfNeeded()
        // body at .large is 17 points: 4 × 8.5 wide, 20 tall.
        expectFrame(label, 0, 0, 34, 20)
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        root.layoutIfNeeded()
        // 53 points: 4 × 26.5 = 106 wide, round(63.6) = 64 tall.
        expectFrame(label, 0, 0, 106, 64)
    }
}
