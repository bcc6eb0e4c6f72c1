import LayoutCore
import Foundation
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// Margins, guides, the safe area, system spacing and aliases in case files: laid out as from
/// Swift, written and read back unchanged, refused with a typed error when malformed.
@Suite struct UIKitCaseFileTests {
    static let json = """
        {"format": "layoutbench/case@1", "name": "uikit", "layoutDirection": "rightToLeft",
         "root": {"width": 200, "height": 100},
         "views": [{"id": "r", "layoutMargins": [4, 10, 6, 20], "safeAreaInsets": [30, 0, 10, 0]},
                   {"id": "g", "parent": "r", "guide": true},
                   {"id": "a", "parent": "r"}],
         "constraints": ["g.leading == r.leadingMargin", "g.trailing == r.trailingMargin",
                         "g.top == r.safeArea.top", "g.bottom == r.safeArea.maxY",
                         "a.left == g.left", "a.top == g.top + 2 * system", "a.width == 10", "a.height == 10"]}
        """

    func run(_ json: String, file: String = "t.json") throws(LayoutError) -> CaseResult {
        CaseRunner.run(try LayoutCase(data: Data(json.utf8), file: file), strategy: IncrementalSolver.self, file: file)
    }

    @Test func aCaseWithMarginsGuidesAndTheSafeArea() throws {
        let layoutCase = try LayoutCase(data: Data(Self.json.utf8))
        var results: [LayoutResult] = []
        for strategy in SolverStrategies.all {
            guard case .laidOut(let result, _) = CaseRunner.run(layoutCase, strategy: strategy).outcome else {
                Issue.record("invalid")
                return
            }
            results.append(result)
        }
        expectAgreement(results[0], results[1])
        // Right-to-left: the leading margin is the right one (20), the trailing the left (10).
        expectFrames(results[0], ["g": Rect(x: 10, y: 30, width: 200 - 10 - 20, height: 60),
                                  "r.layoutMargins": Rect(x: 10, y: 4, width: 170, height: 90),
                                  "r.safeArea": Rect(x: 0, y: 30, width: 200, height: 60),
                                  "a": Rect(x: 10, y: 46, width: 10, height: 10)])
        #expect(results[0].viewIDs.contains("r.safeArea") && results[0].viewIDs.contains("g"))
    }

    /// Written and read back, the case is equal; the aliases and `system` print canonically.
    @Test func roundTrip() throws {
        let layoutCase = try LayoutCase(data: Data(Self.json.utf8))
        let text = layoutCase.text
        #expect(text.contains(#""guide": true"#) && text.contains(#""layoutMargins": [4, 10, 6, 20]"#))
        #expect(text.contains("g.bottom == r.safeArea.bottom") && text.contains("a.top == g.top + 16"))
        let again = try LayoutCase(data: Data(text.utf8))
        #expect(again == layoutCase)
        #expect(again.text == text)
    }

