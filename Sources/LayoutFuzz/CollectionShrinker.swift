import CollectionLayout

/// Shrinks a failing collection case: delta debugging (``DeltaDebugging``) over its queries and
/// its items, then simplifications one at a time (no insets, no spacing, one column), round
/// after round until nothing more goes.
public enum CollectionShrinker {
    /// - Parameters:
    ///   - budget: the most candidates to test.
    ///   - fails: whether a candidate still shows the failure (true for `collectionCase`).
    /// - Complexity: at most `budget` calls of `fails`.
    public static func shrink(_ collectionCase: CollectionCase, budget: Int = 3_000,
                              while fails: (CollectionCase) -> Bool) -> CollectionCase
    {
        DeltaDebugging.shrinkInRounds(collectionCase, budget: budget, fails: fails) { current, test in
            var current = current
            let base = current
            current.queries = DeltaDebugging.minimize(base.queries) { queries in
                test(base.with { $0.queries = queries })
            }
            let items = current
            current = items.keepingItems(DeltaDebugging.minimize(Array(0..<items.items.count)) { kept in
                test(items.keepingItems(kept))
            })
            let edits: [(inout CollectionCase) -> Void] = [
                { $0.configuration.insets = .zero }, { $0.configuration.columnSpacing = 0 },
                { $0.configuration.itemSpacing = 0 }, { $0.configuration.lineSpacing = 0 },
                { $0.configuration.columns = 1 },
            ]
            for edit in edits {
                let candidate = current.with(edit)
                if candidate != current, test(candidate) { current = candidate }
            }
            return current
        }
    }
}

extension CollectionCase {
    /// A copy changed by `edit`.
    func with(_ edit: (inout CollectionCase) -> Void) -> CollectionCase {
        var copy = self
        edit(&copy)
        return copy
    }

    /// A copy with only the items at `indices` (ascending).
    func keepingItems(_ indices: [Int]) -> CollectionCase {
        with {
            switch $0.items {
            case .heights(let heights): $0.items = .heights(indices.map { heights[$0] })
            case .sizes(let sizes): $0.items = .sizes(indices.map { sizes[$0] })
            }
        }
    }
}
