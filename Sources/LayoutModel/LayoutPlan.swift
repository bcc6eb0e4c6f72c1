import LayoutCore
import LayoutSolver

/// Everything one layout of a tree asks the solver for, in layout order (``LayoutOrder``), after
/// checking it.
struct LayoutPlan {
    /// One constraint of the plan.
    struct Item {
        /// Items are known by their place in layout order, which is unique: an implicit item's
        /// owner and kind, a constraint's creation stamp (never reused, unlike an address).
        typealias Key = LayoutOrder

        /// The report name, or its stem: the label, `c<k>` for an unlabelled constraint of the
        /// tree, or the view's identifier for a size floor or an intrinsic size, whose name is
        /// made from it when read (``name``).
        let nameStem: String
        /// Where the item goes in layout order.
        let order: LayoutOrder
        /// The constraint the item states: the tree's own, or one the plan made (the root's
        /// size, a guide's, a stack's). Nil for a size floor or an intrinsic size, which exist
        /// only compiled: a report reads their statement back
        /// (``LayoutEngine/statement(of:label:)``).
        let source: LayoutConstraint?
        var compiled: Constraint

        var key: Key { order }

        /// The report name (``ItemName``): the stem, with the end a size floor's or an intrinsic
        /// size's place in layout order gives it.
        var name: ItemName { ItemName(nameStem, ItemName.Suffix(of: order)) }

        /// The name that does not depend on other constraints: implicit names and labels (nil
        /// for an unlabelled constraint of the tree, whose `c<k>` moves with the others).
        var fixedName: ItemName? { order.isExplicit ? source?.identifier.map(ItemName.init) : name }
    }

    /// An intrinsic size on one axis held by an edit variable: the view's hugging and compression
    /// constraints read `size relation variable`, and the solver holds `variable == value` at
    /// ``intrinsicEditPriority``. Above both constraints' priorities and touching nothing else,
    /// that level is always met, so the layout equals `size relation value`; a new value is a
    /// suggestion to the solver (Cassowary's edit), not two constraints removed and added.
    struct IntrinsicEdit {
        let variable: Variable
        let value: Double
    }

    /// The priority of intrinsic-size edits: the highest non-required one. An axis whose hugging
    /// or compression resistance is not below it keeps plain constraints.
    static let intrinsicEditPriority = Priority(Double(1000).nextDown)

    /// The tree's views and guides in creation order.
    let views: [LayoutItem]
    let items: [Item]
    /// The intrinsic sizes held by edit variables.
    let edits: [IntrinsicEdit]
    let compiler: ConstraintCompiler

    /// Collects and checks the tree under `root`.
    ///
    /// - Throws: the first invalid view, constraint or name; nothing has been laid out then.
    /// - Complexity: O(views + constraints × log constraints).
    /// - Parameter intrinsicEdits: which intrinsic sizes are held by edit variables where their
    ///   priorities allow (``IntrinsicEdit``), by view and axis; the others get plain
    ///   constraints.
    init(root: View, intrinsicEdits: (View, LayoutAxis) -> Bool = { _, _ in false }) throws(LayoutError) {
        let tree = root.descendants()
        var ids = Set<String>()
        var depths: [ObjectIdentifier: Int] = [ObjectIdentifier(root): 0]
        for item in tree {
            if let view = item as? View, let refused = view.refusedChanges.first {
                view.refusedChanges.removeAll()
                throw refused
            }
            guard ids.insert(item.identifier).inserted else {
                throw LayoutError(subject: "view '\(item.identifier)'", reason: .duplicateView(item.identifier))
            }
            // Depth first: an item comes after its container.
            if item !== root, let parent = item.container {
                depths[ObjectIdentifier(item)] = (depths[ObjectIdentifier(parent)] ?? 0) + 1
            }
        }
        compiler = ConstraintCompiler(root: root, direction: root.layoutDirection, depths: depths)
        views = tree.sorted { $0.sequence < $1.sequence }

        let explicit = Self.activeConstraints(of: tree)
        var items = Self.sizeFloorItems(of: views)
        // Room for the root's sizes, four intrinsic-size items a view and the tree's own
        // constraints (guides and stacks may add more): a whole plan of a large tree is the
        // largest thing a first layout holds for a moment, and doubling left it up to half empty.
        items.reserveCapacity(items.count + 2 + 4 * views.count + explicit.count)
        items += try Self.rootSizeItems(root, compiler)
        var edits: [IntrinsicEdit] = []
        for case let view as View in views {
            try Self.appendIntrinsicSizeItems(view, edits: intrinsicEdits, to: &items, &edits)
        }
        self.edits = edits
        for case let view as View in views {
            for (index, constraint) in Self.guideConstraints(of: view).enumerated() {
                items.append(Self.implicitItem(constraint, order: LayoutOrder(.guides, view.sequence, index), compiler))
            }
        }
        let members = Set(tree.map(ObjectIdentifier.init))
        for case let stack as StackView in views {
            try Self.checkStack(stack, members: members)
            for (index, constraint) in stack.generatedConstraints().enumerated() {
                items.append(Self.implicitItem(constraint, order: LayoutOrder(.stack, stack.sequence, index), compiler))
            }
        }
        var names = PlanNames(items, capacity: items.count + explicit.count)
        for (index, constraint) in explicit.enumerated() {
            let name = Self.explicitName(of: constraint, at: index)
            try Self.checkExplicit(constraint, named: name) { members.contains(ObjectIdentifier($0)) }
            guard names.insert(name, at: items.count, of: items) else {
                throw LayoutError(subject: "constraint '\(name)'", reason: .duplicateLabel(name))
            }
            items.append(Self.explicitItem(constraint, named: name, compiler))
        }
        self.items = items
    }

