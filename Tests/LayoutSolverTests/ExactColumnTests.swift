import LayoutCore
import LayoutGen
@testable import LayoutSolver
import LayoutTestSupport
import Testing

/// The skipped compactions of exact columns (``Tableau/columnsAreExact``) against their naive
/// twin, a tableau that compacts every column at its compaction point
/// (``Tableau/compactsExactColumns``): after every change both tableaus hold the same columns,
/// entry for entry and in order, the same compaction points, rows and pivots, and the solvers
/// read the same values bit for bit. (The invariant check, on in debug builds, holds every column
/// of a tableau that claims exactness to the rows that have its symbol, each listed once.)
@Suite struct ExactColumnTests {
    /// A solver that skips and its twin that compacts.
    private static func pair(dummyRowLimit: Int = Tableau.defaultDummyRowLimit) -> (IncrementalSolver, IncrementalSolver) {
        let skipping = IncrementalSolver(dummyRowLimit: dummyRowLimit)
        let compacting = IncrementalSolver(dummyRowLimit: dummyRowLimit)
        compacting.tableau.compactsExactColumns = true
        return (skipping, compacting)
    }

    /// Both tableaus alike: columns, compaction points, rows, exactness and pivots; and the
    /// values of `variables` the same bits.
    private static func expectAlike(_ a: IncrementalSolver, _ b: IncrementalSolver, _ variables: [Variable],
                                    _ context: String) {
        #expect(a.values(of: variables).map(\.bitPattern) == b.values(of: variables).map(\.bitPattern), "\(context): values")
        let x = a.tableau, y = b.tableau
        #expect(x.pivotCount == y.pivotCount, "\(context): pivots \(x.pivotCount) vs \(y.pivotCount)")
        #expect(x.columnsAreExact == y.columnsAreExact, "\(context): exactness")
        guard x.symbols.count == y.symbols.count else {
            Issue.record("\(context): \(x.symbols.count) vs \(y.symbols.count) symbols")
            return
        }
        for index in x.symbols.indices {
            let r = x.symbols[index], s = y.symbols[index]
            guard r.isLive == s.isLive, r.isBasic == s.isBasic, r.column == s.column, r.compactAt == s.compactAt,
                  r.row.constant.bitPattern == s.row.constant.bitPattern,
                  r.row.cells.map(\.packedSymbol) == s.row.cells.map(\.packedSymbol),
                  r.row.cells.map(\.coefficient.bitPattern) == s.row.cells.map(\.coefficient.bitPattern) else {
                Issue.record("\(context): symbol \(index) differs: column \(r.column) vs \(s.column), at \(r.compactAt) vs \(s.compactAt)")
                return
            }
        }
    }

    /// Large random batches (columns past their first compaction point), then adds, removals,
    /// constant moves and edits, both solvers alike after each.
    @Test("Random histories: skipping matches compacting", arguments: 0..<60 as Range<UInt64>, [Tableau.defaultDummyRowLimit, 1])
    func randomHistories(seed: UInt64, dummyRowLimit: Int) throws {
        var system = RandomSystem(seed: seed &+ 90_000, variableCount: 6)
        let (skipping, compacting) = Self.pair(dummyRowLimit: dummyRowLimit)
        let solvers: [any SolverStrategy] = [skipping, compacting]
        var active: [Constraint] = []
        var edits: [Variable] = []
        /// Both solvers do `body`: the same error or none (nil: it succeeded).
        func both(_ body: (any SolverStrategy) throws -> Void) -> Bool {
            let outcomes: [String?] = solvers.map { solver in
                do {
                    try body(solver)
                    return nil
                } catch {
                    return "\(error)"
                }
            }
            #expect(outcomes[0] == outcomes[1], "seed \(seed): outcomes \(outcomes)")
            return outcomes[0] == nil
        }
        let batch = (0..<system.int(40...160)).map { _ in system.constraint() }
        _ = both { try $0.add(contentsOf: batch) }
        active = batch.filter { skipping.contains($0) }
        Self.expectAlike(skipping, compacting, system.variables, "seed \(seed) batch")
        for step in 0..<40 {
            let context = "seed \(seed) step \(step)"
            let roll = system.int(0...99)
            if roll < 30 || active.isEmpty {
                let constraint = system.constraint()
                if both({ try $0.add(constraint) }) { active.append(constraint) }
            } else if roll < 40 {
                let more = (0..<system.int(1...40)).map { _ in system.constraint() }
                _ = both { try $0.add(contentsOf: more) }
                active += more.filter { skipping.contains($0) }
            } else if roll < 65 {
                let constraint = active.remove(at: system.int(0...(active.count - 1)))
                _ = both { try $0.remove(constraint) }
            } else if roll < 80 {
                let index = system.int(0...(active.count - 1))
                let old = active.remove(at: index)
                let moved = Constraint(LinearExpression(old.expression.terms, constant: old.expression.constant + Double(system.int(-15...15))),
                                       old.relation, priority: old.priority)
                if both({ try $0.replace(old, with: moved) }) { active.append(moved) }
            } else {
                let variable = system.variables[system.int(0...(system.variables.count - 1))]
                try system.suggestRandomValue(for: variable, in: solvers, edits: &edits)
            }
            Self.expectAlike(skipping, compacting, system.variables, context)
        }
    }

