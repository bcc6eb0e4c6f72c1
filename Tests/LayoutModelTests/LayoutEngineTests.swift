import LayoutCore
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// The engine applies changes in place and recovers from conflicts as UIKit does.
@Suite struct LayoutEngineTests {
    /// r (W wide) with a pinned inside: c0 a.width == 90, c1 leading, c2 trailing, c3 top, c4 height.
    func pinned(width: Double) -> (View, View, [LayoutConstraint]) {
        let r = View("r"), a = View("a")
        r.targetSize = TargetSize(width: width, height: 50)
        r.addSubview(a)
        let constraints = [
            a.widthAnchor.constraint(equalToConstant: 90),
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: r.trailingAnchor),
            a.topAnchor.constraint(equalTo: r.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ]
        LayoutConstraint.activate(constraints)
        return (r, a, constraints)
    }

    @Test func resizingTheRootBreaksTheLastConstraintInOrderAndRecovers() throws {
        for strategy in SolverStrategies.all {
            let (r, _, _) = pinned(width: 90)
            let engine = LayoutEngine(strategy: strategy)
            #expect(try engine.layout(r).status == .satisfied)
            r.targetSize.width = 120
            let broken = try engine.layout(r)
            #expect(broken.status == .unsatisfiable)
            #expect(broken.broken.map(\.constraint.name) == ["c2"])
            #expect(broken.broken[0].conflict.map(\.name) == ["root.width", "c0", "c1", "c2"])
            #expect(broken.broken[0].conflict.last?.text == "c2: a.trailing == r.trailing")
            #expect(isIrreducibleConflict(broken.broken[0].system))
            #expect(broken["a"] == Rect(x: 0, y: 0, width: 90, height: 10))
            r.targetSize.width = 90
            #expect(try engine.layout(r).status == .satisfied)
        }
    }

    @Test func aBrokenConstraintHoldsAgainOnceAnEarlierOneGoes() throws {
        for strategy in SolverStrategies.all {
            let (r, a, constraints) = pinned(width: 90)
            let engine = LayoutEngine(strategy: strategy)
            let wider = a.widthAnchor.constraint(equalToConstant: 60)
            wider.identifier = "wider"
            wider.isActive = true
            let first = try engine.layout(r)
            #expect(first.broken.map(\.constraint.name) == ["wider"])
            constraints[0].isActive = false  // c0: a.width == 90 goes; c2 still pins a to 90
            let second = try engine.layout(r)
            #expect(second.broken.map(\.constraint.name) == ["wider"])
            // Unlabelled constraints are named by their position among the active ones.
            #expect(second.broken[0].conflict.map(\.text) == [
                "root.width: r.width == 90", "c0: a.leading == r.leading", "c1: a.trailing == r.trailing",
                "wider: a.width == 60",
            ])
            constraints[2].isActive = false  // the trailing edge goes too: wider holds now
            let third = try engine.layout(r)
            #expect(third.status == .satisfied)
            #expect(third["a"]?.width == 60)
        }
    }

    @Test func changingAConstantReplacesTheConstraintInPlace() throws {
        let (r, _, constraints) = pinned(width: 90)
        constraints[2].isActive = false
        let engine = LayoutEngine()
        _ = try engine.layout(r)
        constraints[0].constant = 42
        #expect(try engine.layout(r)["a"]?.width == 42)
        constraints[0].priority = 500
        constraints[0].constant = 43
        #expect(try engine.layout(r)["a"]?.width == 43)
    }

    @Test func inPlaceChangesCostLessThanRebuilding() throws {
        let cell = StackPlayerCell()
        cell.targetSize.width = 375
        let engine = LayoutEngine()
        let rebuilding = LayoutEngine(strategy: IncrementalSolver.self, updatesInPlace: false)
        _ = try engine.layout(cell)
        _ = try rebuilding.layout(cell)
        var total = 0, rebuilt = 0
        for width in [320.0, 414, 600, 375] {
            cell.targetSize.width = width
            let before = engine.pivotCount
            let result = try engine.layout(cell)
            _ = try rebuilding.layout(cell)
            total += engine.pivotCount - before
            rebuilt += rebuilding.pivotCount  // a new solver per layout
            expectAgreement(result, try LayoutEngine(strategy: FullSolver.self).layout(cell))
        }
        #expect(total < rebuilt, "four resizes took \(total) pivots in place, \(rebuilt) rebuilding")
        // An intrinsic size change (a longer song name) is applied in place too.
        cell.songNameLabel.intrinsicContentSize.width = 200
        let result = try engine.layout(cell)
        expectAgreement(result, try LayoutEngine(strategy: FullSolver.self).layout(cell))
        #expect(result["labels"]?.width == 200)
    }

    @Test func viewsReportTheirAmbiguousFrameValues() throws {
        let root = View("root")
        root.targetSize = TargetSize(width: 100, height: 100)
        let free = View("free")
        root.addSubview(free, withConstraints: [
            free.topAnchor.constraint(equalTo: root.topAnchor),
            free.heightAnchor.constraint(equalToConstant: 10),
            free.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            free.widthAnchor.constraint(equalToConstant: 10),
        ])
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .ambiguous)
        #expect(free.hasAmbiguousLayout)
        #expect(free.ambiguousFrameValues == [.x])
        #expect(!root.hasAmbiguousLayout)
    }

    @Test func removingAViewDropsTheConstraintsThatCrossedToIt() throws {
        let (r, a, constraints) = pinned(width: 90)
        let inner = View("inner")
        a.addSubview(inner, withConstraints: [inner.widthAnchor.constraint(equalTo: a.widthAnchor)])
        a.removeFromSuperview()
        #expect(constraints.allSatisfy { !$0.isActive || $0.firstItem === a && $0.secondItem == nil })
        #expect(constraints[0].isActive && !constraints[1].isActive)
        #expect(try a.layoutIfNeeded()["inner"]?.width == 90)
        #expect(try r.layoutIfNeeded().viewIDs == ["r"])
    }

    @Test func unlabelledConstraintsAreNamedByPosition() throws {
        let (r, _, constraints) = pinned(width: 80)
        constraints[1].identifier = "lead"
        let result = try r.layoutIfNeeded()
        #expect(result.broken.map(\.constraint.name) == ["c2"])
        #expect(result.broken[0].conflict.map(\.name) == ["root.width", "c0", "lead", "c2"])
    }

    @Test func theSolversWorkIsDeterministic() throws {
        func pivots() throws -> Int {
            let cell = StackPlayerCell()
            cell.targetSize.width = 375
            let engine = LayoutEngine()
            for width in [375.0, 320, 414, 100, 375] {
                cell.targetSize.width = width
                try engine.layout(cell)
            }
            return engine.pivotCount
        }
        #expect(try pivots() == pivots())
    }
}
