import LayoutModel

/// What the conflicts of one layout name in the tree, looked up only for those names and only
/// once per layout: a tree constraint's `c<index>` name to its `NSLayoutConstraint`, a model id to
/// its view or guide. What logging a conflict needs (its key and its message) shares one lookup.
///
/// The naive twin is ``ConsoleItems``, which maps every view, guide and constraint of the tree
/// by name before the first question (`ConflictMessageTwinTests` compares their messages).
struct ConflictLookup {
    private let root: UIView
    /// The tree's constraints in the order their `c<index>` names count
    /// (``View/activeConstraintsInCreationOrder()``), taken on first use; names are made only for
    /// the constraints asked about.
    private var treeConstraints: [LayoutConstraint]?
    /// Whether some tree constraint has a label (a name other than `c<index>`).
    private var someConstraintIsLabelled = false
    /// The tree's installed constraints in tree order, taken on first use.
    private var installed: [NSLayoutConstraint]?
    /// The names asked about so far and their answers (a conflict names a handful).
    private var answers: [(name: String, constraint: NSLayoutConstraint?)] = []

    init(root: UIView) { self.root = root }

    /// The `NSLayoutConstraint` behind a model constraint name; nil for implicit constraints.
    /// - Complexity: O(constraints of the tree) on the first call, then O(1) to find a `c<index>`
    ///   name's model constraint and O(constraints) to find its owner among the installed ones;
    ///   a name asked about before is answered from the names asked so far.
    mutating func constraint(named name: String) -> NSLayoutConstraint? {
        if let answer = answers.first(where: { $0.name == name }) { return answer.constraint }
        let answer = findConstraint(named: name)
        answers.append((name, answer))
        return answer
    }

    private mutating func findConstraint(named name: String) -> NSLayoutConstraint? {
        let treeConstraints = self.treeConstraints ?? {
            let all = root.layoutView.activeConstraintsInCreationOrder()
            someConstraintIsLabelled = all.contains { $0.identifier != nil }
            return all
        }()
        self.treeConstraints = treeConstraints
        let model = someConstraintIsLabelled ? View.constraint(named: name, among: treeConstraints)
            : Self.unlabelledConstraint(named: name, among: treeConstraints)
        guard let model else { return nil }
        let installed = self.installed ?? {
            var all: [NSLayoutConstraint] = []
            Self.forEachView(below: root) { all += $0.installedConstraints }
            return all
        }()
        self.installed = installed
        // The last one, as a map of every constraint by its model would keep.
        return installed.last { $0.model === model }
    }

    /// ``View/constraint(named:among:)`` when no constraint of `constraints` has a label: each is
    /// then `c<index>`, so `name` is one of them only when it is `c` and an index of `constraints`
    /// in decimal as a layout writes it (no sign, no leading zero), and no name is made to find out.
    /// - Complexity: O(length of `name`).
    static func unlabelledConstraint(named name: String, among constraints: [LayoutConstraint]) -> LayoutConstraint? {
        var bytes = name.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "c"), let first = bytes.next(), (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(first)
        else { return nil }
        var index = Int(first - UInt8(ascii: "0"))
        while let byte = bytes.next() {
            // A leading zero, another character, or more digits than any index has.
            guard index != 0, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte), index < constraints.count else { return nil }
            index = index * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return index < constraints.count ? constraints[index] : nil
    }

    /// The view or guide of model id `id`, as ``ConsoleItems/item(_:)`` finds it (a margins or
    /// safe-area guide made on demand), and whether it is a stack's spacer guide (UIKit's
    /// `_UIOLAGapGuide`), which is asked first.
    /// - Complexity: O(views and guides of the tree), twice for a guide made on demand.
    func item(_ id: String) -> (object: AnyObject?, isSpacer: Bool) {
        let (object, isSpacer) = treeItem(id)
        if isSpacer || object != nil { return (object, isSpacer) }
        for suffix in [View.layoutMarginsSuffix, View.safeAreaSuffix] where id.hasSuffix("." + suffix) {
            guard let owner = treeItem(String(id.dropLast(suffix.count + 1))).object as? UIView else { return (nil, false) }
            return (suffix == View.safeAreaSuffix ? owner.safeAreaLayoutGuide : owner.layoutMarginsGuide, false)
        }
        return (nil, false)
    }

    /// The view or guide of the tree with model id `id` (the last in tree order, as a map of
    /// them all would keep), and whether `id` is a stack's spacer guide.
    private func treeItem(_ id: String) -> (object: AnyObject?, isSpacer: Bool) {
        var object: AnyObject?
        var isSpacer = false
        Self.forEachView(below: root) { view in
            if view.layoutView.identifier == id { object = view }
            if let stack = view.layoutView as? StackView, stack.spacerGuides.contains(where: { $0.identifier == id }) {
                isSpacer = true
            }
            for guide in view.storedLayoutGuides where guide.layoutGuide.identifier == id { object = guide }
        }
        return (object, isSpacer)
    }

    /// Calls `body` on `view` and every view below it, each before its subviews.
    private static func forEachView(below view: UIView, _ body: (UIView) -> Void) {
        body(view)
        for subview in view.subviews { forEachView(below: subview, body) }
    }
}
