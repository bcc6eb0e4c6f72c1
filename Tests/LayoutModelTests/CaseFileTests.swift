import LayoutCore
import Foundation
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

@Suite struct CaseFileTests {
    /// The example of docs/Formats.md (its song view is arranged by a stack that is not its
    /// parent).
    static let designExample = """
        {
          "format": "layoutbench/case@1",
          "name": "player-cell",
          "layoutDirection": "leftToRight",
          "root": {"width": 375},
          "views": [
            {"id": "cell"},
            {"id": "play", "parent": "cell"},
            {"id": "song", "parent": "cell", "intrinsicSize": [140, 19], "hugging": [250, 250],
             "compressionResistance": [750, 750]},
            {"id": "text", "parent": "cell", "stack": {"axis": "vertical", "distribution": "fill",
             "alignment": "fill", "spacing": 4, "arranged": ["song"]}}
          ],
          "constraints": [
            "cell.height == 64 @999",
            "play.centerY == cell.centerY",
            "gap: song.leading == play.trailing + 16",
            "play.width == 1.0 * play.height"
          ]
        }
        """

    @Test func readsTheDesignExample() throws {
        let layoutCase = try LayoutCase(data: Data(Self.designExample.utf8), file: "example.json")
        #expect(layoutCase.name == "player-cell")
        #expect(layoutCase.root == TargetSize(width: 375))
        #expect(layoutCase.views.map(\.id) == ["cell", "play", "song", "text"])
        #expect(layoutCase.views[3].stack?.arranged == ["song"])
        #expect(layoutCase.label(at: 2) == "gap" && layoutCase.label(at: 3) == "c3")
        for strategy in SolverStrategies.all {
            guard case .laidOut(let result, _) = CaseRunner.run(layoutCase, strategy: strategy).outcome else {
                Issue.record("invalid")
                return
            }
            // play's size, play.x and the text stack's position are free.
            #expect(result.status == .ambiguous)
            #expect(result.ambiguous["play"] == [.x, .y, .width, .height])
            #expect(result["cell"] == Rect(x: 0, y: 0, width: 375, height: 64))
        }
    }

    @Test func writesAndReadsBackTheSameCase() throws {
        let layoutCase = try LayoutCase(data: Data(Self.designExample.utf8))
        let text = layoutCase.text
        #expect(try LayoutCase(data: Data(text.utf8)) == layoutCase)
        #expect(text.contains("\"gap: song.leading == play.trailing + 16\""))
        #expect(text.contains("\"play.width == play.height\""))
    }

    @Test func roundTripsCasesWithEveryKey() throws {
        var layoutCase = try LayoutCase(data: Data(Self.designExample.utf8))
        layoutCase.layoutDirection = .rightToLeft
        layoutCase.root = TargetSize(width: 320.5, height: 0.1 + 0.2)
        layoutCase.views[3].stack?.customSpacing = ["song": 3]
        layoutCase.views[1].intrinsicSize = Size(width: -1, height: 36)
        layoutCase.inactive = ["c3"]
        layoutCase.steps = [
            .init(root: TargetSize(width: 414)),
            .init(intrinsicSize: ["song": Size(width: 200, height: 19)], remove: ["gap"], deactivate: ["c1"],
                  activate: ["c3"], add: [try ConstraintSpec.parse("wide: song.width >= 100 @500")]),
        ]
        let text = layoutCase.text
        #expect(try LayoutCase(data: Data(text.utf8)) == layoutCase, "\(text)")
    }

    @Test func exportsASwiftTreeThatLaysOutTheSame() throws {
        let cell = StackPlayerCell()
        cell.targetSize.width = 375
        cell.layoutDirection = .rightToLeft
        let unlabelled = cell.playImageView.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        unlabelled.priority = 300
        unlabelled.isActive = true
        let exported = LayoutCase(exporting: cell, name: "exported")
        let reread = try LayoutCase(data: Data(exported.text.utf8))
        #expect(reread == exported)
        for strategy in SolverStrategies.all {
            guard case .laidOut(let fromFile, _) = CaseRunner.run(reread, strategy: strategy).outcome else {
                Issue.record("invalid")
                return
            }
            let direct = try LayoutEngine(strategy: strategy).layout(cell, analyzingAmbiguity: true)
            expectAgreement(direct, fromFile)
            #expect(Set(direct.broken.map(\.constraint.name)) == Set(fromFile.broken.map(\.constraint.name)))
        }
    }

