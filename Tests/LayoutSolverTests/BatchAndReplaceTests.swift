@testable import LayoutSolver
import LayoutTestSupport
import Testing

/// Batches (violated required constraints deferred, largest violation first) and constants moved
/// in place, each against its naive twin: a solver that adds one constraint at a time in order
/// and replaces by a removal and an add.
@Suite("Batches and constant moves")
struct BatchAndReplaceTests {
    /// The outcome of one operation on one solver: nil when it went through, else the culprit's
    /// description and the conflict's, or the error's text.
    private static func outcome(_ body: () throws(SolverError) -> Void) -> String? {
        do throws(SolverError) {
            try body()
            return nil
        } catch .unsatisfiable(let culprit, let conflict) {
            return "\(culprit) in \(conflict)"
        } catch {
            return "\(error)"
        }
    }

    @Test("Random batches and constant moves agree with in-order adds and remove-then-add",
          arguments: 0..<30 as Range<UInt64>, [Tableau.defaultDummyRowLimit, 1])
    func randomOperations(seed: UInt64, dummyRowLimit: Int) throws {
        var system = RandomSystem(seed: seed &+ 70_000, variableCount: 5)
        let batched = IncrementalSolver(dummyRowLimit: dummyRowLimit), full = FullSolver()
        let sequential = IncrementalSolver()
        let solvers: [any SolverStrategy] = [batched, full, sequential]
        var active: [Constraint] = []
        for step in 0..<30 {
            let context = "seed \(seed) step \(step)"
            let roll = system.int(0...99)
            var outcomes: [String?] = []
            if roll < 50 || active.isEmpty {
                let batch = (0..<system.int(1...8)).map { _ in system.constraint() }
                outcomes.append(Self.outcome { () throws(SolverError) in try batched.add(contentsOf: batch) })
                outcomes.append(Self.outcome { () throws(SolverError) in try full.add(contentsOf: batch) })
                outcomes.append(Self.outcome { () throws(SolverError) in
                    for constraint in batch { try sequential.add(constraint) }
                })
                active += batch.filter { sequential.contains($0) }
            } else if roll < 80 {
                let index = system.int(0...(active.count - 1))
                let old = active[index]
                let moved = LinearExpression(old.expression.terms,
                                             constant: old.expression.constant + Double(system.int(-40...40)))
                let new = Constraint(moved, old.relation, priority: old.priority)
                #expect(new.differsOnlyInConstant(from: old))
                outcomes.append(Self.outcome { () throws(SolverError) in try batched.replace(old, with: new) })
                outcomes.append(Self.outcome { () throws(SolverError) in try full.replace(old, with: new) })
                outcomes.append(Self.outcome { () throws(SolverError) in
                    try sequential.remove(old)
                    try sequential.add(new)
                })
                active.remove(at: index)
                if sequential.contains(new) { active.append(new) }
            } else {
                let constraint = active.remove(at: system.int(0...(active.count - 1)))
                for solver in solvers { try solver.remove(constraint) }
            }
            #expect(Set(outcomes).count <= 1, "\(context): outcomes differ: \(outcomes)")
            for constraint in active {
                #expect(batched.contains(constraint) && full.contains(constraint), "\(context): \(constraint) missing")
            }
            #expect(batched.invariantViolations().isEmpty, "\(context): \(batched.invariantViolations())")
            for variable in system.variables {
                let ranges = solvers.map { $0.range(of: LinearExpression(variable)) }
                #expect(rangesMatch(ranges[0], ranges[2]) && rangesMatch(ranges[1], ranges[2]),
                        "\(context): \(variable) ranges \(ranges)")
                if ranges[2].lowerBound == ranges[2].upperBound {
                    #expect(isClose(batched.value(of: variable), sequential.value(of: variable), tolerance: 1e-6),
                            "\(context): \(variable) = \(batched.value(of: variable)) vs \(sequential.value(of: variable))")
                }
            }
        }
    }

    @Test("A batch without its tags adds what one with them adds, and every tag collected is written")
    func tagsCollectedOrNot() throws {
        for seed in 0..<300 as Range<UInt64> {
            var system = RandomSystem(seed: seed &+ 95_000, variableCount: 4)
            let start = (0..<system.int(0...6)).map { _ in system.constraint() }
            let batch = (0..<system.int(1...14)).map { _ in system.constraint() }
            var withTags = Tableau(), withoutTags = Tableau()
            _ = try withTags.add(batch: start)
            _ = try withoutTags.add(batch: start, collectingTags: false)
            let collected = try withTags.add(batch: batch)
            let counted = try withoutTags.add(batch: batch, collectingTags: false)
            let context = "seed \(seed)"
            #expect(collected.unsatisfiableIndex == counted.unsatisfiableIndex, "\(context)")
            let addedCount = collected.unsatisfiableIndex ?? batch.count
            #expect(collected.tags.count == addedCount && counted.tags.isEmpty, "\(context)")
            #expect(withTags.dump() == withoutTags.dump() && withTags.pivotCount == withoutTags.pivotCount, "\(context)")
            for tag in collected.tags {
                #expect(tag.marker.id >= 0 && withTags.isLiveSymbol(tag.marker), "\(context): \(tag.marker)")
            }
        }
    }

    @Test("A batch into an empty tableau that goes back replays its start: the tableau in-order adding builds")
    func goingBackFromEmpty() throws {
        var refusals = 0
        for seed in 0..<400 as Range<UInt64> {
            var system = RandomSystem(seed: seed &+ 90_000, variableCount: 4)
            let batch = (0..<12).map { _ in system.constraint() }
            var batched = Tableau()
            // Going back ends in order from the first wait, and nothing before it waited, so a
            // batch that stops at a refused constraint leaves the tableau in-order adding leaves.
            guard let refused = try batched.add(batch: batch).unsatisfiableIndex else { continue }
            refusals += 1
            var sequential = Tableau()
            for constraint in batch[..<refused] {
                guard case .added = try sequential.add(constraint, optimizing: false) else {
                    Issue.record("seed \(seed): in order, \(constraint) is refused before \(batch[refused])")
                    return
                }
            }
            guard case .unsatisfiable = try sequential.add(batch[refused], optimizing: false) else {
                Issue.record("seed \(seed): in order, \(batch[refused]) is added")
                return
            }
            #expect(batched.dump() == sequential.dump(), "seed \(seed)")
            #expect(batched.invariantViolations(optimal: false).isEmpty, "seed \(seed)")
            #expect(batched.pivotCount >= sequential.pivotCount, "seed \(seed): the discarded pivots still count")
        }
        #expect(refusals >= 20, "only \(refusals) batches were refused")
    }

    @Test("A fitting root over many bottoms: the largest violation first, the rest without phase one")
    func fittingRootBuildsOnce() throws {
        let root = Variable("root.height")
        let bottoms = (0..<60).map { Variable("bottom\($0)") }
        var batch = [Constraint(LinearExpression(root), .equal, priority: .fittingSizeLevel)]
        for (index, bottom) in bottoms.enumerated() {
            batch.append(Constraint(LinearExpression(bottom) - Double(10 * index), .equal))
            batch.append(Constraint(LinearExpression(bottom) - root, .lessThanOrEqual))
        }
        let batched = IncrementalSolver(), sequential = IncrementalSolver()
        try batched.add(contentsOf: batch)
        for constraint in batch { try sequential.add(constraint) }
        #expect(batched.value(of: root) == 590)
        #expect(sequential.value(of: root) == 590)
        // In order, every bottom raises the root once more; deferred, the largest raises it once.
        #expect(batched.pivotCount < 10)
        #expect(sequential.pivotCount >= 59)
    }

    @Test("A conflict inside a batch is the one in-order adding names, the constraints before it stay")
    func conflictInBatch() throws {
        let x = Variable("x"), y = Variable("y")
        let first = Constraint(LinearExpression(x) - 10, .equal)
        let raise = Constraint(LinearExpression(y) - x - 50, .greaterThanOrEqual)  // waits: y is 0
        let cap = Constraint(LinearExpression(y) - 20, .lessThanOrEqual)           // fine now, conflicts with raise
        let after = Constraint(LinearExpression(x) + y, .lessThanOrEqual, priority: 500)
        for strategy in allStrategies {
            let solver = strategy.init()
            try solver.add(Constraint(LinearExpression(y), .equal, priority: .defaultLow))
            #expect(throws: SolverError.self) { try solver.add(contentsOf: [first, raise, cap, after]) }
            do {
                try strategy.init().add(contentsOf: [first, raise, cap, after])
                Issue.record("\(strategy.name): the batch was accepted")
            } catch .unsatisfiable(let culprit, let conflict) {
                #expect(culprit === cap, "\(strategy.name): \(culprit)")
                #expect(conflict.count == 3 && conflict.last === cap)
            }
            #expect(solver.contains(first) && solver.contains(raise))
            #expect(!solver.contains(cap) && !solver.contains(after))
            #expect(solver.value(of: y) == 60)
        }
    }

    @Test("A constant moved in place: feasible moves keep the tag, impossible ones remove the constraint")
    func constantMoves() throws {
        let width = Variable("width"), child = Variable("child")
        let rootWidth = Constraint(LinearExpression(width) - 375, .equal)
        let inset = Constraint(LinearExpression(child) - width + 16, .equal)
        let minimum = Constraint(LinearExpression(child) - 100, .greaterThanOrEqual)
        for strategy in allStrategies {
            let solver = strategy.init()
            try solver.add(contentsOf: [rootWidth, inset, minimum])
            let wider = Constraint(LinearExpression(width) - 1_024, .equal)
            try solver.replace(rootWidth, with: wider)
            #expect(solver.value(of: child) == 1_008)
            #expect(!solver.contains(rootWidth) && solver.contains(wider))
            let narrow = Constraint(LinearExpression(width) - 50, .equal)
            do {
                try solver.replace(wider, with: narrow)
                Issue.record("\(strategy.name): a width of 50 leaves the child below 100")
            } catch .unsatisfiable(let culprit, let conflict) {
                #expect(culprit === narrow && conflict.count == 3)
            }
            #expect(!solver.contains(wider) && !solver.contains(narrow))
            #expect(solver.range(of: LinearExpression(child)).lowerBound == 100)
        }
    }
}

