import LayoutSolver

/// A ``LayoutCase`` turned into views and constraints, checked as a whole — the initial layout
/// and every step — before anything is laid out.
final class CaseModel {
    let root: View
    /// The case's views and guides by id.
    private let views: [String: LayoutItem]
    /// The case's own constraints by label, as the steps so far left them.
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
    private struct ConstraintNames {
        private var reserved = Set(["root.width", "root.height", "root.width.fitting", "root.height.fitting"])
        private let stackIDs: Set<String>
        private let viewIDs: Set<String>

        init(_ specs: [LayoutCase.ViewSpec]) {
            for spec in specs {
                for size in ["width", "height"] {
                    for kind in ["hugging", "compression", "nonNegative"] { reserved.insert("\(spec.id).\(size).\(kind)") }
                }
            }
            stackIDs = Set(specs.filter { $0.stack != nil }.map(\.id))
            viewIDs = Set(specs.map(\.id))
        }

        /// - Throws: ``LayoutError/Reason/implicitConstraint(_:)`` when `label` is one of the model's.
        func check(_ label: String) throws(LayoutError) {
            let parts = label.split(separator: ".", maxSplits: 2).map(String.init)
            let owner = parts.first ?? ""
            let guide = parts.count == 3 && [View.safeAreaSuffix, View.layoutMarginsSuffix].contains(parts[1])
                && viewIDs.contains(owner)
            guard !reserved.contains(label), !(stackIDs.contains(owner) && label.contains(".")), !guide else {
                throw LayoutError(subject: "constraint '\(label)'", reason: .implicitConstraint(label))
            }
        }
    }

    /// The case's constraints by label, all but the `inactive` ones activated.
    private static func makeConstraints(_ layoutCase: LayoutCase, _ names: ConstraintNames,
                                        _ views: [String: LayoutItem]) throws(LayoutError) -> [String: LayoutConstraint] {
        var constraints: [String: LayoutConstraint] = [:]
        for (index, spec) in layoutCase.constraints.enumerated() {
            let label = layoutCase.label(at: index)
            try names.check(label)
            guard constraints[label] == nil else {
                throw LayoutError(subject: "constraint '\(label)'", reason: .duplicateLabel(label))
            }
            constraints[label] = try makeConstraint(spec, label: label, views)
        }
        for label in layoutCase.inactive where constraints[label] == nil {
            throw LayoutError(subject: "inactive", reason: .unknownConstraint(label))
        }
        // In the case's order: the order constraints are activated in is the order they are laid
        // out in. The views were just made, so no engine has given their tree a journal yet.
        let inactive = Set(layoutCase.inactive)
        for index in layoutCase.constraints.indices where !inactive.contains(layoutCase.label(at: index)) {
            constraints[layoutCase.label(at: index)]?.setActive(true, recording: false)
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
        for insets in [spec.layoutMargins, spec.safeAreaInsets].compactMap({ $0 }) where !insets.values.allSatisfy(\.isFinite) {
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
        for (values, keyPath) in [(spec.hugging, \View.contentHugging), (spec.compressionResistance, \.compressionResistance)] {
            guard let values else { continue }
            for value in values { try checkPriority(Priority(value), subject: subject) }
            view[keyPath: keyPath] = AxisPriorities(horizontal: Priority(values[0]), vertical: Priority(values[1]))
        }
        return view
    }

    /// Links every view to its parent (children in file order) and returns the one root.
    private static func buildTree(_ specs: [LayoutCase.ViewSpec], _ views: [String: LayoutItem]) throws(LayoutError) -> View {
        var parentOf: [String: String] = [:]
        for spec in specs {
            guard let parent = spec.parent else { continue }
            guard views[parent] != nil else {
                throw LayoutError(subject: "view '\(spec.id)'", reason: .unknownView(parent))
            }
            parentOf[spec.id] = parent
        }
        // Each view's walk up stops at a view already known to reach a root, so that a deep tree
        // is checked in O(views).
        var reachesRoot = Set<String>()
        for spec in specs {
            var seen: [String] = [spec.id]
            var onPath: Set<String> = [spec.id]
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
        let subject = "constraint '\(label)'"
        guard let first = item(spec.first.item, views) else {
            throw LayoutError(subject: subject, reason: .unknownView(spec.first.item))
        }
        let constraint: LayoutConstraint
        if let second = spec.second {
            guard let secondItem = item(second.item, views) else {
                throw LayoutError(subject: subject, reason: .unknownView(second.item))
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
