import LayoutCore
import LayoutSolver

/// A ``LayoutCase`` turned into views and constraints, checked as a whole — the initial layout
/// and every step — before anything is laid out.
final class CaseModel {
    let root: View
    /// The views and guides whose ids a step names, by id (once checked).
    private var views: [String: LayoutItem]
    /// The case's own constraints whose labels a step names, by label, as the steps so far left
    /// them (once checked); a step's additions join it.
    private var constraints: [String: LayoutConstraint] = [:]
    /// The constraints each step adds, made (in step order) while checking.
    private let additions: [[LayoutConstraint]]

    /// - Throws: the first problem, in this order: views (ids, sizes, priorities), the tree
    ///   (parents, one root, no cycle), stacks, constraints, `inactive`, then each step.
    init(_ layoutCase: LayoutCase) throws(LayoutError) {
        let views = try Self.makeViews(layoutCase.views)
        root = try Self.buildTree(layoutCase.views, views)
        root.targetSize = layoutCase.root
        root.layoutDirection = layoutCase.layoutDirection
        self.views = views
        do {
            for spec in layoutCase.views {
                guard let stackSpec = spec.stack, let stack = views[spec.id] as? StackView else { continue }
                try Self.configure(stack, stackSpec, views)
            }
            try Self.checkArrangements(views)
        } catch {
            // Undo the arrangements, whose references may form a cycle (a stack arranging itself or
            // an ancestor), so that the views are freed — also when a later stack's spec is refused.
            for case let stack as StackView in views.values { stack.setArrangedSubviews([]) }
            throw error
        }
        let names = ConstraintNames(layoutCase.views)
        constraints = try Self.makeConstraints(layoutCase, names, views)
        additions = try Self.checkSteps(layoutCase, labels: Set(constraints.keys), names, views)
        // Only steps look an id or a label up again (``apply(_:index:)``): the tables keep what
        // they name and let the rest go once checked (2 MB at 10,000 views), and with it the
        // inactive constraints no step activates, which nothing else holds. The tree keeps its
        // views and active constraints.
        self.views = Self.named(by: layoutCase.steps, in: self.views) { $0.intrinsicSize.keys }
        constraints = Self.named(by: layoutCase.steps, in: constraints) { $0.remove + $0.deactivate + $0.activate }
    }

    /// The members of `table` whose keys `keys` gives for some step.
    /// - Complexity: O(keys the steps name).
    private static func named<Value, Keys: Sequence<String>>(
        by steps: [LayoutCase.Step], in table: [String: Value], _ keys: (LayoutCase.Step) -> Keys
    ) -> [String: Value] {
        var kept: [String: Value] = [:]
        for step in steps {
            for key in keys(step) { kept[key] = table[key] }
        }
        return kept
    }

    /// Lets the root go first: a view that goes away deactivates its constraints, each leaving
    /// the table of the view at its other end. Freed first, the root (which most constraints of a
    /// wide tree name) takes its constraints out of its subviews' small tables; freed in the
    /// table's order, every subview freed before it took its constraints out of the root's
    /// large table, and recorded each on the journal of the root's tree, which is going away.
    deinit {
        views[root.identifier] = nil
    }

    /// Applies step `index` (checked in `init`) to the views and constraints.
    func apply(_ step: LayoutCase.Step, index: Int) {
        if let width = step.root.width { root.targetSize.width = width }
        if let height = step.root.height { root.targetSize.height = height }
        for (id, size) in step.intrinsicSize { (views[id] as? View)?.intrinsicContentSize = size }
        for label in step.remove {
            constraints[label]?.isActive = false
            constraints[label] = nil
        }
        for label in step.deactivate { constraints[label]?.isActive = false }
        for label in step.activate { constraints[label]?.isActive = true }
        for constraint in additions[index] {
            constraints[constraint.identifier ?? ""] = constraint
            constraint.isActive = true
        }
    }

    // MARK: - Making the parts

    /// One view per spec, by id.
    private static func makeViews(_ specs: [LayoutCase.ViewSpec]) throws(LayoutError) -> [String: LayoutItem] {
        var views: [String: LayoutItem] = [:]
        for spec in specs {
            let view = try makeView(spec)
            guard views[spec.id] == nil else {
                throw LayoutError(subject: "view '\(spec.id)'", reason: .duplicateView(spec.id))
            }
            views[spec.id] = view
        }
        return views
    }

