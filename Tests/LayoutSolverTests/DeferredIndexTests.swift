import LayoutCore
@testable import LayoutSolver
import Testing

/// The deferred inequalities' flat index (chains through one array of entries) against its naive
/// twin, a dictionary of member arrays per variable: the same members, orders and hub flags in
/// the same order for every variable asked, and the same answer to `mentions`, after seeded random
/// sequences of inserts, removals and hub findings, and after every sequence of up to four
/// operations over two variables.
@Suite struct DeferredIndexTests {
    /// The twin: what the index held before it was flattened.
    private struct ArraysIndex {
        var orders: [Constraint: Int] = [:]
        var byVariable: [ObjectIdentifier: [Constraint]] = [:]

        mutating func insert(_ constraint: Constraint, order: Int) {
            orders[constraint] = order
            for term in constraint.expression.terms { byVariable[term.variable.id, default: []].append(constraint) }
        }

        mutating func remove(_ constraint: Constraint) -> Int? {
            guard let order = orders.removeValue(forKey: constraint) else { return nil }
            if orders.isEmpty { byVariable = [:] }
            return order
        }

        mutating func members(mentioning variable: Variable, findingHubs: Bool) -> [Visit] {
            guard let mentions = byVariable[variable.id] else { return [] }
            let isHub = findingHubs && mentions.count > DeferredInequalities.hubMentions
            if isHub { byVariable[variable.id] = nil }
            return mentions.compactMap { constraint in orders[constraint].map { Visit(constraint, $0, isHub) } }
        }
    }

    private struct Visit: Equatable {
        var constraint: ObjectIdentifier
        var order: Int
        var isHub: Bool
        init(_ constraint: Constraint, _ order: Int, _ isHub: Bool) {
            self.constraint = ObjectIdentifier(constraint)
            self.order = order
            self.isHub = isHub
        }
    }

    private enum Operation {
        case insert(variables: [Int])
        case remove(member: Int)
        case visit(variable: Int, findingHubs: Bool)
    }

    /// Runs `operations` on both indexes over `variables` and checks every answer.
    private static func check(_ operations: [Operation], variables: [Variable], _ context: String) {
        var flat = DeferredInequalities()
        var twin = ArraysIndex()
        var made: [Constraint] = []
        for (step, operation) in operations.enumerated() {
            switch operation {
            case .insert(let picks):
                let expression = picks.reduce(LinearExpression(-1.0)) { $0 + LinearExpression(variables[$1]) }
                let constraint = Constraint(expression, .greaterThanOrEqual)
                made.append(constraint)
                flat.insert(constraint, order: step)
                twin.insert(constraint, order: step)
            case .remove(let member):
                guard !made.isEmpty else { continue }
                let constraint = made[member % made.count]
                #expect(flat.remove(constraint) == twin.remove(constraint), "\(context) step \(step)")
            case .visit(let variable, let findingHubs):
                var visits: [Visit] = []
                flat.forEachMember(mentioning: variables[variable], findingHubs: findingHubs) { constraint, order, isHub in
                    visits.append(Visit(constraint, order, isHub))
                }
                #expect(visits == twin.members(mentioning: variables[variable], findingHubs: findingHubs),
                        "\(context) step \(step)")
            }
            for variable in variables {
                #expect(flat.mentions(variable) == (twin.byVariable[variable.id] != nil), "\(context) step \(step)")
            }
            #expect(flat.count == twin.orders.count, "\(context) step \(step)")
        }
    }

    @Test(arguments: 0..<60)
    func seededSequencesMatchTheArrays(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let variables = (0..<4).map { Variable("v\($0)") }
        // Enough inserts over one variable to make it a hub now and then.
        let operations: [Operation] = (0..<120).map { _ in
            switch random.int(in: 0..<10) {
            case 0..<5:
                let count = random.int(in: 1...3)
                return .insert(variables: (0..<count).map { _ in random.bool() ? 0 : random.int(in: 0..<4) })
            case 5..<7: return .remove(member: random.int(in: 0..<1_000))
            default: return .visit(variable: random.int(in: 0..<4), findingHubs: random.int(in: 0..<3) == 0)
            }
        }
        Self.check(operations, variables: variables, "seed \(seed)")
    }

    @Test func everyShortSequenceMatchesTheArrays() {
        let variables = [Variable("a"), Variable("b")]
        let choices: [Operation] = [.insert(variables: [0]), .insert(variables: [1]), .insert(variables: [0, 1]),
                                    .remove(member: 0), .remove(member: 1),
                                    .visit(variable: 0, findingHubs: false), .visit(variable: 1, findingHubs: true)]
        var sequences: [[Operation]] = [[]]
        for _ in 0..<4 {
            sequences = sequences.flatMap { sequence in choices.map { sequence + [$0] } }
            for sequence in sequences { Self.check(sequence, variables: variables, "\(sequence)") }
        }
    }
}
