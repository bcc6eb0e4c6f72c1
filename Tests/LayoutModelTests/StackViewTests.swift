import LayoutCore
@testable import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// Stack views of every alignment on both axes, and their generated constraints' names.
@Suite struct StackViewTests {
    /// A 300 × 100 root with a stack pinned to its edges, arranging a (40 × 20) and b (60 × 30).
    func makeStack(_ axis: LayoutAxis, _ alignment: StackView.Alignment,
                   _ distribution: StackView.Distribution = .fill, spacing: Double = 10) -> (View, StackView)
    {
        let root = View("root")
        root.targetSize = TargetSize(width: 300, height: 100)
        let a = label("a", width: 40, height: 20)
        let b = label("b", width: 60, height: 30)
        let stack = StackView("stack", arrangedSubviews: [a, b])
        stack.axis = axis
        stack.alignment = alignment
        stack.distribution = distribution
        stack.spacing = spacing
        root.addSubviewWithEdgeConstraints(stack)
        return (root, stack)
    }

    @Test(arguments: [
        (StackView.Alignment.fill, Rect(x: 0, y: 0, width: 40, height: 100), Rect(x: 50, y: 0, width: 60, height: 100)),
        (.top, Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 50, y: 0, width: 60, height: 30)),
        (.center, Rect(x: 0, y: 50 - 10, width: 40, height: 20), Rect(x: 50, y: 50 - 15, width: 60, height: 30)),
        (.bottom, Rect(x: 0, y: 100 - 20, width: 40, height: 20), Rect(x: 50, y: 100 - 30, width: 60, height: 30)),
    ])
    func horizontalAlignment(_ alignment: StackView.Alignment, _ a: Rect, _ b: Rect) throws {
        let (root, stack) = makeStack(.horizontal, alignment)
        // b's width is 300 − 40 − 10 = 250 > 60: give b the lower hugging so the layout is unique.
        stack.arrangedSubviews[1].setContentHuggingPriority(249, for: .horizontal)
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .satisfied)
        var wideB = b
        wideB.width = 300 - 40 - 10
        expectFrames(result, ["a": a, "b": wideB])
    }

    @Test(arguments: [
        (StackView.Alignment.fill, Rect(x: 0, y: 0, width: 300, height: 20), Rect(x: 0, y: 30, width: 300, height: 70)),
        (.leading, Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 0, y: 30, width: 60, height: 70)),
        (.center, Rect(x: 150 - 20, y: 0, width: 40, height: 20), Rect(x: 150 - 30, y: 30, width: 60, height: 70)),
        (.trailing, Rect(x: 300 - 40, y: 0, width: 40, height: 20), Rect(x: 300 - 60, y: 30, width: 60, height: 70)),
    ])
    func verticalAlignment(_ alignment: StackView.Alignment, _ a: Rect, _ b: Rect) throws {
        let (root, stack) = makeStack(.vertical, alignment)
        stack.arrangedSubviews[1].setContentHuggingPriority(249, for: .vertical)
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .satisfied)
        expectFrames(result, ["a": a, "b": b])
    }

    @Test func verticalAlignmentsFollowTheLayoutDirection() throws {
        let (root, stack) = makeStack(.vertical, .leading)
        stack.arrangedSubviews[1].setContentHuggingPriority(249, for: .vertical)
        root.layoutDirection = .rightToLeft
        let result = try layoutWithEveryStrategy(root)
        expectFrames(result, ["a": Rect(x: 300 - 40, y: 0, width: 40, height: 20),
                              "b": Rect(x: 300 - 60, y: 30, width: 60, height: 70)])
    }

    @Test func horizontalStacksRunFromTheTrailingEdgeRightToLeft() throws {
        let (root, stack) = makeStack(.horizontal, .top)
        stack.arrangedSubviews[1].setContentHuggingPriority(249, for: .horizontal)
        root.layoutDirection = .rightToLeft
        let result = try layoutWithEveryStrategy(root)
        expectFrames(result, ["a": Rect(x: 300 - 40, y: 0, width: 40, height: 20),
                              "b": Rect(x: 0, y: 0, width: 250, height: 30)])
    }

    @Test func fillEquallyGivesEveryViewTheFirstOnesSize() throws {
        let (root, _) = makeStack(.horizontal, .fill, .fillEqually)
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .satisfied)
        let width = (300.0 - 10) / 2
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: width, height: 100),
                              "b": Rect(x: width + 10, y: 0, width: width, height: 100)])
    }

    @Test func fillWithEqualHuggingLeavesTheSpareSpaceAmbiguous() throws {
        let (root, _) = makeStack(.horizontal, .fill)
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .ambiguous)
        #expect(result.ambiguous == ["a": [.width], "b": [.x, .width]])
    }

    @Test func generatedNamesAndOrder() {
        let (_, stack) = makeStack(.horizontal, .center, .fillEqually)
        let names = stack.generatedConstraints().map { $0.identifier ?? "" }
        #expect(names == [
            "stack.canvas.first", "stack.canvas.last", "stack.spacing.1", "stack.fillEqually.1",
            "stack.align.0", "stack.align.1", "stack.bound.0.lead", "stack.bound.0.trail",
            "stack.bound.1.lead", "stack.bound.1.trail", "stack.suppress.0", "stack.suppress.1", "stack.fit",
        ])
        let texts = stack.generatedConstraints().map(\.description)
        #expect(texts[0] == "stack.canvas.first: a.leading == stack.leading")
        #expect(texts[2] == "stack.spacing.1: b.leading == a.trailing + 10")
        #expect(texts[4] == "stack.align.0: a.centerY == stack.centerY")
        #expect(texts[7] == "stack.bound.0.trail: a.bottom <= stack.bottom")
        #expect(texts[10] == "stack.suppress.0: a.height == 0 @25")
        #expect(texts[12] == "stack.fit: stack.height == 0 @51")

        let (_, fill) = makeStack(.vertical, .fill)
        #expect(fill.generatedConstraints().map(\.description).suffix(2) == [
            "stack.align.1.lead: b.leading == stack.leading", "stack.align.1.trail: b.trailing == stack.trailing",
        ])
    }

    @Test func emptyStackAddsNothing() throws {
        let root = View("root")
        root.targetSize = TargetSize(width: 100, height: 100)
        let stack = StackView("stack")
        root.addSubviewWithEdgeConstraints(stack)
        #expect(stack.generatedConstraints().isEmpty)
        #expect(try layoutWithEveryStrategy(root).status == .satisfied)
    }

    @Test func customSpacingAfterAView() throws {
        let (root, stack) = makeStack(.horizontal, .top)
        stack.arrangedSubviews[1].setContentHuggingPriority(249, for: .horizontal)
        stack.setCustomSpacing(30, after: stack.arrangedSubviews[0])
        let result = try layoutWithEveryStrategy(root)
        expectFrames(result, ["b": Rect(x: 40 + 30, y: 0, width: 300 - 70, height: 30)])
    }
}