    /// The labels a case may not give its own constraints: those of the constraints the model
    /// makes itself (root sizes, hugging, compression, size floors, stacks' and guides').
    ///
    /// A label is read in place (``DotParts``) rather than looked up among every implicit name
    /// spelled out, which cost six strings per view; ``ReservedLabels`` (tests) is that naive twin.
    struct ConstraintNames {
        static let rootNames: Set<String> = ["root.width", "root.height", "root.width.fitting", "root.height.fitting"]
        static let sizeNames: Set<Substring> = ["width", "height"]
        static let implicitKinds: Set<Substring> = ["hugging", "compression", "nonNegative"]
        private let stackIDs: Set<String>
        private let viewIDs: Set<String>

        /// The names of `specs`, whose ids have been checked: no id holds a dot.
        init(_ specs: [LayoutCase.ViewSpec]) {
            var stackIDs = Set<String>(), viewIDs = Set<String>()
            viewIDs.reserveCapacity(specs.count)
            for spec in specs {
                viewIDs.insert(spec.id)
                if spec.stack != nil { stackIDs.insert(spec.id) }
            }
            self.stackIDs = stackIDs
            self.viewIDs = viewIDs
        }

        /// - Throws: ``LayoutError/Reason/implicitConstraint(_:)`` when `label` is one of the model's.
        func check(_ label: String) throws(LayoutError) {
            guard isReserved(label) else { return }
            throw LayoutError(subject: "constraint '\(label)'", reason: .implicitConstraint(label))
        }

        /// Whether `label` names a constraint the model makes: a root size, `<view>.<width|height>.<kind>`
        /// of a view of the case, anything with a dot after a stack's id, or `<view>.<guide>.<side>`.
        /// - Complexity: O(label), no allocation for ids of up to 15 bytes.
        func isReserved(_ label: String) -> Bool {
            // Labels without a dot are none of those. Read as bytes: `contains(".")` is
            // Foundation's, which bridges the label to an `NSString` (two allocations a label).
            guard label.utf8.contains(UInt8(ascii: ".")) else { return false }
            // Without stacks, a label of fewer than two dots (as bytes: a dot read as a character
            // is one of them) can only be a root name, which starts with the bytes `root.` (no
            // letter of it has another canonically equivalent spelling): the usual label is
            // decided without splitting it or hashing it.
            if stackIDs.isEmpty, !label.utf8.starts(with: "root.".utf8) {
                var dots = 0
                for byte in label.utf8 where byte == UInt8(ascii: ".") { dots += 1 }
                if dots < 2 { return false }
            }
            let parts = DotParts(label)
            let owner = parts.count > 0 ? String(parts.first) : ""
            if parts.count == 3 {
                if parts.second == View.safeAreaSuffix || parts.second == View.layoutMarginsSuffix,
                   viewIDs.contains(owner) { return true }
                // `id.size.kind` spelled exactly: no empty part was skipped.
                if parts.isExact, Self.sizeNames.contains(parts.second), Self.implicitKinds.contains(parts.third),
                   viewIDs.contains(owner) { return true }
            }
            // A stack's own constraints are `<stack id>.<anything>`; the guard saw the dot.
            return Self.rootNames.contains(label) || stackIDs.contains(owner)
        }
    }

    /// The parts `label.split(separator: ".", maxSplits: 2)` gives (empty parts omitted, at most
    /// three, the third holding the rest), found without building an array.
    struct DotParts {
        private(set) var count = 0
        private(set) var first: Substring = ""
        private(set) var second: Substring = ""
        private(set) var third: Substring = ""
        /// Whether the parts joined by single dots give back the label: none was empty.
        private(set) var isExact = false

        init(_ label: String) {
            var start = label.startIndex, index = start
            while index != label.endIndex, count < 2 {
                if label[index] == "." {
                    if start != index { append(label[start ..< index]) }
                    start = label.index(after: index)
                }
                index = label.index(after: index)
            }
            if start != label.endIndex { append(label[start...]) }
            isExact = count == 3 && first.utf8.count + second.utf8.count + third.utf8.count + 2 == label.utf8.count
        }

        private mutating func append(_ part: Substring) {
            switch count {
            case 0: first = part
            case 1: second = part
            default: third = part
            }
            count += 1
        }
    }

