/// Required inequalities the incremental solver keeps out of its tableau because the current
/// solution satisfies them with room to spare (`IncrementalSolver+Deferred.swift`), each with
/// the order it was added in, and an index from each variable to the ones that mention it.
///
/// Members only ever leave (removed, or added to the tableau); the index keeps a member's
/// entries until the set is empty and skips those of former members when read.
///
/// The index is flat: one array of entries, each a member and the position of the next entry
/// for the same variable, and per variable only its first and last entries and their count.
/// An array of members per variable made an allocation per variable (a view tree defers its
/// size floors and its bounds against the root: four variables a view, 40,000 arrays at
/// 10,000 views) and grew some of them twice. ``DeferredIndexTests`` holds it to a dictionary
/// of arrays, the naive twin.
struct DeferredInequalities {
    private var orders = IdentityTable<Constraint, Int>(vacant: -1)
    /// One variable's entries: a chain through ``entries``, oldest first.
    private struct Chain {
        var first: Int32
        var last: Int32
        var count: Int32
    }
    private var chains = IdentityTable<Variable, Chain>(vacant: Chain(first: -1, last: -1, count: 0))
    /// Every entry of every chain, in the order they were made; `next` is -1 at a chain's end.
    private var entries: [(member: Constraint, next: Int32)] = []

    /// How much room a member must have at the current values to stay out of the tableau, in
    /// the constraint's units (points in a layout): a member at its bound, or within this of it,
    /// goes into the tableau, so every member is strictly slack at the optimum.
    static let margin = 1e-6

    var isEmpty: Bool { orders.isEmpty }
    var count: Int { orders.count }

    func contains(_ constraint: Constraint) -> Bool { orders[constraint] != nil }

    /// Room for `newMembers` (each inserted next), so that their inserts do not grow the members'
    /// table and the entries by doubling (a rehash of every member at each step: 2% of a
    /// 300-view first layout). The index by variable grows as it must: how many variables they
    /// bring is not known ahead, and a bound by members would double it.
    /// - Complexity: O(newMembers).
    mutating func reserveCapacity(for newMembers: some Sequence<Constraint>) {
        var members = 0, terms = 0
        for member in newMembers {
            members += 1
            terms += member.expression.terms.count
        }
        orders.reserveCapacity(orders.count + members)
        entries.reserveCapacity(entries.count + terms)
    }

    /// - Complexity: O(terms).
    mutating func insert(_ constraint: Constraint, order: Int) {
        orders[constraint] = order
        for term in constraint.expression.terms {
            let entry = Int32(entries.count)
            entries.append((constraint, -1))
            if let chain = chains[term.variable] {
                entries[Int(chain.last)].next = entry
                chains[term.variable] = Chain(first: chain.first, last: entry, count: chain.count + 1)
            } else {
                chains[term.variable] = Chain(first: entry, last: entry, count: 1)
            }
        }
    }

    /// Takes `constraint` out of the set and returns its order, or nil if it was not a member.
    /// - Complexity: O(1); O(members) when it empties the set.
    mutating func remove(_ constraint: Constraint) -> Int? {
        guard let order = orders.removeValue(forKey: constraint) else { return nil }
        if orders.isEmpty {
            chains.removeAll()
            entries = []
        }
        return order
    }

    /// Every member with its order, in the order they were added.
    /// - Complexity: O(members × log members).
    var all: [(constraint: Constraint, order: Int)] {
        orders.map { ($0.key, $0.value) }.sorted { $0.order < $1.order }
    }

    /// A hub: a variable more members mention than this (a root's width under every view's
    /// trailing bound). A move of a hub would check each of them; they join the tableau instead,
    /// once, and the hub's moves cost what they cost without deferral.
    static let hubMentions = 16

    /// Calls `body` with every member that mentions `variable`, its order, and whether
    /// `variable` is a hub, if `findingHubs` (then the hub's entries are dropped: its members
    /// are to join the tableau). Allocates nothing.
    /// - Complexity: O(the index's entries for `variable`).
    mutating func forEachMember(mentioning variable: Variable, findingHubs: Bool,
                                _ body: (Constraint, Int, Bool) -> Void) {
        guard let chain = chains[variable] else { return }
        let isHub = findingHubs && chain.count > Self.hubMentions
        if isHub { chains[variable] = nil }
        var next = chain.first
        while next >= 0 {
            let entry = entries[Int(next)]
            if let order = orders[entry.member] { body(entry.member, order, isHub) }
            next = entry.next
        }
    }

    /// Whether any member (or former member) mentions `variable`.
    func mentions(_ variable: Variable) -> Bool { chains[variable] != nil }

    /// Calls `body` with every member and its order, in no particular order.
    /// - Complexity: O(members).
    func forEachMember(_ body: (Constraint, Int) -> Void) {
        for (constraint, order) in orders { body(constraint, order) }
    }

    /// How far `constraint` is from its bound at `value`'s values: positive when it holds with
    /// room, negative when it is violated.
    static func slack(of constraint: Constraint, _ value: (Variable) -> Double) -> Double {
        let residual = constraint.expression.evaluate(value)
        return constraint.relation == .lessThanOrEqual ? -residual : residual
    }
}
