import Foundation
@testable import LayoutBenchUIKit
import LayoutTestSupport
import Testing

/// Views are freed when nothing holds them, whatever the layer keeps about a tree between
/// layouts (its snapshot, lists of views, the views of the layout order), and a view that
/// outlives its superview, or a constraint that outlives its views, is asked safely.
@Suite struct ViewLifetimeTests {
    /// A root with a labelled row, laid out (so the root keeps its pass bookkeeping).
    static func laidOutTree() -> (root: UIView, row: UIView, label: UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let row = UIView(), label = UILabel()
        label.text = "Hello there"
        label.numberOfLines = 0
        row.preservesSuperviewLayoutMargins = true
        root.addSubview(row)
        row.addSubview(label)
        for view in [row, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: row.topAnchor),
            label.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        ])
        root.layoutIfNeeded()
        root.frame.size.width = 375
        root.layoutIfNeeded()
        return (root, row, label)
    }

    /// A laid-out root keeps its pass bookkeeping (``DirtyViews``: the tree's snapshot, the
    /// views of the layout order, wrapping labels, margin preservers) in its own state: none of
    /// it may hold the root, or the tree is never freed.
    @Test func aLaidOutTreeIsFreedWhenDropped() {
        weak var root: UIView?
        weak var label: UILabel?
        do {
            let tree = Self.laidOutTree()
            root = tree.root
            label = tree.label
            #expect(tree.label.frame.width == 359)
        }
        #expect(root == nil)
        #expect(label == nil)
    }

    @Test func aWrappingLabelRootThatPreservesMarginsIsFreedWhenDropped() {
        weak var weakRoot: UILabel?
        do {
            let root = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            root.text = "Wraps at its width, more than once"
            root.numberOfLines = 0
            root.preservesSuperviewLayoutMargins = true
            root.layoutIfNeeded()
            root.frame.size.width = 60
            root.layoutIfNeeded()
            weakRoot = root
        }
        #expect(weakRoot == nil)
    }

    @Test func aSubviewOutlivesItsLaidOutSuperviewAndItsConstraints() {
        var kept: (label: UILabel, constraint: NSLayoutConstraint)?
        weak var root: UIView?
        do {
            let tree = Self.laidOutTree()
            root = tree.root
            kept = (tree.label, tree.label.constraintsAffectingLayout(for: .horizontal).first!)
        }
        #expect(root == nil)
        guard let (label, constraint) = kept else { return }
        #expect(label.superview == nil)
        #expect(constraint.secondItem == nil)  // the row's margins guide went with the row
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        label.layoutIfNeeded()
        #expect(label.frame.width == 50)
        #expect(!constraint.description.isEmpty)
    }

    @Test func aGuideOutlivesItsLaidOutView() {
        var guide: UILayoutGuide?
        weak var view: UIView?
        do {
            let owner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let custom = UILayoutGuide()
            owner.addLayoutGuide(custom)
            custom.widthAnchor.constraint(equalToConstant: 40).isActive = true
            owner.layoutIfNeeded()
            guide = custom
            view = owner
        }
        #expect(view == nil)
        #expect(guide?.owningView == nil)
    }

    @Test func aLaidOutRootThatJoinsAnotherTreeIsFreedWithIt() {
        weak var joined: UIView?
        weak var removedLater: UIView?
        do {
            let (root, row, label) = Self.laidOutTree()
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
            outer.addSubview(root)
            outer.layoutIfNeeded()
            label.removeFromSuperview()
            row.addSubview(label)
            outer.layoutIfNeeded()
            root.removeFromSuperview()
            root.layoutIfNeeded()
            outer.addSubview(root)
            outer.layoutIfNeeded()
            joined = root
            removedLater = row
            #expect(root.frame.width == 375)
        }
        #expect(joined == nil)
        #expect(removedLater == nil)
    }

    /// A view that drops one of its subviews in `layoutSubviews`, during a pass over a snapshot
    /// that listed it: the pass goes on safely (run under the address sanitizer).
    @Test func aViewRemovedAndDroppedDuringAPassIsFreedAfterIt() {
        final class Dropping: UIView {
            var victim: UIView?
            override func layoutSubviews() {
                super.layoutSubviews()
                victim?.removeFromSuperview()
                victim = nil
            }
        }
        weak var victim: UIView?
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let dropping = Dropping(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(dropping)
        do {
            let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let after = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            after.text = "after"
            root.addSubview(doomed)
            doomed.addSubview(after)
            dropping.victim = doomed
            victim = doomed
        }
        root.layoutIfNeeded()
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(victim == nil)
        #expect(root.subviews.count == 1)
    }

    @Test func aTreeNeverLaidOutIsFreedWhenDropped() {
        weak var root: UIView?
        weak var label: UILabel?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let text = UILabel()
            view.addSubview(text)
            text.translatesAutoresizingMaskIntoConstraints = false
            text.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            root = view
            label = text
        }
        #expect(root == nil)
        #expect(label == nil)
    }

    @Test func aRemovedViewIsFreedAndItsFormerSuperviewLaysOutAgain() {
        let (root, row, _) = Self.laidOutTree()
        // The width change listed the views of the layout order, unretained.
        #expect(!root.dirtyViews.viewsInLayoutOrder.isEmpty)
        weak var label: UILabel?
        var constraint: NSLayoutConstraint?
        do {
            let removed = row.subviews[0]
            label = removed as? UILabel
            constraint = removed.constraintsAffectingLayout(for: .horizontal).first
            removed.removeFromSuperview()
        }
        // The list went with the tree's shape, so it never points at the freed label.
        #expect(root.dirtyViews.viewsInLayoutOrder.isEmpty)
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(row.frame.width == 300)
        #expect(label == nil)
        #expect(constraint?.isActive == false)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.description.contains("NSLayoutConstraint") == true)
    }

    @Test func aSubviewOutlivesItsSuperviewNeverLaidOut() {
        var kept: UIView?
        weak var parent: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(child)
            kept = child
            parent = view
        }
        #expect(parent == nil)
        #expect(kept?.superview == nil)
        kept?.layoutIfNeeded()
        #expect(kept?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // MARK: - Unretained references (superview, owning view, installed-on view, constraint items)

    /// A constraint between two siblings, installed on their superview, and one never activated:
    /// held by the test after the tree is dropped, both read nil items and accept every change.
    @Test func constraintsHeldAfterTheirTreeIsDroppedReadNilItems() {
        var installed: NSLayoutConstraint?
        var inactive: NSLayoutConstraint?
        var guideConstraint: NSLayoutConstraint?
        weak var root: UIView?
        do {
            let tree = Self.laidOutTree()
            let sibling = UIView()
            sibling.translatesAutoresizingMaskIntoConstraints = false
            tree.root.addSubview(sibling)
            installed = sibling.leadingAnchor.constraint(equalTo: tree.row.trailingAnchor)
            installed?.isActive = true
            inactive = sibling.widthAnchor.constraint(equalTo: tree.label.widthAnchor, multiplier: 2)
            guideConstraint = tree.label.constraintsAffectingLayout(for: .horizontal)
                .first { $0.secondItem is UILayoutGuide }
            tree.root.layoutIfNeeded()
            #expect(installed?.installedOn === tree.root)
            #expect(guideConstraint?.secondItem === tree.row.layoutMarginsGuide)
            root = tree.root
        }
        #expect(root == nil)
        for constraint in [installed, inactive, guideConstraint] {
            guard let constraint else {
                Issue.record("a constraint was not made")
                continue
            }
            #expect(constraint.firstItem == nil)
            #expect(constraint.secondItem == nil)
            #expect(constraint.installedOn == nil)
            #expect(!constraint.isActive)
            UIKitConsole.withSink({ _ in }) {
                constraint.constant = 12
                constraint.priority = .defaultHigh
                constraint.isActive = true
                constraint.isActive = false
            }
            #expect(!constraint.isActive)
            #expect(constraint.description.contains("NSLayoutConstraint"))
        }
    }

    /// One item of a constraint goes, the other stays: the constraint reads the one that stays.
    @Test func aConstraintReadsTheItemThatOutlivesTheOther() {
        let kept = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var constraint: NSLayoutConstraint?
        weak var gone: UIView?
        do {
            let other = UIView()
            kept.addSubview(other)
            other.translatesAutoresizingMaskIntoConstraints = false
            constraint = other.topAnchor.constraint(equalTo: kept.topAnchor, constant: 5)
            constraint?.isActive = true
            kept.layoutIfNeeded()
            #expect(other.frame.minY == 5)
            other.removeFromSuperview()
            gone = other
        }
        #expect(gone == nil)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem === kept)
        kept.layoutIfNeeded()
        #expect(kept.constraints.isEmpty)
    }

    /// A guide held by the test outlives the view that owned it: it has no owner, and a
    /// constraint still reads it (and nil for the view that went).
    @Test func aMarginsGuideHeldAfterItsViewGoesHasNoOwner() {
        var guide: UILayoutGuide?
        var constraint: NSLayoutConstraint?
        weak var owner: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
            guide = view.layoutMarginsGuide
            constraint = child.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
            constraint?.isActive = true
            view.layoutIfNeeded()
            #expect(guide?.owningView === view)
            owner = view
        }
        #expect(owner == nil)
        #expect(guide?.owningView == nil)
        #expect(constraint?.secondItem === guide)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.description.contains("UIViewLayoutMarginsGuide") == true)
    }

    /// A removed view kept by the test has no superview, also after its former superview goes.
    @Test func aRemovedViewKeptAfterItsFormerSuperviewGoes() {
        var removed: UIView?
        weak var formerParent: UIView?
        do {
            let tree = Self.laidOutTree()
            tree.label.removeFromSuperview()
            #expect(tree.label.superview == nil)
            tree.root.layoutIfNeeded()
            removed = tree.label
            formerParent = tree.row
        }
        #expect(formerParent == nil)
        #expect(removed?.superview == nil)
        removed?.layoutIfNeeded()
        #expect(removed.map { $0.constraints.isEmpty } == true)
    }

    /// A view controller's view: the controller dropped while the test keeps the view, and a
    /// view dropped while the test keeps the controller.
    @Test func aViewControllersViewAndControllerOutliveEachOther() {
        var view: UIView?
        weak var controller: UIViewController?
        do {
            let owner = UIViewController()
            owner.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            owner.view.layoutIfNeeded()
            view = owner.view
            controller = owner
        }
        #expect(controller == nil)
        #expect(view?.owningViewController == nil)
        view?.layoutIfNeeded()

        let kept = UIViewController()
        weak var replaced: UIView?
        do {
            let first = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            kept.view = first
            kept.view.layoutIfNeeded()
            replaced = first
            kept.view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        }
        #expect(replaced == nil)
        kept.view.layoutIfNeeded()
        #expect(kept.view.owningViewController === kept)
    }

    /// Every view of a laid-out tree, and every constraint made for it, is freed with the tree
    /// (deinit counts; the constraints by weak probes, which the test alone makes).
    @Test func everyViewAndConstraintOfADroppedTreeIsFreed() {
        final class Counter { var count = 0 }
        final class Counted: UIView {
            let counter: Counter
            init(_ counter: Counter) {
                self.counter = counter
                super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            }
            required init?(coder: NSCoder) { nil }
            deinit { counter.count += 1 }
        }
        final class WeakConstraint {
            weak var constraint: NSLayoutConstraint?
            init(_ constraint: NSLayoutConstraint) { self.constraint = constraint }
        }
        let counter = Counter()
        var probes: [WeakConstraint] = []
        do {
            let root = Counted(counter)
            var parent: UIView = root
            for depth in 0 ..< 6 {
                let child = Counted(counter), sibling = Counted(counter)
                for view in [child, sibling] {
                    view.translatesAutoresizingMaskIntoConstraints = depth.isMultiple(of: 3)
                    parent.addSubview(view)
                }
                let made = [
                    child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
                    sibling.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 4),
                    sibling.widthAnchor.constraint(equalTo: child.widthAnchor),
                    child.topAnchor.constraint(equalTo: parent.topAnchor),
                ]
                NSLayoutConstraint.activate(made)
                probes += made.map(WeakConstraint.init)
                parent = child
            }
            root.layoutIfNeeded()
            root.frame.size.width = 320
            root.layoutIfNeeded()
            #expect(counter.count == 0)
        }
        #expect(counter.count == 13)
        #expect(probes.allSatisfy { $0.constraint == nil })
    }
}