    /// The case's constraints by label, all but the `inactive` ones activated.
    private static func makeConstraints(_ layoutCase: LayoutCase, _ names: ConstraintNames,
                                        _ views: [String: LayoutItem]) throws(LayoutError) -> [String: LayoutConstraint] {
        var constraints: [String: LayoutConstraint] = [:]
        constraints.reserveCapacity(layoutCase.constraints.count)
        // The same constraints in the case's order, so that activating them looks no label up.
        var inOrder: [LayoutConstraint] = []
        inOrder.reserveCapacity(layoutCase.constraints.count)
        for (index, spec) in layoutCase.constraints.enumerated() {
            let label = layoutCase.label(at: index)
            try names.check(label)
            guard constraints[label] == nil else {
                throw LayoutError(subject: "constraint '\(label)'", reason: .duplicateLabel(label))
            }
            let constraint = try makeConstraint(spec, label: label, views)
            constraints[label] = constraint
            inOrder.append(constraint)
        }
        for label in layoutCase.inactive where constraints[label] == nil {
            throw LayoutError(subject: "inactive", reason: .unknownConstraint(label))
        }
        // In the case's order: the order constraints are activated in is the order they are laid
        // out in. The views were just made, so no engine has given their tree a journal yet.
        let inactive = Set(layoutCase.inactive)
        for constraint in inOrder where inactive.isEmpty || !inactive.contains(constraint.identifier ?? "") {
            constraint.setActive(true, recording: false)
        }
        return constraints
    }

    /// Checks every step against the labels the steps before it leave, and makes the
    /// constraints each step adds (in step order).
    private static func checkSteps(_ layoutCase: LayoutCase, labels: Set<String>, _ names: ConstraintNames,
                                   _ views: [String: LayoutItem]) throws(LayoutError) -> [[LayoutConstraint]] {
        var labels = labels
        var additions: [[LayoutConstraint]] = []
        for (number, step) in layoutCase.steps.enumerated() {
            let path = "steps[\(number)]"
            for (id, size) in step.intrinsicSize {
                guard let item = views[id] else { throw LayoutError(subject: "\(path).intrinsicSize", reason: .unknownView(id)) }
                guard item is View else {
                    throw LayoutError(subject: "\(path).intrinsicSize.\(id)", reason: .invalidValue(
                        "'\(id)' is a layout guide, which has no intrinsic size."))
                }
                try checkIntrinsicSize(size, subject: "\(path).intrinsicSize.\(id)")
            }
            for (key, names) in [("remove", step.remove), ("deactivate", step.deactivate), ("activate", step.activate)] {
                for label in names where !labels.contains(label) {
                    throw LayoutError(subject: "\(path).\(key)", reason: .unknownConstraint(label))
                }
                if key == "remove" { labels.subtract(names) }
            }
            var added: [LayoutConstraint] = []
            for (index, spec) in step.add.enumerated() {
                guard let label = spec.label else {
                    throw LayoutError(subject: "\(path).add[\(index)] '\(spec)'", reason: .missingLabel)
                }
                try names.check(label)
                guard labels.insert(label).inserted else {
                    throw LayoutError(subject: "constraint '\(label)'", reason: .duplicateLabel(label))
                }
                added.append(try makeConstraint(spec, label: label, views))
            }
            additions.append(added)
        }
        return additions
    }

    private static func makeView(_ spec: LayoutCase.ViewSpec) throws(LayoutError) -> LayoutItem {
        let subject = "view '\(spec.id)'"
        guard let head = spec.id.first, head.isLetter || head == "_",
              spec.id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        else {
            throw LayoutError(subject: subject, reason: .invalidValue(
                "a view id is a letter or '_' followed by letters, digits, '_' or '-'."))
        }
        if spec.isGuide {
            guard spec.intrinsicSize == nil, spec.hugging == nil, spec.compressionResistance == nil, spec.stack == nil,
                  spec.layoutMargins == nil, spec.safeAreaInsets == nil, spec.baselines == nil
            else {
                throw LayoutError(subject: subject, reason: .invalidValue(
                    "a layout guide has no intrinsic size, priorities, stack, margins, safe area or baselines."))
            }
            guard spec.parent != nil else {
                throw LayoutError(subject: subject, reason: .invalidValue("a layout guide needs a parent view that owns it."))
            }
            return LayoutGuide(spec.id)
        }
        let view = spec.stack == nil ? View(spec.id) : StackView(spec.id)
        // Each optional by itself: an array of them would be an allocation per view.
        let isFinite = { (insets: EdgeInsets?) in insets?.values.allSatisfy(\.isFinite) ?? true }
        guard isFinite(spec.layoutMargins), isFinite(spec.safeAreaInsets) else {
            throw LayoutError(subject: subject, reason: .nonFinite)
        }
        view.layoutMargins = spec.layoutMargins ?? View.defaultLayoutMargins
        view.safeAreaInsets = spec.safeAreaInsets ?? .zero
        if let baselines = spec.baselines {
            for value in baselines.values {
                try checkDistance(value, meaning: "baseline distance", subject: subject,
                                  whenNegative: "baselines are distances, at least 0.")
            }
            view.baselines = baselines
        }
        if let size = spec.intrinsicSize {
            try checkIntrinsicSize(size, subject: subject)
            view.intrinsicContentSize = size
        }
        if let values = spec.hugging { view.contentHugging = try Self.axisPriorities(values, subject: subject) }
        if let values = spec.compressionResistance {
            view.compressionResistance = try Self.axisPriorities(values, subject: subject)
        }
        return view
    }

