import LayoutCore
@testable import LayoutSolver
import Testing

/// The ambiguity search restored exactly (``Tableau/withExactRestore(_:)``) against its naive
/// twins: the same answers as the search that only pivots back, and afterwards a tableau equal bit
/// for bit to the one before; the full strategy searching its solved tableau in place against the
/// one searching a copy (``FullSolver/inPlaceSearchMinimumSymbols``), before and after more edits;
/// the incremental strategy screening values without its deferred inequalities against searching
/// them all on a copy that holds them.
@Suite("Exact restore of the ambiguity search")
struct ExactRestoreTests {
    /// Random systems with edits, over enough variables that some values are free and some
    /// searches are degenerate (the undecided values the simplex runs decide).
    private static func randomSolvers(seed: UInt64, variables: Int, steps: Int,
                                      make: () -> [any SolverStrategy]) throws
        -> (system: RandomSystem, solvers: [any SolverStrategy], edits: [Variable]) {
        var system = RandomSystem(seed: seed, variableCount: variables)
        let solvers = make()
        var edits: [Variable] = []
        for _ in 0..<steps {
            if system.int(0...9) < 8 {
                let constraint = system.constraint()
                for solver in solvers { _ = rejection(adding: constraint, to: solver) }
            } else {
                let variable = system.variables[system.int(0...(variables - 1))]
                try system.suggestRandomValue(for: variable, in: solvers, edits: &edits)
            }
        }
        return (system, solvers, edits)
    }

    private static func probes(_ system: RandomSystem) -> [LinearExpression] {
        system.variables.map { LinearExpression($0) }
            + [system.variables[0] - system.variables[1], system.variables[1] + system.variables[2] * 2]
    }

