import LayoutSolver

extension LayoutEngine {
    /// What a layout changes in the solver: entries to remove (gone or changed) and items to add
    /// (new or changed).
    struct Changes {
        var removed: [LayoutPlan.Item.Key] = []
        var added: [LayoutPlan.Item] = []
        /// Kept items whose source moved without changing the statement (an edit-held size).
        var refreshed: [LayoutPlan.Item] = []
        /// The intrinsic-size edits wanted now for the axes looked at: a value, or nil for none.
        var edits: [(variable: Variable, value: Double?)] = []
        /// Whether the whole plan was compared: every entry and edit was looked at, and the edits
        /// not listed in ``edits`` go away.
        var isWholePlan = false

        /// Whether nothing is to change in the solver.
        var isEmpty: Bool { removed.isEmpty && added.isEmpty && refreshed.isEmpty && edits.isEmpty }

        /// Compares the entries under `keys` (some may be absent) with `items`, the tree's items
        /// for the same keys now; an item stating the same constraint as its entry is kept.
        mutating func compare(_ keys: [LayoutPlan.Item.Key], with items: [LayoutPlan.Item],
                              entries: EngineEntries) {
            for item in items {
                guard let entry = entries[item.key] else {
                    added.append(item)
                    continue
                }
                if entry.compiled.states(sameAs: item.compiled) {
                    if entry.source !== item.source { refreshed.append(item) }
                    continue
                }
                removed.append(item.key)
                added.append(item)
            }
            for key in keys where entries[key] != nil && !items.contains(where: { $0.key == key }) {
                removed.append(key)
            }
        }
    }

    /// The naive twin: the whole plan compared with the entries.
    /// - Complexity: O(plan).
    func planChanges(_ plan: LayoutPlan) -> Changes {
        var changes = Changes()
        changes.edits = plan.edits.map { ($0.variable, $0.value) }
        changes.isWholePlan = true
        // A first layout or a rebuild holds nothing to compare: every item is new.
        guard !entries.isEmpty else {
            changes.added = plan.items
            return changes
        }
        var planned: [LayoutPlan.Item.Key: Int] = [:]
        for (index, item) in plan.items.enumerated() { planned[item.key] = index }
        for position in 0..<entries.count {
            let key = entries.keys[position]
            if let index = planned[key], plan.items[index].compiled.states(sameAs: entries.values[position].compiled) {
                entries.refresh(at: position, fixedName: plan.items[index].fixedName, source: plan.items[index].source)
            } else {
                changes.removed.append(key)
            }
        }
        let removed = Set(changes.removed)
        changes.added = plan.items.filter { entries[$0.key] == nil || removed.contains($0.key) }
        return changes
    }

    /// The changes `records` describe, or nil when the whole plan must be collected: a recorded
    /// replan, or anything the plan would refuse or name differently (an invalid intrinsic size
    /// or constraint, a constraint half in the tree, a duplicate name, a label like `c<k>`), so
    /// that errors are the plan's own.
    /// - Complexity: O(changed items × depth of their views).
    func trackedChanges(_ records: ArraySlice<ChangeJournal.Change>, root: View) -> Changes? {
        // The index alone: copying the whole ``LaidOutViews`` would retain each of its arrays.
        guard let index = laidOut?.index else { return nil }
        let compiler = ConstraintCompiler(root: root, direction: root.layoutDirection)
        let isMember = { (item: LayoutItem) in index[ObjectIdentifier(item)] != nil }
        var changes = Changes()
        var rootSizeSeen = false
        var seen = Set<ObjectIdentifier>()
        for record in records {
            switch record {
            case .replan:
                return nil
            case .rootSize:
                guard !rootSizeSeen else { continue }
                rootSizeSeen = true
                guard let items = try? LayoutPlan.rootSizeItems(root, compiler) else { return nil }
                changes.compare(LayoutPlan.rootSizeKeys, with: items, entries: entries)
            case .intrinsic(let weak):
                guard let view = weak.view, isMember(view), seen.insert(ObjectIdentifier(view)).inserted else { continue }
                // Only the axes whose size or priorities moved.
                let axes = LayoutAxis.allCases.filter { !intrinsicSizeHolds(view, $0) }
                guard !axes.isEmpty else { continue }
                // An axis whose size changes moves to an edit: later changes are suggestions.
                let usesEdits = usesIntrinsicEdits
                guard let intrinsic = try? LayoutPlan.intrinsicSizeItems(view, axes: axes,
                                                                          edits: { _, _ in usesEdits })
                else { return nil }
                let keys = axes.flatMap { axis in
                    IntrinsicSizeKind.kinds(of: axis).map { LayoutPlan.intrinsicSizeKey(of: view, $0) }
                }
                changes.compare(keys, with: intrinsic.items, entries: entries)
                for axis in axes {
                    let variable = view.intrinsicVariable(axis)
                    changes.edits.append((variable, intrinsic.edits.first { $0.variable === variable }?.value))
                }
            case .constraint(let constraint):
                guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
                var items: [LayoutPlan.Item] = []
                if constraint.isActive, constraint.items.contains(where: isMember) {
                    let label = constraint.identifier
                    guard (try? LayoutPlan.checkExplicit(constraint, named: label ?? "", isMember: isMember)) != nil
                    else { return nil }
                    items = [LayoutPlan.explicitItem(constraint, named: label ?? "c", compiler)]
                }
                changes.compare([LayoutOrder(.explicit, constraint.sequence, 0)], with: items, entries: entries)
            }
        }
        return namesStayUnique(after: changes) ? changes : nil
    }