    /// A view's hugging or compression resistance from a case's pair, each checked.
    private static func axisPriorities(_ values: [Double], subject: String) throws(LayoutError) -> AxisPriorities {
        for value in values { try checkPriority(Priority(value), subject: subject) }
        return AxisPriorities(horizontal: Priority(values[0]), vertical: Priority(values[1]))
    }

    /// Links every view to its parent (children in file order) and returns the one root.
    private static func buildTree(_ specs: [LayoutCase.ViewSpec], _ views: [String: LayoutItem]) throws(LayoutError) -> View {
        var parentOf: [String: String] = [:]
        parentOf.reserveCapacity(specs.count)
        for spec in specs {
            guard let parent = spec.parent else { continue }
            guard views[parent] != nil else {
                throw LayoutError(subject: "view '\(spec.id)'", reason: .unknownView(parent))
            }
            parentOf[spec.id] = parent
        }
        // Each view's walk up stops at a view already known to reach a root, so that a deep tree
        // is checked in O(views).
        // The path's list and set are emptied element by element and reused, so that a view
        // already known to reach a root costs no allocation.
        var reachesRoot = Set<String>()
        reachesRoot.reserveCapacity(specs.count)
        var seen: [String] = []
        var onPath = Set<String>()
        for spec in specs where !reachesRoot.contains(spec.id) {
            for id in seen { onPath.remove(id) }
            seen.removeAll(keepingCapacity: true)
            seen.append(spec.id)
            onPath.insert(spec.id)
            var current = spec.id
            while !reachesRoot.contains(current), let parent = parentOf[current] {
                guard onPath.insert(parent).inserted else {
                    throw LayoutError(subject: "view '\(spec.id)'", reason: .parentCycle)
                }
                seen.append(parent)
                current = parent
            }
            reachesRoot.formUnion(seen)
        }
        let roots = specs.filter { $0.parent == nil }.map(\.id)
        guard roots.count <= 1 else { throw LayoutError(subject: "views", reason: .multipleRoots(roots)) }
        // makeView refuses a guide without a parent, so the root is a view.
        guard let rootID = roots.first, let root = views[rootID] as? View else {
            throw LayoutError(subject: "views", reason: .noRoot)
        }
        for spec in specs {
            guard let parentID = spec.parent, let item = views[parentID], let child = views[spec.id] else { continue }
            guard let parent = item as? View else {
                throw LayoutError(subject: "view '\(spec.id)'", reason: .invalidValue(
                    "its parent '\(parentID)' is a layout guide, which has no children."))
            }
            switch child {
            case let guide as LayoutGuide: parent.addLayoutGuide(guide)
            case let view as View: parent.addSubview(view)
            default: break
            }
        }
        return root
    }

