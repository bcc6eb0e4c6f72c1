import LayoutCore
import Foundation
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// Every view's width and height are ≥ 0 (required `<view>.width.nonNegative`), as UIKit's
/// engine keeps them: a layout that needs a negative size is unsatisfiable and its conflict names
/// the floor.
@Suite struct SizeFloorTests {
    /// `H:|-(8)-[table]-(8)-|` in a root 0 wide: table would be −16 wide.
    @Test func theClassicTableInAZeroWideRoot() throws {
        let root = View("root")
        root.targetSize = TargetSize(width: 0, height: 100)
        let table = View("table")
        root.addSubview(table)
        let leading = table.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        leading.identifier = "leading"
        let trailing = root.trailingAnchor.constraint(equalTo: table.trailingAnchor, constant: 8)
        trailing.identifier = "trailing"
        LayoutConstraint.activate([leading, trailing, table.topAnchor.constraint(equalTo: root.topAnchor),
                                   table.heightAnchor.constraint(equalToConstant: 10)])
        let result = try layoutWithEveryStrategy(root)
        #expect(result.status == .unsatisfiable)
        #expect(result.broken.map(\.constraint.name) == ["trailing"])
        #expect(result.broken[0].conflict.map(\.name) == ["table.width.nonNegative", "root.width", "leading", "trailing"])
        #expect(result.broken[0].conflict[0].text == "table.width.nonNegative: table.width >= 0")
        #expect(isIrreducibleConflict(result.broken[0].system))
        expectFrames(result, ["table": Rect(x: 8, y: 0, width: 0, height: 10)])
        // 16 points wide is enough.
        root.targetSize = TargetSize(width: 16, height: 100)
        let wide = try layoutWithEveryStrategy(root)
        #expect(wide.status == .satisfied)
        expectFrames(wide, ["table": Rect(x: 8, y: 0, width: 0, height: 10)])
    }

    @Test func theSameFromACaseFile() throws {
        let json = """
            {"format": "layoutbench/case@1", "name": "table", "root": {"width": 0, "height": 100},
             "views": [{"id": "root"}, {"id": "table", "parent": "root"}],
             "constraints": ["table.leading == root.leading + 8", "root.trailing == table.trailing + 8",
                             "table.top == root.top", "table.height == 10"],
             "steps": [{"root": {"width": 20}}]}
            """
        let layoutCase = try LayoutCase(data: Data(json.utf8))
        for strategy in SolverStrategies.all {
            guard case .laidOut(let initial, let steps) = CaseRunner.run(layoutCase, strategy: strategy).outcome else {
                Issue.record("invalid")
                return
            }
            #expect(initial.broken.map(\.constraint.name) == ["c1"])
            #expect(initial.broken.first?.conflict.map(\.name) == ["table.width.nonNegative", "root.width", "c0", "c1"])
            #expect(steps[0].status == .satisfied)
            expectFrames(steps[0], ["table": Rect(x: 8, y: 0, width: 4, height: 10)])
        }
    }

    /// A negative root size breaks the root's own size constraint; a fitting root is 0.
    @Test func aNegativeRootSizeBreaksRootWidth() throws {
        let root = View("root")
        root.targetSize = TargetSize(width: -5, height: 10)
        let result = try layoutWithEveryStrategy(root)
        #expect(result.broken.map(\.constraint.name) == ["root.width"])
        #expect(result.broken[0].conflict.map(\.name) == ["root.width.nonNegative", "root.width"])
        expectFrames(result, ["root": Rect(x: 0, y: 0, width: 0, height: 10)])
    }

    /// A priority below required gives way to the floor instead of breaking.
    @Test func anOptionalNegativeSizeGivesWay() throws {
        let root = View("root")
        root.targetSize = TargetSize(width: 100, height: 100)
        let a = View("a")
        root.addSubview(a)
        let shrink = a.widthAnchor.constraint(equalToConstant: -20)
        shrink.priority = 500
        LayoutConstraint.activate([shrink, a.heightAnchor.constraint(equalToConstant: -1),
                                   a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   a.topAnchor.constraint(equalTo: root.topAnchor)])
        let result = try layoutWithEveryStrategy(root)
        #expect(result.broken.map(\.constraint.name) == ["c1"])
        #expect(result.broken[0].conflict.map(\.name) == ["a.height.nonNegative", "c1"])
        expectFrames(result, ["a": Rect(x: 0, y: 0, width: 0, height: 0)])
    }

    /// The floors' names are implicit: a case label may not take one, and neither may a Swift
    /// constraint's identifier.
    @Test func theFloorNamesAreReserved() throws {
        let json = """
            {"format": "layoutbench/case@1", "name": "t", "views": [{"id": "r"}],
             "constraints": ["r.width.nonNegative: r.width == 10"]}
            """
        let layoutCase = try LayoutCase(data: Data(json.utf8), file: "t.json")
        guard case .invalid(let error) = CaseRunner.run(layoutCase, strategy: IncrementalSolver.self, file: "t.json").outcome
        else { Issue.record("laid out"); return }
        #expect(error.reason == .implicitConstraint("r.width.nonNegative"))
        #expect(error.description.hasPrefix("t.json: constraint 'r.width.nonNegative'"))

        let root = View("r")
        let taken = root.widthAnchor.constraint(equalToConstant: 10)
        taken.identifier = "r.height.nonNegative"
        taken.isActive = true
        #expect(throws: LayoutError.self) { try root.layoutIfNeeded() }
    }

    /// The conflict of a size floor is the same in place (a step that removes what held the size)
    /// as afresh.
    @Test func inPlaceAndAfreshAgreeWhenAFloorBinds() throws {
        let root = View("root")
        root.targetSize = TargetSize(width: 50, height: 50)
        let a = View("a"), b = View("b")
        root.addSubview(a)
        root.addSubview(b)
        let constraints = [a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                           b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                           b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                           a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
                           a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
                           a.widthAnchor.constraint(equalToConstant: 30)]
        LayoutConstraint.activate(constraints)
        let engine = LayoutEngine()
        #expect(try engine.layout(root).status == .satisfied)
        for width in [30.0, 45, 39.5, 60] {
            root.targetSize = TargetSize(width: width, height: 50)
            let inPlace = try engine.layout(root, analyzingAmbiguity: true)
            let afresh = try LayoutEngine(strategy: FullSolver.self).layout(root, analyzingAmbiguity: true)
            expectAgreement(inPlace, afresh, context: "width \(width)")
            #expect(inPlace.status == (width < 40 ? .unsatisfiable : .satisfied))
            if width < 40 {
                #expect(inPlace.broken.first?.conflict.first?.name == "b.width.nonNegative")
            }
        }
    }
}
