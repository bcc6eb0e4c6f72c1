import LayoutSolver

extension LayoutEngine {
    /// The compiled constraints of `queued` (read from ``entries`` by position), in the order the
    /// solver gets them: layout order. A view's hugging and compression on one axis come one
    /// after the other, so the solver gives the second the first one's row
    /// (`Tableau.pairsSoftInequalities` in LayoutSolver).
    /// - Complexity: O(queued), no lookup.
    func solverBatch(_ queued: ArraySlice<QueuedItem>) -> [Constraint] {
        let values = entries.values
        return queued.map { values[$0.position].compiled }
    }
}