    /// UIKit makes an arranged view a subview of its stack, so no stack may arrange a view that
    /// contains it — itself, an ancestor, or a view that reaches it through other stacks' arranged
    /// views. (Such references would also form a cycle that is never freed.)
    /// - Complexity: O(views + subviews + arranged views), one depth-first walk.
    private static func checkArrangements(_ views: [String: LayoutItem]) throws(LayoutError) {
        func next(_ view: View) -> [View] { view.subviews + ((view as? StackView)?.arrangedSubviews ?? []) }
        var finished = Set<ObjectIdentifier>()
        for start in views.keys.sorted().compactMap({ views[$0] as? View }) where !finished.contains(ObjectIdentifier(start)) {
            // Each entry's children are visited last to first; `pending` counts those not yet
            // visited, so that the list is read in place, never copied (a copy per child would
            // make a wide view quadratic).
            let children = next(start)
            var path: [(view: View, children: [View], pending: Int)] = [(start, children, children.count)]
            var onPath: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
            while let top = path.indices.last {
                guard path[top].pending > 0 else {
                    finished.insert(ObjectIdentifier(path[top].view))
                    onPath.remove(ObjectIdentifier(path[top].view))
                    path.removeLast()
                    continue
                }
                path[top].pending -= 1
                let child = path[top].children[path[top].pending]
                if onPath.contains(ObjectIdentifier(child)) {
                    throw LayoutError(subject: "view '\(child.identifier)'", reason: .invalidValue(
                        "a stack it contains arranges it; UIKit makes arranged views subviews of their stack, so the two would contain each other."))
                }
                if finished.contains(ObjectIdentifier(child)) { continue }
                let grandchildren = next(child)
                path.append((child, grandchildren, grandchildren.count))
                onPath.insert(ObjectIdentifier(child))
            }
        }
    }

    private static func configure(_ stack: StackView, _ spec: LayoutCase.StackSpec, _ views: [String: LayoutItem])
        throws(LayoutError)
    {
        let subject = "view '\(stack.identifier)'"
        var arranged: [View] = []
        for id in spec.arranged {
            guard let item = views[id] else { throw LayoutError(subject: subject, reason: .unknownView(id)) }
            guard let view = item as? View else {
                throw LayoutError(subject: subject, reason: .invalidValue(
                    "'\(id)' is a layout guide, which a stack cannot arrange."))
            }
            arranged.append(view)
        }
        stack.setArrangedSubviews(arranged)
        stack.axis = spec.axis
        stack.distribution = spec.distribution
        stack.alignment = spec.alignment
        stack.spacing = spec.spacing
        stack.isLayoutMarginsRelativeArrangement = spec.layoutMarginsRelativeArrangement
        stack.isBaselineRelativeArrangement = spec.baselineRelativeArrangement
        for (id, spacing) in spec.customSpacing {
            guard let view = views[id] as? View, spec.arranged.contains(id) else {
                throw LayoutError(subject: "\(subject) customSpacing", reason: .unknownView(id))
            }
            stack.setCustomSpacing(spacing, after: view)
        }
    }

    /// The view or guide called `id`, or a view's implicit guide, `<view>.safeArea` or
    /// `<view>.layoutMargins` (made on first use, as UIKit's).
    private static func item(_ id: String, _ views: [String: LayoutItem]) -> LayoutItem? {
        if let item = views[id] { return item }
        let parts = id.split(separator: ".").map(String.init)
        guard parts.count == 2, let owner = views[parts[0]] as? View else { return nil }
        switch parts[1] {
        case View.safeAreaSuffix: return owner.safeAreaLayoutGuide
        case View.layoutMarginsSuffix: return owner.layoutMarginsGuide
        default: return nil
        }
    }

    private static func makeConstraint(_ spec: ConstraintSpec, label: String, _ views: [String: LayoutItem])
        throws(LayoutError) -> LayoutConstraint
    {
        // Spelled out only for an error: a label of more than 15 bytes is an allocation.
        func subject() -> String { "constraint '\(label)'" }
        guard let first = item(spec.first.item, views) else {
            throw LayoutError(subject: subject(), reason: .unknownView(spec.first.item))
        }
        let constraint: LayoutConstraint
        if let second = spec.second {
            guard let secondItem = item(second.item, views) else {
                throw LayoutError(subject: subject(), reason: .unknownView(second.item))
            }
            constraint = LayoutConstraint(item: first, attribute: spec.first.attribute, relatedBy: spec.relation,
                                          toItem: secondItem, attribute: second.attribute,
                                          multiplier: spec.multiplier, constant: spec.constant)
        } else {
            constraint = LayoutConstraint(item: first, attribute: spec.first.attribute, relatedBy: spec.relation,
                                          constant: spec.constant)
        }
        constraint.priority = Priority(spec.priority)
        constraint.identifier = label
        try constraint.checkRules(named: label)
        return constraint
    }
}
