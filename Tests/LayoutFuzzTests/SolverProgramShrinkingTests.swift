import LayoutFuzz
import LayoutGen
import LayoutSolver
import Testing

/// A deliberately wrong strategy: while a constraint at priority 999.5 and an edit variable are
/// both in it, every value it reports is off by one.
final class OffByOneSolver: SolverStrategy {
    static let name = "off-by-one"
    private let solver = FullSolver()
    private var at9995 = Set<Constraint>()

    init() {}

    private var isWrong: Bool { !at9995.isEmpty && edits > 0 }
    private var edits = 0

    func add(_ constraint: Constraint) throws(SolverError) {
        try solver.add(constraint)
        if constraint.priority == 999.5 { at9995.insert(constraint) }
    }
    func remove(_ constraint: Constraint) throws(SolverError) {
        try solver.remove(constraint)
        at9995.remove(constraint)
    }
    func contains(_ constraint: Constraint) -> Bool { solver.contains(constraint) }
    func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try solver.addEditVariable(variable, priority: priority)
        edits += 1
    }
    func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try solver.removeEditVariable(variable)
        edits -= 1
    }
    func hasEditVariable(_ variable: Variable) -> Bool { solver.hasEditVariable(variable) }
    func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) { try solver.suggestValue(value, for: variable) }
    func value(of variable: Variable) -> Double { solver.value(of: variable) + (isWrong ? 1 : 0) }
    func range(of expression: LinearExpression) -> ClosedRange<Double> { solver.range(of: expression) }
    var pivotCount: Int { solver.pivotCount }
    func dump() -> String { solver.dump() }
}

@Suite struct SolverProgramShrinkingTests {
    static var broken: [any SolverStrategy.Type] { [IncrementalSolver.self, OffByOneSolver.self] }

    /// The check catches the wrong strategy, and the shrinker reduces a long program to the two
    /// operations that trigger it.
    @Test func anInjectedDivergenceShrinksToItsTrigger() throws {
        let found = (UInt64(1)...200).lazy.map { SolverProgram.generate(seed: $0, operations: 30) }
            .first { !$0.check(strategies: Self.broken).agrees }
        let program = try #require(found, "no seed of 200 shows the off-by-one strategy")
        let shrunk = program.shrunk(strategies: Self.broken)
        #expect(!shrunk.check(strategies: Self.broken).agrees)
        #expect(shrunk.check().agrees, "the real strategies agree on it:\n\(shrunk)")
        #expect(shrunk.operations.count == 2, "\(program.operations.count) operations shrunk to\n\(shrunk)")
        #expect(shrunk.variableCount == 2)
        let hasEdit = shrunk.operations.contains { if case .addEdit = $0 { true } else { false } }
        #expect(hasEdit, "\(shrunk)")
    }

    /// A predicate over the program's shape (no solver): the shrinker keeps exactly the parts it
    /// needs — here a batch member and a later remove of it, renumbered.
    @Test func shrinkingKeepsNeededPartsAndRenumbers() {
        let a = SolverProgram.spec([(0, 1)], .equal, -1), b = SolverProgram.spec([(1, 2), (2, 1)], .lessThanOrEqual, 3, 750)
        let program = SolverProgram(variableCount: 4, operations: [
            .add(a), .addBatch([a, b, a]), .suggest(variable: 3, valueCode: 2), .remove(constraint: 2), .remove(constraint: 0),
        ])
        // Fails while some remove names a constraint with two terms.
        let fails = { (candidate: SolverProgram) -> Bool in
            var specs: [SolverProgram.ConstraintSpec] = []
            for operation in candidate.operations {
                switch operation {
                case .add(let spec): specs.append(spec)
                case .addBatch(let batch): specs += batch
                case .remove(let n): if specs[n].terms.count == 2 { return true }
                default: break
                }
            }
            return false
        }
        let shrunk = program.shrunk(while: fails)
        #expect(shrunk.variableCount == 2)
        #expect(shrunk.operations.count == 2, "\(shrunk)")
        #expect(shrunk.operations.last == .remove(constraint: 0), "\(shrunk)")
        if case .addBatch(let members)? = shrunk.operations.first {
            #expect(members.count == 1 && members[0].terms.count == 2)
        } else {
            Issue.record("expected a batch of one first:\n\(shrunk)")
        }
    }

    /// An agreeing program is its own shrink.
    @Test func agreeingProgramsAreLeftAlone() {
        let program = SolverProgram.generate(seed: 5, operations: 10)
        #expect(program.shrunk() == program)
    }
}