    /// The names of a plan's items, to refuse a tree's own constraint named like one before it:
    /// a ``PositionTable`` of the items' positions by FNV-1a hash of the name, so that no name is
    /// copied or hashed with a seeded `Hasher` (a `Set<String>` of every name, the naive twin
    /// in PlanNamesTests, was about 6% of a 10,000-view first layout).
    ///
    /// Names are equal when canonically equivalent (`"é" == "e\u{301}"`, and `"K"` equals the
    /// Kelvin sign), which a hash of the bytes does not respect; so once a name is not ASCII,
    /// the check becomes its twin, the set of every name so far.
    struct PlanNames {
        private var table = PositionTable()
        /// The naive twin, used from the first name that is not ASCII on.
        private var set: Set<String>?

        /// Indexes the names of `items` (implicit items, whose names may repeat), with room for
        /// `capacity` names in all.
        init(_ items: [Item], capacity: Int) {
            table.reserveCapacity(capacity)
            for position in items.indices {
                guard let hash = Self.asciiHash(items[position].name) else {
                    set = Set(items.map(\.name.text))
                    return
                }
                table.insert(position, hash: hash)
            }
        }

        /// Indexes `name`, the name of the item that will be at `position` of `items` (its
        /// count), unless an item before it has that name: false then, and nothing changes.
        /// - Complexity: O(name) expected; after a name that is not ASCII, a set insert.
        mutating func insert(_ name: String, at position: Int, of items: [Item]) -> Bool {
            if set == nil, let hash = Self.asciiHash(ItemName(name)) {
                guard table.position(hash: hash, where: { items[$0].name.equals(name) }) == nil else { return false }
                table.insert(position, hash: hash)
                return true
            }
            if set == nil { set = Set(items[..<position].map(\.name.text)) }
            return set!.insert(name).inserted
        }

        /// FNV-1a of `name`'s bytes when they are all ASCII, else nil: two ASCII names are equal
        /// exactly when their bytes are.
        @inline(__always) static func asciiHash(_ name: ItemName) -> UInt64? {
            name.isASCII ? name.hash : nil
        }
    }

    /// Checks a tree's own constraint: its rules, and that its views are in the tree.
    static func checkExplicit(_ constraint: LayoutConstraint, named name: String,
                              isMember: (LayoutItem) -> Bool) throws(LayoutError) {
        try constraint.checkRules(named: name)
        // Each item by itself rather than through `items`, which builds an array.
        let first = constraint.firstItem, second = constraint.secondItem
        let bothNamed = constraint.secondAttribute == nil ? second == nil : second != nil
        guard let first, isMember(first), bothNamed, second.map(isMember) ?? true else {
            throw LayoutError(subject: "constraint '\(name)'", reason: .noCommonAncestor)
        }
    }

