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

    /// Known issue (found in issue 21's work, not fixed here): a root that was laid out is
    /// never freed. Its pass bookkeeping (``DirtyViews``: the tree's snapshot, which lists the
    /// root itself, the views of the layout order, the wrapping labels and margin preservers)
    /// holds it through its own ``UIView/rootState``, a reference cycle; so every view of the
    /// tree stays alive too.
    @Test func aLaidOutTreeIsFreedWhenDropped() {
        weak var root: UIView?
        weak var label: UILabel?
        do {
            let tree = Self.laidOutTree()
            root = tree.root
            label = tree.label
            #expect(tree.label.frame.width == 359)
        }
        withKnownIssue("a laid-out root holds itself through its pass bookkeeping (DirtyViews)") {
            #expect(root == nil)
            #expect(label == nil)
        }
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
