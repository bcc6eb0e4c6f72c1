/// The layouts of a collection case (`"kind"` in `layoutbench/collection@1`).
public enum LayoutKind: String, CaseIterable, Hashable, Sendable {
    /// The property-details page: item 0 spans the full width, the others go to the columns in
    /// turn (round robin).
    case pdp
    /// Each item goes to the shortest column, ties to the lowest index.
    case waterfall
    /// Left-aligned rows of items of their own width.
    case flow
}
