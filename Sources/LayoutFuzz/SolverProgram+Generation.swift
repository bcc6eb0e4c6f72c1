import LayoutGen
import LayoutSolver

extension SolverProgram {
    /// A random program from `seed` (``SplitMix64``), without libFuzzer: what `layoutbench fuzz`
    /// and the seed corpus use.
    ///
    /// About half the operations add a constraint (one in eight of those a copy of an earlier
    /// one, possibly negated: redundant equalities are the delicate case for removal), the rest
    /// are batches, removals (of any earlier constraint, rejected ones included), re-adds of the
    /// same object, and edit variables with suggestions.
    /// - Parameters:
    ///   - operations: how many operations (at most ``maximumOperations``).
    ///   - variables: how many variables (2…``maximumVariables``), random when nil.
    public static func generate(seed: UInt64, operations count: Int = 24, variables: Int? = nil) -> SolverProgram {
        var rng = SplitMix64(seed: seed)
        let variableCount = min(max(variables ?? Int.random(in: 2...5, using: &rng), 2), maximumVariables)
        var created: [ConstraintSpec] = []
        var operations: [Operation] = []

        func fresh() -> ConstraintSpec {
            if !created.isEmpty, Int.random(in: 0..<8, using: &rng) == 0 {
                let earlier = created.randomElement(using: &rng)!
                return Bool.random(using: &rng) ? earlier : earlier.negated
            }
            let termCount = [1, 1, 1, 2, 2, 2, 3, 0][Int.random(in: 0..<8, using: &rng) % (variableCount > 2 ? 8 : 7)]
            let terms = (0..<termCount).map { _ in
                Term(variable: Int.random(in: 0..<variableCount, using: &rng),
                     coefficient: Int.random(in: 0..<coefficients.count, using: &rng))
            }
            // Mostly whole points; one constant in four a half point.
            let whole = Int.random(in: -40...40, using: &rng) * 2
            let constant = Int.random(in: 0..<4, using: &rng) == 0 ? whole + 1 : whole
            return ConstraintSpec(terms: terms, relation: Relation.allCases.randomElement(using: &rng)!,
                                  constantCode: constant, priority: Int.random(in: 0..<priorities.count, using: &rng))
        }
        func made(_ spec: ConstraintSpec) -> ConstraintSpec {
            created.append(spec)
            return spec
        }
        func variable() -> Int { Int.random(in: 0..<variableCount, using: &rng) }

        for _ in 0..<min(count, maximumOperations) {
            let roll = Int.random(in: 0..<100, using: &rng)
            switch roll {
            case _ where roll < 48 || created.isEmpty:
                operations.append(.add(made(fresh())))
            case ..<56:
                let size = Int.random(in: 1...maximumBatch, using: &rng)
                operations.append(.addBatch((0..<size).map { _ in made(fresh()) }))
            case ..<70:
                operations.append(.remove(constraint: Int.random(in: 0..<created.count, using: &rng)))
            case ..<74:
                operations.append(.readd(constraint: Int.random(in: 0..<created.count, using: &rng)))
            case ..<82:
                operations.append(.addEdit(variable: variable(),
                                           priority: Int.random(in: 0..<editPriorities.count, using: &rng)))
            case ..<86:
                operations.append(.removeEdit(variable: variable()))
            default:
                // One suggestion in fifty is NaN, which every strategy must refuse.
                let code = Int.random(in: 0..<50, using: &rng) == 0 ? -128 : Int.random(in: -60...60, using: &rng)
                operations.append(.suggest(variable: variable(), valueCode: code))
            }
        }
        return SolverProgram(variableCount: variableCount, operations: operations)
    }
}
