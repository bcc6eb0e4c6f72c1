import LayoutFuzz
import LayoutGen
import LayoutModel
import LayoutSolver
import Testing

/// A deliberately wrong strategy: it accepts constraints at priorities 700–799 (compression
/// resistance, defaultHigh) without solving for them. The fuzzer's check must catch it and the
/// shrinker must reduce what it finds to a few views and constraints.
final class MutantSolver: SolverStrategy {
    static let name = "mutant"
    private let solver = FullSolver()
    private var ignored: Set<Constraint> = []

    init() {}

    private func isIgnored(_ constraint: Constraint) -> Bool { (700..<800).contains(constraint.priority.value) }

    func add(_ constraint: Constraint) throws(SolverError) {
        if isIgnored(constraint) { ignored.insert(constraint) } else { try solver.add(constraint) }
    }

    func add(contentsOf constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    func remove(_ constraint: Constraint) throws(SolverError) {
        if ignored.remove(constraint) == nil { try solver.remove(constraint) }
    }

    func contains(_ constraint: Constraint) -> Bool { ignored.contains(constraint) || solver.contains(constraint) }
    func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try solver.addEditVariable(variable, priority: priority)
    }
    func removeEditVariable(_ variable: Variable) throws(SolverError) { try solver.removeEditVariable(variable) }
    func hasEditVariable(_ variable: Variable) -> Bool { solver.hasEditVariable(variable) }
    func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try solver.suggestValue(value, for: variable)
    }
    func value(of variable: Variable) -> Double { solver.value(of: variable) }
    func range(of expression: LinearExpression) -> ClosedRange<Double> { solver.range(of: expression) }
    var pivotCount: Int { solver.pivotCount }
    func dump() -> String { solver.dump() }
}

@Suite struct MutantTests {
    static var runners: [LayoutCaseCheck.Runner] {
        [LayoutCaseCheck.runners[0], LayoutCaseCheck.Runner(name: "mutant", strategy: MutantSolver.self, updatesInPlace: false)]
    }

    @Test func theMutantIsFoundAndShrunk() throws {
        let found = (UInt64(1)...60).lazy.map { seed -> LayoutCase in
            var generator = RandomCaseGenerator(seed: seed)
            return generator.makeCase(name: "seed-\(seed)")
        }.first { LayoutCaseCheck.check($0, runners: Self.runners).isDisagreement }
        let layoutCase = try #require(found, "no seed of 60 shows the mutant")
        let shrunk = CaseShrinker.shrink(layoutCase) { LayoutCaseCheck.check($0, runners: Self.runners).isDisagreement }
        let verdict = LayoutCaseCheck.check(shrunk, runners: Self.runners)
        #expect(verdict.isDisagreement)
        #expect(verdict.problems.allSatisfy { $0.contains("incremental vs mutant") }, "\(verdict.problems)")
        #expect(shrunk.views.count <= 3 && shrunk.constraints.count <= 3 && shrunk.steps.count <= 1, "\(shrunk.text)")
        #expect(!LayoutCaseCheck.check(shrunk).isDisagreement, "the real strategies agree on \(shrunk.text)")
    }
}
