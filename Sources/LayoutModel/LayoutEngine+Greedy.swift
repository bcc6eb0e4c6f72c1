import LayoutCore
import LayoutSolver

extension LayoutEngine {
    /// Brings the solver to the greedy outcome after `changes`: removes what went away or
    /// changed (a broken item after a removed required one may hold now, so it is tried again),
    /// then adds the new and retried items in layout order as one batch — size floors at its end
    /// (``LayoutOrder/addsLast``) — falling back to the greedy add (``addGreedily(_:queue:)``)
    /// where one conflicts.
    ///
    /// `changes.added` is emptied once its items are entries, before the solver adds them: a
    /// whole plan's items (48 bytes each, ten a view) are then freed before the solver grows
    /// rather than held beside it (4.8 MB at the peak of a 10,000-view first layout).
    ///
    /// - Complexity: the solver's work for the changes, O(changes × log changes) to order them;
    ///   a conflict costs O(entries × log entries) more, and an analysis.
    func apply(_ changes: inout Changes) throws(LayoutError) {
        // Edits first: they never conflict, and items that read their variables may follow.
        for (variable, value) in changes.edits {
            guard let value else { continue }
            let held = intrinsicEdits[variable.id]
            if held == nil {
                try solverCall { () throws(SolverError) in
                    try solver.addEditVariable(variable, priority: LayoutPlan.intrinsicEditPriority)
                }
            }
            if held?.value.bitPattern != value.bitPattern {
                try solverCall { () throws(SolverError) in try solver.suggestValue(value, for: variable) }
            }
            intrinsicEdits[variable.id] = LayoutPlan.IntrinsicEdit(variable: variable, value: value)
        }
        for item in changes.refreshed { entries[item.key]?.source = item.source }

        // In layout order, so that the solver's work (its pivot count) is deterministic.
        let removed = changes.removed.compactMap { key in entries[key].map { (key, $0) } }.sorted { $0.0 < $1.0 }
        let replacements = constantChanges(changes, removed: removed)
        var replaced = Set<LayoutPlan.Item.Key>()
        var recheckAfter: LayoutOrder?
        for (key, entry) in removed {
            if entry.isAccepted {
                if let item = replacements[key] {
                    if try replaceInPlace(entry, with: item) {
                        replaced.insert(key)
                        recheckAfter = min(recheckAfter ?? key, key)
                        continue
                    }
                } else {
                    try solverCall { () throws(SolverError) in try solver.remove(entry.compiled) }
                }
                if entry.compiled.isRequired { recheckAfter = min(recheckAfter ?? key, key) }
            }
            entries[key] = nil
            broken.remove(key)
            names.count(key, fixedName: entry.fixedName, by: -1)
        }

        // Nothing is removed from the entries from here on, so an item's position there stays
        // put: the queue holds positions, and the batch, the order and the acceptances read the
        // entries' keys and values by position instead of looking every key up twice more.
        var queue: [QueuedItem] = []
        if changes.added.count > 16 {  // a whole plan: room up front instead of growing by doubling
            queue.reserveCapacity(changes.added.count)
            entries.reserveCapacity(entries.count + changes.added.count)
        }
        // A whole plan added to empty entries (a first layout, a rebuild) brings unique keys
        // that are all new: no lookup before each append.
        let allNew = changes.isWholePlan && entries.isEmpty
        for item in changes.added where !replaced.contains(item.key) {
            let entry = Entry(compiled: item.compiled, source: item.source, fixedName: item.fixedName, isAccepted: false)
            let position = allNew ? entries.appendNew(entry, for: item.key) : entries.set(entry, for: item.key)
            names.count(item.key, fixedName: item.fixedName, by: 1)
            queue.append(QueuedItem(position: position))
        }
        changes.added = []
        if let recheckAfter {
            for key in broken {
                guard key > recheckAfter, let position = entries.position(of: key) else { continue }
                broken.remove(key)
                queue.append(QueuedItem(position: position))
            }
        }
        // Size floors go to the solver last (``LayoutOrder/addsLast``), the rest in layout order.
        let keys = entries.keys
        queue.sort { a, b in
            let (x, y) = (keys[a.position], keys[b.position])
            return (x.addsLast ? 1 : 0, x) < (y.addsLast ? 1 : 0, y)
        }

        var index = 0
        while index < queue.count {
            let batch = solverBatch(queue[index...])
            do {
                try solver.add(contentsOf: batch)
                for item in queue[index...] { accept(item) }
                index = queue.count
            } catch .unsatisfiable(let culprit, _) {
                let failed = queue[index...].firstIndex { entries.values[$0.position].compiled === culprit } ?? index
                for item in queue[index..<failed] { accept(item) }
                try addGreedily(failed, queue: &queue)
                index = failed + 1
            } catch {
                throw LayoutError(subject: "constraint '\(label(of: batch.first))'", reason: .internalFailure("\(error)"))
            }
        }
        try removeEdits(unwantedBy: changes)
    }

