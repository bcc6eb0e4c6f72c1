import LayoutCore
import LayoutFuzz
import LayoutGen
@testable import LayoutModel
@testable import LayoutSolver
import Testing

/// A view's hugging and compression on one axis sharing one row in the solver
/// (`Tableau.pairsSoftInequalities`) against the naive twin, an engine whose solvers pair nothing:
/// the same layouts — status, broken constraints and conflicts, ambiguity, every determined frame
/// value — on random trees and step sequences, on the generated view trees, and on every pairing
/// of a few priorities, with both strategies.
@Suite struct IntrinsicPairTests {
    /// A solver of `strategy` that pairs no soft inequalities.
    static func unpairedSolver(_ strategy: any SolverStrategy.Type) -> any SolverStrategy {
        let solver = strategy.init()
        (solver as? IncrementalSolver)?.tableau.pairsSoftInequalities = false
        (solver as? FullSolver)?.pairsSoftInequalities = false
        return solver
    }

    /// Lays out `layoutCase` and each of its steps with pairing and without, on both
    /// strategies, and expects the same answers after every step.
    static func expectSameLayouts(_ layoutCase: LayoutCase, _ context: String) throws {
        for strategy in SolverStrategies.all {
            let paired = try LayoutSession(layoutCase, strategy: strategy)
            let plain = try LayoutSession(layoutCase, strategy: strategy)
            plain.engine.makeSolver = { unpairedSolver(strategy) }
            repeat {
                let a = try paired.layout(analyzingAmbiguity: true)
                let b = try plain.layout(analyzingAmbiguity: true)
                let differences = LayoutComparison.differences(a, b)
                #expect(differences.isEmpty, "\(context) \(strategy.name) step \(paired.nextStep): \(differences)")
                if let solver = plain.engine.solver as? IncrementalSolver {
                    #expect(!solver.tableau.symbols.contains { $0.isLive && $0.isPaired }, "\(context): the twin paired")
                }
                plain.applyNextStep()
            } while paired.applyNextStep()
        }
    }

    @Test(arguments: Array(UInt64(1)...UInt64(160)))
    func randomTreesAgreeWithoutPairs(_ seed: UInt64) throws {
        var generator = RandomCaseGenerator(seed: seed)
        try Self.expectSameLayouts(generator.makeCase(name: "pair-\(seed)"), "seed \(seed)")
    }

    /// The benchmark's trees (every label's hugging and compression a pair) with their resize,
    /// toggle, text and removal steps.
    @Test(arguments: ViewTreeShape.allCases)
    func viewTreesAgreeWithoutPairs(_ shape: ViewTreeShape) throws {
        for (layoutCase, context) in viewTreeCasesWithSteps(shape, [(12, 1), (31, 2), (45, 3)]) {
            try Self.expectSameLayouts(layoutCase, context)
        }
    }

    /// Every pairing of a few priorities for a label's height hugging and compression (required
    /// ones included, which never pair), under a fitting root, with a second label
    /// below it and a third constraint that leaves the size alone, pulls it below its text at
    /// 500, or contradicts a required hugging.
    @Test func everyPriorityPairingAgreesWithoutPairs() throws {
        let priorities: [Double] = [1, 50, 249, 250, 750, 999, 1000]
        let extras: [ConstraintSpec?] = [
            nil,
            ConstraintSpec(label: "squeeze", first: .init("a", .height), relation: .lessThanOrEqual, constant: 12,
                           priority: 500),
            ConstraintSpec(label: "stretch", first: .init("a", .height), relation: .greaterThanOrEqual, constant: 30),
        ]
        for hugging in priorities {
            for compression in priorities {
                for (below, extra) in [(250.0, extras[0]), (750, extras[1]), (1000, extras[2]), (250, extras[1])] {
                    let layoutCase = Self.twoLabels(hugging: hugging, compression: compression, below: below, extra: extra)
                    try Self.expectSameLayouts(layoutCase, "hugging \(hugging) compression \(compression) \(extra?.label ?? "")")
                }
            }
        }
    }

    /// The dependent tree's settling pivots (one per row of labels at the fitting root's level,
    /// when a label's hugging and compression each had a row) are what pairing removes; its
    /// answers stay the same.
    @Test func theDependentTreeSettlesWithoutItsDegeneratePivots() throws {
        let workload = ViewTreeWorkload(shape: .dependent, viewCount: 200, seed: 1)
        let paired = try LayoutSession(workload.layoutCase, strategy: IncrementalSolver.self)
        let plain = try LayoutSession(workload.layoutCase, strategy: IncrementalSolver.self)
        plain.engine.makeSolver = { Self.unpairedSolver(IncrementalSolver.self) }
        let a = try paired.layout(), b = try plain.layout()
        #expect(LayoutComparison.differences(a, b).isEmpty)
        // 20 rows of labels: without pairs, settling pivots about once a row (15 more here).
        #expect(plain.engine.pivotCount - paired.engine.pivotCount >= 15)
    }

    /// Labels `a` above `b` in a root of width 200 and fitting height, `a`'s height hugging and
    /// compression at the given priorities, `b`'s both at `below`, and `extra` if any.
    private static func twoLabels(hugging: Double, compression: Double, below: Double, extra: ConstraintSpec?) -> LayoutCase {
        let views = [
            LayoutCase.ViewSpec(id: "root"),
            LayoutCase.ViewSpec(id: "a", parent: "root", intrinsicSize: Size(width: 40, height: 17),
                                hugging: [250, hugging], compressionResistance: [750, compression]),
            LayoutCase.ViewSpec(id: "b", parent: "root", intrinsicSize: Size(width: 60, height: 21),
                                hugging: [250, below], compressionResistance: [750, below]),
        ]
        func pin(_ label: String, _ view: String, _ attribute: LayoutAttribute, _ relation: Relation = .equal,
                 to other: String, _ otherAttribute: LayoutAttribute, _ constant: Double) -> ConstraintSpec {
            ConstraintSpec(label: label, first: .init(view, attribute), relation: relation,
                           second: .init(other, otherAttribute), constant: constant)
        }
        var constraints = [
            pin("a.leading", "a", .leading, to: "root", .leading, 8),
            pin("a.top", "a", .top, to: "root", .top, 8),
            pin("b.leading", "b", .leading, to: "root", .leading, 8),
            pin("b.top", "b", .top, to: "a", .bottom, 4),
            pin("a.bottom", "a", .bottom, .lessThanOrEqual, to: "root", .bottom, -8),
            pin("b.bottom", "b", .bottom, .lessThanOrEqual, to: "root", .bottom, -8),
        ]
        if let extra { constraints.append(extra) }
        return LayoutCase(name: "two-labels", root: TargetSize(width: 200), views: views, constraints: constraints)
    }
}
