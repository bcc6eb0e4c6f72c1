import LayoutCore
@testable import LayoutSolver
import Testing

/// `ConstraintMembership` (a sorted array of identities) against its naive twin, a
/// `Set<ObjectIdentifier>`, and the full strategy's lazily made index against the constraints it
/// was given.
@Suite("ConstraintMembership")
struct ConstraintMembershipTests {
    @Test("Random inserts, batches and removals answer like a Set", arguments: 0..<30 as Range<UInt64>)
    func matchesSet(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let x = Variable("x")
        // A small pool for some seeds (the same constraints in and out), a larger one for others.
        let pool = (0..<(seed.isMultiple(of: 2) ? 8 : 200)).map { Constraint(LinearExpression(x) - Double($0), .equal) }
        var membership = ConstraintMembership()
        var twin = Set<ObjectIdentifier>()
        for step in 0..<1_500 {
            let constraint = pool[random.int(in: 0...(pool.count - 1))]
            switch random.int(in: 0...3) {
            case 0:
                #expect(membership.remove(constraint) == (twin.remove(ObjectIdentifier(constraint)) != nil),
                        "seed \(seed) step \(step)")
            case 1:
                // A batch of distinct constraints none of which is held, as the full strategy adds.
                var batch: [Constraint] = []
                for other in random.shuffled(pool).prefix(random.int(in: 0...5))
                where !twin.contains(ObjectIdentifier(other)) {
                    batch.append(other)
                    twin.insert(ObjectIdentifier(other))
                }
                membership.insert(contentsOf: batch)
            default:
                #expect(membership.insert(constraint) == twin.insert(ObjectIdentifier(constraint)).inserted,
                        "seed \(seed) step \(step)")
            }
            #expect(membership.count == twin.count, "seed \(seed) step \(step)")
            #expect(membership.sortedIDs == membership.sortedIDs.sorted(), "seed \(seed) step \(step)")
            if step % 25 == 0 {
                for other in pool {
                    #expect(membership.contains(other) == twin.contains(ObjectIdentifier(other)), "seed \(seed) step \(step)")
                }
            }
        }
    }

    @Test("A full solver filled by one batch answers contains, duplicates and removals")
    func fullSolverAfterOneBatch() throws {
        let x = Variable("x")
        let constraints = (0..<50).map { Constraint(LinearExpression(x) - Double($0), .lessThanOrEqual) }
        let solver = FullSolver()
        try solver.add(contentsOf: Array(constraints.prefix(40)))
        #expect(constraints.prefix(40).allSatisfy(solver.contains))
        #expect(!constraints.suffix(10).contains(where: solver.contains))
        #expect(throws: SolverError.self) { try solver.add(constraints[3]) }
        #expect(throws: SolverError.self) { try solver.add(contentsOf: [constraints[45], constraints[7]]) }
        #expect(solver.contains(constraints[45]), "the valid prefix before the duplicate is added")
        try solver.remove(constraints[3])
        #expect(!solver.contains(constraints[3]))
        #expect(throws: SolverError.self) { try solver.remove(constraints[3]) }
        try solver.add(constraints[3])
        #expect(solver.contains(constraints[3]))
        try solver.add(contentsOf: Array(constraints[46...]))
        for (index, constraint) in constraints.enumerated() {
            #expect(solver.contains(constraint) == !(40..<45).contains(index), "constraint \(index)")
        }
    }
}
