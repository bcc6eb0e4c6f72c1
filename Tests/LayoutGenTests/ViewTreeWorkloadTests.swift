import LayoutGen
import LayoutModel
import LayoutSolver
import Testing

/// The bench times view layouts without the ambiguity analysis and compares the strategies'
/// frames, which is sound only because every workload layout is determined; this holds it.
@Suite("View-tree workloads")
struct ViewTreeWorkloadTests {
    @Test("The single-change steps change one label or one size-class pair")
    func singleChanges() {
        let workload = ViewTreeWorkload(shape: .independent, viewCount: 35, seed: 3)
        #expect(workload.singleTextSteps.count == 2 && workload.singleTextSteps.allSatisfy { $0.intrinsicSize.count == 1 })
        #expect(workload.singleToggleSteps.count == 4
                && workload.singleToggleSteps.allSatisfy { $0.activate.count == 1 && $0.deactivate.count == 1 })
        #expect(ViewTreeWorkload(shape: .nested, viewCount: 35, seed: 3).singleTextSteps.isEmpty)
    }

    @Test("The one-label text change picks a label without a size-class pair at every bench size",
          arguments: [100, 300, 1_000, 10_000])
    func singleTextLabelHasNoSizeClass(_ viewCount: Int) throws {
        for shape in [ViewTreeShape.independent, .dependent] {
            let workload = ViewTreeWorkload(shape: shape, viewCount: viewCount, seed: 1)
            let changed = try #require(workload.singleTextSteps.first?.intrinsicSize.keys.first)
            let capped = workload.layoutCase.constraints.contains { $0.first.item == changed && $0.label?.hasPrefix("compact") == true }
            #expect(!capped, "\(shape) at \(viewCount) views changes \(changed), which has a size-class pair")
            #expect(changed == "v\(viewCount / 2 + 1)")
        }
    }

    @Test("Every step of every scenario is satisfied and unambiguous", arguments: ViewTreeShape.allCases)
    func determined(_ shape: ViewTreeShape) throws {
        for count in [10, 35] {
            let workload = ViewTreeWorkload(shape: shape, viewCount: count, seed: 3)
            for steps in [workload.resizeSteps, workload.toggleSteps, workload.textSteps, workload.removeSteps,
                          workload.singleToggleSteps, workload.singleTextSteps] {
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
