import LayoutCore
import Foundation
import LayoutFuzz
import LayoutModel
import Testing

/// The JSON and text reports of a perturbation run.
@Suite struct PerturbationReportTests {
    func keys(_ value: JSONValue) -> [String] {
        guard case .object(let pairs) = value else { return [] }
        return pairs.map(\.0)
    }

    func member(_ value: JSONValue, _ key: String) -> JSONValue? {
        guard case .object(let pairs) = value else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// `{"case", "variants", "base", "sweeps", "findings": [{"status", "root": {"width",
    /// "height"}, "layoutDirection", "intrinsicScale", "conflict", "ambiguous", …}]}`, keys sorted.
    @Test func jsonShape() throws {
        let report = try toolbarReport.get()
        let text = report.jsonText
        let parsed = try JSONValue.parse(Data(text.utf8))
        #expect(keys(parsed) == ["base", "case", "findings", "sweeps", "variants"])
        #expect(member(parsed, "case") == .string("toolbar-332"))
        #expect(member(parsed, "variants") == .number(Double(report.layoutCount)))
        // The text is written with sorted keys: re-writing the parsed document gives it back.
        #expect(parsed.text(sortedKeys: true) + "\n" == text)

        guard case .array(let findings)? = member(parsed, "findings") else {
            Issue.record("no findings array")
            return
        }
        #expect(findings.count == report.findings.count)
        let unsatisfiable = try #require(findings.first { member($0, "kind") == .string("unsatisfiable") })
        #expect(keys(unsatisfiable) == ["ambiguous", "boundary", "broken", "conflict", "conflictConstraints",
                                        "intrinsicScale", "kind", "layoutDirection", "root", "status", "vary"])
        #expect(member(unsatisfiable, "root") == .object([("height", .null), ("width", .number(331))]))
        #expect(member(unsatisfiable, "boundary") == .number(332))
        #expect(member(unsatisfiable, "status") == .string("unsatisfiable"))
        #expect(member(unsatisfiable, "layoutDirection") == .string("leftToRight"))
        #expect(member(unsatisfiable, "intrinsicScale") == .number(1))
        #expect(member(unsatisfiable, "conflict") == .array(
            ["backWidth", "c1", "c12", "c16", "c5", "c8", "doneWidth", "root.width", "shareWidth", "titleMinimum"]
                .map(JSONValue.string)))
        guard case .array(let texts)? = member(unsatisfiable, "conflictConstraints") else {
            Issue.record("no conflictConstraints")
            return
        }
        #expect(texts.first == .string("root.width: toolbar.width == 331"))
        #expect(texts.last == .string("c16: done.trailing == toolbar.trailing - 8"))

        let compressed = try #require(findings.first {
            member($0, "kind") == .string("compressed") && member($0, "vary") == .string("intrinsicScale")
        })
        #expect(keys(compressed) == ["ambiguous", "axis", "boundary", "by", "frame", "intrinsicScale", "intrinsicSize",
                                     "kind", "layoutDirection", "root", "status", "vary", "view"])
        #expect(member(compressed, "view") == .string("title"))
        #expect(member(compressed, "axis") == .string("horizontal"))
    }

    @Test func textReport() throws {
        let report = try toolbarReport.get()
        let text = report.text
        #expect(text.hasPrefix("Perturbation of toolbar-332: \(report.layoutCount) layouts\n"))
        #expect(text.contains("height: not varied (fitting: the root takes its content's size)"))
        #expect(text.contains("unsatisfiable at width 331 (not at 332): breaks c16\n"))
        #expect(text.contains("        \"titleMinimum: title.width >= 144\"\n"))
        #expect(text.contains("compressed at width 367 (not at 368): title.width 179 < intrinsic 180 (1 short)\n"))
        #expect(text.contains("compressed at intrinsic ×1.0444 (not at ×1.0389): title.width 187 < intrinsic 188"))
    }

    @Test func invalidCaseJSON() {
        let error = LayoutError(file: "bad.json", subject: "constraint 'c0'", reason: .unknownView("b"))
        #expect(PerturbationReport.json(invalidCase: "bad", error: error).text(sortedKeys: true, indent: nil)
                == #"{"case": "bad", "error": "bad.json: constraint 'c0': there is no view 'b'."}"#)
    }
}
