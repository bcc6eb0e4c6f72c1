import LayoutSolver

extension LayoutEngine {
    /// The compiled constraints of `queued` (read from ``entries`` by position), in the order the
    /// solver gets them: layout order, except that when a view's hugging and compression on one axis are both
    /// non-required, the higher priority of the two goes first (with
    /// ``ordersIntrinsicPairsByPriority``).
    ///
    /// Why: added in layout order, a label's hugging (`h <= s` @250) makes `h` basic over its
    /// own slack, and the compression (`h >= s` @750) then gets its slack as subject. The optimum
    /// wants the opposite basis whenever a lower level pushes on the size (a fitting root's
    /// height @50): settling makes one degenerate pivot per such label, hugging's slack in and
    /// compression's out, and substitutes it into every row that depends on the size — in the
    /// dependent tree every row of labels below. Added compression first, `h` is basic over the
    /// compression's slack and error, the hugging's slack becomes basic at 0 (the solver's
    /// subject choice for a zero-constant row), and the basis is already the optimum's.
    ///
    /// Only the order among non-required constraints changes, which cannot change which required
    /// constraint is refused (a soft constraint never makes the required ones infeasible), nor
    /// the culprit's place in the queue; the solution set is the same, so every determined
    /// value is too.
    /// - Complexity: O(queued), no lookup.
    func solverBatch(_ queued: ArraySlice<QueuedItem>) -> [Constraint] {
        var batch: [Constraint] = []
        batch.reserveCapacity(queued.count)
        var previous: LayoutOrder?
        let keys = entries.keys, values = entries.values
        for item in queued {
            let order = keys[item.position]
            let compiled = values[item.position].compiled
            if ordersIntrinsicPairsByPriority, let previous, order.isCompression(pairedWith: previous),
               let hugging = batch.last, !hugging.isRequired, !compiled.isRequired,
               compiled.priority.value > hugging.priority.value {
                batch.insert(compiled, at: batch.count - 1)
            } else {
                batch.append(compiled)
            }
            previous = order
        }
        return batch
    }
}

extension LayoutOrder {
    /// Whether this is a view's intrinsic compression item and `hugging` the same view's hugging
    /// item on the same axis.
    func isCompression(pairedWith hugging: LayoutOrder) -> Bool {
        guard section == .intrinsicSize, hugging.section == .intrinsicSize, owner == hugging.owner,
              let kind = IntrinsicSizeKind(rawValue: Int(hugging.index)), kind.isHugging else { return false }
        return index == hugging.index + 1
    }
}
