@testable import LayoutFuzz
import LayoutModel
import LayoutSolver
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