    /// Whether the entries under `hugging` and `compression` are what `view`'s intrinsic size
    /// and priorities on `axis` ask for now (both absent when it has none).
    private func intrinsicSizeHolds(_ view: View, _ axis: LayoutAxis) -> Bool {
        let kinds = IntrinsicSizeKind.kinds(of: axis)
        let hugging = LayoutPlan.intrinsicSizeKey(of: view, kinds[0])
        let compression = LayoutPlan.intrinsicSizeKey(of: view, kinds[1])
        let size = view.intrinsicContentSize[axis]
        guard let huggingEntry = entries[hugging], let compressionEntry = entries[compression] else {
            return size == View.noIntrinsicMetric && entries[hugging] == nil && entries[compression] == nil
        }
        return statedSize(of: huggingEntry) == size && statedSize(of: compressionEntry) == size
            && huggingEntry.compiled.priority == view.contentHugging[axis]
            && compressionEntry.compiled.priority == view.compressionResistance[axis]
    }

    /// The size a size floor's or an intrinsic size's entry states (`size relation s`, held
    /// compiled alone): the value of the edit that holds it, when its compiled form reads
    /// `size − variable` (``LayoutPlan/IntrinsicEdit``), else its compiled constant negated back
    /// (exact: the compiled constant is `0 + −s`).
    func statedSize(of entry: Entry) -> Double {
        let expression = entry.compiled.expression
        for term in expression.terms.dropFirst() {
            if let edit = intrinsicEdits[ObjectIdentifier(term.variable)] { return edit.value }
        }
        return 0 - expression.constant
    }

    /// `entry`'s statement in the case-file grammar, labelled `label`: its source's, or, for a
    /// size floor or an intrinsic size (no source), the one read back from its compiled form and
    /// its name, `<id>.width >= 0` or `<id>.width <= s @p`, as the ``LayoutConstraint`` that
    /// once stated it printed.
    func statement(of entry: Entry, label: String?) -> ConstraintSpec {
        if let source = entry.source { return ConstraintSpec(source, label: label) }
        guard let name = entry.fixedName, let suffix = name.suffix else {
            preconditionFailure("an entry without a source is a size floor's or an intrinsic size's")
        }
        return ConstraintSpec(label: label, first: AttributeReference(name.stem, .size(suffix.axis)),
                              relation: entry.compiled.relation, constant: statedSize(of: entry),
                              priority: entry.compiled.priority.value)
    }

    /// Whether the names stay unique once `changes` are applied: no fixed name twice, and no
    /// `c<k>` label beside an unlabelled constraint (``NameCensus``).
    private func namesStayUnique(after changes: Changes) -> Bool {
        var census = names
        for key in changes.removed { census.count(key, fixedName: entries[key]?.fixedName, by: -1) }
        for item in changes.added { census.count(item.key, fixedName: item.fixedName, by: 1) }
        guard !census.mayCollide else { return false }
        // The name index finds a name's equal only among ASCII names (``EngineEntries/namesAreASCII``):
        // otherwise the plan decides.
        guard entries.namesAreASCII, changes.added.allSatisfy({ $0.fixedName?.isASCII ?? true }) else { return false }
        // Few changes (a step's usual size) are compared pairwise rather than hashed.
        let few = changes.added.count <= 8 && changes.removed.count <= 8
        let removed = few ? [] : Set(changes.removed)
        var added: Set<ASCIIName> = []
        for (index, item) in changes.added.enumerated() {
            guard let name = item.fixedName else { continue }
            if let holder = entries.holder(ofName: name), holder != item.key,
               !(few ? changes.removed.contains(holder) : removed.contains(holder)) { return false }
            if few {
                if changes.added[..<index].contains(where: { $0.fixedName == name }) { return false }
            } else if !added.insert(ASCIIName(name: name)).inserted {
                return false
            }
        }
        return true
    }
}

/// An ASCII ``ItemName`` as a set's element, hashed by its bytes without spelling it out: for
/// ASCII names, equal names are exactly those with equal bytes.
private struct ASCIIName: Hashable {
    let name: ItemName

    static func == (first: ASCIIName, second: ASCIIName) -> Bool { first.name == second.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name.hash) }
}

extension String {
    /// Whether the string has the form of an unlabelled constraint's name, `c<digits>`.
    var isNumberedName: Bool {
        count > 1 && hasPrefix("c") && dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }
}
