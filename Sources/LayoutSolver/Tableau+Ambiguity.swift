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
        var free: [Symbol: Double] = [:]
        for (symbol, coefficient) in form.cells {
            switch symbol.kind {
            case .external: return unbounded
            case .dummy, .artificial: continue
            case .slack, .error:
                if levels.allSatisfy({ nearZero($0.row.coefficient(for: symbol)) }) {
                    free[symbol] = coefficient
                }
            }
        }
        if free.isEmpty { return form.constant...form.constant }
        let increase = largestChange(along: free)
        let decrease = largestChange(along: free.mapValues { -$0 })
        return (form.constant - decrease)...(form.constant + increase)
    }

    /// The maximum of `Σ direction[s] × s` over the optimal face (0 at the current solution).
    private func largestChange(along direction: [Symbol: Double]) -> Double {
        var fixed = Set<Symbol>()
        for level in levels { fixed.formUnion(level.row.cells.keys) }
        var scratch = self
        var objective = Row()
        for (symbol, coefficient) in direction { objective.insert(symbol, -coefficient) }
        scratch.artificial = objective
        guard scratch.optimizeArtificial(excluding: fixed) else { return .infinity }
        return max(0, -scratch.artificial!.constant)
    }
}
