import Foundation
@testable import LayoutExplain
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// A message as UIKit prints it around `entries`, with UIKit's choice `broken` when given.
func message(_ entries: [String], broken: String? = nil) -> String {
    var log = "2026-11-23 10:00:01.000000+0000 Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
    log += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
    log += "\t\t(1) look at each constraint and try to figure out which you don't expect;\n"
    log += "(\n" + entries.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
    if let broken { log += "Will attempt to recover by breaking constraint \n\(broken)\n\n" }
    log += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
    return log
}

func explain(_ log: String) throws -> [Explanation] {
    try ConsoleLogParser.messages(in: Data(log.utf8), file: "test.log").enumerated().map {
        Explainer.explain($1, file: "test.log", index: $0 + 1)
    }
}

func repair(_ e: Explanation, _ address: String) -> Explanation.Repair? {
    e.repairs.first { $0.constraint.address == address }
}

/// The whole pipeline on logs built from layouts whose answers are known.
@Suite struct ExplainTests {
    /// `H:|-(8)-[table]-(8)-|` in a superview 0 wide: the table would be −16 wide.
    @Test func tableInAZeroWidthSuperview() throws {
        let trailing = "<NSLayoutConstraint:0xa2 H:[UITableView:0x7f01]-(8)-|   (active, names: '|':UIView:0x7f00 )>"
        let log = message([
            "<NSLayoutConstraint:0xa1 H:|-(8)-[UITableView:0x7f01]   (active, names: '|':UIView:0x7f00 )>",
            trailing,
            "<NSLayoutConstraint:0xa3 'UIView-Encapsulated-Layout-Width' UIView:0x7f00.width == 0   (active)>",
        ], broken: trailing)
        let e = try #require(try explain(log).first)
        #expect(e.status == .unsatisfiable)
        #expect(e.conflict.map { $0.address ?? $0.words } == ["implicit: UITableView#1.width >= 0", "0xa1", "0xa2", "0xa3"])
        #expect(e.uikitBroken == "0xa2" && e.uikitBrokenConstraint?.words == "UIView#1.trailing == UITableView#1.trailing + 8")
        #expect(e.broken.map(\.address) == ["0xa3"])
        #expect(repair(e, "0xa3")?.constant?.lower == 16 && repair(e, "0xa3")?.constant?.upper == nil)
        #expect(repair(e, "0xa3")?.constant?.fixesMessage == true)
        #expect(repair(e, "0xa1")?.constant?.upper == -8 && repair(e, "0xa1")?.constant?.lower == nil)
        #expect(repair(e, "0xa2")?.priority == 999 && repair(e, "0xa2")?.priorityFixesMessage == true)
        #expect(e.repairs.first?.constraint.isImplicit == true && e.repairs.first?.priority == nil)
    }

    /// A 25-point button between two gaps of at least 10 in a 27-point cell: it fits from 0 to 7.
    @Test func buttonHeightHoldsForConstantsUpToSeven() throws {
        let log = message([
            "<NSLayoutConstraint:0xb1 UIButton:0x7f02'Send'.height == 25   (active)>",
            "<NSLayoutConstraint:0xb2 V:|-(>=10)-[UIButton:0x7f02'Send']   (active, names: '|':UITableViewCellContentView:0x7f03 )>",
            "<NSLayoutConstraint:0xb3 V:[UIButton:0x7f02'Send']-(>=10)-|   (active, names: '|':UITableViewCellContentView:0x7f03 )>",
            "<NSLayoutConstraint:0xb4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f03.height == 27   (active)>",
        ])
        let e = try #require(try explain(log).first)
        #expect(e.status == .unsatisfiable)
        #expect(e.conflict.compactMap(\.address) == ["0xb1", "0xb2", "0xb3", "0xb4"])
        let height = try #require(repair(e, "0xb1")?.constant)
        #expect(height.lower == 0 && height.upper == 7 && height.nearest == 7)
        #expect(repair(e, "0xb4")?.constant?.lower == 45)
        #expect(repair(e, "0xb2")?.constant?.upper == -8)  // 27 − 25 − 10
        #expect(e.conflict.first?.words == "UIButton 'Send'.height == 25")
        #expect(ExplanationReport.text(e).contains("holds for constants from 0 to 7 (now 25; smallest change: 7"))
    }

    /// Printed values that fit: UIKit's conflict needed a value the log shows rounded.
    @Test func roundedValuesAreSatisfiable() throws {
        let log = message([
            "<NSLayoutConstraint:0xc1 UILabel:0x1'Title'.width == 320.5   (active)>",
            "<NSLayoutConstraint:0xc2 H:|-(0)-[UILabel:0x1'Title']-(0)-|   (active, names: '|':UIView:0x2 )>",
            "<NSLayoutConstraint:0xc3 'UIView-Encapsulated-Layout-Width' UIView:0x2.width == 320.5   (active)>",
        ], broken: "<NSLayoutConstraint:0xc1 UILabel:0x1'Title'.width == 320.5   (active)>")
        let e = try #require(try explain(log).first)
        #expect(e.status != .unsatisfiable)
        #expect(e.conflict.isEmpty && e.broken.isEmpty && e.repairs.isEmpty)
        #expect(e.uikitBroken == "0xc1")
        #expect(ExplanationReport.text(e).contains("UIKit's conflict needs something the list does not show"))
    }