    /// A Swift tree with a guide, the safe area and margins exports to a case with its layout.
    @Test func exportKeepsGuidesMarginsAndTheSafeArea() throws {
        let r = View("r")
        r.targetSize = TargetSize(width: 120, height: 80)
        r.layoutMargins = EdgeInsets(all: 12)
        r.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let guide = LayoutGuide("g")
        r.addLayoutGuide(guide)
        let a = View("a")
        r.addSubview(a)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: r.leadingMarginAnchor), guide.widthAnchor.constraint(equalToConstant: 40),
            guide.topAnchor.constraint(equalTo: r.safeAreaLayoutGuide.topAnchor), guide.heightAnchor.constraint(equalToConstant: 5),
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: guide.trailingAnchor, multiplier: 1),
            a.trailingAnchor.constraint(equalTo: r.trailingMarginAnchor), a.topAnchor.constraint(equalTo: guide.bottomAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let swift = try layoutWithEveryStrategy(r)
        let exported = LayoutCase(exporting: r, name: "exported")
        #expect(!exported.views.contains { $0.id == "r.safeArea" || $0.id == "r.layoutMargins" })
        guard case .laidOut(let fromFile, _) = CaseRunner.run(exported, strategy: FullSolver.self).outcome else {
            Issue.record("the export is invalid: \(exported.text)")
            return
        }
        expectAgreement(swift, fromFile)
        expectFrames(fromFile, ["a": Rect(x: 12 + 40 + 8, y: 25, width: 120 - 12 - 60, height: 10)])
    }

    func reason(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutError.Reason? {
        do throws(LayoutError) {
            guard case .invalid(let error) = try run(json).outcome else {
                Issue.record("laid out", sourceLocation: sourceLocation)
                return nil
            }
            #expect(error.description.hasPrefix("t.json: "), sourceLocation: sourceLocation)
            return error.reason
        } catch {
            #expect(error.description.hasPrefix("t.json: "), sourceLocation: sourceLocation)
            return error.reason
        }
    }

    func with(views: String = #"{"id": "r"}, {"id": "a", "parent": "r"}"#, _ constraints: [String] = []) -> String {
        let quoted = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"format": "layoutbench/case@1", "views": [\#(views)], "constraints": [\#(quoted)]}"#
    }

    @Test func badInputIsATypedError() {
        let guideWithSize = #"{"id": "r"}, {"id": "g", "parent": "r", "guide": true, "intrinsicSize": [1, 1]}"#
        #expect(reason(with(views: guideWithSize)).map { "\($0)" }?.contains("layout guide") == true)
        let rootGuide = #"{"id": "g", "guide": true}"#
        #expect(reason(with(views: rootGuide)).map { "\($0)" }?.contains("parent") == true)
        let underGuide = #"{"id": "r"}, {"id": "g", "parent": "r", "guide": true}, {"id": "a", "parent": "g"}"#
        #expect(reason(with(views: underGuide)).map { "\($0)" }?.contains("layout guide") == true)
        let arrangedGuide = #"{"id": "r"}, {"id": "g", "parent": "r", "guide": true}, {"id": "s", "parent": "r", "stack": {"arranged": ["g"]}}"#
        #expect(reason(with(views: arrangedGuide)) == .invalidValue("'g' is a layout guide, which a stack cannot arrange."))
        let sizedGuide = with(views: #"{"id": "r"}, {"id": "g", "parent": "r", "guide": true}"#)
            .replacingOccurrences(of: #""constraints": []"#, with: #""constraints": [], "steps": [{"intrinsicSize": {"g": [1, 1]}}]"#)
        #expect(reason(sizedGuide) == .invalidValue("'g' is a layout guide, which has no intrinsic size."))
        #expect(reason(with(views: #"{"id": "r", "layoutMargins": [1, 2, 3]}"#))
                == .wrongType(expected: "an array of four numbers (top, left, bottom, right)"))
        #expect(reason(with(views: #"{"id": "r", "guide": "yes", "parent": "r"}"#)) == .wrongType(expected: "true or false"))
        #expect(reason(with(["a.leading == r.leadingMargins"])) == .unknownAttribute("leadingMargins"))
        #expect(reason(with(["a.leading == r.leftMargin"])) == .mixedDirections)
        #expect(reason(with(["a.top == r.leadingMargin"])) == .mixedAxes)
        #expect(reason(with(["a.top == x.safeArea.top"])) == .unknownView("x.safeArea"))
        #expect(reason(with(["r.safeArea.top: a.top == r.top"])) == .implicitConstraint("r.safeArea.top"))
        #expect(reason(with(["r.layoutMargins.left: a.left == r.left"])) == .implicitConstraint("r.layoutMargins.left"))
        let guideMargin = #"{"id": "r"}, {"id": "g", "parent": "r", "guide": true}"#
        #expect(reason(with(views: guideMargin, ["g.leadingMargin == r.leading"]))
                == .unsupported("a layout guide has no layout margins."))
        if case .syntax(let message) = reason(with(["a.leading == r.trailing + 2 * sys"])) {
            #expect(message.contains("'system'"))
        } else {
            Issue.record("expected a syntax error")
        }
    }
}