    @Test("Tableau: same answers as pivoting back, and the tableau unchanged bit for bit",
          arguments: 0..<150 as Range<UInt64>, [SearchJournal.cellBudget, 0])
    func tableauTwin(seed: UInt64, budget: Int) throws {
        let (system, solvers, _) = try Self.randomSolvers(seed: seed &+ 70_000, variables: 6, steps: 14) {
            [FullSolver()]
        }
        let full = solvers[0] as! FullSolver
        let before = full.currentTableau
        var pivotingBack = before, restoring = before
        restoring.journalCellBudget = budget
        let probes = Self.probes(system)
        let expected = pivotingBack.ambiguity(of: probes, tolerance: 1e-4)
        let found = restoring.ambiguity(of: probes, tolerance: 1e-4, restoringExactly: true)
        #expect(found == expected, "seed \(seed): \(found) vs \(expected)")
        #expect(Self.differences(restoring, before).isEmpty,
                "seed \(seed): \(Self.differences(restoring, before).prefix(5))")
        #expect(restoring.invariantViolations().isEmpty, "seed \(seed): \(restoring.invariantViolations())")
    }

    @Test("Full strategy: in place and on a copy agree, then and after more edits", arguments: 0..<100 as Range<UInt64>)
    func fullTwin(seed: UInt64) throws {
        var (system, solvers, edits) = try Self.randomSolvers(seed: seed &+ 80_000, variables: 6, steps: 14) {
            let inPlace = FullSolver(), onACopy = FullSolver()
            inPlace.inPlaceSearchMinimumSymbols = 0
            onACopy.inPlaceSearchMinimumSymbols = .max
            return [inPlace, onACopy]
        }
        let inPlace = solvers[0] as! FullSolver
        for round in 0..<3 {
            let probes = Self.probes(system)
            let before = inPlace.currentTableau
            let answers = solvers.map { $0.ambiguity(of: probes, tolerance: 1e-4) }
            #expect(answers[0] == answers[1], "seed \(seed) round \(round): \(answers)")
            #expect(Self.differences(inPlace.currentTableau, before).isEmpty, "seed \(seed) round \(round)")
            let values = solvers.map { $0.values(of: system.variables).map(\.bitPattern) }
            #expect(values[0] == values[1], "seed \(seed) round \(round): values differ")
            #expect(solvers[0].pivotCount == solvers[1].pivotCount, "seed \(seed) round \(round): pivots")
            let variable = system.variables[system.int(0...(system.variables.count - 1))]
            try system.suggestRandomValue(for: variable, in: solvers, edits: &edits)
        }
    }

    /// Two incremental solvers given the same edit and first batch, which defers the required
    /// inequalities its optimum satisfies with room: one searches its tableau without them first
    /// (``IncrementalSolver/screensWithoutDeferred``), the other searches a copy holding them.
    private static func deferringPair(seed: UInt64)
        throws -> (system: RandomSystem, screening: IncrementalSolver, onACopy: IncrementalSolver, edits: [Variable]) {
        var system = RandomSystem(seed: seed &+ 90_000, variableCount: 6)
        let screening = IncrementalSolver(), onACopy = IncrementalSolver()
        onACopy.screensWithoutDeferred = false
        var edits: [Variable] = []
        for solver in [screening, onACopy] { solver.deferringBatchSize = 0 }
        try system.suggestRandomValue(for: system.variables[system.int(0...5)], in: [screening, onACopy], edits: &edits)
        let batch = (0..<system.int(6...24)).map { _ in system.constraint() }
        for solver in [screening, onACopy] { _ = try? solver.add(contentsOf: batch) }
        return (system, screening, onACopy, edits)
    }

    @Test("Incremental strategy: screening without the deferred inequalities agrees with the copy",
          arguments: 0..<150 as Range<UInt64>, [SearchJournal.cellBudget, 0])
    func incrementalTwin(seed: UInt64, budget: Int) throws {
        var (system, screening, onACopy, edits) = try Self.deferringPair(seed: seed)
        screening.tableau.journalCellBudget = budget
        let solvers: [any SolverStrategy] = [screening, onACopy]
        for round in 0..<3 {
            let probes = Self.probes(system)
            _ = solvers.map { $0.values(of: system.variables) }
            let before = screening.tableau
            // With nothing deferred both search the tableau itself and only pivot back.
            let screens = !screening.deferred.isEmpty
            let answers = solvers.map { $0.ambiguity(of: probes, tolerance: 1e-4) }
            #expect(answers[0] == answers[1], "seed \(seed) round \(round): \(answers)")
            if screens {
                #expect(Self.differences(screening.tableau, before).isEmpty,
                        "seed \(seed) round \(round): \(Self.differences(screening.tableau, before).prefix(5))")
            }
            #expect(screening.invariantViolations().isEmpty, "seed \(seed) round \(round): \(screening.invariantViolations())")
            let values = solvers.map { $0.values(of: system.variables).map(\.bitPattern) }
            #expect(values[0] == values[1], "seed \(seed) round \(round): values differ")
            #expect(solvers[0].pivotCount == solvers[1].pivotCount, "seed \(seed) round \(round): pivots")
            if system.int(0...1) == 0 {
                let constraint = system.constraint()
                for solver in solvers { _ = rejection(adding: constraint, to: solver) }
            } else {
                try system.suggestRandomValue(for: system.variables[system.int(0...5)], in: solvers, edits: &edits)
            }
        }
    }

    @Test("Incremental strategy: enough of those histories defer inequalities and leave values free")
    func incrementalTwinIsExercised() throws {
        var deferring = 0, screenedOut = 0, searchedAgain = 0
        for seed in 0..<150 as Range<UInt64> {
            let (system, screening, _, _) = try Self.deferringPair(seed: seed)
            guard !screening.deferred.isEmpty else { continue }
            deferring += 1
            let answers = screening.ambiguity(of: Self.probes(system), tolerance: 1e-4)
            if answers.contains(true) { searchedAgain += 1 }
            if answers.contains(false) { screenedOut += 1 }
        }
        #expect(deferring >= 40 && screenedOut >= 20 && searchedAgain >= 20,
                "\(deferring) deferring, \(screenedOut) with held values, \(searchedAgain) with free ones")
    }

    /// What differs between two tableaus, bit for bit: each record's kind, flags, row (constant
    /// and cells) and column, the objective levels, and the changed-variable list's length.
    static func differences(_ a: Tableau, _ b: Tableau) -> [String] {
        var found: [String] = []
        guard a.symbols.count == b.symbols.count else { return ["\(a.symbols.count) vs \(b.symbols.count) symbols"] }
        for index in a.symbols.indices {
            let x = a.symbols[index], y = b.symbols[index]
            if x.kind != y.kind || x.isBasic != y.isBasic || x.isLive != y.isLive || x.isJournaled || y.isJournaled
                || x.isChangedExternal != y.isChangedExternal || x.compactAt != y.compactAt {
                found.append("record \(index): kind or flags")
            }
            if x.row.constant.bitPattern != y.row.constant.bitPattern { found.append("record \(index): constant") }
            if !x.row.cells.elementsEqual(y.row.cells, by: { $0.packedSymbol == $1.packedSymbol
                    && $0.coefficient.bitPattern == $1.coefficient.bitPattern }) {
                found.append("record \(index): cells")
            }
            if x.column != y.column { found.append("record \(index): column \(x.column) vs \(y.column)") }
        }
        if a.levels.count != b.levels.count { found.append("levels") }
        for (x, y) in zip(a.levels, b.levels) {
            if x.priority != y.priority || x.row.constant.bitPattern != y.row.constant.bitPattern
                || !x.row.terms.elementsEqual(y.row.terms, by: { $0.symbol == $1.symbol
                    && $0.coefficient.bitPattern == $1.coefficient.bitPattern }) {
                found.append("level \(x.priority)")
            }
        }
        if a.changedVariableCount != b.changedVariableCount { found.append("changed variables") }
        return found
    }
}
