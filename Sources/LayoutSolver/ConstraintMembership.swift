/// Which constraints a ``FullSolver`` holds, by identity: a sorted array of their object
/// identifiers, 8 bytes a constraint.
///
/// A `Set<Constraint>` did this before. At 10,000 independent views a full layout's solver holds
/// about 110,000 constraints, just past the 98,304 a table of 131,072 buckets takes at three
/// quarters full, so the set had 262,144 buckets (2.1 MB) for 0.9 MB of identifiers. Lookups
/// here are a binary search and an insertion or a removal moves the identifiers after it, which
/// the full strategy's O(constraints) rebuild after every change outweighs. `Set<ObjectIdentifier>`
/// is the naive twin (`ConstraintMembershipTests`, seeded random histories).
struct ConstraintMembership {
    /// The identifiers, ascending, each once.
    private(set) var sortedIDs: [ObjectIdentifier] = []

    init() {}

    /// The identities of `constraints`, which must be distinct.
    /// - Complexity: O(n log n).
    init<S: Sequence<Constraint>>(_ constraints: S) {
        sortedIDs = constraints.map(ObjectIdentifier.init)
        sortedIDs.sort()
    }

    var count: Int { sortedIDs.count }

    /// - Complexity: O(log n).
    func contains(_ constraint: Constraint) -> Bool {
        let id = ObjectIdentifier(constraint)
        let index = insertionIndex(of: id)
        return index < sortedIDs.count && sortedIDs[index] == id
    }

    /// Adds `constraint`; false when it is already held.
    /// - Complexity: O(n).
    @discardableResult
    mutating func insert(_ constraint: Constraint) -> Bool {
        let id = ObjectIdentifier(constraint)
        let index = insertionIndex(of: id)
        guard index == sortedIDs.count || sortedIDs[index] != id else { return false }
        sortedIDs.insert(id, at: index)
        return true
    }

    /// Adds `constraints`, none of which is held and which are distinct.
    /// - Complexity: O((n + m) log (n + m)) for m constraints; the sort runs on nearly sorted
    ///   identifiers when the constraints were allocated in order.
    mutating func insert<C: Collection<Constraint>>(contentsOf constraints: C) {
        sortedIDs.reserveCapacity(sortedIDs.count + constraints.count)
        sortedIDs.append(contentsOf: constraints.lazy.map(ObjectIdentifier.init))
        sortedIDs.sort()
    }

    /// Removes `constraint`; false when it is not held.
    /// - Complexity: O(n).
    @discardableResult
    mutating func remove(_ constraint: Constraint) -> Bool {
        let id = ObjectIdentifier(constraint)
        let index = insertionIndex(of: id)
        guard index < sortedIDs.count, sortedIDs[index] == id else { return false }
        sortedIDs.remove(at: index)
        return true
    }

    /// The first position whose identifier is not below `id`.
    private func insertionIndex(of id: ObjectIdentifier) -> Int {
        var low = 0, high = sortedIDs.count
        while low < high {
            let middle = (low + high) / 2
            if sortedIDs[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
