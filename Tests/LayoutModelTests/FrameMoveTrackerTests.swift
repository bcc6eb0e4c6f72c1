import LayoutCore
import LayoutGen
@testable import LayoutModel
import LayoutSolver
import Testing

/// `FrameMoveTracker` against its naive twin, every view's frame compared before and after each
/// layout: on the bench's view-tree workloads, every step, both strategies, the tracker names
/// exactly the views whose frame changed bit for bit (or all of them after a new plan).
@Suite("Frame move tracker")
struct FrameMoveTrackerTests {
    @Test("The tracker names exactly the views whose frame moved", arguments: ViewTreeShape.allCases)
    func everyStep(_ shape: ViewTreeShape) throws {
        let workload = ViewTreeWorkload(shape: shape, viewCount: 30, seed: 9)
        for strategy in SolverStrategies.all {
            for steps in [workload.resizeSteps, workload.toggleSteps, workload.textSteps, workload.removeSteps] {
                var layoutCase = workload.layoutCase
                layoutCase.steps = steps + steps
                let session = try LayoutSession(layoutCase, strategy: strategy)
                var tracker = FrameMoveTracker()
                _ = try session.layout()
                guard case .all = tracker.moves(in: session.root) else {
                    Issue.record("\(shape) \(strategy.name): a first look must report every view")
                    continue
                }
                var order = tracker.layoutOrder(in: session.root)
                var step = 0
                while session.applyNextStep() {
                    let views = session.root.descendants().compactMap { $0 as? View }
                    let before = views.map(\.frame)
                    _ = try session.layout()
                    step += 1
                    switch tracker.moves(in: session.root) {
                    case .all:
                        order = tracker.layoutOrder(in: session.root)
                    case .moved(let positions):
                        let expected = Set(zip(views, before).filter { !$0.frame.isIdentical(to: $1) }
                            .map { ObjectIdentifier($0.0) })
                        let named = Set(positions.compactMap { order[$0].map(ObjectIdentifier.init) })
                        #expect(named == expected, "\(shape) \(strategy.name): step \(step)")
                        for position in positions {
                            #expect(order[position].map { $0.frame.isIdentical(to: tracker.frame(at: position)) } ?? true)
                        }
                    }
                }
            }
        }
    }

    @Test func aTreeNeverLaidOutReportsNoViews() {
        var tracker = FrameMoveTracker()
        let alone = View("alone")
        guard case .all = tracker.moves(in: alone) else {
            Issue.record("expected .all")
            return
        }
        #expect(tracker.layoutOrder(in: alone).isEmpty)
    }
}
