import LayoutGen
@testable import LayoutModel
import LayoutSolver
import Testing

/// A session keeps its case's steps and lets the caller free the rest of the case: the engine's
/// model holds the views and constraints the steps change (the bench drops a 10,000-view case,
/// about 6 MB, once its engine is built).
struct LayoutSessionTests {
    @Test("A session holds the case's steps, not the case", arguments: [FullSolver.self, IncrementalSolver.self] as [any SolverStrategy.Type])
    func holdsStepsNotTheCase(_ strategy: any SolverStrategy.Type) throws {
        let workload = ViewTreeWorkload(shape: .independent, viewCount: 30, seed: 4)
        var layoutCase = workload.layoutCase
        layoutCase.steps = workload.toggleSteps + workload.textSteps
        let session = try LayoutSession(layoutCase, strategy: strategy)
        #expect(session.steps == layoutCase.steps)
        #expect(!Mirror(reflecting: session).children.contains { $0.value is LayoutCase })

        // The steps applied from the session give what a run of the whole case gives.
        guard case .laidOut(let initial, let steps) = CaseRunner.run(layoutCase, strategy: strategy).outcome else {
            Issue.record("the case did not lay out")
            return
        }
        var frames = [try session.layout().frames]
        while session.applyNextStep() { frames.append(try session.layout().frames) }
        #expect(frames.count == layoutCase.steps.count + 1)
        #expect(frames == [initial.frames] + steps.map(\.frames))
    }

    @Test("The model keeps by id and label only the views and constraints its steps name")
    func modelKeepsWhatStepsName() throws {
        let workload = ViewTreeWorkload(shape: .independent, viewCount: 40, seed: 5)
        var layoutCase = workload.layoutCase
        layoutCase.steps = workload.toggleSteps + workload.singleTextSteps
        let model = try CaseModel(layoutCase)
        let views = try #require(Mirror(reflecting: model).descendant("views") as? [String: LayoutItem])
        let constraints = try #require(Mirror(reflecting: model).descendant("constraints") as? [String: LayoutConstraint])
        #expect(Set(views.keys) == Set(layoutCase.steps.flatMap(\.intrinsicSize.keys)))
        #expect(Set(constraints.keys) == Set(layoutCase.steps.flatMap { $0.remove + $0.deactivate + $0.activate }))
        #expect(!views.isEmpty && !constraints.isEmpty && views.count < layoutCase.views.count)

        // A case without steps keeps neither table.
        layoutCase.steps = []
        let stepless = try CaseModel(layoutCase)
        #expect((Mirror(reflecting: stepless).descendant("views") as? [String: LayoutItem])?.isEmpty == true)
        #expect((Mirror(reflecting: stepless).descendant("constraints") as? [String: LayoutConstraint])?.isEmpty == true)
    }
}
