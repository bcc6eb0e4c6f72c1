/// The active constraints that name one layout item, each once, by identity: up to
/// ``smallLimit`` in a small array scanned in place, more in a dictionary.
///
/// A view names a handful (its placement, a size, a size class); a `Dictionary` for them was a
/// 200-byte allocation (eight buckets and the storage's header), an array with room for six is
/// 80 bytes. A container that many constraints name (a root holding 10,000 placed views) goes to
/// a dictionary, as before, once it holds more than the limit. Iteration order is unspecified
/// (every reader sorts by creation stamp). The naive twin is the dictionary alone
/// (ActiveConstraintsTests).
struct ActiveConstraints: Sequence {
    /// The most constraints kept in the array; one more moves them all to the dictionary.
    static let smallLimit = 16
    /// Room the array gets with its first constraint: a view's handful (placement, size, a size
    /// class) fit without growing by doubling.
    static let initialCapacity = 6

    private var small: [LayoutConstraint] = []
    /// Every constraint, once there were more than ``smallLimit`` (``small`` is then empty).
    private var large: [ObjectIdentifier: LayoutConstraint]?

    var isEmpty: Bool { large?.isEmpty ?? small.isEmpty }
    var count: Int { large?.count ?? small.count }

    /// Adds `constraint` unless it is held.
    /// - Complexity: O(``smallLimit``) while small, O(1) expected after.
    mutating func insert(_ constraint: LayoutConstraint) {
        if large != nil {
            large![ObjectIdentifier(constraint)] = constraint
            return
        }
        guard !small.contains(where: { $0 === constraint }) else { return }
        guard small.count < Self.smallLimit else {
            var table = Dictionary(uniqueKeysWithValues: small.map { (ObjectIdentifier($0), $0) })
            table[ObjectIdentifier(constraint)] = constraint
            large = table
            small = []
            return
        }
        if small.isEmpty { small.reserveCapacity(Self.initialCapacity) }
        small.append(constraint)
    }

    /// Removes the constraint with identity `id`, if held (the last one moves into its place).
    /// - Complexity: O(``smallLimit``) while small, O(1) expected after.
    mutating func remove(_ id: ObjectIdentifier) {
        if large != nil {
            large![id] = nil
            return
        }
        guard let index = small.firstIndex(where: { ObjectIdentifier($0) == id }) else { return }
        small.swapAt(index, small.count - 1)
        small.removeLast()
    }

    /// The constraints, in no particular order.
    func makeIterator() -> Iterator {
        Iterator(small: small.makeIterator(), large: large?.values.makeIterator())
    }

    /// Reads the array, or the dictionary's values when there is one (no allocation).
    struct Iterator: IteratorProtocol {
        fileprivate var small: IndexingIterator<[LayoutConstraint]>
        fileprivate var large: Dictionary<ObjectIdentifier, LayoutConstraint>.Values.Iterator?

        mutating func next() -> LayoutConstraint? {
            large != nil ? large!.next() : small.next()
        }
    }
}
