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
        weak var label: UILabel?
        var constraint: NSLayoutConstraint?
        do {
            let removed = row.subviews[0]
            label = removed as? UILabel
            constraint = removed.constraintsAffectingLayout(for: .horizontal).first
            removed.removeFromSuperview()
        }
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
}
