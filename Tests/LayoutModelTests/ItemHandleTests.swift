import LayoutCore
@testable import LayoutModel
import Testing

/// What holds a layout item without retaining it goes through its ``ItemHandle`` (no weak
/// reference): each holder sees the item while it exists and nil once it is gone, as a weak
/// reference did, and nothing keeps it alive.
@Suite struct ItemHandleTests {
    /// A 100 × 50 root with a subview named `child` (a tree of two views).
    private static func rootAndChild(_ child: String = "child") -> (root: View, child: View) {
        let root = View("root")
        root.targetSize = TargetSize(width: 100, height: 50)
        let view = View(child)
        root.addSubview(view)
        return (root, view)
    }

    @Test("A constraint outliving its views names no item, active or not")
    func constraintsOutliveTheirViews() throws {
        var active: LayoutConstraint?
        var inactive: LayoutConstraint?
        weak var probe: View?
        do {
            let (root, child) = Self.rootAndChild()
            active = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
            active?.isActive = true
            inactive = child.widthAnchor.constraint(equalToConstant: 30)
            try root.layoutIfNeeded()
            #expect(active?.firstItem === child && active?.secondItem === root)
            #expect(inactive?.firstItem === child && inactive?.secondItem == nil)
            probe = child
        }
        #expect(probe == nil)
        #expect(active?.firstItem == nil && active?.secondItem == nil)
        #expect(active?.isActive == false)
        #expect(inactive?.firstItem == nil)
        // Printing a constraint whose views are gone names them so.
        #expect(active?.description.contains("<released view>") == true)
    }

    @Test("A subview and a guide outliving their view have no container")
    func itemsOutliveTheirContainer() throws {
        var survivor: View?
        var guide: LayoutGuide?
        weak var probe: View?
        do {
            let (root, middle) = Self.rootAndChild("middle")
            let leaf = View("leaf")
            middle.addSubview(leaf)
            leaf.widthAnchor.constraint(equalToConstant: 10).isActive = true
            let madeGuide = LayoutGuide("spacer")
            root.addLayoutGuide(madeGuide)
            try root.layoutIfNeeded()
            // The leaf caches its tree's root when a change is recorded.
            leaf.intrinsicContentSize = Size(width: 12, height: 8)
            #expect(leaf.journalRoot === root && leaf.superview === middle && madeGuide.owningView === root)
            survivor = leaf
            guide = madeGuide
            probe = middle
        }
        // The root held the middle view; the leaf and the guide held neither.
        #expect(probe == nil)
        #expect(survivor?.superview == nil && survivor?.journalRoot === survivor)
        #expect(guide?.owningView == nil)
    }

    @Test("A view whose root went away finds itself as its tree's root")
    func cachedRootsEndWithTheirRoot() throws {
        var leaf: View?
        weak var probe: View?
        do {
            let (root, child) = Self.rootAndChild()
            child.heightAnchor.constraint(equalToConstant: 10).isActive = true
            try root.layoutIfNeeded()
            child.intrinsicContentSize = Size(width: 5, height: 5)  // caches the root
            #expect(child.journalRoot === root)
            leaf = child
            probe = root
        }
        #expect(probe == nil)
        let child = try #require(leaf)
        #expect(child.superview == nil && child.journalRoot === child)
        child.targetSize = TargetSize(width: 40, height: 40)
        let result = try child.layoutIfNeeded()
        #expect(result.frames["child"] == Rect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test("An engine outliving its tree lays out the next tree, and the journal's views may go")
    func enginesAndJournalsOutliveTheirViews() throws {
        let engine = LayoutEngine()
        weak var probe: View?
        do {
            let (root, label) = Self.rootAndChild("label")
            label.intrinsicContentSize = Size(width: 30, height: 10)
            _ = try engine.layout(root)
            // A recorded change of a view that then goes away before the next layout.
            let gone = View("gone")
            root.addSubview(gone)
            _ = try engine.layout(root)
            gone.intrinsicContentSize = Size(width: 7, height: 7)
            gone.removeFromSuperview()
            let result = try engine.layout(root)
            #expect(result.frames["label"] != nil && result.frames["gone"] == nil)
            probe = root
        }
        #expect(probe == nil)
        let next = View("next")
        next.targetSize = TargetSize(width: 20, height: 20)
        let result = try engine.layout(next)
        #expect(result.frames["next"] == Rect(x: 0, y: 0, width: 20, height: 20))
    }
}