    /// The item of a tree's own (checked) constraint.
    static func explicitItem(_ constraint: LayoutConstraint, named name: String,
                             _ compiler: ConstraintCompiler) -> Item {
        Item(nameStem: name, order: LayoutOrder(.explicit, constraint.sequence, 0), source: constraint,
             compiled: compiler.compile(constraint, named: name))
    }

    private static func implicitItem(_ constraint: LayoutConstraint, order: LayoutOrder,
                                     _ compiler: ConstraintCompiler) -> Item {
        let name = constraint.identifier ?? ""
        return Item(nameStem: name, order: order, source: constraint,
                    compiled: compiler.compile(constraint, named: name))
    }

    /// The item of `item`'s size floor or intrinsic size at `order`: `compiled` alone, with no
    /// ``LayoutConstraint`` (which took a 96-byte object, six for a view with an intrinsic size,
    /// made again at every plan for the intrinsic sizes), and a name derived from the item's
    /// identifier (``ItemName``) that nothing spells out until a report reads it
    /// (``CompiledLayout``, a conflict).
    private static func derivedItem(_ compiled: Constraint, of item: LayoutItem, order: LayoutOrder) -> Item {
        Item(nameStem: item.identifier, order: order, source: nil, compiled: compiled)
    }

    /// Every view's `<view>.width.nonNegative` and `<view>.height.nonNegative` (required
    /// `width >= 0`, `height >= 0`), in creation order: UIKit's engine never gives a view a
    /// negative size. First in layout order, so only a contradiction can break them, and they
    /// never contradict each other.
    static func sizeFloorItems(of views: [LayoutItem]) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(views.count * 2)
        for view in views {
            let floors = view.sizeFloors
            items.append(derivedItem(floors.horizontal, of: view, order: LayoutOrder(.sizeFloor, view.sequence, 0)))
            items.append(derivedItem(floors.vertical, of: view, order: LayoutOrder(.sizeFloor, view.sequence, 1)))
        }
        return items
    }

    /// The root's size items, in layout order.
    static func rootSizeItems(_ root: View, _ compiler: ConstraintCompiler) throws(LayoutError) -> [Item] {
        try rootSizeConstraints(root).enumerated().map { index, constraint in
            implicitItem(constraint, order: LayoutOrder(.rootSize, 0, index), compiler)
        }
    }

    /// The keys the root's size items can have (width, then height).
    static let rootSizeKeys = [LayoutOrder(.rootSize, 0, 0), LayoutOrder(.rootSize, 0, 1)]

    /// A view's intrinsic-size items on `axes`, in layout order (the order key counts all four
    /// ``IntrinsicSizeKind``s, so that it does not depend on which are present), and the edits that hold their
    /// sizes when `edits` allows (``IntrinsicEdit``).
    static func intrinsicSizeItems(_ view: View,
                                   axes: [LayoutAxis] = LayoutAxis.allCases,
                                   edits usesEdit: (View, LayoutAxis) -> Bool)
        throws(LayoutError) -> (items: [Item], edits: [IntrinsicEdit])
    {
        var items: [Item] = []
        items.reserveCapacity(2 * axes.count)
        var edits: [IntrinsicEdit] = []
        try appendIntrinsicSizeItems(view, axes: axes, edits: usesEdit, to: &items, &edits)
        return (items, edits)
    }

    /// ``intrinsicSizeItems(_:axes:edits:)`` appended to `items` and `edits` (a whole plan:
    /// no arrays of its own per view).
    static func appendIntrinsicSizeItems(_ view: View,
                                         axes: [LayoutAxis] = LayoutAxis.allCases,
                                         edits usesEdit: (View, LayoutAxis) -> Bool,
                                         to items: inout [Item], _ edits: inout [IntrinsicEdit]) throws(LayoutError)
    {
        try forEachIntrinsicSize(view, axes: axes) { kind, size, priority in
            let order = intrinsicSizeKey(of: view, kind)
            let axis = kind.axis
            // The edit variable is made only for an edit: a first layout makes none.
            guard view.contentHugging[axis] < intrinsicEditPriority,
                  view.compressionResistance[axis] < intrinsicEditPriority, usesEdit(view, axis)
            else {
                let compiled = ConstraintCompiler.sizeConstraint(view.sizeTerms(axis), kind.relation, size,
                                                                 priority: priority, named: nil)
                items.append(derivedItem(compiled, of: view, order: order))
                return
            }
            let variable = view.intrinsicVariable(axis)
            if kind.isHugging { edits.append(IntrinsicEdit(variable: variable, value: size)) }
            let expression = LinearExpression([Term(view.variables.size(axis)), Term(variable, -1)])
            items.append(derivedItem(Constraint(expression, kind.relation, priority: priority), of: view, order: order))
        }
    }

    /// The key of a view's intrinsic-size item of `kind`, whether or not the view has one.
    static func intrinsicSizeKey(of view: View, _ kind: IntrinsicSizeKind) -> LayoutOrder {
        LayoutOrder(.intrinsicSize, view.sequence, kind.rawValue)
    }

    /// For each implicit guide of the view that exists (safe area, then layout margins),
    /// `<guide>.left`: guide.left == view.left + insets.left, `<guide>.right`: guide.right ==
    /// view.right − insets.right, `.top`, `.bottom` likewise (required; absolute sides, as
    /// UIKit's insets), e.g. `cell.safeArea.top`, `cell.layoutMargins.left`.
    static func guideConstraints(of view: View) -> [LayoutConstraint] {
        view.implicitGuides.flatMap { guide, insets in
            [(LayoutAttribute.left, insets.left), (.right, -insets.right), (.top, insets.top), (.bottom, -insets.bottom)]
            .map { attribute, constant in
                let constraint = LayoutConstraint(item: guide, attribute: attribute, relatedBy: .equal, toItem: view,
                                                  attribute: attribute, multiplier: 1, constant: constant)
                constraint.identifier = "\(guide.identifier).\(attribute.rawValue)"
                return constraint
            }
        }
    }

    /// `root.width == W` when the width is given, else `root.width.fitting`: width == 0 @50
    /// (the compressed fitting size); likewise the height.
    private static func rootSizeConstraints(_ root: View) throws(LayoutError) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for axis in LayoutAxis.allCases {
            let attribute = LayoutAttribute.size(axis)
            let constraint: LayoutConstraint
            if let size = root.targetSize[axis] {
                guard size.isFinite else {
                    throw LayoutError(subject: "root \(attribute.rawValue)", reason: .nonFinite)
                }
                if let problem = ConstraintLimits.constantProblem(size, meaning: "root size") {
                    throw LayoutError(subject: "root \(attribute.rawValue)", reason: .outOfRange(problem))
                }
                constraint = LayoutConstraint(item: root, attribute: attribute, relatedBy: .equal, constant: size)
                constraint.identifier = "root.\(attribute.rawValue)"
            } else {
                constraint = LayoutConstraint(item: root, attribute: attribute, relatedBy: .equal, constant: 0)
                constraint.priority = .fittingSizeLevel
                constraint.identifier = "root.\(attribute.rawValue).fitting"
            }
            result.append(constraint)
        }
        return result
    }

    /// Per axis with an intrinsic size s: `<view>.width.hugging`: width <= s @hugging and
    /// `<view>.width.compression`: width >= s @compressionResistance (likewise the height), each
    /// handed to `body` as its kind, s and priority, in layout order (no array per view, and no
    /// constraint object: the items are compiled alone, and their names are derived, ``ItemName``).
    private static func forEachIntrinsicSize(
        _ view: View, axes: [LayoutAxis],
        _ body: (IntrinsicSizeKind, Double, Priority) -> Void
    ) throws(LayoutError) {
        let sizes = view.intrinsicContentSize
        guard sizes.width != View.noIntrinsicMetric || sizes.height != View.noIntrinsicMetric else { return }
        let subject = "view '\(view.identifier)'"
        try checkIntrinsicSize(sizes, subject: subject)
        for axis in axes {
            let size = sizes[axis]
            guard size != View.noIntrinsicMetric else { continue }
            for kind in IntrinsicSizeKind.kinds(of: axis) {
                let priority = kind.priority(of: view)
                try checkPriority(priority, subject: subject)
                body(kind, size, priority)
            }
        }
    }

    private static func checkStack(_ stack: StackView, members: Set<ObjectIdentifier>) throws(LayoutError) {
        let subject = "view '\(stack.identifier)'"
        for view in stack.arrangedSubviews {
            guard members.contains(ObjectIdentifier(view)) else {
                throw LayoutError(subject: subject, reason: .unknownView(view.identifier))
            }
            guard stack.customSpacing(after: view).isFinite else { throw LayoutError(subject: subject, reason: .nonFinite) }
        }
        guard stack.spacing.isFinite else { throw LayoutError(subject: subject, reason: .nonFinite) }
    }

    /// The name reports give a tree's own constraint: its label, else `c<index>` by its place
    /// among the tree's active constraints in creation order.
    static func explicitName(of constraint: LayoutConstraint, at index: Int) -> String {
        constraint.identifier ?? "c\(index)"
    }

    /// The active constraints that name views of `tree`, each once, in creation order.
    ///
    /// A constraint between two items of the tree is met twice; sorted by creation stamp (unique
    /// per constraint) its two meetings are neighbours, so the repeats are dropped without
    /// hashing every constraint into a set, and the sort compares stamps held beside the
    /// constraints rather than read through them. ``activeConstraintsBySet(of:)`` is the naive
    /// twin (PlanTwinTests).
    /// - Complexity: O(c log c), c the constraints met (each active one once or twice).
    static func activeConstraints(of tree: [LayoutItem]) -> [LayoutConstraint] {
        var met: [(sequence: Int, constraint: LayoutConstraint)] = []
        for view in tree {
            for constraint in view.activeConstraints { met.append((constraint.sequence, constraint)) }
        }
        met.sort { $0.sequence < $1.sequence }
        var result: [LayoutConstraint] = []
        result.reserveCapacity(met.count)
        for index in met.indices where index == 0 || met[index - 1].sequence != met[index].sequence {
            result.append(met[index].constraint)
        }
        return result
    }

    /// The naive twin of ``activeConstraints(of:)``: repeats found with a set.
    static func activeConstraintsBySet(of tree: [LayoutItem]) -> [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [LayoutConstraint] = []
        for view in tree {
            for constraint in view.activeConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                result.append(constraint)
            }
        }
        return result.sorted { $0.sequence < $1.sequence }
    }
}

