/// Analyses of required constraints that cannot all hold, shared by every strategy so that they
/// name the same sets.
public enum Conflicts {
    /// An irreducible infeasible subset of `existing + [culprit]` that contains `culprit`, given
    /// that `existing` (required constraints, in the order they were added) is satisfiable and
    /// `culprit` is not satisfiable with it. Returned in `existing`'s order, `culprit` last.
    ///
    /// Only constraints connected to `culprit` through shared variables can take part. Among
    /// those, the additive method grows a core: add the core, then the remaining candidates in
    /// order until the first failure; that candidate joins the core and the candidates after it
    /// are dropped. When the core alone fails it is irreducible.
    ///
    /// The answer depends only on the ordered input, so every strategy names the same set.
    ///
    /// - Complexity: O(k) feasibility builds over the connected constraints, k the set's size.
    public static func irreducibleConflict(among existing: [Constraint], culprit: Constraint) -> [Constraint] {
        var candidates = connected(to: culprit, in: existing)
        var core = [culprit]
        while true {
            var tableau = Tableau()
            guard core.allSatisfy({ isAdded(&tableau, $0) }) else { break }
            guard let failure = candidates.firstIndex(where: { !isAdded(&tableau, $0) }) else {
                // Numerically borderline input: keep every candidate rather than drop a member.
                core += candidates
                break
            }
            core.append(candidates[failure])
            candidates.removeSubrange(failure...)
        }
        let order = Dictionary(uniqueKeysWithValues: existing.enumerated().map { ($1, $0) })
        return core.sorted { (order[$0] ?? .max) < (order[$1] ?? .max) }
    }

    /// The index of the first required constraint of `ordered` that cannot hold together with
    /// the required constraints before it, or nil when all of them hold together. Non-required
    /// constraints are skipped: they never conflict.
    ///
    /// This is the constraint a layout that adds `ordered` one by one, as UIKit does, would break.
    ///
    /// - Complexity: one tableau build over `ordered`.
    public static func firstUnsatisfiable(in ordered: [Constraint]) -> Int? {
        var tableau = Tableau()
        return ordered.indices.first { ordered[$0].isRequired && !isAdded(&tableau, ordered[$0]) }
    }

    private static func isAdded(_ tableau: inout Tableau, _ constraint: Constraint) -> Bool {
        guard case .added = try? tableau.add(constraint) else { return false }
        return true
    }

    /// The constraints of `constraints` that share variables with `seed`, directly or through
    /// others, in their original order.
    ///
    /// - Complexity: O(total terms).
    public static func connected(to seed: Constraint, in constraints: [Constraint]) -> [Constraint] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms { byVariable[term.variable.id, default: []].append(index) }
        }
        var reached = Set<Int>()
        var visitedVariables = Set<ObjectIdentifier>()
        var pending = seed.expression.terms.map(\.variable.id)
        while let variable = pending.popLast() {
            guard visitedVariables.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
                pending.append(contentsOf: constraints[index].expression.terms.map(\.variable.id))
            }
        }
        return reached.sorted().map { constraints[$0] }
    }
}
