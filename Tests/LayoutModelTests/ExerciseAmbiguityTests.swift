import LayoutCore
import LayoutGen
@testable import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// `exerciseAmbiguityInLayout()` moves an ambiguous view to another optimal solution: checked
/// against the full re-solve strategy's ranges (its naive twin) on seeded random cases, and by
/// hand on small trees.
@Suite struct ExerciseAmbiguityTests {
    /// A 320 × 200 root whose child is 50 × 20 at x 10, with its y anywhere inside the root
    /// (0 ... 180), and a determined sibling.
    func boundedTree() -> (root: View, free: View, fixed: View) {
        let root = View("root")
        root.targetSize = TargetSize(width: 320, height: 200)
        let free = View("free"), fixed = View("fixed")
        root.addSubview(free)
        free.widthAnchor.constraint(equalToConstant: 50).isActive = true
        free.heightAnchor.constraint(equalToConstant: 20).isActive = true
        free.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        free.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor).isActive = true
        free.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor).isActive = true
        root.addSubview(fixed, withEdgeInsets: EdgeInsets(top: 5, left: 100, bottom: 150, right: 100))
        return (root, free, fixed)
    }

    @Test func aBoundedValueGoesToTheOtherEndAndBack() throws {
        for strategy in SolverStrategies.all { try boundedValueGoesToTheOtherEndAndBack(strategy) }
    }

    func boundedValueGoesToTheOtherEndAndBack(_ strategy: any SolverStrategy.Type) throws {
        let (root, free, fixed) = boundedTree()
        root.engineState.engine = LayoutEngine(strategy: strategy)
        try root.layoutIfNeeded()
        #expect(free.ambiguousFrameValues == [.y])
        let start = free.frame.y
        #expect(start == 0 || start == 180, "starts at an end: \(start)")
        #expect(free.exerciseAmbiguityInLayout())
        #expect(free.frame == Rect(x: 10, y: 180 - start, width: 50, height: 20))
        #expect(fixed.frame == Rect(x: 100, y: 5, width: 120, height: 45))
        #expect(free.hasAmbiguousLayout && !fixed.hasAmbiguousLayout)
        #expect(free.exerciseAmbiguityInLayout())
        #expect(free.frame.y == start)
        #expect(!fixed.exerciseAmbiguityInLayout())
        #expect(fixed.frame == Rect(x: 100, y: 5, width: 120, height: 45))
        // A later layout with nothing changed keeps the exercised frame in place; the full
        // strategy lays every layout out anew.
        free.exerciseAmbiguityInLayout()
        try root.layoutIfNeeded()
        if root.engineState.engine?.updatesInPlace == true { #expect(free.frame.y == 180 - start) }
    }

    @Test func anUnboundedValueStepsAndStepsBack() throws {
        let root = View("root")
        root.targetSize = TargetSize(width: 320, height: 200)
        let floating = View("floating")
        root.addSubview(floating)
        floating.widthAnchor.constraint(equalToConstant: 50).isActive = true
        floating.heightAnchor.constraint(equalToConstant: 20).isActive = true
        floating.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        try root.layoutIfNeeded()
        let start = floating.frame.y
        #expect(floating.exerciseAmbiguityInLayout())
        #expect(abs(abs(floating.frame.y - start) - LayoutEngine.exerciseStep) < 1e-9)
        #expect(floating.exerciseAmbiguityInLayout())
        #expect(abs(floating.frame.y - start) < 1e-9)
    }

    @Test func targetsAreTheFarEndOrAStep() {
        #expect(LayoutEngine.exerciseTarget(from: 0, within: 0...180) == 180)
        #expect(LayoutEngine.exerciseTarget(from: 180, within: 0...180) == 0)
        #expect(LayoutEngine.exerciseTarget(from: 60, within: 0...180) == 180)
        #expect(LayoutEngine.exerciseTarget(from: 5, within: 5...Double.infinity) == 25)
        #expect(LayoutEngine.exerciseTarget(from: 25, within: 5...Double.infinity) == 5)
        #expect(LayoutEngine.exerciseTarget(from: 5, within: -Double.infinity...5) == -15)
        #expect(LayoutEngine.exerciseTarget(from: 0, within: -Double.infinity...Double.infinity) == 20)
        #expect(LayoutEngine.exerciseTarget(from: 20, within: -Double.infinity...Double.infinity) == 0)
    }

    /// On random cases every exercised view moves within the range the full re-solve strategy
    /// gives that value, every required constraint still holds, views the layout determines keep
    /// their frames, and the ambiguity analysis is unchanged.
    @Test(arguments: Array(UInt64(1)...UInt64(40)))
    func randomCasesMoveWithinTheFullSolversRanges(_ seed: UInt64) throws {
        var generator = RandomCaseGenerator(seed: seed)
        let layoutCase = generator.makeCase(name: "exercise-\(seed)")
        let session = try LayoutSession(layoutCase, strategy: IncrementalSolver.self)
        let twin = try LayoutSession(layoutCase, strategy: FullSolver.self)
        let before = try session.layout(analyzingAmbiguity: true)
        _ = try twin.layout()
        guard before.broken.isEmpty else { return }  // greedy recovery may differ between paths
        let views = try #require(session.engine.laidOut), twinViews = try #require(twin.engine.laidOut)
        for (id, values) in before.ambiguous.sorted(by: { $0.key < $1.key }).prefix(3) {
            let position = try #require(views.ids.firstIndex(of: id))
            let item = try #require(views.views[position].item)
            let frames = views.frames
            #expect(item.exerciseAmbiguityInLayout(), "seed \(seed) \(id)")
            let moved = try #require(session.engine.laidOut).frames
            let value = try #require(FrameValue.allCases.firstIndex(of: values[0]))
            let twinPosition = try #require(twinViews.ids.firstIndex(of: id))
            let range = twin.engine.solver.range(of: twinViews.readers[twinPosition].expressions[value])
            let now = session.engine.solver.value(of: views.readers[position].expressions[value])
            #expect(range.lowerBound - 1e-6 <= now && now <= range.upperBound + 1e-6, "seed \(seed) \(id): \(now) in \(range)")
            #expect(session.engine.unsatisfiedRequiredConstraints().isEmpty, "seed \(seed) \(id)")
            for (index, other) in views.ids.enumerated() where before.ambiguous[other] == nil {
                #expect(isClose(moved[index], frames[index]), "seed \(seed): \(other) moved")
            }
            #expect(session.engine.analyzeAmbiguity() == before.ambiguous, "seed \(seed) \(id)")
        }
    }
}
