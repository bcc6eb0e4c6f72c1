import LayoutCore
import LayoutGen
@testable import LayoutSolver
import LayoutTestSupport
import Testing

/// Random constraints over a few variables, with small integer coefficients so that
/// degenerate and redundant systems (the hard cases) come up often.
struct RandomSystem {
    var rng: SplitMix64
    let variables: [Variable]
    let priorities: [Priority] = [.required, .required, .required, 999.5, .defaultHigh, 500, .defaultLow]

    init(seed: UInt64, variableCount: Int) {
        rng = SplitMix64(seed: seed)
        variables = (0..<variableCount).map { Variable("x\($0)") }
    }

    /// Constraints made so far: copies of them (redundant and duplicate equalities, whose removal
    /// is the delicate case) come up one time in six.
    private var history: [Constraint] = []

    mutating func constraint() -> Constraint {
        if let earlier = history.randomElement(using: &rng), int(0...5) == 0 {
            let scale = [1, -1, 2, 0.5].randomElement(using: &rng)!
            return Constraint(earlier.expression * scale, scale < 0 ? flipped(earlier.relation) : earlier.relation,
                              priority: earlier.priority)
        }
        let made = freshConstraint()
        history.append(made)
        return made
    }

    private func flipped(_ relation: Relation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    private mutating func freshConstraint() -> Constraint {
        let count = Int.random(in: 1...min(3, variables.count), using: &rng)
        let terms = variables.shuffled(using: &rng).prefix(count).map {
            Term($0, [-2, -1, 1, 2, 0.5].randomElement(using: &rng)!)
        }
        let constant = Double(Int.random(in: -20...20, using: &rng))
        let relation = Relation.allCases.randomElement(using: &rng)!
        let priority = priorities.randomElement(using: &rng)!
        return Constraint(LinearExpression(terms, constant: constant), relation, priority: priority)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// Adds a random constraint to every solver, expecting them all to accept it or all to refuse
    /// it, and lists it in `active` when accepted.
    mutating func addRandomConstraint(to solvers: [any SolverStrategy], active: inout [Constraint], _ context: String) {
        let constraint = constraint()
        let outcomes = solvers.map { rejection(adding: constraint, to: $0) }
        #expect(outcomes.allSatisfy { ($0 == nil) == (outcomes[0] == nil) }, "\(context): accepted by some only")
        if outcomes[0] == nil { active.append(constraint) }
    }

    /// Removes a random constraint of `active` (not empty) from it and from every solver.
    mutating func removeRandomConstraint(from solvers: [any SolverStrategy], active: inout [Constraint]) throws {
        let constraint = active.remove(at: int(0...(active.count - 1)))
        for solver in solvers { try solver.remove(constraint) }
    }

    /// Suggests a random value for `variable` in every solver, first making it an edit variable
    /// at a random priority (and listing it in `edits`) if it is not one yet.
    mutating func suggestRandomValue(for variable: Variable, in solvers: [any SolverStrategy],
                                     edits: inout [Variable]) throws {
        if !edits.contains(where: { $0 === variable }) {
            let priority: Priority = [.defaultHigh, 500, 999][int(0...2)]
            for solver in solvers { try solver.addEditVariable(variable, priority: priority) }
            edits.append(variable)
        }
        let value = Double(int(-50...50))
        for solver in solvers { try solver.suggestValue(value, for: variable) }
    }
}

func rangesMatch(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> Bool {
    func same(_ x: Double, _ y: Double) -> Bool { x == y || isClose(x, y, tolerance: 1e-6) }
    return same(a.lowerBound, b.lowerBound) && same(a.upperBound, b.upperBound)
}

@Suite("Random systems")
struct RandomSystemTests {
    /// Both strategies against the dense level-by-level reference: the same constraints
    /// rejected, irreducible conflicts, and the same range for every variable and a combination.
    @Test("Tiny systems agree with the dense reference", arguments: 0..<400 as Range<UInt64>)
    func againstReference(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, variableCount: 3)
        let constraints = (0..<system.int(1...7)).map { _ in system.constraint() }
        var verdicts: [[Int]] = []
        for strategy in allStrategies {
            let solver = strategy.init()
            var accepted: [Constraint] = []
            var rejected: [Int] = []
            for (index, constraint) in constraints.enumerated() {
                if let conflict = rejection(adding: constraint, to: solver) {
                    rejected.append(index)
                    #expect(isIrreducible(conflict), "seed \(seed): \(conflict) is not irreducible")
                    #expect(conflict.last === constraint)
                    #expect(conflict.dropLast().allSatisfy { member in accepted.contains { $0 === member } })
                } else {
                    accepted.append(constraint)
                }
            }
            verdicts.append(rejected)
            let reference = ReferenceSolution(accepted)
            #expect(reference.isFeasible, "seed \(seed): accepted an infeasible set")
            let probes = system.variables.map { LinearExpression($0) }
                + [system.variables[0] - system.variables[1] * 2]
            #expect(solver.values(of: system.variables) == system.variables.map { solver.value(of: $0) },
                    "seed \(seed) \(strategy.name): reading every value at once differs from one read per value")
            #expect(solver.ambiguity(of: probes) == probes.map { solver.isAmbiguous($0) },
                    "seed \(seed) \(strategy.name): whole-set ambiguity differs from one range query per value")
            for probe in probes {
                let expected = reference.range(of: probe), found = solver.range(of: probe)
                #expect(rangesMatch(expected, found),
                        "seed \(seed) \(strategy.name): range of \(probe) is \(found), expected \(expected)\n\(constraints)")
                let value = solver.value(of: probe)
                #expect(value >= expected.lowerBound - 1e-6 && value <= expected.upperBound + 1e-6,
                        "seed \(seed) \(strategy.name): \(probe) = \(value) is not optimal")
            }
        }
        #expect(verdicts.dropFirst().allSatisfy { $0 == verdicts[0] }, "seed \(seed): strategies rejected differently")
    }

    /// Long sequences of adds, removals, rejected adds and edits: the incremental strategy must
    /// stay where a full re-solve of the same state lands.
    ///
    /// With a dummy limit of 1 per row the tableau drops most markers of required equalities, so
    /// their removals rebuild the constraint's component instead of pivoting.
    @Test("Operation sequences: incremental matches full",
          arguments: 0..<120 as Range<UInt64>, [Tableau.defaultDummyRowLimit, 1])
    func operationSequences(seed: UInt64, dummyRowLimit: Int) throws {
        var system = RandomSystem(seed: seed &+ 10_000, variableCount: 5)
        let incremental = IncrementalSolver(dummyRowLimit: dummyRowLimit), full = FullSolver()
        let solvers: [any SolverStrategy] = [incremental, full]
        var active: [Constraint] = []
        var edits: [(Variable, Priority, Double)] = []
        for step in 0..<40 {
            let roll = system.int(0...99)
            let context = "seed \(seed) step \(step)"
            if roll < 55 || active.isEmpty {
                let constraint = system.constraint()
                let outcomes = solvers.map { rejection(adding: constraint, to: $0) }
                #expect((outcomes[0] == nil) == (outcomes[1] == nil), "\(context): accepted by one strategy only")
                if let a = outcomes[0], let b = outcomes[1] {
                    #expect(a == b, "\(context): different conflicts \(a) vs \(b)")
                    #expect(isIrreducible(a), "\(context): \(a) is not irreducible")
                }
                if outcomes[0] == nil { active.append(constraint) }
            } else if roll < 80 {
                let constraint = active.remove(at: system.int(0...(active.count - 1)))
                for solver in solvers { try solver.remove(constraint) }
            } else {
                let variable = system.variables[system.int(0...(system.variables.count - 1))]
                let value = Double(system.int(-50...50))
                if let index = edits.firstIndex(where: { $0.0 === variable }) {
                    if roll < 85 {
                        for solver in solvers { try solver.removeEditVariable(variable) }
                        edits.remove(at: index)
                    } else {
                        for solver in solvers { try solver.suggestValue(value, for: variable) }
                        edits[index].2 = value
                    }
                } else {
                    let priority: Priority = [.defaultHigh, 500, 999][system.int(0...2)]
                    for solver in solvers {
                        try solver.addEditVariable(variable, priority: priority)
                        try solver.suggestValue(value, for: variable)
                    }
                    edits.append((variable, priority, value))
                }
            }
            let probes = system.variables.map { LinearExpression($0) } + [system.variables[0] - system.variables[1]]
            for solver in solvers {
                #expect(solver.ambiguity(of: probes) == solver.ambiguityOneByOne(of: probes),
                        "\(context): whole-set ambiguity differs from one range query per value")
            }
            #expect(incremental.invariantViolations().isEmpty, "\(context): \(incremental.invariantViolations())")
            for solver in solvers {
                #expect(solver.values(of: system.variables) == system.variables.map { solver.value(of: $0) },
                        "\(context): reading every value at once differs from one read per value")
            }
            for variable in system.variables {
                let ranges = solvers.map { $0.range(of: LinearExpression(variable)) }
                #expect(rangesMatch(ranges[0], ranges[1]), "\(context): \(variable) ranges \(ranges)")
                if ranges[0].lowerBound == ranges[0].upperBound {
                    #expect(isClose(incremental.value(of: variable), full.value(of: variable)),
                            "\(context): \(variable) = \(incremental.value(of: variable)) vs \(full.value(of: variable))")
                }
            }
        }
        // And both against the reference, edits written as the constraints they stand for.
        let reference = ReferenceSolution(active + edits.map { edit in
            Constraint(LinearExpression(edit.0) - edit.2, .equal, priority: edit.1)
        })
        for variable in system.variables {
            #expect(rangesMatch(reference.range(of: LinearExpression(variable)), incremental.range(of: LinearExpression(variable))),
                    "seed \(seed): \(variable) differs from the reference")
        }
    }
}
