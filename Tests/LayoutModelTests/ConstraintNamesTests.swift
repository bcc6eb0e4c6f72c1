import LayoutCore
@testable import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// `View.namedConstraints()` names each constraint as the layout's results do, so a caller finds
/// the object a broken constraint's name stands for.
@Suite struct ConstraintNamesTests {
    @Test func everyNameInAResultLeadsToItsConstraint() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0 ..< 40 {
            let root = View("r"), a = View("a"), b = View("b")
            root.targetSize = TargetSize(width: 100, height: 50)
            root.addSubview(a)
            root.addSubview(b)
            var made: [LayoutConstraint] = []
            for index in 0 ..< Int.random(in: 4 ... 9, using: &random) {
                let view = Bool.random(using: &random) ? a : b
                let constraint = Bool.random(using: &random)
                    ? view.widthAnchor.constraint(equalToConstant: Double(Int.random(in: 10 ... 60, using: &random)))
                    : view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(index))
                if Int.random(in: 0 ..< 3, using: &random) == 0 { constraint.identifier = "label\(index)" }
                made.append(constraint)
            }
            LayoutConstraint.activate(made)
            // Deactivating one renumbers the rest, as the layout does.
            made.randomElement(using: &random)!.isActive = false
            let result = try LayoutEngine().layout(root)
            let named = Dictionary(uniqueKeysWithValues: root.namedConstraints().map { ($0.name, $0.constraint) })
            #expect(named.count == made.filter(\.isActive).count)
            // Looking one name up among the unnamed list finds what the map of names holds.
            let inOrder = root.activeConstraintsInCreationOrder()
            for name in Array(named.keys) + ["c0", "c007", "c\(inOrder.count)", "label0", "x"] {
                #expect(View.constraint(named: name, among: inOrder) === named[name], "\(name)")
            }
            for broken in result.broken {
                let constraint = try #require(named[broken.constraint.name], "\(broken.constraint.name)")
                // The result's text is that constraint's.
                var spec = try ConstraintSpec.parse(broken.constraint.text)
                spec.label = nil
                #expect(spec.description == ConstraintSpec(constraint, label: nil).description)
            }
        }
    }
}
