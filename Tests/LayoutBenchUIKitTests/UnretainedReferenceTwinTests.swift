import Foundation
@testable import LayoutBenchUIKit
import LayoutCore
import Testing

/// The layer's unretained references — a view's ``UIView/superview``, a guide's
/// ``UILayoutGuide/owningView``, a constraint's items (``ItemReference``) and the view it is
/// installed on — against their naive twin, weak references the test keeps to the same objects:
/// seeded random trees are built, edited, laid out and dropped piece by piece while the test
/// holds some views, guides and constraints, and after every step each reference the layer
/// answers is the object the test's weak reference still sees, or nil when that one is gone.
/// Every view made is freed in the end (deinit counts).
@Suite struct UnretainedReferenceTwinTests {
    @Test(arguments: 0 ..< 40)
    func unretainedReferencesMatchWeakOnes(_ seed: Int) {
        let deinits = DeinitCounter()
        var made = 0
        do {
            var world = World(deinits: deinits)
            var random = SplitMix64(seed: UInt64(seed))
            UIKitConsole.withSink({ _ in }) {
                for step in 0 ..< 120 {
                    world.step(&random)
                    if let mismatch = world.mismatch() {
                        Issue.record("seed \(seed), step \(step): \(mismatch)")
                        return
                    }
                }
                world.dropEverything(&random)
                if let mismatch = world.mismatch() { Issue.record("seed \(seed), after dropping: \(mismatch)") }
                let alive = world.every.filter { $0.view.object != nil }.count
                #expect(alive == 0, "seed \(seed): \(alive) views outlived everything the test held")
            }
            made = world.viewsMade
        }
        #expect(deinits.count == made, "seed \(seed): \(made) views made, \(deinits.count) freed")
    }

    final class DeinitCounter { var count = 0 }

    final class CountedView: UIView {
        let deinits: DeinitCounter
        init(_ deinits: DeinitCounter) {
            self.deinits = deinits
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        }
        required init?(coder: NSCoder) { nil }
        deinit { deinits.count += 1 }
    }

    final class Probe<Object: AnyObject> {
        weak var object: Object?
        init(_ object: Object?) { self.object = object }
    }

    /// What the test holds, and its weak twin of every reference the layer keeps unretained.
    struct World {
        let deinits: DeinitCounter
        var viewsMade = 0
        /// Views the test holds.
        var views: [UIView] = []
        /// Every view made, weakly, with the superview it was last given.
        var every: [(view: Probe<UIView>, parent: Probe<UIView>)] = []
        var guides: [(guide: UILayoutGuide, owner: Probe<UIView>)] = []
        var constraints: [(constraint: NSLayoutConstraint, first: Probe<AnyObject>, second: Probe<AnyObject>)] = []

        init(deinits: DeinitCounter) { self.deinits = deinits }

        /// A view alive somewhere (held by the test or in a held tree).
        func anyLiveView(_ random: inout SplitMix64) -> UIView? {
            let live = every.compactMap(\.view.object)
            return live.isEmpty ? nil : live[random.int(in: 0 ..< live.count)]
        }

        func recordParent(of view: UIView, _ parent: UIView?) {
            for entry in every where entry.view.object === view { entry.parent.object = parent }
        }