/// A plan item's place in layout order, which decides which required constraint breaks when
/// they conflict: the first that cannot hold with those before it. Sections come in the order of
/// ``Section``'s cases; within a section, items go by their owner's creation order, then by their
/// place among the owner's items. Comparable without the rest of the plan, so that an in-place
/// layout can order what changed without collecting everything.
struct LayoutOrder: Comparable, Hashable {
    /// The sections of layout order, first to last.
    enum Section: Int, Comparable {
        /// Every view's and guide's `width >= 0` and `height >= 0`, first so that they never break.
        case sizeFloor
        /// The root's width and height (given, or the compressed fitting size).
        case rootSize
        /// Per view, its ``IntrinsicSizeKind``s.
        case intrinsicSize
        /// Per view, its implicit guides' constraints (safe area, then layout margins).
        case guides
        /// Per stack view, its generated constraints.
        case stack
        /// The tree's active constraints in creation order (a case file creates them in file
        /// order, and steps create theirs later).
        case explicit

        static func < (a: Section, b: Section) -> Bool { a.rawValue < b.rawValue }
    }

    // Stored widest first, the place as 32 bits: 16 bytes rather than 24. The engine keeps an
    // order per item twice (its entries' and its names' keys), each in a table about twice as
    // large as its count.
    /// The owning view's or constraint's creation stamp (0 for the root's size).
    let owner: Int
    /// The place among the owner's items (a stack's constraints are the most numerous: a few per
    /// arranged view).
    let index: Int32
    let section: Section

    init(_ section: Section, _ owner: Int, _ index: Int) {
        self.section = section
        self.owner = owner
        self.index = Int32(index)
    }

    static func < (a: LayoutOrder, b: LayoutOrder) -> Bool {
        (a.section, a.owner, a.index) < (b.section, b.owner, b.index)
    }

    /// Whether the item is one of the tree's own constraints.
    var isExplicit: Bool { section == .explicit }

    /// Whether the engine hands the item to the solver after the other items of a batch although
    /// it comes first in layout order: a size floor. Added first, `width >= 0` makes the width a
    /// slack at 0 that nearly every later constraint on the view must pivot out; added last, it
    /// is a row that already holds. The outcome is the same: a floor that fails to add is resolved
    /// by the greedy add, which breaks the first constraint in layout order that cannot hold
    /// (never the floor) and retries the broken ones after it.
    var addsLast: Bool { section == .sizeFloor }
}
