import LayoutCore
@testable import LayoutSolver
import LayoutTestSupport
import Testing

/// Lazy required inequalities (`IncrementalSolver+Deferred.swift`) against their naive twins:
/// the same incremental solver with deferral off, and `full`. The same constraints refused with
/// the same conflicts, the same determined values after every change, and the same ranges and
/// ambiguity when asked (which puts the deferred ones into the tableau, so they are asked only
/// now and then, and at the end).
@Suite struct DeferredInequalityTests {
    /// The solvers: the lazy one first, then deferral off, `full`, and a lazy one whose every
    /// change is a wide move.
    private static func solvers(dummyRowLimit: Int = Tableau.defaultDummyRowLimit) -> [any SolverStrategy] {
        let lazy = IncrementalSolver(dummyRowLimit: dummyRowLimit)
        lazy.deferringBatchSize = 0
        // Every move wide: the deferred inequalities join the tableau at the first change.
        let joiningAtOnce = IncrementalSolver(dummyRowLimit: dummyRowLimit)
        joiningAtOnce.deferringBatchSize = 0
        joiningAtOnce.wideMoveSize = 0
        let eager = IncrementalSolver(dummyRowLimit: dummyRowLimit)
        eager.defersInequalities = false
        return [lazy, eager, FullSolver(), joiningAtOnce]
    }

    /// What a call did: nil when it succeeded, else the refused constraint and its conflict.
    private static func outcome(_ body: () throws(SolverError) -> Void) -> [Constraint]? {
        do throws(SolverError) {
            try body()
            return nil
        } catch {
            guard case .unsatisfiable(let culprit, let conflict) = error else { return [] }
            return [culprit] + conflict
        }
    }

    /// Every solver does `body`; they must all succeed or all refuse the same constraint with
    /// the same conflict. Returns whether they succeeded.
    private static func expectSameOutcome(_ solvers: [any SolverStrategy], _ context: String,
                                          _ body: (any SolverStrategy) throws(SolverError) -> Void) -> Bool {
        let outcomes = solvers.map { solver in outcome { () throws(SolverError) in try body(solver) } }
        for (index, other) in outcomes.enumerated().dropFirst() {
            #expect(outcomes[0] == other, "\(context): solver \(index) \(String(describing: other)) vs lazy \(String(describing: outcomes[0]))")
        }
        return outcomes[0] == nil
    }

