import LayoutCore
import Foundation
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// Degenerate but valid input is laid out, never crashes, and both strategies agree.
@Suite struct EdgeCaseTests {
    func layouts(_ views: String, _ constraints: [String], root: String = #"{"width": 100, "height": 50}"#)
        throws -> [LayoutResult]
    {
        let quoted = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = #"{"format": "layoutbench/case@1", "root": \#(root), "views": [\#(views)], "constraints": [\#(quoted)]}"#
        let layoutCase = try LayoutCase(data: Data(json.utf8))
        let results = try SolverStrategies.all.map { strategy in
            guard case .laidOut(let result, _) = CaseRunner.run(layoutCase, strategy: strategy).outcome else {
                throw LayoutError(subject: json, reason: .unsupported("invalid"))
            }
            return result
        }
        expectAgreement(results[0], results[1])
        return results
    }

    @Test func aRootAlone() throws {
        #expect(try layouts(#"{"id": "r"}"#, [])[0]["r"] == Rect(x: 0, y: 0, width: 100, height: 50))
        let fitting = try layouts(#"{"id": "r"}"#, [], root: "{}")[0]
        #expect(fitting.status == .satisfied && fitting["r"] == .zero)
    }

    @Test func constraintsThatCancelOut() throws {
        let views = #"{"id": "r"}, {"id": "a", "parent": "r"}"#
        // 0 == 0 holds; 0 == 5 cannot: it is broken alone.
        let trivial = try layouts(views, ["a.left == a.left", "a.width == a.width @500"])[0]
        #expect(trivial.status == .ambiguous)
        let impossible = try layouts(views, ["bad: a.left == a.left + 5"])[0]
        #expect(impossible.broken.map(\.constraint.name) == ["bad"])
        #expect(impossible.broken[0].conflict.map(\.name) == ["bad"])
        // In its own space a view's left edge is 0: a.left == 2 × a.left + 5 reads 0 == 5.
        #expect(try layouts(views, ["a.left == 2 * a.left + 5"])[0].status == .unsatisfiable)
        // a.width == 2 × a.width + 10 asks for a width of −10: the size floor makes it unsatisfiable.
        let negative = try layouts(views, ["a.width == 2 * a.width + 10", "a.left == r.left", "a.top == r.top",
                                           "a.height == 1"])[0]
        #expect(negative.broken.map(\.constraint.name) == ["c0"])
        #expect(negative.broken.first?.conflict.map(\.name) == ["a.width.nonNegative", "c0"])
        #expect(negative["a"]?.width == 0)
    }

    @Test func oddStacks() throws {
        // A stack arranging a view twice, and a view of another branch. (A stack arranging itself
        // is refused: InvalidInputTests.stackArrangingWhatContainsIt.)
        let views = #"""
            {"id": "r"}, {"id": "s", "parent": "r", "stack": {"arranged": ["a", "a", "b"], "spacing": 3}},
            {"id": "a", "parent": "s", "intrinsicSize": [10, 10]}, {"id": "b", "parent": "r"}
            """#
        let results = try layouts(views, ["s.leading == r.leading", "s.top == r.top"])
        #expect(results[0].viewIDs.sorted() == ["a", "b", "r", "s"])
    }

    @Test func aDeepTree() throws {
        var views = [#"{"id": "v0"}"#]
        var constraints: [String] = []
        for index in 1..<40 {
            views.append(#"{"id": "v\#(index)", "parent": "v\#(index - 1)"}"#)
            constraints += ["v\(index).leading == v\(index - 1).leading + 1", "v\(index).top == v\(index - 1).top + 1",
                            "v\(index).width == 0.5 * v\(index - 1).width", "v\(index).height == 10"]
        }
        let result = try layouts(views.joined(separator: ", "), constraints, root: #"{"width": 1000, "height": 600}"#)[0]
        #expect(result.status == .satisfied)
        expectFrames(result, ["v39": Rect(x: 1, y: 1, width: 1000 / pow(2, 39), height: 10)])
    }
}
