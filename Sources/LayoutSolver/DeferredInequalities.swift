/// Required inequalities the incremental solver keeps out of its tableau because the current
/// solution satisfies them with room to spare (`IncrementalSolver+Deferred.swift`), each with
/// the order it was added in, and an index from each variable to the ones that mention it.
///
/// Members only ever leave (removed, or added to the tableau); the index keeps a member's
/// entries until the set is empty and skips those of former members when read.
struct DeferredInequalities {
    private var orders: [Constraint: Int] = [:]
    private var byVariable: [ObjectIdentifier: [Constraint]] = [:]

    /// How much room a member must have at the current values to stay out of the tableau, in
    /// the constraint's units (points in a layout): a member at its bound, or within this of it,
    /// goes into the tableau, so every member is strictly slack at the optimum.
    static let margin = 1e-6

    var isEmpty: Bool { orders.isEmpty }
    var count: Int { orders.count }

    func contains(_ constraint: Constraint) -> Bool { orders[constraint] != nil }

    /// - Complexity: O(terms).
    mutating func insert(_ constraint: Constraint, order: Int) {
        orders[constraint] = order
        for term in constraint.expression.terms { byVariable[term.variable.id, default: []].append(constraint) }
    }

    /// Takes `constraint` out of the set and returns its order, or nil if it was not a member.
    /// - Complexity: O(1); O(members) when it empties the set.
    mutating func remove(_ constraint: Constraint) -> Int? {
        guard let order = orders.removeValue(forKey: constraint) else { return nil }
        if orders.isEmpty { byVariable = [:] }
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
        guard let mentions = byVariable[variable.id] else { return }
        let isHub = findingHubs && mentions.count > Self.hubMentions
        if isHub { byVariable[variable.id] = nil }
        for constraint in mentions {
            if let order = orders[constraint] { body(constraint, order, isHub) }
        }
    }

    /// Whether any member (or former member) mentions `variable`.
    func mentions(_ variable: Variable) -> Bool { byVariable[variable.id] != nil }

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
