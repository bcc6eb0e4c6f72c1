import Foundation
import LayoutCore
@testable import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// Stacks that line views up on their text baselines, and vertical stacks that measure their
/// spacing between baselines; frames worked out by hand from the text model's numbers: a
/// 17-point line is 20 tall with its baseline 16 below its top (4 above its bottom), a 34-point
/// line 41 tall with its baseline at 32 (9 above its bottom).
@Suite struct BaselineStackTests {
    func text(_ id: String, width: Double, large: Bool = false) -> View {
        let view = label(id, width: width, height: large ? 41 : 20)
        view.baselines = large ? Baselines(firstFromTop: 32, lastFromBottom: 9) : Baselines(firstFromTop: 16, lastFromBottom: 4)
        return view
    }

    /// A 320 × 100 root with a horizontal stack at (10, 50), spacing 8, arranging `views`.
    func row(_ alignment: StackView.Alignment, _ views: [View]) -> (View, StackView) {
        let root = View("root")
        root.targetSize = TargetSize(width: 320, height: 100)
        let stack = StackView("stack", arrangedSubviews: views)
        stack.alignment = alignment
        stack.spacing = 8
        root.addSubview(stack, withConstraints: [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        ])
        return (root, stack)
    }

    @Test func firstBaselineLinesUpTheFirstLines() throws {
        let (root, _) = row(.firstBaseline, [text("a", width: 17), text("b", width: 34, large: true), text("c", width: 17)])
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .satisfied)
        // b's baseline (32 below its top) on a's (16 below its top): b starts 16 above a. As in
        // UIKit, the stack's top follows the first view only, so b reaches 16 above the stack.
        expectFrames(result, [
            "stack": Rect(x: 10, y: 50, width: 17 + 8 + 34 + 8 + 17, height: 25),
            "a": Rect(x: 0, y: 0, width: 17, height: 20),
            "b": Rect(x: 25, y: 16 - 32, width: 34, height: 41),
            "c": Rect(x: 67, y: 0, width: 17, height: 20),
        ])
    }

    @Test func lastBaselineLinesUpTheLastLines() throws {
        let (root, _) = row(.lastBaseline, [text("a", width: 17), text("b", width: 34, large: true), text("c", width: 17)])
        let result = try layoutWithEveryStrategy(root)
        // a's baseline is 36 − 4 = 32 down the stack; b's bottom 9 below it: 41, past the
        // stack's bottom (36), which follows the first view.
        expectFrames(result, [
            "stack": Rect(x: 10, y: 50, width: 84, height: 36),
            "a": Rect(x: 0, y: 16, width: 17, height: 20),
            "b": Rect(x: 25, y: 0, width: 34, height: 41),
            "c": Rect(x: 67, y: 16, width: 17, height: 20),
        ])
    }

    @Test func aViewWithoutTextSitsOnTheBaseline() throws {
        let icon = label("icon", width: 24, height: 24)
        let (root, _) = row(.firstBaseline, [text("a", width: 17), icon])
        let result = try layoutWithEveryStrategy(root)
        // The icon's baseline is its bottom: 16 below a's top, so it starts 8 above it.
        expectFrames(result, [
            "stack": Rect(x: 10, y: 50, width: 17 + 8 + 24, height: 20),
            "a": Rect(x: 0, y: 0, width: 17, height: 20),
            "icon": Rect(x: 25, y: 16 - 24, width: 24, height: 24),
        ])
    }

    @Test func baselineAlignmentInAColumnIsItsLeadingOrTrailingEdge() throws {
        for (alignment, edge) in [(StackView.Alignment.firstBaseline, StackView.Alignment.leading),
                                  (.lastBaseline, .trailing)] {
            let (root, stack) = row(alignment, [text("a", width: 17), text("b", width: 34, large: true)])
            stack.axis = .vertical
            let (twin, twinStack) = row(edge, [text("a", width: 17), text("b", width: 34, large: true)])
            twinStack.axis = .vertical
            expectAgreement(try layoutWithEveryStrategy(root), try layoutWithEveryStrategy(twin))
        }
    }

    @Test func baselineRelativeSpacingIsMeasuredBetweenBaselines() throws {
        let root = View("root")
        root.targetSize = TargetSize(width: 320, height: 200)
        let stack = StackView("stack", arrangedSubviews: [text("title", width: 17), text("subtitle", width: 17)])
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        root.addSubview(stack, withConstraints: [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = try layoutWithEveryStrategy(root)
        // title's baseline 30 below the stack's top (its top at 30 − 16); subtitle's first
        // baseline 30 below title's last (subtitle at 14 + 20 − 4 + 30 − 16); the stack's bottom
        // 30 below subtitle's last baseline (44 + 20 − 4 + 30).
        expectFrames(result, [
            "stack": Rect(x: 0, y: 0, width: 320, height: 90),
            "title": Rect(x: 0, y: 14, width: 320, height: 20),
            "subtitle": Rect(x: 0, y: 44, width: 320, height: 20),
        ])
        // Without text, frames are measured as usual: a 10-point view after the title.
        let spacer = label("spacer", width: 5, height: 10)
        stack.addArrangedSubview(spacer)
        expectFrames(try layoutWithEveryStrategy(root), [
            "spacer": Rect(x: 0, y: 44 + 20 - 4 + 30, width: 320, height: 10),
            "stack": Rect(x: 0, y: 0, width: 320, height: 90 + 10),
        ])
    }

    @Test func changingBaselinesMovesTheRow() throws {
        let a = text("a", width: 17), b = text("b", width: 34, large: true)
        let (root, _) = row(.firstBaseline, [a, b])
        try root.layoutIfNeeded()
        #expect(b.frame.y == -16)
        b.baselines = Baselines(firstFromTop: 20, lastFromBottom: 21)
        try root.layoutIfNeeded()
        #expect(b.frame.y == -4)
    }

    static let caseText = """
        {"format": "layoutbench/case@1", "name": "baselines",
         "root": {"width": 320, "height": 100},
         "views": [
          {"id": "root"},
          {"id": "row", "parent": "root", "stack": {"axis": "horizontal", "alignment": "firstBaseline", "spacing": 8,
           "arranged": ["a", "b"]}},
          {"id": "a", "parent": "row", "intrinsicSize": [17, 20], "baselines": [16, 4]},
          {"id": "b", "parent": "row", "intrinsicSize": [34, 41], "baselines": [32, 9]},
          {"id": "column", "parent": "root", "stack": {"axis": "vertical", "spacing": 30, "arranged": ["c", "d"],
           "baselineRelativeArrangement": true}},
          {"id": "c", "parent": "column", "intrinsicSize": [17, 20], "baselines": [16, 4]},
          {"id": "d", "parent": "column", "intrinsicSize": [17, 20], "baselines": [16, 4]}
         ],
         "constraints": ["row.leading == root.leading + 10", "row.top == root.top + 50",
                         "column.leading == root.leading + 200", "column.top == root.top"]}
        """

    @Test func caseFilesCarryBaselines() throws {
        let layoutCase = try LayoutCase(data: Data(Self.caseText.utf8), file: "baselines.json")
        #expect(layoutCase.views.first { $0.id == "b" }?.baselines == Baselines(firstFromTop: 32, lastFromBottom: 9))
        #expect(layoutCase.views.first { $0.id == "column" }?.stack?.baselineRelativeArrangement == true)
        // Written back and read again: the same case.
        #expect(try LayoutCase(data: Data(layoutCase.text.utf8)) == layoutCase)
        for strategy in SolverStrategies.all {
            guard case .laidOut(let result, _) = CaseRunner.run(layoutCase, strategy: strategy).outcome else {
                Issue.record("\(strategy.name) did not lay the case out")
                continue
            }
            expectFrames(result, [
                "b": Rect(x: 25, y: -16, width: 34, height: 41),
                "c": Rect(x: 0, y: 14, width: 17, height: 20),
                "d": Rect(x: 0, y: 44, width: 17, height: 20),
                "column": Rect(x: 200, y: 0, width: 17, height: 90),
            ])
        }
    }

    @Test(arguments: [
        (#"{"id": "a", "parent": "row", "baselines": [-1, 4]}"#, "baselines are distances, at least 0."),
        (#"{"id": "a", "parent": "row", "baselines": [1]}"#, "an array of two numbers"),
        (#"{"id": "a", "parent": "row", "baselines": [1e9, 4]}"#, "at most 1e7 in magnitude"),
        (#"{"id": "a", "parent": "row", "guide": true, "baselines": [1, 4]}"#, "safe area or baselines."),
    ])
    func badBaselinesAreRefused(_ view: String, _ message: String) throws {
        let text = Self.caseText.replacingOccurrences(
            of: #"{"id": "a", "parent": "row", "intrinsicSize": [17, 20], "baselines": [16, 4]}"#, with: view)
        let error = try #require(throws: LayoutError.self) {
            _ = try CaseModel(try LayoutCase(data: Data(text.utf8), file: "bad.json"))
        }
        #expect(error.description.contains(message), "\(error)")
    }

    @Test func anUnknownAlignmentNamesTheChoices() throws {
        let text = Self.caseText.replacingOccurrences(of: #""alignment": "firstBaseline""#, with: #""alignment": "baseline""#)
        let error = try #require(throws: LayoutError.self) { _ = try LayoutCase(data: Data(text.utf8), file: "bad.json") }
        #expect(error.description.contains("'firstBaseline', 'lastBaseline', not 'baseline'"), "\(error)")
    }
}
