extension Tableau {
    /// The values `expression` takes across all optimal solutions: a single point when it is
    /// determined, an interval (possibly infinite) when the system leaves it free.
    ///
    /// On the optimal face every non-basic symbol whose reduced cost is non-zero at some level
    /// stays at zero (moving it would worsen that level), dummies stay at zero, and the others may
    /// move while every restricted row stays non-negative. A non-basic external symbol left in the
    /// expression is a free parameter: the range is unbounded.
    ///
    /// - Complexity: O(cells of the expression's rows) when the value is determined, which is
    ///   the common case; otherwise two small simplex runs on a scratch copy.
    func range(of expression: LinearExpression) -> ClosedRange<Double> {
        let unbounded = -Double.infinity...Double.infinity
        guard let form = rowOverNonBasics(expression) else { return unbounded }
        let fixed = fixedSymbols()
        guard let free = freeDirection(of: form, fixed: fixed) else { return unbounded }
        if free.isEmpty { return form.constant...form.constant }
        var scratch = self
        let (decrease, increase) = scratch.extent(along: free, fixed: fixed)
        return (form.constant - decrease)...(form.constant + increase)
    }

    /// For each expression, whether it can move by more than `tolerance` across the optimal
    /// solutions — the answers of `range(of:)`, found without a simplex run in the common cases.
    ///
    /// One pass marks the symbols the optimal face holds at zero (those with a reduced cost at
    /// some level). Then each expression, written over the non-basic symbols, is decided from
    /// its own row: no free symbol — determined; a non-basic external — unbounded; otherwise
    /// each free symbol is moved alone as far as the restricted rows allow (one ratio test), and
    /// a move that shifts the value by more than `tolerance` proves it ambiguous. Only a value
    /// that no single move settles (a degenerate face, where moves must combine) falls back to
    /// the exact range.
    ///
    /// - Complexity: O(objective cells) once, then O(cells of each expression's rows) per
    ///   expression, plus one ratio test per free symbol it meets; a range query only for the
    ///   rare undecided values.
    ///
    /// With `restoringExactly`, the tableau ends bit for bit as it began (``withExactRestore(_:)``;
    /// the searches still pivot back, so within a journal they see what they saw without it; after
    /// ``restoreIfJournalIsFull()`` the next starts from the exact tableau), holding copies of at
    /// most about ``SearchJournal/cellBudget`` cells of the rows the searches wrote: for a
    /// tableau searched in place and kept (the full strategy's) or a copy (the incremental one's
    /// whole tableau), which would otherwise copy every record and every row a search writes.
    /// Without, the searches only pivot back, as on the incremental strategy's own tableau.
    mutating func ambiguity(of expressions: [LinearExpression], tolerance: Double,
                            restoringExactly: Bool = false) -> [Bool] {
        guard restoringExactly else { return searchAmbiguity(of: expressions, tolerance: tolerance) }
        return withExactRestore { $0.searchAmbiguity(of: expressions, tolerance: tolerance) }
    }

    /// ``ambiguity(of:tolerance:restoringExactly:)``'s search.
    private mutating func searchAmbiguity(of expressions: [LinearExpression], tolerance: Double) -> [Bool] {
        let fixed = fixedSymbols()
        var moves: [Int32: Double] = [:]
        return expressions.map { expression in
            guard let form = rowOverNonBasics(expression) else { return true }
            var undecided = false
            for (symbol, coefficient) in form.terms {
                switch symbol.kind {
                case .external: return true
                case .dummy, .artificial: continue
                case .slack, .error:
                    guard !fixed[symbol.index] else { continue }
                    let move: Double
                    if let known = moves[symbol.id] {
                        move = known
                    } else {
                        move = longestMove(of: symbol)
                        moves[symbol.id] = move
                    }
                    if abs(coefficient) * move > tolerance { return true }
                    undecided = true
                }
            }
            guard undecided else { return false }
            guard let free = freeDirection(of: form, fixed: fixed) else { return true }
            // On this tableau, not a copy: with a copy per undecided value, a tree whose hugging
            // and compression pairs pin its sizes at degenerate vertices cost O(values × tableau).
            let (decrease, increase) = extent(along: free, fixed: fixed)
            restoreIfJournalIsFull()
            return decrease + increase > tolerance
        }
    }

    /// The part of `form` over the symbols the optimal face lets move (dummies and fixed
    /// symbols stay at zero); nil when a non-basic external symbol makes it unbounded.
    private func freeDirection(of form: Row, fixed: [Bool]) -> Row? {
        var free = Row()
        for (symbol, coefficient) in form.terms {
            switch symbol.kind {
            case .external: return nil
            case .dummy, .artificial: continue
            case .slack, .error:
                if !fixed[symbol.index] { free.insert(symbol, coefficient) }
            }
        }
        return free
    }

    /// How far `direction · symbols` can fall and rise over the optimal face from the current
    /// solution: two simplex runs on this tableau, each undone before the next (as a failed
    /// phase one is), so the tableau ends as it began.
    private mutating func extent(along direction: consuming Row, fixed: [Bool]) -> (decrease: Double, increase: Double) {
        let increase = largestChange(along: direction, fixed: fixed)
        direction.reverseSign()
        return (largestChange(along: direction, fixed: fixed), increase)
    }

    /// The maximum of `direction · symbols` over the optimal face (0 at the current solution);
    /// its pivots are undone before it returns and not counted as the solver's work.
    private mutating func largestChange(along direction: Row, fixed: [Bool]) -> Double {
        var objective = direction
        objective.reverseSign()
        objective.constant = 0
        let pivotsBefore = pivotCount
        let result = withUndoneOptimization(of: objective) { tableau in
            tableau.optimizeArtificial(isFixed: { $0.index < fixed.count && fixed[$0.index] })
                ? max(0, -tableau.artificial!.constant) : .infinity
        }
        pivotCount = pivotsBefore
        return result
    }

    /// Per symbol id, whether the optimal face holds the symbol at zero: it has a reduced cost
    /// at some level.
    private func fixedSymbols() -> [Bool] {
        var fixed = [Bool](repeating: false, count: symbols.count)
        for level in levels {
            for symbol in level.row.symbols { fixed[symbol.index] = true }
        }
        return fixed
    }

    /// How far the non-basic `symbol` can grow from zero, all other non-basic symbols staying at
    /// zero, before a restricted row would go negative (infinity when nothing bounds it).
    private func longestMove(of symbol: Symbol) -> Double {
        var bound = Double.infinity
        for basic in columnEntries(symbol) where symbols[Int(basic)].kind.isRestricted {
            let row = symbols[Int(basic)].row
            let coefficient = row.coefficient(for: symbol)
            if coefficient < 0 { bound = min(bound, -row.constant / coefficient) }
        }
        return max(0, bound)
    }
}