/// The room a large batch reserves for its symbols (``Tableau/reserveSymbols(for:)``) against
/// what adding it makes, and the storage it leaves (``Tableau/trimStorage()``).
@Suite("A batch's storage")
struct BatchStorageTests {
    @Test("Seeded random batches make no more symbols than counted, and keep no more than half over their room")
    func reservedSymbols() throws {
        for seed in 0..<200 as Range<UInt64> {
            var system = RandomSystem(seed: seed &+ 110_000, variableCount: 2 + Int(seed % 7))
            var tableau = Tableau()
            for round in 0..<3 {
                // Large batches (a first layout, a rebuild) reserve; each round adds to the last.
                let batch = (0..<system.int(1...(8 + 40 * round))).map { _ in system.constraint() }
                let before = tableau.symbols.count, needed = tableau.symbolsNeeded(by: batch)
                let outcome = try tableau.add(batch: batch)
                #expect(tableau.symbols.count <= before + needed, "seed \(seed) round \(round)")
                if 3 * batch.count >= before {
                    // At most half over the room left for later changes (as the allocator rounds it).
                    let room = Tableau.room(for: tableau.symbols.count)
                    var probe: [SymbolRecord] = []
                    probe.reserveCapacity(room + room / 2)
                    #expect(tableau.symbols.capacity <= probe.capacity, "seed \(seed) round \(round)")
                }
                #expect(tableau.invariantViolations(optimal: false).isEmpty, "seed \(seed) round \(round)")
                if outcome.unsatisfiableIndex != nil { break }
            }
        }
    }

    @Test("Every batch of up to three constraints over two variables: the count bounds the symbols made")
    func smallExhaustive() throws {
        let x = Variable("x"), y = Variable("y")
        let expressions = [LinearExpression(x), LinearExpression(x) - LinearExpression(y) + 10,
                           LinearExpression([Term(x, 2), Term(y)], constant: -5)]
        var constraints: [Constraint] = []
        for expression in expressions {
            for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
                for priority in [Priority.required, Priority(500)] {
                    constraints.append(Constraint(expression, relation, priority: priority))
                }
            }
        }
        func check(_ batch: [Constraint]) throws {
            var tableau = Tableau()
            let needed = tableau.symbolsNeeded(by: batch)
            _ = try tableau.add(batch: batch)
            #expect(tableau.symbols.count <= needed, "\(batch)")
        }
        for a in constraints.indices {
            try check([constraints[a]])
            for b in constraints.indices {
                try check([constraints[a], constraints[b]])
                for c in constraints.indices where c % 3 == (a + b) % 3 {
                    try check([constraints[a], constraints[b], constraints[c]])
                }
            }
        }
    }
}
