@testable import LayoutFuzz
import LayoutModel
import LayoutSolver
import Foundation
import Testing

@Suite struct FailureGateTests {
    func solve(_ name: String) throws -> CaseResult {
        CaseRunner.run(try corpusCase(name), strategy: IncrementalSolver.self)
    }

    @Test func parsingAcceptsKnownConditionsOnly() throws {
        #expect(try FailureGate(parsing: "ambiguous, broken").conditions == [.ambiguous, .broken])
        #expect(throws: FailureGate.ParseError.self) { try FailureGate(parsing: "smells", allowed: FailureGate.solveConditions) }
        #expect(throws: FailureGate.ParseError.self) { try FailureGate(parsing: "ambiguous,,broken") }
        let error = FailureGate.ParseError(text: "x", allowed: FailureGate.solveConditions)
        #expect(error.description == "--fail-on takes a comma-separated list of ambiguous, unsatisfiable, broken, not 'x'.")
    }

    @Test func solveHitsOnlyTheConditionsAsked() throws {
        let ambiguous = try solve("ambiguous-two-labels")
        #expect(FailureGate([.ambiguous]).hits(ambiguous).count == 1)
        #expect(FailureGate([.unsatisfiable, .broken]).hits(ambiguous).isEmpty)
        let tooNarrow = try solve("player-cell-too-narrow")
        #expect(FailureGate([.unsatisfiable]).hits(tooNarrow) == ["unsatisfiable: the initial layout broke songWidth"])
        #expect(FailureGate(Set(FailureGate.solveConditions)).hits(try solve("business-card-full")).isEmpty)
    }

    @Test func brokenCoversStepsWhereUnsatisfiableDoesNot() throws {
        let steps = try solve("player-cell-steps")
        #expect(FailureGate([.unsatisfiable]).hits(steps).isEmpty)
        let hits = FailureGate([.broken]).hits(steps)
        #expect(hits.count == 1 && hits[0].hasPrefix("broken: the layout after step "))
    }

    @Test func perturbationGatesOnSmellsAndBrokenVariants() throws {
        let report = try toolbarReport.get()
        #expect(FailureGate([.broken]).hits(report).first?.hasPrefix("broken: unsatisfiable:") == true)
        #expect(FailureGate([.unsatisfiable]).hits(report).isEmpty)  // the case as given fits
        #expect(FailureGate([]).hits(report).isEmpty)
    }
}

/// Gate hits and smells list names capped (the first few, then "and N more").
@Suite struct CappedHitTests {
    /// Ten children of a fixed root: none placed (ambiguous), or each given two widths (broken).
    func tenChildren(_ constraints: (Int) -> [String]) throws -> CaseResult {
        let views = (0..<10).map { "{\"id\": \"c\($0)\", \"parent\": \"r\"}" }.joined(separator: ", ")
        let lines = (0..<10).flatMap(constraints).map { "\"\($0)\"" }.joined(separator: ", ")
        let json = """
            {"format": "layoutbench/case@1", "root": {"width": 100, "height": 100},
             "views": [{"id": "r"}, \(views)], "constraints": [\(lines)]}
            """
        return CaseRunner.run(try LayoutCase(data: Data(json.utf8)), strategy: IncrementalSolver.self)
    }

    @Test func ambiguousViewsAreCapped() throws {
        let hits = FailureGate([.ambiguous]).hits(try tenChildren { _ in [] })
        #expect(hits == ["ambiguous: the initial layout leaves values free (c0, c1, c2, c3, c4 and 5 more)"])
    }

    @Test func brokenConstraintsAreCapped() throws {
        let result = try tenChildren { ["w\($0): c\($0).width == 10", "x\($0): c\($0).width == 20"] }
        let unsatisfiable = FailureGate([.unsatisfiable]).hits(result)
        let broken = FailureGate([.broken]).hits(result)
        #expect(unsatisfiable.count == 1 && unsatisfiable[0].hasSuffix(" and 5 more"), "\(unsatisfiable)")
        #expect(broken.count == 1 && broken[0].hasSuffix(" and 5 more"), "\(broken)")
    }

    @Test func smellsAreCapped() {
        let names = (0..<7).map { "v\($0)" }
        #expect(LayoutProblem.ambiguous(views: names).description == "ambiguous: v0, v1, v2, v3, v4 and 2 more")
        #expect(LayoutProblem.unsatisfiable(broken: names).description == "unsatisfiable: v0, v1, v2, v3, v4 and 2 more")
    }
}
