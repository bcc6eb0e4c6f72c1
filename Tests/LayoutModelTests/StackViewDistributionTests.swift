import Foundation
import LayoutCore
@testable import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// `fillProportionally`, `equalSpacing`, `equalCentering` and margin-relative arrangements, with
/// frames worked out by hand, on both axes and with every strategy.
@Suite struct StackViewDistributionTests {
    /// A 300 × 100 root with a stack pinned to its edges, arranging a (40 × 20), b (60 × 30) and,
    /// when `three`, c (20 × 10).
    func makeStack(_ axis: LayoutAxis, _ distribution: StackView.Distribution, spacing: Double = 10,
                   three: Bool = false) -> (View, StackView)
    {
        let root = View("root")
        root.targetSize = TargetSize(width: 300, height: 100)
        var views = [label("a", width: 40, height: 20), label("b", width: 60, height: 30)]
        if three { views.append(label("c", width: 20, height: 10)) }
        let stack = StackView("stack", arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.spacing = spacing
        root.addSubviewWithEdgeConstraints(stack)
        return (root, stack)
    }

    @Test func fillProportionallyHorizontal() throws {
        let (root, _) = makeStack(.horizontal, .fillProportionally)
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .satisfied)
        let length = 300.0 - 10
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: length * 40 / 100, height: 100),
                              "b": Rect(x: length * 40 / 100 + 10, y: 0, width: length * 60 / 100, height: 100)])
    }

    @Test func fillProportionallyVertical() throws {
        let (root, _) = makeStack(.vertical, .fillProportionally)
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .satisfied)
        let length = 100.0 - 10
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: 300, height: length * 20 / 50),
                              "b": Rect(x: 0, y: length * 20 / 50 + 10, width: 300, height: length * 30 / 50)])
    }

    @Test func fillProportionallyWithoutIntrinsicSizesIsFill() throws {
        let (_, stack) = makeStack(.horizontal, .fillProportionally)
        stack.arrangedSubviews[0].intrinsicContentSize.width = View.noIntrinsicMetric
        #expect(stack.proportionalShares().isEmpty)
        #expect(!stack.generatedConstraints().contains { $0.identifier?.contains("fillProportionally") == true })
    }

    @Test func fillProportionallyFollowsIntrinsicSizeChanges() throws {
        let (root, stack) = makeStack(.horizontal, .fillProportionally, spacing: 0)
        let engine = LayoutEngine()
        _ = try engine.layout(root)
        stack.arrangedSubviews[1].intrinsicContentSize.width = 260
        let result = try engine.layout(root)
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: 300 * 40 / 300, height: 100),
                              "b": Rect(x: 40, y: 0, width: 300 * 260 / 300, height: 100)])
    }

    @Test func equalSpacingHorizontal() throws {
        let (root, stack) = makeStack(.horizontal, .equalSpacing, three: true)
        #expect(stack.spacerGuides.map(\.identifier) == ["stack-gap1", "stack-gap2"])
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .satisfied)
        let gap = (300.0 - 40 - 60 - 20) / 2
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: 40, height: 100),
                              "b": Rect(x: 40 + gap, y: 0, width: 60, height: 100),
                              "c": Rect(x: 40 + gap + 60 + gap, y: 0, width: 20, height: 100),
                              "stack-gap1": Rect(x: 40, y: 0, width: gap, height: 0)])
    }

    @Test func equalSpacingVertical() throws {
        let (root, _) = makeStack(.vertical, .equalSpacing, spacing: 0, three: true)
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .satisfied)
        let gap = (100.0 - 20 - 30 - 10) / 2
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: 300, height: 20),
                              "b": Rect(x: 0, y: 20 + gap, width: 300, height: 30),
                              "c": Rect(x: 0, y: 20 + gap + 30 + gap, width: 300, height: 10)])
    }

    /// A custom spacing above the even gap widens every gap to it; c, resisting least, shrinks.
    @Test func equalSpacingKeepsTheLargestSpacingAsTheMinimum() throws {
        let (root, stack) = makeStack(.horizontal, .equalSpacing, three: true)
        stack.setCustomSpacing(100, after: stack.arrangedSubviews[0])
        stack.arrangedSubviews[2].setContentCompressionResistancePriority(749, for: .horizontal)
        let result = try layoutWithEveryStrategy(root)
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: 40, height: 100),
                              "b": Rect(x: 40 + 100, y: 0, width: 60, height: 100),
                              "c": Rect(x: 300, y: 0, width: 300 - (40 + 100 + 60 + 100), height: 100)])
    }

    @Test func equalCenteringHorizontal() throws {
        let (root, _) = makeStack(.horizontal, .equalCentering, spacing: 0, three: true)
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .satisfied)
        let (firstCentre, lastCentre) = (40.0 / 2, 300 - 20.0 / 2)
        let middleCentre = (firstCentre + lastCentre) / 2
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: 40, height: 100),
                              "b": Rect(x: middleCentre - 60 / 2, y: 0, width: 60, height: 100),
                              "c": Rect(x: 300 - 20, y: 0, width: 20, height: 100)])
    }

    @Test func equalCenteringVertical() throws {
        let (root, _) = makeStack(.vertical, .equalCentering, spacing: 0, three: true)
        let result = try layoutWithEveryStrategy(root)
        let middleCentre = (20.0 / 2 + (100 - 10.0 / 2)) / 2
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: 300, height: 20),
                              "b": Rect(x: 0, y: middleCentre - 30 / 2, width: 300, height: 30),
                              "c": Rect(x: 0, y: 100 - 10, width: 300, height: 10)])
    }

    /// The spacing wins over equal centring (@149): b sits as near the middle as its minimum allows.
    @Test func equalCenteringGivesWayToTheSpacing() throws {
        let (root, stack) = makeStack(.horizontal, .equalCentering, spacing: 0, three: true)
        stack.setCustomSpacing(100, after: stack.arrangedSubviews[0])
        let result = try layoutWithEveryStrategy(root)
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: 40, height: 100),
                              "b": Rect(x: 40 + 100, y: 0, width: 60, height: 100),
                              "c": Rect(x: 300 - 20, y: 0, width: 20, height: 100)])
    }

    @Test func spacerGuidesFollowTheDistributionAndArrangement() {
        let (_, stack) = makeStack(.horizontal, .equalSpacing, three: true)
        #expect(stack.layoutGuides.count == 2)
        stack.removeArrangedSubview(stack.arrangedSubviews[2])
        #expect(stack.spacerGuides.count == 1 && stack.layoutGuides.count == 1)
        stack.distribution = .fill
        #expect(stack.spacerGuides.isEmpty && stack.layoutGuides.isEmpty)
    }

    @Test func marginsRelativeFill() throws {
        let (root, stack) = makeStack(.horizontal, .fill)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.arrangedSubviews[1].setContentHuggingPriority(249, for: .horizontal)
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .satisfied)
        expectFrames(result, ["a": Rect(x: 8, y: 8, width: 40, height: 100 - 16),
                              "b": Rect(x: 8 + 40 + 10, y: 8, width: 300 - 8 - (8 + 40 + 10), height: 100 - 16)])
    }

    @Test func marginsRelativeFillProportionallyVertical() throws {
        let (root, stack) = makeStack(.vertical, .fillProportionally)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 5, left: 4, bottom: 15, right: 6)
        let result = try layoutWithEveryStrategy(root)
        let length = 100.0 - 5 - 15 - 10
        expectFrames(result, ["a": Rect(x: 4, y: 5, width: 300 - 10, height: length * 20 / 50),
                              "b": Rect(x: 4, y: 5 + length * 20 / 50 + 10, width: 300 - 10, height: length * 30 / 50)])
    }

    @Test(arguments: [StackView.Distribution.fillProportionally, .equalSpacing, .equalCentering])
    func caseFileRoundTrip(_ distribution: StackView.Distribution) throws {
        let (root, stack) = makeStack(.horizontal, distribution, three: true)
        stack.isLayoutMarginsRelativeArrangement = true
        let exported = LayoutCase(exporting: root, name: "stack")
        #expect(!exported.views.contains { $0.id.contains("gap") })
        #expect(exported.views.first { $0.id == "stack" }?.stack?.distribution == distribution)
        let read = try LayoutCase(data: Data(exported.text.utf8))
        #expect(read == exported)
        #expect(exported.text.contains("\"layoutMarginsRelativeArrangement\":true")
            || exported.text.contains("\"layoutMarginsRelativeArrangement\": true"))
        let direct = try LayoutEngine().layout(root)
        for strategy in SolverStrategies.all {
            guard case .laidOut(let fromFile, _) = CaseRunner.run(read, strategy: strategy).outcome else {
                Issue.record("the exported case is invalid")
                continue
            }
            expectFrames(fromFile, direct.frames.filter { ["a", "b", "c"].contains($0.key) })
        }
    }

    /// Switching distribution on a laid-out tree (which adds or removes spacer guides) relays out
    /// as a fresh engine lays out the changed tree.
    @Test func changingTheDistributionRelaysOut() throws {
        let (root, stack) = makeStack(.horizontal, .fill, three: true)
        for strategy in SolverStrategies.all {
            let engine = LayoutEngine(strategy: strategy)
            for distribution in [StackView.Distribution.equalSpacing, .fillProportionally, .equalCentering, .fill] {
                stack.distribution = distribution
                let relaid = try engine.layout(root)
                let fresh = try LayoutEngine(strategy: strategy).layout(root)
                #expect(relaid.status == fresh.status, "\(distribution)")
                expectFrames(relaid, fresh.frames)
                #expect(Set(relaid.frames.keys) == Set(fresh.frames.keys))
            }
        }
    }
}
