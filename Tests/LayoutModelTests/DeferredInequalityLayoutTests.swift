import LayoutCore
import LayoutFuzz
import LayoutGen
@testable import LayoutModel
@testable import LayoutSolver
import Testing

/// The incremental solver's lazy required inequalities (`IncrementalSolver+Deferred.swift`)
/// against its naive twin (deferral off) and `full`, on layouts: random trees (conflicting and
/// ambiguous ones among them) and the bench's view trees, with their steps.
@Suite struct DeferredInequalityLayoutTests {
    /// A session on the incremental solver with deferral on or off.
    private static func incremental(_ layoutCase: LayoutCase, defers: Bool) throws -> LayoutSession {
        try LayoutSession(layoutCase, strategy: defers ? IncrementalSolver.self : EagerIncrementalSolver.self)
    }

    /// After every step: the lazy session laid out without the ambiguity analysis (so its
    /// deferred inequalities stay out) has the naive twin's status, broken constraints,
    /// conflicts and determined frames; a lazy session analysed at every step, and `full`,
    /// have the twin's whole answer, ambiguity included.
    static func expectSameLayouts(_ layoutCase: LayoutCase, _ context: String) throws {
        let lazy = try incremental(layoutCase, defers: true)
        let lazyAnalysed = try incremental(layoutCase, defers: true)
        let eager = try incremental(layoutCase, defers: false)
        let full = try LayoutSession(layoutCase, strategy: FullSolver.self)
        repeat {
            let step = "\(context) step \(eager.nextStep)"
            let reference = try eager.layout(analyzingAmbiguity: true)
            let plain = try lazy.layout()
            #expect(plain.broken.map(\.constraint.name) == reference.broken.map(\.constraint.name), "\(step): broken")
            #expect(plain.broken.map { $0.conflict.map(\.name) } == reference.broken.map { $0.conflict.map(\.name) },
                    "\(step): conflicts")
            for id in reference.viewIDs {
                let free = Set(reference.ambiguous[id] ?? [])
                guard let a = plain.frames[id], let b = reference.frames[id] else { continue }
                for value in FrameValue.allCases where !free.contains(value) {
                    #expect(abs(a[value] - b[value]) <= LayoutComparison.frameTolerance,
                            "\(step): \(id).\(value.rawValue) \(a[value]) vs \(b[value])")
                }
            }
            #expect(lazy.engine.solver.invariantViolations().isEmpty, "\(step)")
            for other in [lazyAnalysed, full] {
                let differences = LayoutComparison.differences(try other.layout(analyzingAmbiguity: true), reference)
                #expect(differences.isEmpty, "\(step): \(differences)")
            }
            lazy.applyNextStep()
            lazyAnalysed.applyNextStep()
            full.applyNextStep()
        } while eager.applyNextStep()
    }

    @Test(arguments: Array(UInt64(1)...UInt64(120)))
    func randomTrees(_ seed: UInt64) throws {
        var generator = RandomCaseGenerator(seed: seed &+ 500)
        try Self.expectSameLayouts(generator.makeCase(name: "lazy-\(seed)"), "seed \(seed)")
    }

    /// The bench's trees (the dependent one is what deferral is for) with their resize, toggle,
    /// text and removal steps.
    @Test(arguments: ViewTreeShape.allCases)
    func viewTrees(_ shape: ViewTreeShape) throws {
        for (layoutCase, context) in viewTreeCasesWithSteps(shape, [(12, 1), (31, 2), (64, 3)]) {
            try Self.expectSameLayouts(layoutCase, context)
        }
    }

    /// The dependent tree keeps its slack bottoms, floors and size classes out of the tableau.
    @Test func theDependentTreeDefersItsSlackInequalities() throws {
        let workload = ViewTreeWorkload(shape: .dependent, viewCount: 200, seed: 1)
        let session = try Self.incremental(workload.layoutCase, defers: true)
        _ = try session.layout()
        let solver = session.engine.solver as! IncrementalSolver
        #expect(solver.deferred.count > 100, "\(solver.deferred.count) deferred")
    }
}

/// The incremental solver with deferral off, as a strategy of its own: an engine makes its
/// solver from the strategy's type at every first layout.
final class EagerIncrementalSolver: SolverStrategy {
    static let name = "incremental-eager"
    let base = IncrementalSolver()

    init() { base.defersInequalities = false }

    func add(_ constraint: Constraint) throws(SolverError) { try base.add(constraint) }
    func add(contentsOf constraints: [Constraint]) throws(SolverError) { try base.add(contentsOf: constraints) }
    func remove(_ constraint: Constraint) throws(SolverError) { try base.remove(constraint) }
    func replace(_ old: Constraint, with new: Constraint) throws(SolverError) { try base.replace(old, with: new) }
    func contains(_ constraint: Constraint) -> Bool { base.contains(constraint) }
    func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try base.addEditVariable(variable, priority: priority)
    }
    func removeEditVariable(_ variable: Variable) throws(SolverError) { try base.removeEditVariable(variable) }
    func hasEditVariable(_ variable: Variable) -> Bool { base.hasEditVariable(variable) }
    func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) { try base.suggestValue(value, for: variable) }
    func value(of variable: Variable) -> Double { base.value(of: variable) }
    func appendValues(of variables: [Variable], to values: inout [Double]) {
        base.appendValues(of: variables, to: &values)
    }
    func range(of expression: LinearExpression) -> ClosedRange<Double> { base.range(of: expression) }
    func ambiguity(of expressions: [LinearExpression], tolerance: Double) -> [Bool] {
        base.ambiguity(of: expressions, tolerance: tolerance)
    }
    func takeChangedVariables() -> [Variable]? { base.takeChangedVariables() }
    var pivotCount: Int { base.pivotCount }
    func dump() -> String { base.dump() }
    func invariantViolations() -> [String] { base.invariantViolations() }
}
