import CollectionLayout

/// How often each kind of change comes in a generated sequence: relative weights.
public struct ChangeMix: Hashable, Sendable {
    public var inserts: Int
    public var removes: Int
    public var heightChanges: Int

    public init(inserts: Int, removes: Int, heightChanges: Int) {
        self.inserts = max(0, inserts)
        self.removes = max(0, removes)
        self.heightChanges = max(0, heightChanges)
    }

    /// A feed: as many inserts as deletes (the count stays near where it was), twice as many
    /// height changes as either.
    public static let feed = ChangeMix(inserts: 1, removes: 1, heightChanges: 2)
    /// Self-sizing only: heights change, nothing comes or goes.
    public static let heightsOnly = ChangeMix(inserts: 0, removes: 0, heightChanges: 1)
}
