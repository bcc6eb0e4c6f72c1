@testable import LayoutBenchUIKit
import LayoutCore
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// Seeded random view trees built through the module — anchors, fixed sizes, and views that
/// forget `translatesAutoresizingMaskIntoConstraints` — so that many conflict. Every conflict's
/// console message reads back through `explain` to the same conflict, and every tree's exported
/// case breaks the constraints the module broke, with both strategies.
@Suite struct GeneratedConflictTests {
    @Test(arguments: 0 ..< 25)
    func everyConflictRoundTripsThroughExplain(_ seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let root = Self.randomTree(&random)
        UIKitConsole.withSink({ _ in }) { root.layoutIfNeeded() }
        let conflicts = root.layoutFindings.filter { $0.kind == .unsatisfiable }
        for finding in conflicts { try expectRoundTrip(finding.message) }
        if !conflicts.isEmpty { try expectSameBreaks(root, "seed \(seed)") }
    }

    @Test func theGeneratorMakesConflicts() {
        var conflicting = 0
        for seed in 0 ..< 25 {
            var random = SplitMix64(seed: UInt64(seed))
            let root = Self.randomTree(&random)
            UIKitConsole.withSink({ _ in }) { root.layoutIfNeeded() }
            if root.layoutFindings.contains(where: { $0.kind == .unsatisfiable }) { conflicting += 1 }
        }
        #expect(conflicting >= 6, "only \(conflicting) of 25 trees conflict")
    }

    /// A root 200–400 wide with 2–6 views, each in the root or an earlier view, pinned by
    /// leading and top, sized by a width or a trailing pin (and likewise vertically); one in
    /// five forgets to turn off its autoresizing mask, and a quarter get an extra fixed size.
    static func randomTree(_ random: inout SplitMix64) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(Int.random(in: 200 ... 400, using: &random)),
                                        height: CGFloat(Int.random(in: 100 ... 300, using: &random))))
        var views = [root]
        for _ in 0 ..< Int.random(in: 2 ... 6, using: &random) {
            let parent = views.randomElement(using: &random)!
            let view = Bool.random(using: &random) ? UILabel() : UIView()
            (view as? UILabel)?.text = String(repeating: "a", count: Int.random(in: 1 ... 12, using: &random))
            parent.addSubview(view)
            let forgets = Int.random(in: 0 ..< 5, using: &random) == 0
            if forgets {
                view.frame = CGRect(x: CGFloat(Int.random(in: 0 ... 20, using: &random)), y: 0, width: 40, height: 20)
            } else {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            let inset = { (random: inout SplitMix64) in CGFloat(Int.random(in: 0 ... 24, using: &random)) }
            var constraints = [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset(&random)),
                               view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset(&random))]
            constraints.append(Bool.random(using: &random)
                ? view.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10 ... 300, using: &random)))
                : parent.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: inset(&random)))
            constraints.append(Bool.random(using: &random)
                ? view.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10 ... 200, using: &random)))
                : parent.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: inset(&random)))
            if Int.random(in: 0 ..< 4, using: &random) == 0 {
                constraints.append(view.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10 ... 300, using: &random))))
            }
            NSLayoutConstraint.activate(constraints)
            views.append(view)
        }
        return root
    }
}
