import LayoutCore
@testable import LayoutModel
import Testing

/// The plan's fast paths against their naive twins, and the lifetimes of the boxes a view makes
/// on first use.
@Suite("Plan twins")
struct PlanTwinTests {
    /// A random tree (views, guides, a view outside it) with random constraints among random
    /// items, activated, deactivated and reactivated in random order.
    static func randomTree(_ random: inout SplitMix64) -> (root: View, outsider: View, keep: [LayoutConstraint]) {
        let root = View("root")
        var items: [LayoutItem] = [root]
        var views = [root]
        for index in 0..<random.int(in: 0...30) {
            let parent = views[random.int(in: 0...(views.count - 1))]
            if random.int(in: 0...5) == 0 {
                let guide = LayoutGuide("g\(index)")
                parent.addLayoutGuide(guide)
                items.append(guide)
            } else {
                let view = View("v\(index)")
                parent.addSubview(view)
                views.append(view)
                items.append(view)
            }
        }
        let outsider = View("outside")
        items.append(outsider)
        var constraints: [LayoutConstraint] = []
        for _ in 0..<random.int(in: 0...80) {
            let first = items[random.int(in: 0...(items.count - 1))]
            let constraint: LayoutConstraint
            if random.int(in: 0...3) == 0 {
                constraint = LayoutConstraint(item: first, attribute: .width, relatedBy: .equal, constant: 10)
            } else {
                let second = items[random.int(in: 0...(items.count - 1))]
                constraint = LayoutConstraint(item: first, attribute: .left, relatedBy: .equal, toItem: second,
                                              attribute: .left, constant: 1)
            }
            constraint.isActive = random.int(in: 0...4) != 0
            constraints.append(constraint)
        }
        for _ in 0..<random.int(in: 0...20) where !constraints.isEmpty {
            constraints[random.int(in: 0...(constraints.count - 1))].isActive.toggle()
        }
        return (root, outsider, constraints)
    }

    @Test("Active constraints found by sorting stamps equal those found with a set", arguments: 0..<200 as Range<UInt64>)
    func activeConstraintsMatchTwin(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let (root, outsider, keep) = Self.randomTree(&random)
        let tree = root.descendants()
        let fast = LayoutPlan.activeConstraints(of: tree).map(ObjectIdentifier.init)
        let twin = LayoutPlan.activeConstraintsBySet(of: tree).map(ObjectIdentifier.init)
        #expect(fast == twin, "seed \(seed)")
        // The outsider alone, and the outsider with the tree (constraints met twice across both).
        #expect(LayoutPlan.activeConstraints(of: [outsider]).map(ObjectIdentifier.init)
                == LayoutPlan.activeConstraintsBySet(of: [outsider]).map(ObjectIdentifier.init))
        #expect(LayoutPlan.activeConstraints(of: tree + [outsider]).map(ObjectIdentifier.init)
                == LayoutPlan.activeConstraintsBySet(of: tree + [outsider]).map(ObjectIdentifier.init))
        withExtendedLifetime(keep) {}
    }

    @Test("A view's rarely set parts read as their defaults until set, and a set one goes back")
    func rarePartsDefaults() {
        let view = View("v")
        #expect(view.layoutMargins == View.defaultLayoutMargins && view.safeAreaInsets == .zero)
        #expect(view.targetSize == TargetSize() && view.layoutDirection == .leftToRight && view.baselines == nil)
        #expect(view.layoutGuides.isEmpty && view.refusedChanges.isEmpty)
        view.layoutMargins = EdgeInsets(all: 3)
        view.safeAreaInsets = EdgeInsets(all: 2)
        view.targetSize = TargetSize(width: 10)
        view.layoutDirection = .rightToLeft
        view.baselines = Baselines(firstFromTop: 1, lastFromBottom: 2)
        #expect(view.layoutMargins == EdgeInsets(all: 3) && view.safeAreaInsets == EdgeInsets(all: 2))
        #expect(view.targetSize == TargetSize(width: 10) && view.layoutDirection == .rightToLeft)
        #expect(view.baselines == Baselines(firstFromTop: 1, lastFromBottom: 2))
        view.layoutMargins = View.defaultLayoutMargins
        #expect(view.layoutMargins == View.defaultLayoutMargins)
    }

    @Test("Guides, engines and journals held in a view's boxes are freed with it")
    func boxesFreeWhatTheyHold() throws {
        weak var guide: LayoutGuide?
        weak var engine: LayoutEngine?
        weak var view: View?
        weak var subview: View?
        do {
            let root = View("root")
            root.targetSize = TargetSize(width: 100, height: 50)
            let child = View("child")
            root.addSubview(child)
            let madeGuide = root.safeAreaLayoutGuide
            child.leadingAnchor.constraint(equalTo: madeGuide.leadingAnchor).isActive = true
            child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            child.widthAnchor.constraint(equalToConstant: 20).isActive = true
            child.heightAnchor.constraint(equalToConstant: 20).isActive = true
            try root.layoutIfNeeded()
            #expect(child.frame == Rect(x: 0, y: 0, width: 20, height: 20))
            guide = madeGuide
            engine = root.engineState.engine
            view = root
            subview = child
            #expect(guide != nil && engine != nil)
        }
        #expect(view == nil && subview == nil && guide == nil && engine == nil)
    }
}