    /// The bench's view trees as bare solver workloads (the dependent tree's triangle, the
    /// nested tree's long columns): built, every root width suggested, the toggled constraint
    /// removed and added back.
    @Test("View trees: skipping matches compacting", arguments: ViewTreeShape.allCases, [40, 120])
    func viewTrees(shape: ViewTreeShape, views: Int) throws {
        let workload = try ViewTreeWorkload(shape: shape, viewCount: views, seed: 3).solverWorkload()
        let (skipping, compacting) = Self.pair()
        for solver in [skipping, compacting] {
            try solver.add(contentsOf: workload.constraints)
            for edit in workload.edits { try solver.addEditVariable(edit.variable, priority: edit.priority) }
        }
        Self.expectAlike(skipping, compacting, workload.variables, "\(shape) \(views) built")
        for (step, width) in workload.edits[0].values.enumerated() {
            for solver in [skipping, compacting] { try solver.suggestValue(width, for: workload.edits[0].variable) }
            Self.expectAlike(skipping, compacting, workload.variables, "\(shape) \(views) width \(step)")
        }
        for solver in [skipping, compacting] { try solver.remove(workload.toggled) }
        Self.expectAlike(skipping, compacting, workload.variables, "\(shape) \(views) removed")
        for solver in [skipping, compacting] { try solver.add(workload.toggled) }
        Self.expectAlike(skipping, compacting, workload.variables, "\(shape) \(views) added back")
    }

    /// Every subset of a small pool added after a chain long enough to pass a column's first
    /// compaction point (each link holds the chain's head), then each member removed.
    @Test func everySubsetAfterALongChain() throws {
        let head = Variable("head"), x = Variable("x"), y = Variable("y")
        let links = (0..<Int(SymbolRecord.firstCompaction) + 8).map { Variable("link\($0)") }
        let pool: [Constraint] = [
            LinearExpression(x) >= LinearExpression(head) + 3,
            LinearExpression(x) <= 100,
            LinearExpression(y) >= x + 10,
            LinearExpression(y) <= 40,
            (LinearExpression(x) == 35).priority(750),
            (LinearExpression(head) == 0).priority(250),
            LinearExpression(x) + LinearExpression(y) >= LinearExpression(head) + 90,
            LinearExpression(y) <= x - 5,
        ]
        for mask in 0..<(1 << pool.count) {
            let chain = links.enumerated().map { index, link in
                LinearExpression(link) == LinearExpression(head) + Double(index)
            } + [LinearExpression(head) >= 0]
            let fresh = pool.map { Constraint($0.expression, $0.relation, priority: $0.priority) }
            let chosen = pool.indices.filter { mask & (1 << $0) != 0 }.map { fresh[$0] }
            let (skipping, compacting) = Self.pair()
            let variables = [head, x, y] + links
            for solver in [skipping, compacting] {
                try solver.add(contentsOf: chain)
                for constraint in chosen { try? solver.add(constraint) }
            }
            Self.expectAlike(skipping, compacting, variables, "mask \(mask)")
            for constraint in chosen where skipping.contains(constraint) {
                for solver in [skipping, compacting] { try solver.remove(constraint) }
                Self.expectAlike(skipping, compacting, variables, "mask \(mask) removed")
            }
        }
    }
}
