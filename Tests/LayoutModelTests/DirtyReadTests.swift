import LayoutGen
@testable import LayoutModel
import LayoutSolver
import Testing

/// Dirty reads (the engine re-reads only the frames whose variables the solver wrote since the
/// last layout) against their naive twin, every frame read afresh, on the bench's workloads:
/// every step of every scenario, both solver strategies.
@Suite("Dirty frame reads")
struct DirtyReadTests {
    @Test("Frames after every step equal a fresh read of every frame", arguments: ViewTreeShape.allCases)
    func everyStep(_ shape: ViewTreeShape) throws {
        let workload = ViewTreeWorkload(shape: shape, viewCount: 40, seed: 5)
        for strategy in SolverStrategies.all {
            for steps in [workload.resizeSteps, workload.toggleSteps, workload.textSteps, workload.removeSteps,
                          workload.singleToggleSteps, workload.singleTextSteps] {
                var layoutCase = workload.layoutCase
                layoutCase.steps = steps + steps
                let session = try LayoutSession(layoutCase, strategy: strategy)
                _ = try session.layout()
                #expect(session.engine.framesAreCurrent(), "\(shape) \(strategy.name): first layout")
                var step = 0
                while session.applyNextStep() {
                    _ = try session.layout()
                    step += 1
                    #expect(session.engine.framesAreCurrent(), "\(shape) \(strategy.name): step \(step)")
                }
            }
        }
    }
}
