import LayoutGen
import LayoutModel
import LayoutSolver
import Testing

/// The bench times view layouts without the ambiguity analysis and compares the strategies'
/// frames, which is sound only because every workload layout is determined; this holds it.
@Suite("View-tree workloads")
struct ViewTreeWorkloadTests {
    @Test("Every step of every scenario is satisfied and unambiguous", arguments: ViewTreeShape.allCases)
    func determined(_ shape: ViewTreeShape) throws {
        for count in [10, 35] {
            let workload = ViewTreeWorkload(shape: shape, viewCount: count, seed: 3)
            for steps in [workload.resizeSteps, workload.toggleSteps, workload.textSteps, workload.removeSteps] {
                var layoutCase = workload.layoutCase
                layoutCase.steps = steps
                guard case .laidOut(let initial, let results) = CaseRunner.run(layoutCase, strategy: IncrementalSolver.self).outcome
                else {
                    Issue.record("\(shape) \(count): invalid")
                    return
                }
                for (index, result) in ([initial] + results).enumerated() {
                    #expect(result.status == .satisfied, "\(shape) \(count) layout \(index): \(result.ambiguous)")
                }
            }
        }
    }
}
