import LayoutCore
import LayoutGen
@testable import LayoutSolver
import LayoutTestSupport
import Testing

extension RandomSystem {
    /// Two soft inequalities over one expression, the other way round, at random soft priorities:
    /// a view's hugging and compression on one axis, the pair a tableau shares a row between.
    mutating func softPair() -> [Constraint] {
        let count = int(1...min(2, variables.count))
        let terms = variables.shuffled(using: &rng).prefix(count).map {
            Term($0, [-2, -1, 1, 2, 0.5].randomElement(using: &rng)!)
        }
        let expression = LinearExpression(terms, constant: Double(int(-20...20)))
        let soft: [Priority] = [999.5, .defaultHigh, 500, .defaultLow]
        let first: Relation = int(0...1) == 0 ? .lessThanOrEqual : .greaterThanOrEqual
        let second: Relation = first == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
        return [Constraint(expression, first, priority: soft.randomElement(using: &rng)!),
                Constraint(expression, second, priority: soft.randomElement(using: &rng)!)]
    }
}

/// How many live symbols a pair shares (two a pair).
private func pairedSymbolCount(_ solver: IncrementalSolver) -> Int {
    solver.tableau.symbols.filter { $0.isLive && $0.isPaired }.count
}

/// The incremental solver without pairing, and the full one without it: the naive twins.
private func unpairedTwins(dummyRowLimit: Int = Tableau.defaultDummyRowLimit) -> (IncrementalSolver, FullSolver) {
    let incremental = IncrementalSolver(dummyRowLimit: dummyRowLimit), full = FullSolver()
    incremental.tableau.pairsSoftInequalities = false
    full.pairsSoftInequalities = false
    return (incremental, full)
}

/// Whether every solver gives each probe the range the first gives it, and the same value where
/// that range is a point.
private func expectSameAnswers(_ solvers: [any SolverStrategy], probes: [LinearExpression], _ context: String) {
    for probe in probes {
        let ranges = solvers.map { $0.range(of: probe) }
        #expect(ranges.dropFirst().allSatisfy { rangesMatch(ranges[0], $0) }, "\(context): \(probe) ranges \(ranges)")
        if ranges[0].lowerBound == ranges[0].upperBound {
            let values = solvers.map { $0.value(of: probe) }
            #expect(values.allSatisfy { isClose($0, values[0]) }, "\(context): \(probe) values \(values)")
        }
    }
    let ambiguity = solvers.map { $0.ambiguity(of: probes) }
    #expect(ambiguity.dropFirst().allSatisfy { $0 == ambiguity[0] }, "\(context): ambiguity \(ambiguity)")
}

@Suite("Paired soft inequalities")
struct SoftPairTests {
    /// Random adds (pairs among them, one constraint at a time or as a batch), removals (of either
    /// half of a pair first), rejected adds and edits: the solver that pairs must answer as the
    /// incremental and full solvers that do not (which the other random tests hold to the dense
    /// reference), after every step.
    ///
    /// With a dummy limit of 1 per row most removals of required equalities rebuild their
    /// component, pairs in it included.
    @Test("Operation sequences: pairing answers as the unpaired twins",
          arguments: 0..<60 as Range<UInt64>, [Tableau.defaultDummyRowLimit, 1])
    func operationSequences(seed: UInt64, dummyRowLimit: Int) throws {
        var system = RandomSystem(seed: seed &+ 30_000, variableCount: 4)
        let paired = IncrementalSolver(dummyRowLimit: dummyRowLimit)
        let (unpaired, full) = unpairedTwins(dummyRowLimit: dummyRowLimit)
        let solvers: [any SolverStrategy] = [paired, unpaired, full]
        var active: [Constraint] = []
        var edits: [Variable] = []
        for step in 0..<30 {
            let roll = system.int(0...99)
            let context = "seed \(seed) limit \(dummyRowLimit) step \(step)"
            if roll < 35 {
                let pair = system.softPair()
                let before = pairedSymbolCount(paired)
                let asBatch = system.int(0...1) == 0
                for solver in solvers {
                    if asBatch { try solver.add(contentsOf: pair) } else { for constraint in pair { try solver.add(constraint) } }
                }
                active += pair
                #expect(pairedSymbolCount(paired) == before + 2, "\(context): the pair does not share a row")
                #expect(pairedSymbolCount(unpaired) == 0, "\(context): the twin paired")
            } else if roll < 55 || active.isEmpty {
                system.addRandomConstraint(to: solvers, active: &active, context)
            } else if roll < 80 {
                try system.removeRandomConstraint(from: solvers, active: &active)
            } else {
                let variable = system.variables[system.int(0...(system.variables.count - 1))]
                try system.suggestRandomValue(for: variable, in: solvers, edits: &edits)
            }
            #expect(paired.invariantViolations().isEmpty, "\(context): \(paired.invariantViolations())")
            let probes = system.variables.map { LinearExpression($0) } + [system.variables[0] - system.variables[1]]
            expectSameAnswers(solvers, probes: probes, context)
        }
    }

