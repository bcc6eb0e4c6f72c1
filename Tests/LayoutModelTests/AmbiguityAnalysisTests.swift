import LayoutGen
@testable import LayoutModel
import LayoutSolver
import Testing

/// The whole-tree ambiguity analysis asks the solver once for every frame value; whatever a
/// strategy's `ambiguity(of:)` does, it must answer as one range query per value does.
@Suite struct AmbiguityAnalysisTests {
    @Test(arguments: Array(UInt64(1)...UInt64(64)))
    func wholeSetAgreesWithOneByOne(_ seed: UInt64) throws {
        var generator = RandomCaseGenerator(seed: seed)
        let layoutCase = generator.makeCase(name: "ambiguity-\(seed)")
        for strategy in SolverStrategies.all {
            let session = try LayoutSession(layoutCase, strategy: strategy)
            repeat {
                _ = try session.layout()
                let expressions = try #require(session.engine.laidOut).readers.flatMap(\.expressions)
                let solver = session.engine.solver
                #expect(solver.ambiguity(of: expressions) == solver.ambiguityOneByOne(of: expressions),
                        "seed \(seed) \(strategy.name) step \(session.nextStep)")
            } while session.applyNextStep()
        }
    }
}
