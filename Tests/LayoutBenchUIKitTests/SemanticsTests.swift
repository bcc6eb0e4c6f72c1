@testable import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples
import LayoutModel
import Testing

/// UIKit's finer semantics through the module, frames worked out by hand from the text model
/// (docs/UIKit.md): a 17-point line of "ab" is 17 × 20 with its baseline 16 below its top; a
/// 34-point one 34 × 41 with its baseline at 32 (9 above its bottom).
@Suite struct UIKitSemanticsTests {
    @Test func firstBaselineAlignment() throws {
        let row = PriceRowView(alignment: .firstBaseline)
        row.layoutIfNeeded()
        expectFrame(row.stackView, 10, 50, 17 + 8 + 34 + 8 + 17, 25)
        expectFrame(row.currencyLabel, 0, 0, 17, 20)
        expectFrame(row.amountLabel, 25, 16 - 32, 34, 41)
        expectFrame(row.periodLabel, 67, 0, 17, 20)
        #expect(row.layoutFindings.isEmpty && row.ambiguousViews.isEmpty, "\(row.layoutFindings) \(row.ambiguousViews)")
        try expectExportedCaseMatches(row, name: "PriceRowView-first")
    }

    @Test func lastBaselineAlignment() throws {
        let row = PriceRowView(alignment: .lastBaseline)
        row.layoutIfNeeded()
        expectFrame(row.stackView, 10, 50, 84, 36)
        expectFrame(row.currencyLabel, 0, 16, 17, 20)
        expectFrame(row.amountLabel, 25, 0, 34, 41)
        expectFrame(row.periodLabel, 67, 16, 17, 20)
        try expectExportedCaseMatches(row, name: "PriceRowView-last")
    }

    @Test func aFontChangeMovesTheBaselines() {
        let row = PriceRowView(alignment: .firstBaseline)
        row.layoutIfNeeded()
        row.amountLabel.font = .systemFont(ofSize: 17)
        row.layoutIfNeeded()
        expectFrame(row.amountLabel, 25, 0, 17, 20)
        expectFrame(row.stackView, 10, 50, 17 + 8 + 17 + 8 + 17, 20)
    }

    @Test func visualFormatBaselinesAreTheTexts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let small = UILabel(), large = UILabel(), below = UILabel()
        for label in [small, large, below] {
            label.text = "ab"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        large.font = .systemFont(ofSize: 34)
        let views = ["small": small, "large": large, "below": below]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[small]-8-[large]", options: .alignAllFirstBaseline,
                                           metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-50-[small]-30-[below]",
                                             options: .spacingBaselineToBaseline, metrics: nil, views: views)
            + [below.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        expectFrame(small, 10, 50, 17, 20)
        // large's first baseline (32 below its top) on small's (16 below its top).
        expectFrame(large, 35, 50 + 16 - 32, 34, 41)
        // below's first baseline 30 under small's last (4 above its bottom).
        expectFrame(below, 0, 50 + 20 - 4 + 30 - 16, 17, 20)
        #expect(root.layoutFindings.isEmpty, "\(root.layoutFindings)")
    }

    @Test func baselineRelativeArrangement() throws {
        let form = BaselineFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        form.layoutIfNeeded()
        // The title's baseline 30 below the stack's top, the subtitle's 30 below the title's,
        // and the stack's bottom 30 below the subtitle's baseline.
        expectFrame(form.titleLabel, 0, 30 - 16, 320, 20)
        expectFrame(form.subtitleLabel, 0, 14 + 16 + 30 - 16, 320, 20)
        expectFrame(form.stackView, 0, 0, 320, 44 + 16 + 30)
        try expectExportedCaseMatches(form, name: "BaselineFormView")
    }

    @Test func preservedSuperviewMargins() throws {
        let card = MarginCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        card.layoutIfNeeded()
        expectFrame(card.contentView, 10, 0, 310, 200)
        // The content view's margins: top and bottom 20 (the card's reach 20 into it), left
        // 30 − 10 = 20, right 30; its own 8 are smaller everywhere.
        expectFrame(card.titleLabel, 20, 20, 310 - 20 - 30, 200 - 20 - 20)
        #expect(card.contentView.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        try expectExportedCaseMatches(card, name: "MarginCardView")
        // Not preserving: the content view's own margins.
        card.contentView.preservesSuperviewLayoutMargins = false
        card.layoutIfNeeded()
        expectFrame(card.titleLabel, 8, 8, 310 - 16, 200 - 16)
        // Own margins larger than the card's reach win.
        card.contentView.preservesSuperviewLayoutMargins = true
        card.contentView.layoutMargins = UIEdgeInsets(top: 25, left: 5, bottom: 5, right: 5)
        card.layoutIfNeeded()
        expectFrame(card.titleLabel, 20, 25, 310 - 20 - 30, 200 - 25 - 20)
    }

    @Test func preservedMarginsAreAnnouncedOnce() {
        final class ListeningView: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        card.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        let content = ListeningView(frame: card.bounds)
        content.preservesSuperviewLayoutMargins = true
        card.addSubview(content)
        let guide = content.layoutMarginsGuide
        card.layoutIfNeeded()
        #expect(content.changes == 1)
        card.setNeedsLayout()
        card.layoutIfNeeded()
        #expect(content.changes == 1)
        #expect(guide.layoutFrame == CGRect(x: 30, y: 20, width: 260, height: 160))
    }

