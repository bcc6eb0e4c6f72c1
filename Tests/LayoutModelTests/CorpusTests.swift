import LayoutCore
import Foundation
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// Every file of `Corpus/cases` lays out the same with every strategy; the expected statuses
/// (initial layout, then each step) and some hand-worked frames are kept here.
@Suite struct CorpusTests {
    static let expectedStatuses: [String: [LayoutResult.Status]] = [
        "business-card-senior": [.satisfied],
        "business-card-full": [.satisfied],
        "business-card-junior": [.ambiguous],
        "player-cell-anchors": [.satisfied],
        "player-cell-stack": [.satisfied],
        "player-cell-too-narrow": [.unsatisfiable],
        "ambiguous-two-labels": [.ambiguous],
        "player-cell-steps": [.satisfied, .satisfied, .satisfied, .satisfied, .unsatisfiable, .satisfied, .satisfied],
        "toolbar-332": [.satisfied],
        "safe-area-margins": [.satisfied],
        "price-baselines": [.satisfied],
    ]

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusPath("cases"))) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// Every strategy's layouts of the file: the initial one, then one per step.
    func layouts(_ file: String) throws -> [[LayoutResult]] {
        let layoutCase = try LayoutCase.read(from: corpusPath("cases") + "/" + file)
        return try SolverStrategies.all.map { strategy in
            let result = CaseRunner.run(layoutCase, strategy: strategy)
            guard case .laidOut(let initial, let steps) = result.outcome else {
                throw LayoutError(subject: file, reason: .unsupported("invalid: \(result.outcome)"))
            }
            return [initial] + steps
        }
    }

    @Test func everyFileIsExpected() {
        #expect(Self.files.map { String($0.dropLast(5)) } == Self.expectedStatuses.keys.sorted())
    }

    @Test(arguments: files)
    func strategiesAgree(_ file: String) throws {
        let results = try layouts(file)
        for other in results.dropFirst() {
            for (index, (a, b)) in zip(results[0], other).enumerated() {
                expectAgreement(a, b, context: "\(file) layout \(index)")
            }
        }
        #expect(results[0].map(\.status) == Self.expectedStatuses[String(file.dropLast(5))])
        for layout in results[0] {
            for broken in layout.broken { #expect(isIrreducibleConflict(broken.system), "\(file)") }
        }
    }

    /// 16 + 36 + 16 + 260 + 8 + 24 = 360 > 320 before the duration has any width: songWidth
    /// cannot hold even with play and duration 0 wide (their size floors), so it breaks;
    /// durationWidth then holds and the song keeps its intrinsic 140.
    @Test func tooNarrowPlayerCellBreaksTheSongWidth() throws {
        let layout = try layouts("player-cell-too-narrow.json")[0][0]
        #expect(layout.broken.map(\.constraint.name) == ["songWidth"])
        #expect(layout.broken[0].conflict.map(\.name)
                == ["play.width.nonNegative", "duration.width.nonNegative", "root.width", "c2", "c6", "c10", "c12",
                    "songWidth"])
        expectFrames(layout, ["song": Rect(x: 68, y: 14, width: 140, height: 19),
                              "duration": Rect(x: 256, y: 23.5, width: 40, height: 17)])
    }

    /// Title at the safe area's top (44) plus system spacing, margins 16; the guide twice the
    /// title's height; the body down to the safe area's bottom (300 − 34) minus system spacing.
    @Test func safeAreaMarginsAndAGuide() throws {
        let layout = try layouts("safe-area-margins.json")[0][0]
        expectFrames(layout, ["title": Rect(x: 16, y: 52, width: 120, height: 20),
                              "gap": Rect(x: 16, y: 72, width: 343, height: 40),
                              "body": Rect(x: 16, y: 112, width: 343, height: 258 - 112),
                              "screen.safeArea": Rect(x: 0, y: 44, width: 375, height: 222)])
    }

    /// The amount's first baseline (32 below its top) on the currency's (16): 16 above the row,
    /// whose top follows the currency. The details column: the title's baseline 30 below its top
    /// (14 + 16), the subtitle's 30 below the title's (44 + 16), the bottom 30 below that.
    @Test func priceBaselines() throws {
        let layout = try layouts("price-baselines.json")[0][0]
        expectFrames(layout, ["price": Rect(x: 10, y: 50, width: 17 + 8 + 34 + 8 + 17, height: 25),
                              "amount": Rect(x: 25, y: 16 - 32, width: 34, height: 41),
                              "period": Rect(x: 67, y: 0, width: 17, height: 20),
                              "details": Rect(x: 10, y: 50 + 25 + 20, width: 300, height: 44 + 20 - 4 + 30),
                              "title": Rect(x: 0, y: 30 - 16, width: 300, height: 20),
                              "subtitle": Rect(x: 0, y: 44, width: 300, height: 20)])
    }

    @Test func ambiguousLabelsShareTheRow() throws {
        let layout = try layouts("ambiguous-two-labels.json")[0][0]
        #expect(layout.ambiguous == ["first": [.width], "second": [.x, .width]])
        #expect(layout["row"] == Rect(x: 0, y: 0, width: 300, height: 8 + 20 + 8))
    }

    @Test func playerCellSteps() throws {
        let layouts = try layouts("player-cell-steps.json")[0]
        expectFrames(layouts[0], ["song": Rect(x: 68, y: 14, width: 140, height: 19),
                                  "duration": Rect(x: 375 - 24 - 40, y: 23.5, width: 40, height: 17)])
        // 320 wide.
        expectFrames(layouts[1], ["duration": Rect(x: 320 - 24 - 40, y: 23.5, width: 40, height: 17)])
        // A longer song name is truncated at the duration.
        expectFrames(layouts[2], ["song": Rect(x: 68, y: 14, width: 256 - 8 - 68, height: 19)])
        // Size-class switch: the cell is 80 tall.
        expectFrames(layouts[3], ["play": Rect(x: 16, y: 40 - 18, width: 36, height: 36),
                                  "album": Rect(x: 68, y: 80 - 14 - 16, width: 100, height: 16),
                                  "duration": Rect(x: 256, y: 40 - 8.5, width: 40, height: 17)])
        // pin cannot hold even with play and duration 0 wide (16 + 16 + 300 + 8 + 24 > 320, the
        // size floors): it breaks and floor holds.
        #expect(layouts[4].broken.map(\.constraint.name) == ["pin"])
        #expect(layouts[4].broken[0].conflict.map(\.name)
                == ["play.width.nonNegative", "duration.width.nonNegative", "root.width", "c2", "c6", "c10", "c12",
                    "pin"])
        expectFrames(layouts[4], ["song": Rect(x: 68, y: 14, width: 180, height: 19),
                                  "duration": Rect(x: 256, y: 31.5, width: 40, height: 17)])
        // Removing pin leaves the same layout, nothing broken.
        expectFrames(layouts[5], ["song": Rect(x: 68, y: 14, width: 180, height: 19),
                                  "duration": Rect(x: 256, y: 31.5, width: 40, height: 17)])
        // 414 wide, back to 64 tall.
        expectFrames(layouts[6], ["song": Rect(x: 68, y: 14, width: 414 - 24 - 40 - 8 - 68, height: 19),
                                  "duration": Rect(x: 350, y: 23.5, width: 40, height: 17)])
    }
}