    /// The label of `constraint`, an entry's compiled constraint, for a message: its own, else
    /// its entry's fixed name (a derived name's constraint is unlabelled, ``ItemName``).
    /// - Complexity: O(entries) when the constraint has no label.
    func label(of constraint: Constraint?) -> String {
        guard let constraint else { return "" }
        return constraint.label ?? entries.values.first { $0.compiled === constraint }?.label ?? ""
    }

    /// An item waiting for the solver in ``apply(_:)``: its position in ``entries``, which stays
    /// put while items are added; its key (its place in layout order) is read there. Four bytes:
    /// with the key beside the position it was 24, and a whole plan's queue (2.4 MB at 10,000
    /// views) was held through the solver's add, where a first layout's memory peaks.
    struct QueuedItem {
        private let stored: Int32
        var position: Int { Int(stored) }

        init(position: Int) { stored = Int32(position) }
    }

    /// Marks `item`'s entry accepted, in place.
    func accept(_ item: QueuedItem) {
        entries.setAccepted(at: item.position, true)
    }

    /// The accepted required entries among `removed` that come back with only their constant
    /// changed (a root resize, a moved `constant`), by key: the solver can move them in place.
    private func constantChanges(_ changes: Changes, removed: [(LayoutPlan.Item.Key, Entry)])
        -> [LayoutPlan.Item.Key: LayoutPlan.Item]
    {
        let candidates = Dictionary(removed.filter { $0.1.isAccepted && $0.1.compiled.isRequired },
                                    uniquingKeysWith: { first, _ in first })
        guard !candidates.isEmpty else { return [:] }
        var result: [LayoutPlan.Item.Key: LayoutPlan.Item] = [:]
        for item in changes.added {
            guard let entry = candidates[item.key], entry.fixedName == item.fixedName,
                  item.compiled.differsOnlyInConstant(from: entry.compiled) else { continue }
            result[item.key] = item
        }
        return result
    }

    /// Moves `entry`'s constant to `item`'s in the solver (``SolverStrategy/replace(_:with:)``)
    /// and keeps the entry, accepted; false when the moved constraint conflicts, in which case
    /// the solver has removed it and `item` goes through the greedy add like any new item.
    private func replaceInPlace(_ entry: Entry, with item: LayoutPlan.Item) throws(LayoutError) -> Bool {
        do {
            try solver.replace(entry.compiled, with: item.compiled)
        } catch .unsatisfiable {
            return false
        } catch {
            throw LayoutError(subject: "constraint '\(item.compiled.label ?? item.name.text)'",
                              reason: .internalFailure("\(error)"))
        }
        entries[item.key] = Entry(compiled: item.compiled, source: item.source, fixedName: item.fixedName, isAccepted: true)
        return true
    }

    /// Removes the edits `changes` no longer want, once the items that read them are gone.
    private func removeEdits(unwantedBy changes: Changes) throws(LayoutError) {
        var unwanted = changes.edits.filter { $0.value == nil }.map(\.variable)
        if changes.isWholePlan {
            let wanted = Set(changes.edits.map { ObjectIdentifier($0.variable) })
            // By name, so that the solver's work does not depend on hashing.
            unwanted += intrinsicEdits.values.map(\.variable).filter { !wanted.contains($0.id) }.sorted { $0.name < $1.name }
        }
        for variable in unwanted where intrinsicEdits.removeValue(forKey: variable.id) != nil {
            try solverCall { () throws(SolverError) in try solver.removeEditVariable(variable) }
        }
    }

    /// Adds `queue[position]`; when it conflicts, finds the constraint greedy order would break —
    /// the item itself, or a later accepted one, which is then removed (and the broken items
    /// after it join the queue again) before trying once more.
    private func addGreedily(_ position: Int, queue: inout [QueuedItem])
        throws(LayoutError)
    {
        let key = entries.keys[queue[position].position]
        let constraint = entries.values[queue[position].position].compiled
        while true {
            do {
                try solver.add(constraint)
                accept(queue[position])
                return
            } catch .unsatisfiable {
                let candidates = entries.filter { ($0.key == key || $0.value.isAccepted) && $0.value.compiled.isRequired }
                    .sorted { $0.key < $1.key }
                guard let first = Conflicts.firstUnsatisfiable(in: candidates.map(\.value.compiled)),
                      candidates[first].key > key
                else {
                    broken.insert(key)
                    return
                }
                let (victim, entry) = candidates[first]
                try solverCall { () throws(SolverError) in try solver.remove(entry.compiled) }
                entries.setAccepted(victim, false)
                for later in broken {
                    guard later > victim, let laterPosition = entries.position(of: later) else { continue }
                    broken.remove(later)
                    let at = queue[(position + 1)...].firstIndex { entries.keys[$0.position] > later } ?? queue.count
                    queue.insert(QueuedItem(position: laterPosition), at: at)
                }
                broken.insert(victim)
            } catch {
                throw LayoutError(subject: "constraint '\(entries.values[queue[position].position].label)'",
                                  reason: .internalFailure("\(error)"))
            }
        }
    }
}