    /// The same determined values (decided by `full`'s ranges, which do not touch the lazy
    /// solver's deferred set), and the lazy solver's invariants.
    private static func expectSameValues(_ solvers: [any SolverStrategy], _ variables: [Variable], _ context: String) {
        for case let lazy as IncrementalSolver in solvers where lazy.defersInequalities {
            #expect(lazy.invariantViolations().isEmpty, "\(context): \(lazy.invariantViolations())")
        }
        let full = solvers[2]
        let values = solvers.map { $0.values(of: variables) }
        for (index, variable) in variables.enumerated() {
            let range = full.range(of: LinearExpression(variable))
            guard range.upperBound - range.lowerBound <= 1e-9 else { continue }
            for (solver, solverValues) in values.enumerated() where solver != 2 {
                #expect(isClose(solverValues[index], range.lowerBound),
                        "\(context): \(variable) = \(solverValues[index]) (solver \(solver)), \(range.lowerBound) (full)")
            }
        }
    }

    /// Ranges and ambiguity of every variable and a combination, alike in all three.
    private static func expectSameRanges(_ solvers: [any SolverStrategy], _ variables: [Variable], _ context: String) {
        let probes = variables.map { LinearExpression($0) } + [variables[0] - variables[1]]
        let verdicts = solvers.map { $0.ambiguity(of: probes) }
        #expect(verdicts.allSatisfy { $0 == verdicts[0] }, "\(context): ambiguity \(verdicts)")
        for probe in probes {
            let ranges = solvers.map { $0.range(of: probe) }
            #expect(ranges.allSatisfy { rangesMatch($0, ranges[0]) }, "\(context): ranges of \(probe) \(ranges)")
        }
    }

    /// A first batch (after edits waiting to join, as a layout's), then adds, batches,
    /// removals, constant moves and edits, on random systems.
    @Test("Random histories: lazy matches eager and full", arguments: 0..<150 as Range<UInt64>, [Tableau.defaultDummyRowLimit, 1])
    func randomHistories(seed: UInt64, dummyRowLimit: Int) throws {
        var system = RandomSystem(seed: seed &+ 70_000, variableCount: 5)
        let solvers = Self.solvers(dummyRowLimit: dummyRowLimit)
        let lazy = solvers[0] as! IncrementalSolver
        var active: [Constraint] = []
        var edits: [Variable] = []
        for variable in system.variables.prefix(system.int(0...2)) {
            let value = Double(system.int(-30...30))
            for solver in solvers {
                try solver.addEditVariable(variable, priority: 500)
                try solver.suggestValue(value, for: variable)
            }
            edits.append(variable)
        }
        let batch = (0..<system.int(4...24)).map { _ in system.constraint() }
        _ = Self.expectSameOutcome(solvers, "seed \(seed) batch") { solver throws(SolverError) in try solver.add(contentsOf: batch) }
        active = batch.filter { lazy.contains($0) }
        for solver in solvers.dropFirst() {
            #expect(active.allSatisfy { solver.contains($0) } && batch.filter { solver.contains($0) }.count == active.count)
        }
        Self.expectSameValues(solvers, system.variables, "seed \(seed) batch")
        for step in 0..<30 {
            let context = "seed \(seed) step \(step)"
            let roll = system.int(0...99)
            if roll < 35 || active.isEmpty {
                let constraint = system.constraint()
                if Self.expectSameOutcome(solvers, context, { solver throws(SolverError) in try solver.add(constraint) }) {
                    active.append(constraint)
                }
            } else if roll < 45 {
                let more = (0..<system.int(1...4)).map { _ in system.constraint() }
                _ = Self.expectSameOutcome(solvers, context) { solver throws(SolverError) in try solver.add(contentsOf: more) }
                active += more.filter { lazy.contains($0) }
            } else if roll < 65 {
                let constraint = active.remove(at: system.int(0...(active.count - 1)))
                for solver in solvers { try solver.remove(constraint) }
            } else if roll < 80 {
                let index = system.int(0...(active.count - 1))
                let old = active[index]
                let moved = Constraint(LinearExpression(old.expression.terms, constant: old.expression.constant + Double(system.int(-15...15))),
                                       old.relation, priority: old.priority)
                active.remove(at: index)
                if Self.expectSameOutcome(solvers, context, { solver throws(SolverError) in try solver.replace(old, with: moved) }) {
                    active.append(moved)
                }
            } else {
                let variable = system.variables[system.int(0...(system.variables.count - 1))]
                if let index = edits.firstIndex(where: { $0 === variable }), roll < 85 {
                    for solver in solvers { try solver.removeEditVariable(variable) }
                    edits.remove(at: index)
                } else {
                    try system.suggestRandomValue(for: variable, in: solvers, edits: &edits)
                }
            }
            Self.expectSameValues(solvers, system.variables, context)
            if system.int(0...9) == 0 { Self.expectSameRanges(solvers, system.variables, context) }
        }
        Self.expectSameRanges(solvers, system.variables, "seed \(seed) end")
    }

    /// Every subset of a small set of constraints over two variables (bounds that hold with
    /// room, bounds that bind, and contradictions) as a batch, then each of them added alone
    /// and each removed, the values and refusals of all three solvers compared.
    @Test func everySubsetOfASmallSystem() throws {
        let x = Variable("x"), y = Variable("y")
        let pool: [Constraint] = [
            LinearExpression(x) >= 0,
            LinearExpression(x) <= 100,
            LinearExpression(y) >= x + 10,
            LinearExpression(y) <= 40,
            (LinearExpression(x) == 35).priority(750),
            (LinearExpression(y) == 0).priority(250),
            LinearExpression(x) + LinearExpression(y) >= 90,
            LinearExpression(y) <= x - 5,
        ]
        var deferring = 0
        for mask in 0..<(1 << pool.count) {
            let chosen = pool.indices.filter { mask & (1 << $0) != 0 }
            for follow in pool.indices where !chosen.contains(follow) {
                // New constraint objects each round: a solver holds a constraint by identity.
                let fresh = pool.map { Constraint($0.expression, $0.relation, priority: $0.priority) }
                let solvers = Self.solvers()
                let context = "mask \(mask) then \(follow)"
                _ = Self.expectSameOutcome(solvers, context) { solver throws(SolverError) in
                    try solver.add(contentsOf: chosen.map { fresh[$0] })
                }
                if (solvers[0] as! IncrementalSolver).deferred.count > 0 { deferring += 1 }
                Self.expectSameValues(solvers, [x, y], context)
                _ = Self.expectSameOutcome(solvers, context) { solver throws(SolverError) in try solver.add(fresh[follow]) }
                Self.expectSameValues(solvers, [x, y], context + " added")
                if let removed = chosen.first(where: { solvers[0].contains(fresh[$0]) }) {
                    for solver in solvers { try solver.remove(fresh[removed]) }
                    Self.expectSameValues(solvers, [x, y], context + " removed \(removed)")
                }
                Self.expectSameRanges(solvers, [x, y], context)
            }
        }
        #expect(deferring > 100, "only \(deferring) batches deferred an inequality")
    }

    /// A deferred bound that a later add would break makes that add refused, naming the bound.
    @Test func anAddThatBreaksADeferredBoundIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let bound = LinearExpression(y) <= 100
        let solver = IncrementalSolver()
        solver.deferringBatchSize = 0
        try solver.add(contentsOf: [(LinearExpression(x) == 10).priority(500), LinearExpression(y) == x + 5, bound])
        #expect(solver.deferred.contains(bound))
        let push = LinearExpression(x) >= 200
        let refusal = DeferredInequalityTests.outcome { () throws(SolverError) in try solver.add(push) }
        #expect(refusal?.first === push, "refused \(String(describing: refusal))")
        #expect(refusal?.dropFirst().contains { $0 === bound } == true, "conflict \(String(describing: refusal))")
        #expect(!solver.contains(push))
        #expect(solver.value(of: y) == 15)
        #expect(solver.invariantViolations().isEmpty)
    }
}
