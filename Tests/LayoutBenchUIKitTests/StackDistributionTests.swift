import LayoutBenchUIKit
import Testing

/// `UIStackView`'s distributions beyond `fill`, with hidden views, custom spacing and
/// margin-relative arrangement; expected frames are arithmetic on the labels' measured sizes.
@Suite struct StackDistributionTests {
    func labels(_ texts: [String]) -> [UILabel] {
        texts.map { text in
            let label = UILabel()
            label.text = text
            return label
        }
    }

    @Test func equalSpacingSkipsHiddenViews() {
        let views = labels(["a", "bbbb", "cc", "ddddddd"])
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.alignment = .top
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        views[1].isHidden = true
        stack.layoutIfNeeded()
        let widths = views.map(\.intrinsicContentSize.width)
        let height = views.map(\.intrinsicContentSize.height)
        let gap = (300 - widths[0] - widths[2] - widths[3]) / 2
        expectFrame(views[0], 0, 0, widths[0], height[0])
        expectFrame(views[2], widths[0] + gap, 0, widths[2], height[2])
        expectFrame(views[3], widths[0] + gap + widths[2] + gap, 0, widths[3], height[3])
        #expect(views[1].frame.size == .zero)
    }

    @Test func equalCenteringVertical() {
        let views = labels(["a", "bbbb", "cc"])
        views[1].font = UIFont.systemFont(ofSize: 30)
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .equalCentering
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        stack.layoutIfNeeded()
        let heights = views.map(\.intrinsicContentSize.height)
        let middleCentre = (heights[0] / 2 + (200 - heights[2] / 2)) / 2
        expectFrame(views[0], 0, 0, 100, heights[0])
        expectFrame(views[1], 0, middleCentre - heights[1] / 2, 100, heights[1])
        expectFrame(views[2], 0, 200 - heights[2], 100, heights[2])
    }

    @Test func fillProportionallyWithCustomSpacing() {
        let views = labels(["aa", "bbbbbb"])
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.spacing = 4
        stack.setCustomSpacing(20, after: views[0])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        stack.layoutIfNeeded()
        let widths = views.map(\.intrinsicContentSize.width)
        let length = 200 - 20 as CGFloat
        let first = length * widths[0] / (widths[0] + widths[1])
        expectFrame(views[0], 0, 0, first, 30)
        expectFrame(views[1], first + 20, 0, length * widths[1] / (widths[0] + widths[1]), 30)
    }

    @Test func marginsRelativeArrangement() {
        let views = labels(["aa", "bb"])
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 102)
        stack.layoutIfNeeded()
        let height = (102 - 5 - 7 - 10) / 2 as CGFloat
        expectFrame(views[0], 6, 5, 100 - 6 - 8, height)
        expectFrame(views[1], 6, 5 + height + 10, 100 - 6 - 8, height)
    }
}

@Suite struct StackDistributionConflictTests {
    /// Required widths wider than the stack break a constraint; the message names the stack's
    /// constraints as UIKit does.
    @Test func aConflictPrintsUIKitsStackNames() {
        let views = [UIView(), UIView(), UIView()]
        for view in views { view.widthAnchor.constraint(equalToConstant: 50).isActive = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 160, height: 20)
        let collected = ConsoleCapture()
        UIKitConsole.withSink({ collected.append($0) }) { stack.layoutIfNeeded() }
        let message = collected.messages.joined(separator: "\n")
        #expect(message.contains("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'UISV-spacing'") && message.contains("'UISV-canvas-connection'"))
    }

    /// A custom spacing that equal gaps cannot honour within the stack breaks a constraint among
    /// the gap guides' `UISV-fill-equally` and `UISV-distributing-edge`.
    @Test func equalGapsPrintTheirGuides() {
        let views = [UIView(), UIView(), UIView()]
        for view in views { view.widthAnchor.constraint(equalToConstant: 50).isActive = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.setCustomSpacing(40, after: views[0])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        let collected = ConsoleCapture()
        UIKitConsole.withSink({ collected.append($0) }) { stack.layoutIfNeeded() }
        let message = collected.messages.joined(separator: "\n")
        #expect(message.contains("'UISV-fill-equally'") && message.contains("'UISV-distributing-edge'"))
    }
}
