import LayoutCore
import LayoutGen
@testable import LayoutSolver
import LayoutTestSupport
import Testing

/// The small calls a live layout makes — suggestions and a constraint taken out and put back —
/// on the incremental strategy's fast paths (a suggestion's constants moved and its column
/// compacted in one pass, the removal's leaving row found without sorting its column), held
/// to the `full` strategy after every step.
@Suite("Edits and toggles")
struct EditAndToggleTests {
    /// Whether the two solvers agree on every variable: the same ambiguity verdicts, and the same
    /// value wherever the value is determined.
    private func expectAgreement(_ incremental: IncrementalSolver, _ full: FullSolver, _ variables: [Variable],
                                 _ context: String) {
        let probes = variables.map { LinearExpression($0) }
        let ambiguous = incremental.ambiguity(of: probes)
        #expect(ambiguous == full.ambiguity(of: probes), "\(context): ambiguity differs")
        let values = incremental.values(of: variables), expected = full.values(of: variables)
        for index in variables.indices where !ambiguous[index] {
            #expect(isClose(values[index], expected[index], tolerance: 1e-6),
                    "\(context): \(variables[index]) = \(values[index]), full says \(expected[index])")
        }
        #expect(incremental.invariantViolations().isEmpty, "\(context): \(incremental.invariantViolations())")
    }

    /// The enaml-like window (the bench's `enaml-edit` and `enaml-remove` workload): random
    /// window sizes, and random constraints removed and added back, in seeded random order.
    @Test("Enaml-like window: random suggestions and toggles match full", arguments: 0..<12 as Range<UInt64>)
    func enamlLike(seed: UInt64) throws {
        let workload = SolverWorkload.enamlLike()
        let incremental = IncrementalSolver(), full = FullSolver()
        for solver in [incremental, full] as [any SolverStrategy] {
            try solver.add(contentsOf: workload.constraints)
            for edit in workload.edits {
                try solver.addEditVariable(edit.variable, priority: edit.priority)
                try solver.suggestValue(edit.values[0], for: edit.variable)
            }
        }
        var rng = SplitMix64(seed: seed &+ 20_000)
        var removed: [Constraint] = []
        for step in 0..<30 {
            let roll = Int.random(in: 0...9, using: &rng)
            if roll < 5 {
                for edit in workload.edits {
                    let value = Double(Int.random(in: 0...1_200, using: &rng))
                    try incremental.suggestValue(value, for: edit.variable)
                    try full.suggestValue(value, for: edit.variable)
                }
            } else if roll < 8 || removed.isEmpty {
                let constraint = workload.constraints.randomElement(using: &rng)!
                if let index = removed.firstIndex(where: { $0 === constraint }) {
                    removed.remove(at: index)
                    try incremental.add(constraint)
                    try full.add(constraint)
                } else {
                    removed.append(constraint)
                    try incremental.remove(constraint)
                    try full.remove(constraint)
                }
            } else {
                let constraint = removed.removeLast()
                try incremental.add(constraint)
                try full.add(constraint)
            }
            expectAgreement(incremental, full, workload.variables, "seed \(seed) step \(step)")
        }
    }

    /// Every order of removing five constraints of a small degenerate system (ties in the
    /// removal's ratio test), each removal followed by a suggestion that moves the edit variable.
    @Test("Small system: every removal order matches full")
    func everyRemovalOrder() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let constraints: [Constraint] = [
            x + y <= 20, y >= x, (z == x + 10), (x >= 0), (y <= 30),
            (x == 5).priority(.defaultLow), (z <= 25).priority(.defaultHigh),
        ]
        let removable = Array(constraints.prefix(5))
        for order in permutations(of: Array(removable.indices)) {
            let incremental = IncrementalSolver(), full = FullSolver()
            for solver in [incremental, full] as [any SolverStrategy] {
                try solver.add(contentsOf: constraints)
                try solver.addEditVariable(y, priority: 500)
                try solver.suggestValue(10, for: y)
            }
            for (step, index) in order.enumerated() {
                try incremental.remove(removable[index])
                try full.remove(removable[index])
                expectAgreement(incremental, full, [x, y, z], "order \(order) removal \(step)")
                let value = Double(5 * step - 10)
                try incremental.suggestValue(value, for: y)
                try full.suggestValue(value, for: y)
                expectAgreement(incremental, full, [x, y, z], "order \(order) suggestion \(step)")
            }
        }
    }

    private func permutations(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }

    /// Settling searches only the levels that changed, or lie below one that did, since they
    /// were last optimal; its naive twin searches every level. The skip is exact, so both make
    /// the same pivots and read the same values, bit for bit, after every step of random
    /// operation sequences (adds, removals, suggestions at several priorities).
    @Test("Settling that skips unchanged levels pivots as one that searches them all", arguments: 0..<60 as Range<UInt64>)
    func skippedLevels(seed: UInt64) throws {
        var system = RandomSystem(seed: seed &+ 30_000, variableCount: 5)
        let skipping = IncrementalSolver(), searching = IncrementalSolver()
        searching.tableau.searchesEveryLevel = true
        let solvers = [skipping, searching]
        var active: [Constraint] = []
        var edits: [Variable] = []
        for step in 0..<40 {
            let roll = system.int(0...99)
            if roll < 55 || active.isEmpty {
                let constraint = system.constraint()
                let outcomes = solvers.map { rejection(adding: constraint, to: $0) }
                #expect((outcomes[0] == nil) == (outcomes[1] == nil), "seed \(seed) step \(step): accepted by one only")
                if outcomes[0] == nil { active.append(constraint) }
            } else if roll < 80 {
                let constraint = active.remove(at: system.int(0...(active.count - 1)))
                for solver in solvers { try solver.remove(constraint) }
            } else {
                let variable = system.variables[system.int(0...(system.variables.count - 1))]
                try system.suggestRandomValue(for: variable, in: solvers, edits: &edits)
            }
            let values = solvers.map { $0.values(of: system.variables) }
            #expect(values[0] == values[1], "seed \(seed) step \(step): \(values[0]) vs \(values[1])")
            #expect(skipping.pivotCount == searching.pivotCount, "seed \(seed) step \(step): pivots differ")
        }
    }
}
