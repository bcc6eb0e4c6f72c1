import LayoutSolver

/// Everything one layout of a tree asks the solver for, in layout order, after checking it.
///
/// Layout order decides which required constraint breaks when they conflict (the first that
/// cannot hold with those before it): the root's size first, then per view in creation order its
/// intrinsic-size constraints, then per stack view in creation order its generated constraints,
/// then the active constraints in creation order (a case file creates them in file order, and
/// steps create theirs later).
struct LayoutPlan {
    /// One constraint of the plan.
    struct Item {
        /// Implicit constraints are known by name, the tree's own by identity.
        enum Key: Hashable {
            case implicit(String)
            case explicit(ObjectIdentifier)
        }

        let key: Key
        let name: String
        let source: LayoutConstraint
        var compiled: Constraint
    }

    /// The tree's views in creation order.
    let views: [View]
    let items: [Item]
    let compiler: ConstraintCompiler

    /// Collects and checks the tree under `root`.
    ///
    /// - Throws: the first invalid view, constraint or name; nothing has been laid out then.
    /// - Complexity: O(views + constraints × depth).
    init(root: View) throws(LayoutError) {
        compiler = ConstraintCompiler(root: root, direction: root.layoutDirection)
        let tree = root.descendants()
        var ids = Set<String>()
        for view in tree {
            if let refused = view.refusedChanges.first {
                view.refusedChanges.removeAll()
                throw refused
            }
            guard ids.insert(view.identifier).inserted else {
                throw LayoutError(subject: "view '\(view.identifier)'", reason: .duplicateView(view.identifier))
            }
        }
        views = tree.sorted { $0.sequence < $1.sequence }

        var implicit = try Self.rootSizeConstraints(root)
        for view in views { implicit += try Self.intrinsicSizeConstraints(view) }
        let members = Set(tree.map(ObjectIdentifier.init))
        for case let stack as StackView in views {
            try Self.checkStack(stack, members: members)
            implicit += stack.generatedConstraints()
        }
        let explicit = Self.activeConstraints(of: tree)

        var names = Set<String>()
        var items: [Item] = []
        for constraint in implicit {
            let name = constraint.identifier ?? ""
            names.insert(name)
            items.append(Item(key: .implicit(name), name: name, source: constraint,
                              compiled: compiler.compile(constraint, named: name)))
        }
        for (index, constraint) in explicit.enumerated() {
            let name = constraint.identifier ?? "c\(index)"
            try constraint.checkRules(named: name)
            guard constraint.items.count == (constraint.secondAttribute == nil ? 1 : 2),
                  constraint.items.allSatisfy({ members.contains(ObjectIdentifier($0)) })
            else { throw LayoutError(subject: "constraint '\(name)'", reason: .noCommonAncestor) }
            guard names.insert(name).inserted else {
                throw LayoutError(subject: "constraint '\(name)'", reason: .duplicateLabel(name))
            }
            items.append(Item(key: .explicit(ObjectIdentifier(constraint)), name: name, source: constraint,
                              compiled: compiler.compile(constraint, named: name)))
        }
        self.items = items
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
    /// `<view>.width.compression`: width >= s @compressionResistance (likewise the height).
    private static func intrinsicSizeConstraints(_ view: View) throws(LayoutError) -> [LayoutConstraint] {
        let subject = "view '\(view.identifier)'"
        try checkIntrinsicSize(view.intrinsicContentSize, subject: subject)
        var result: [LayoutConstraint] = []
        for axis in LayoutAxis.allCases {
            let size = view.intrinsicContentSize[axis]
            guard size != View.noIntrinsicMetric else { continue }
            let attribute = LayoutAttribute.size(axis)
            for (kind, relation, priority) in [("hugging", Relation.lessThanOrEqual, view.contentHugging[axis]),
                                               ("compression", .greaterThanOrEqual, view.compressionResistance[axis])]
            {
                try checkPriority(priority, subject: subject)
                let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation, constant: size)
                constraint.priority = priority
                constraint.identifier = "\(view.identifier).\(attribute.rawValue).\(kind)"
                result.append(constraint)
            }
        }
        return result
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

    /// The active constraints that name views of `tree`, each once, in creation order.
    private static func activeConstraints(of tree: [View]) -> [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [LayoutConstraint] = []
        for view in tree {
            for (id, constraint) in view.activeConstraints where seen.insert(id).inserted {
                result.append(constraint)
            }
        }
        return result.sorted { $0.sequence < $1.sequence }
    }
}