    @Test func stepsResizeSwitchAndRejectThenRemove() throws {
        let json = """
            {"format": "layoutbench/case@1", "name": "steps", "root": {"width": 300, "height": 100},
             "views": [{"id": "r"}, {"id": "a", "parent": "r", "intrinsicSize": [50, 20]},
                       {"id": "b", "parent": "r", "intrinsicSize": [60, 20]}],
             "constraints": ["a.leading == r.leading + 10", "a.top == r.top", "b.top == r.top",
                             "gap: b.leading == a.trailing + 8", "b.trailing == r.trailing - 10",
                             "compact: a.width == b.width"],
             "inactive": ["compact"],
             "steps": [{"root": {"width": 400}},
                       {"activate": ["compact"]},
                       {"add": ["fixed: a.width == 500"]},
                       {"remove": ["fixed"]},
                       {"intrinsicSize": {"b": [10, 30]}, "deactivate": ["compact"]}]}
            """
        let layoutCase = try LayoutCase(data: Data(json.utf8))
        var outcomes: [[LayoutResult]] = []
        for strategy in SolverStrategies.all {
            guard case .laidOut(let initial, let steps) = CaseRunner.run(layoutCase, strategy: strategy).outcome else {
                Issue.record("invalid")
                return
            }
            outcomes.append([initial] + steps)
        }
        for (a, b) in zip(outcomes[0], outcomes[1]) { expectAgreement(a, b) }
        let results = outcomes[0]
        // Equal hugging: the 300 − 10 − 8 − 10 − 50 − 60 spare points may go to a or b.
        #expect(results[0].status == .ambiguous)
        #expect(results[1].status == .ambiguous)  // 400 wide, still ambiguous
        // compact: a.width == b.width splits the space: (400 − 28) / 2.
        #expect(results[2].status == .satisfied)
        expectFrames(results[2], ["a": Rect(x: 10, y: 0, width: 186, height: 20),
                                  "b": Rect(x: 10 + 186 + 8, y: 0, width: 186, height: 20)])
        // fixed: a.width == 500 cannot hold in 400 points (b would be −128 wide, below its size
        // floor): it is broken, like UIKit would.
        #expect(results[3].status == .unsatisfiable)
        #expect(results[3].broken.map(\.constraint.name) == ["fixed"])
        #expect(Set(results[3].broken[0].conflict.map(\.name))
                == ["b.width.nonNegative", "root.width", "c0", "gap", "c4", "fixed"])
        #expect(isIrreducibleConflict(results[3].broken[0].system))
        expectFrames(results[3], ["a": Rect(x: 10, y: 0, width: 186, height: 20)])
        // Removing the broken constraint restores a clean state.
        #expect(results[4].status == .satisfied)
        expectFrames(results[4], ["a": Rect(x: 10, y: 0, width: 186, height: 20)])
        // Without compact, 372 − 50 − 10 spare points break hugging the same wherever they go.
        #expect(results[5].status == .ambiguous)
        #expect(results[5].ambiguous == ["a": [.width], "b": [.x, .width]])
        #expect(results[5]["b"]?.height == 30)
    }

    @Test func solveReportJSONHasTheDesignShape() throws {
        let json = """
            {"format": "layoutbench/case@1", "name": "conflict", "root": {"width": 100, "height": 50},
             "views": [{"id": "r"}, {"id": "a", "parent": "r"}],
             "constraints": ["a.leading == r.leading", "a.trailing == r.trailing", "a.top == r.top",
                             "a.height == 10", "gap: a.width == 120"],
             "steps": [{"remove": ["gap"]}]}
            """
        let result = CaseRunner.run(try LayoutCase(data: Data(json.utf8)), strategy: IncrementalSolver.self)
        let text = SolveReport.jsonText(result)
        #expect(text == """
            {
              "ambiguous": {},
              "broken": ["gap"],
              "case": "conflict",
              "conflict": ["c0", "c1", "gap", "root.width"],
              "frames": {
                "a": {"height": 10, "width": 100, "x": 0, "y": 0},
                "r": {"height": 50, "width": 100, "x": 0, "y": 0}
              },
              "status": "unsatisfiable",
              "steps": [
                {
                  "ambiguous": {},
                  "frames": {
                    "a": {"height": 10, "width": 100, "x": 0, "y": 0},
                    "r": {"height": 50, "width": 100, "x": 0, "y": 0}
                  },
                  "status": "satisfied"
                }
              ]
            }

            """)
        let report = SolveReport.text(result, strategy: "incremental")
        #expect(report.contains("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("Will attempt to recover by breaking constraint\n    \"gap: a.width == 120\""))
        #expect(report.contains("\"root.width: r.width == 100\""))

        let invalid = CaseResult(name: "bad", outcome: .invalid(LayoutError(file: "bad.json", subject: "views", reason: .noRoot)))
        #expect(SolveReport.json(invalid).text(sortedKeys: true, indent: nil)
                == #"{"case": "bad", "error": "bad.json: views: the tree has no root (a view without a parent).", "status": "invalid"}"#)
    }
}