    /// One pair `x ≤ size`, `x ≥ size` at every two soft priorities (equal ones too), either half
    /// added first, beside each neighbour (none, a softer or stronger pull, a required bound on
    /// either side, a chain through another variable), then every order of removing its halves.
    @Test("Every priority order and removal order of one pair", arguments: 0..<6)
    func exhaustive(neighbour: Int) throws {
        let soft: [Priority] = [.defaultLow, 500, .defaultHigh, 999.5]
        let removals: [[Int]] = [[], [0], [1], [0, 1], [1, 0]]
        var cases: [(size: Double, hugging: Priority, compression: Priority, huggingFirst: Bool, removal: [Int])] = []
        for size in [0.0, 4] {
            for hugging in soft {
                for compression in soft {
                    for huggingFirst in [true, false] {
                        cases += removals.map { (size, hugging, compression, huggingFirst, $0) }
                    }
                }
            }
        }
        for (size, hugging, compression, huggingFirst, removal) in cases {
            let x = Variable("x"), y = Variable("y")
            let neighbours: [[Constraint]] = [
                [], [(x == 10).priority(500)], [(x == -3).priority(.defaultHigh)], [x <= 2], [x >= 8],
                [x == y, (y == 6).priority(300)],
            ]
            let hug = Constraint(LinearExpression(x) - size, .lessThanOrEqual, priority: hugging)
            let compress = Constraint(LinearExpression(x) - size, .greaterThanOrEqual, priority: compression)
            let pair = huggingFirst ? [hug, compress] : [compress, hug]
            let paired = IncrementalSolver()
            let (unpaired, full) = unpairedTwins()
            let solvers: [any SolverStrategy] = [paired, unpaired, full]
            var active = neighbours[neighbour] + pair
            for solver in solvers { try solver.add(contentsOf: active) }
            #expect(pairedSymbolCount(paired) == 2)
            let context = "size \(size) hugging \(hugging) compression \(compression) huggingFirst \(huggingFirst) neighbour \(neighbour)"
            expectSameAnswers(solvers, probes: [LinearExpression(x), LinearExpression(y)], context)
            for index in removal {
                let constraint = pair[index]
                active.removeAll { $0 === constraint }
                for solver in solvers { try solver.remove(constraint) }
                #expect(paired.invariantViolations().isEmpty, "\(context): \(paired.invariantViolations())")
                expectSameAnswers(solvers, probes: [LinearExpression(x), LinearExpression(y)], "\(context) removed \(index)")
            }
            #expect(pairedSymbolCount(paired) == (removal.isEmpty ? 2 : 0), "\(context) removal \(removal)")
            let reference = ReferenceSolution(active)
            #expect(rangesMatch(reference.range(of: LinearExpression(x)), paired.range(of: LinearExpression(x))),
                    "\(context) removal \(removal): x differs from the reference")
        }
    }
}