        mutating func step(_ random: inout SplitMix64) {
            switch random.int(in: 0 ..< 11) {
            case 0, 1:
                let view = CountedView(deinits)
                viewsMade += 1
                view.translatesAutoresizingMaskIntoConstraints = random.bool()
                let parent = anyLiveView(&random)
                every.append((Probe(view), Probe(nil)))
                if let parent, random.bool() {
                    parent.addSubview(view)
                    recordParent(of: view, parent)
                }
                if random.int(in: 0 ..< 3) > 0 || view.superview == nil { views.append(view) }
            case 2:
                guard let view = anyLiveView(&random), let parent = anyLiveView(&random) else { return }
                let accepted = parent !== view && !parent.isDescendant(of: view)
                parent.addSubview(view)
                if accepted { recordParent(of: view, parent) }
            case 3:
                guard let view = anyLiveView(&random) else { return }
                view.removeFromSuperview()
                recordParent(of: view, nil)
            case 4:
                guard !views.isEmpty else { return }
                views.remove(at: random.int(in: 0 ..< views.count))
            case 5:
                guard let view = anyLiveView(&random) else { return }
                let guide = UILayoutGuide()
                view.addLayoutGuide(guide)
                let kept = random.int(in: 0 ..< 3) == 0 ? view.layoutMarginsGuide : guide
                guides.append((kept, Probe(view)))
            case 6:
                guard !guides.isEmpty else { return }
                let index = random.int(in: 0 ..< guides.count)
                if random.bool(), let owner = guides[index].guide.owningView, guides[index].guide.role == .custom {
                    owner.removeLayoutGuide(guides[index].guide)
                    guides[index].owner.object = nil
                } else {
                    guides.remove(at: index)
                }
            case 7:
                guard let first = anyLiveView(&random) else { return }
                let second: AnyObject? = random.bool() ? anyLiveView(&random)
                    : guides.isEmpty ? nil : guides[random.int(in: 0 ..< guides.count)].guide
                let constraint: NSLayoutConstraint
                if let view = second as? UIView {
                    constraint = first.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 4)
                } else if let guide = second as? UILayoutGuide {
                    constraint = first.topAnchor.constraint(equalTo: guide.topAnchor)
                } else {
                    constraint = first.widthAnchor.constraint(equalToConstant: 30)
                }
                constraint.priority = UILayoutPriority(Float(random.int(in: 1 ..< 1000)))
                if random.bool() { constraint.isActive = true }
                constraints.append((constraint, Probe(first), Probe(second)))
            case 8:
                guard !constraints.isEmpty else { return }
                let index = random.int(in: 0 ..< constraints.count)
                let constraint = constraints[index].constraint
                switch random.int(in: 0 ..< 4) {
                case 0: constraints.remove(at: index)
                case 1: constraint.isActive.toggle()
                case 2: constraint.constant += 1
                default: constraint.priority = UILayoutPriority(Float(random.int(in: 1 ..< 1000)))
                }
            case 9:
                guard let view = anyLiveView(&random) else { return }
                view.rootView.frame.size.width = CGFloat(random.int(in: 100 ..< 400))
                view.layoutIfNeeded()
                _ = view.hasAmbiguousLayout
            default:
                guard let view = anyLiveView(&random) else { return }
                _ = view.constraintsAffectingLayout(for: random.bool() ? .horizontal : .vertical).map(\.description)
                _ = view.rootView.layoutBenchCase()
            }
        }

        /// Drops what the test holds in a random order, checking between drops.
        mutating func dropEverything(_ random: inout SplitMix64) {
            while !views.isEmpty || !guides.isEmpty {
                if !views.isEmpty, random.bool() || guides.isEmpty {
                    views.remove(at: random.int(in: 0 ..< views.count))
                } else {
                    guides.remove(at: random.int(in: 0 ..< guides.count))
                }
                if mismatch() != nil { return }
            }
        }

        /// The first reference the layer answers differently from its weak twin.
        func mismatch() -> String? {
            for entry in every {
                guard let view = entry.view.object else { continue }
                if view.superview !== entry.parent.object { return "superview of \(view.address.text)" }
                for subview in view.subviews where subview.superview !== view { return "a subview's superview" }
            }
            for (guide, owner) in guides where guide.owningView !== owner.object {
                return "owning view of a guide (\(guide.identifier))"
            }
            for (constraint, first, second) in constraints {
                if constraint.firstItem !== first.object { return "first item of \(constraint)" }
                if constraint.secondItem !== second.object { return "second item of \(constraint)" }
                if let host = constraint.installedOn, !host.installedConstraints.contains(where: { $0 === constraint }) {
                    return "installed on a view that does not list it: \(constraint)"
                }
                _ = constraint.description
            }
            return nil
        }
    }
}