    @Test func constraintsToAScrollViewsEdgesMeasureItsContent() throws {
        let screen = PinnedContentScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        screen.layoutIfNeeded()
        expectFrame(screen.scrollView, 0, 0, 320, 480)
        expectFrame(screen.pageView, 10, 10, 500, 1000)
        #expect(screen.scrollView.contentSize == CGSize(width: 520, height: 1020))
        #expect(screen.layoutFindings.isEmpty, "\(screen.layoutFindings)")
        try expectExportedCaseMatches(screen, name: "PinnedContentScrollView")
    }

    @Test func constraintsToAScrollViewsMarginsMeasureItsContentInset() throws {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(), page = UIView()
        for view in [scrollView, page] { view.translatesAutoresizingMaskIntoConstraints = false }
        screen.addSubview(scrollView)
        scrollView.addSubview(page)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: screen.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            page.widthAnchor.constraint(equalToConstant: 500),
            page.heightAnchor.constraint(equalToConstant: 1000),
        ])
        for (attribute, margin) in [(NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.leadingMargin),
                                    (.trailing, .trailingMargin), (.top, .topMargin), (.bottom, .bottomMargin)] {
            NSLayoutConstraint(item: page, attribute: attribute, relatedBy: .equal, toItem: scrollView,
                               attribute: margin, multiplier: 1, constant: 0).isActive = true
        }
        screen.layoutIfNeeded()
        // The default 8-point margins inset the content area.
        expectFrame(page, 8, 8, 500, 1000)
        #expect(scrollView.contentSize == CGSize(width: 516, height: 1016))
        scrollView.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        screen.layoutIfNeeded()
        expectFrame(page, 20, 20, 500, 1000)
        #expect(scrollView.contentSize == CGSize(width: 540, height: 1040))
        #expect(screen.layoutFindings.isEmpty, "\(screen.layoutFindings)")
        try expectExportedCaseMatches(screen, name: "ScrollViewMargins")
    }

    @Test func sizesAndConstraintsFromOutsideKeepTheScrollViewsFrame() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(), badge = UIView(), page = UIView()
        for view in [scrollView, badge, page] { view.translatesAutoresizingMaskIntoConstraints = false }
        screen.addSubview(scrollView)
        screen.addSubview(badge)
        scrollView.addSubview(page)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            scrollView.topAnchor.constraint(equalTo: screen.topAnchor, constant: 40),
            scrollView.widthAnchor.constraint(equalToConstant: 200),
            scrollView.heightAnchor.constraint(equalToConstant: 300),
            // From outside: the frame.
            badge.leadingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: 4),
            badge.topAnchor.constraint(equalTo: scrollView.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
            // A width against the content: the frame's width; the edges: the content area.
            page.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            page.heightAnchor.constraint(equalToConstant: 900),
            page.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            page.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            page.topAnchor.constraint(equalTo: scrollView.topAnchor),
            page.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        ])
        screen.layoutIfNeeded()
        expectFrame(badge, 224, 40, 10, 10)
        expectFrame(page, 0, 0, 200, 900)
        #expect(scrollView.contentSize == CGSize(width: 200, height: 900))
        #expect(screen.layoutFindings.isEmpty, "\(screen.layoutFindings)")
    }

    @Test func exerciseAmbiguityMovesOnlyAmbiguousViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let loose = UIView(), pinned = UIView()
        for view in [loose, pinned] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            loose.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            loose.widthAnchor.constraint(equalToConstant: 50),
            loose.heightAnchor.constraint(equalToConstant: 20),
            loose.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            loose.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            pinned.widthAnchor.constraint(equalToConstant: 30),
            pinned.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout && !pinned.hasAmbiguousLayout)
        let start = loose.frame.minY
        loose.exerciseAmbiguityInLayout()
        expectFrame(loose, 10, 180 - start, 50, 20)
        expectFrame(pinned, 100, 5, 30, 30)
        #expect(loose.hasAmbiguousLayout)
        loose.exerciseAmbiguityInLayout()
        expectFrame(loose, 10, start, 50, 20)
        pinned.exerciseAmbiguityInLayout()
        expectFrame(pinned, 100, 5, 30, 30)
        expectFrame(loose, 10, start, 50, 20)
    }

    /// A baseline row whose stack is held too short conflicts; UIKit's log names the first
    /// view's constraints to the stack canvas connections and the others' alignments, and
    /// `explain` reads the message back to the same conflict.
    @Test func aBaselineConflictPrintsUIKitsStackNames() throws {
        let row = PriceRowView(alignment: .firstBaseline)
        row.stackView.heightAnchor.constraint(equalToConstant: 10).isActive = true
        row.amountLabel.heightAnchor.constraint(equalToConstant: 41).isActive = true
        let collected = ConsoleCapture()
        UIKitConsole.withSink({ collected.append($0) }) { row.layoutIfNeeded() }
        let message = collected.messages.joined(separator: "\n")
        #expect(message.contains("'UISV-canvas-connection'") && message.contains("'UISV-spanning-boundary'"), "\(message)")
        try expectRoundTrip(message)
        #expect(ConsoleItems.stackIdentifier(of: "s.align.0.lead") == "UISV-canvas-connection")
        #expect(ConsoleItems.stackIdentifier(of: "s.align.0") == "UISV-canvas-connection")
        #expect(ConsoleItems.stackIdentifier(of: "s.align.1.lead") == "UISV-alignment")
        #expect(ConsoleItems.stackIdentifier(of: "s.align.10") == "UISV-alignment")
    }
}