    /// Autoresizing-mask constraints are the equations they print; the mask is kept in the notes.
    @Test func autoresizingMaskAgainstAWidth() throws {
        let log = message([
            "<NSAutoresizingMaskLayoutConstraint:0xd1 h=--& v=--& UIView:0x3.width == 320   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0xd2 h=--& v=--& UIView:0x3.minX == 0   (active, names: '|':UIWindow:0x4 )>",
            "<NSLayoutConstraint:0xd3 H:[UIView:0x3(400)]   (active)>",
        ])
        let e = try #require(try explain(log).first)
        #expect(e.status == .unsatisfiable)
        #expect(e.conflict.compactMap(\.address) == ["0xd1", "0xd3"])
        #expect(repair(e, "0xd1")?.constant.map { [$0.lower, $0.upper] } == [400, 400])
        #expect(e.translation.layoutCase.notes.contains { $0.contains("h=--& v=--&") })
    }

    /// Margins are 8 points inside their view: a label at least 10 wide between the margins of a
    /// 20-point cell needs 26 points.
    @Test func marginsOfANarrowCell() throws {
        let log = message([
            "<NSLayoutConstraint:0xe1 UILabel:0x5'Name'.leading == UITableViewCellContentView:0x6.leadingMargin   (active)>",
            "<NSLayoutConstraint:0xe2 UILabel:0x5'Name'.trailing == UITableViewCellContentView:0x6.trailingMargin   (active)>",
            "<NSLayoutConstraint:0xe4 UILabel:0x5'Name'.width >= 10   (active)>",
            "<NSLayoutConstraint:0xe3 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x6.width == 20   (active)>",
        ])
        let e = try #require(try explain(log).first)
        #expect(e.status == .unsatisfiable)
        #expect(repair(e, "0xe3")?.constant?.lower == 26)
        #expect(repair(e, "0xe4")?.constant.map { [$0.lower, $0.upper] } == [nil, 4])
        #expect(e.conflict.contains { $0.words == "implicit: UITableViewCellContentView#1.leftMargin == UITableViewCellContentView#1.left + 8" })
        // A cell narrower than its margins: the margins guide itself would be negative.
        let narrow = try #require(try explain(message([
            "<NSLayoutConstraint:0xe1 UILabel:0x5.leading == UIView:0x6.leadingMargin>",
            "<NSLayoutConstraint:0xe3 UIView:0x6.width == 10>",
        ])).first)
        #expect(narrow.conflict.first?.words == "implicit: layout margins of UIView#1.width >= 0")
    }

    /// Non-required constraints never conflict.
    @Test func lowerPrioritiesDoNotConflict() throws {
        let log = message([
            "<NSLayoutConstraint:0xf1 UIView:0x7.width == 100 @750   (active)>",
            "<NSLayoutConstraint:0xf2 UIView:0x7.width == 50   (active)>",
        ])
        #expect(try explain(log).first?.status != .unsatisfiable)
    }

    /// A line that cannot be read is reported; the rest is still explained.
    @Test func unreadableLinesAreReportedAndTheRestExplained() throws {
        let log = message([
            "<NSLayoutConstraint:0xa1 UIView:0x1.width == 10   (active)>",
            "<NSLayoutConstraint:0xa2 UIView:0x1.widht == 20   (active)>",
            "<NSLayoutConstraint:0xa3 UIView:0x1.width == 30   (active)>",
        ])
        let e = try #require(try explain(log).first)
        #expect(e.status == .unsatisfiable && e.conflict.compactMap(\.address) == ["0xa1", "0xa3"])
        #expect(e.translation.unreadable.map(\.reason) == ["unknown attribute 'widht'"])
        #expect(ExplanationReport.text(e).contains("line 6: unknown attribute 'widht'"))
        // A location compared with a size is refused by the view model: reported, not dropped silently.
        let refused = try #require(try explain(message([
            "<NSLayoutConstraint:0xa1 UIView:0x1.width == UIView:0x2.leading   (active)>",
            "<NSLayoutConstraint:0xa3 UIView:0x1.width == 30   (active)>",
        ])).first)
        #expect(refused.translation.unreadable.first?.reason.hasPrefix("the view model refuses it") == true)
    }

    /// JSON: one object per message with the documented keys.
    @Test func jsonHasTheDocumentedKeys() throws {
        let log = message(["<NSLayoutConstraint:0xa1 UIView:0x1.width == 10>", "<NSLayoutConstraint:0xa2 UIView:0x1.width == 20>"],
                          broken: "<NSLayoutConstraint:0xa2 UIView:0x1.width == 20>")
            + message(["<NSLayoutConstraint:0xb1 UIView:0x1.height >= 10>"])
        let explanations = try explain(log)
        let text = ExplanationReport.jsonText(explanations)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(decoded.count == 2)
        #expect(decoded[0]["status"] as? String == "unsatisfiable")
        #expect(decoded[0]["uikit_broken"] as? String == "0xa2" && decoded[0]["broken"] as? String == "0xa2")
        let conflict = try #require(decoded[0]["conflict"] as? [[String: Any]])
        #expect(conflict.map { $0["address"] as? String } == ["0xa1", "0xa2"])
        #expect(conflict.allSatisfy { $0["implicit"] as? Bool == false && $0["text"] is String })
        #expect((decoded[0]["repairs"] as? [Any])?.count == 2)
        #expect(decoded[1]["uikit_broken"] is NSNull && decoded[1]["broken"] is NSNull)
    }

    /// Import writes cases that solve to the explained status and keep the log's addresses.
    @Test func importedCasesSolveToTheSameStatus() throws {
        let directory = NSTemporaryDirectory() + "explain-import-\(UInt32.random(in: 0 ... .max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let logPath = directory + "-in.log"
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let log = message([
            "<NSLayoutConstraint:0xa1 H:|-(8)-[UITableView:0x7f01]   (active, names: '|':UIView:0x7f00 )>",
            "<NSLayoutConstraint:0xa2 H:[UITableView:0x7f01]-(8)-|   (active, names: '|':UIView:0x7f00 )>",
            "<NSLayoutConstraint:0xa3 UIView:0x7f00.width == 0   (active)>",
        ]) + message(["<NSLayoutConstraint:0xb1 UILabel:0x9.height == 10 @999>"])
        try log.write(toFile: logPath, atomically: true, encoding: .utf8)
        let outcome = ExplainRun.importCases(files: [logPath], into: directory)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.written.count == 2)
        for (explanation, written) in zip(outcome.explanations, outcome.written) {
            #expect(written.status == explanation.status.solveStatus)
            let read = try LayoutCase.read(from: written.path)
            #expect(read == explanation.translation.layoutCase)
        }
        let first = try LayoutCase.read(from: outcome.written[0].path)
        #expect(first.notes.contains { $0.hasPrefix("0xa2 = <NSLayoutConstraint:0xa2 H:[UITableView:0x7f01]-(8)-|") })
    }

    /// Missing, binary and message-less files: typed errors (each bad input, exit 2: LayoutCommandsTests).
    @Test func badFilesGiveTypedErrors() throws {
        let base = NSTemporaryDirectory() + "explain-bad-\(UInt32.random(in: 0 ... .max))"
        let binary = base + ".bin", empty = base + ".log"
        try Data([0, 1, 2, 255, 0]).write(to: URL(fileURLWithPath: binary))
        try Data().write(to: URL(fileURLWithPath: empty))
        defer { for path in [binary, empty] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(ExplainRun.explain(files: [empty]).errors == [.noMessages(file: empty)])
        #expect(ExplainRun.explain(files: [binary]).errors == [.notText(file: binary)])
        #expect(ExplainRun.explain(files: [binary, empty]).errors == [.notText(file: binary), .noMessages(file: empty)])
        let missing = ExplainRun.explain(files: [base + ".missing"]).errors
        #expect(missing.count == 1 && { if case .unreadable(base + ".missing", _) = missing[0] { true } else { false } }())
    }

    /// Many messages in one log: every one is found and explained.
    @Test func manyMessages() throws {
        var log = ""
        for n in 0..<200 {
            log += "2026-11-23 10:00:00 Demo[1:2] unrelated line \(n)\n"
            log += message(["<NSLayoutConstraint:0x\(n)a UIView:0x\(n)1.width == 10>", "<NSLayoutConstraint:0x\(n)b UIView:0x\(n)1.width == 20>"])
        }
        let explanations = try explain(log)
        #expect(explanations.count == 200)
        #expect(explanations.allSatisfy { $0.status == .unsatisfiable && $0.conflict.count == 2 })
    }
}

@Suite struct SVGTests {
    /// The picture draws the conflict's views and marks the broken constraint.
    @Test func svgDrawsTheConflictAndTheBrokenConstraint() throws {
        let log = message([
            "<NSLayoutConstraint:0xa1 H:|-(8)-[UITableView:0x7f01]   (active, names: '|':UIView:0x7f00 )>",
            "<NSLayoutConstraint:0xa2 H:[UITableView:0x7f01]-(8)-|   (active, names: '|':UIView:0x7f00 )>",
            "<NSLayoutConstraint:0xa3 UIView:0x7f00.width == 0   (active)>",
            "<NSLayoutConstraint:0xa4 UILabel:0x7f02'A&B'.height == 20   (active)>",
        ])
        let svg = ExplanationReport.svg(try explain(log))
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("UITableView#1") && svg.contains("UIView#1") && !svg.contains("UILabel"))
        #expect(svg.contains("stroke=\"red\"") && svg.contains("we break: 0xa3"))
    }
}
