extension IncrementalSolver {
    /// Removes `removed`, whose marker the tableau dropped, by taking out everything its removal
    /// can affect and adding the rest of it again in the original order: the rows and symbols
    /// connected to the constraint through the tableau, closed under "a constraint or edit that
    /// mentions a variable of it, or owns a symbol of it, belongs to it too" (both halves of a
    /// soft pair own its two symbols).
    ///
    /// Other components keep their rows, so the cost is that of the component, as a re-solve of
    /// the chain it belongs to — not of the whole solver.
    ///
    /// - Complexity: O(constraint terms) to index every constraint and edit, then the cost of
    ///   adding the component's constraints again and optimising.
    func rebuildComponent(without removed: Constraint) throws(SolverError) {
        enum Item {
            case constraint(Constraint)
            case edit(Edit)
        }
        var items: [(item: Item, tag: ConstraintTag, order: Int, variables: [Variable])] = []
        var itemOfSymbol: [Int32: Int] = [:]
        var itemsOfVariable: [ObjectIdentifier: [Int]] = [:]
        // The two halves of a soft pair own the same two symbols (``Tableau/pairsSoftInequalities``):
        // each reaches the other, whichever the symbols name.
        var partnerOfItem: [Int: Int] = [:]
        func register(_ item: Item, tag: ConstraintTag, order: Int, variables: [Variable]) {
            let number = items.count
            items.append((item, tag, order, variables))
            if let partner = itemOfSymbol[tag.marker.id] {
                partnerOfItem[number] = partner
                partnerOfItem[partner] = number
            }
            itemOfSymbol[tag.marker.id] = number
            if let other = tag.other { itemOfSymbol[other.id] = number }
            for variable in variables { itemsOfVariable[variable.id, default: []].append(number) }
        }
        // In the order they were added, so that the rebuild (and its pivot count) does not depend
        // on dictionary order.
        for (constraint, entry) in constraints.sorted(by: { $0.value.order < $1.value.order }) {
            register(.constraint(constraint), tag: entry.tag, order: entry.order,
                     variables: constraint.expression.terms.map(\.variable))
        }
        for edit in edits.values.sorted(by: { $0.order < $1.order }) {
            // A pending edit is not in the tableau yet; it joins when the solver settles.
            guard let tag = edit.tag else { continue }
            register(.edit(edit), tag: tag, order: edit.order, variables: [edit.variable])
        }

        var reachedItems = Set<Int>()
        var reachedSymbols = Set<Int32>()
        var component: [Symbol] = []
        var pending: [Symbol] = []
        func reach(_ number: Int) {
            guard reachedItems.insert(number).inserted else { return }
            if let partner = partnerOfItem[number] { reach(partner) }
            let (_, tag, _, variables) = items[number]
            pending.append(tag.marker)
            if let other = tag.other { pending.append(other) }
            pending += variables.compactMap { tableau.symbol(of: $0) }
        }
        guard let start = constraints[removed].flatMap({ itemOfSymbol[$0.tag.marker.id] }) else {
            throw .unknownConstraint(removed)
        }
        reach(start)
        while let symbol = pending.popLast() {
            guard reachedSymbols.insert(symbol.id).inserted else { continue }
            component.append(symbol)
            pending += tableau.neighbours(of: symbol)
            if let variable = tableau.variable(of: symbol) {
                for number in itemsOfVariable[variable.id] ?? [] { reach(number) }
            }
            if let number = itemOfSymbol[symbol.id] { reach(number) }
        }

        // By id, so that the ids freed (and reused next) are the same from run to run.
        tableau.removeComponent(component.sorted())
        for number in reachedItems.sorted(by: { items[$0].order < items[$1].order }) where number != start {
            switch items[number].item {
            case .constraint(let constraint):
                guard case .added(let tag) = try tableau.add(constraint, optimizing: false) else {
                    throw .internalFailure("rebuilding a component rejected \(constraint), which was accepted before")
                }
                constraints[constraint]?.tag = tag
            case .edit(let edit):
                let current = Constraint(LinearExpression(edit.variable) - edit.value, .equal,
                                         priority: edit.constraint.priority, label: edit.constraint.label)
                guard case .added(let tag) = try tableau.add(current, optimizing: false) else {
                    throw .internalFailure("rebuilding a component rejected the edit of \(edit.variable)")
                }
                edits[edit.variable.id]?.tag = tag
            }
        }
        // Optimised when the solver settles, as after any removal.
    }
}
