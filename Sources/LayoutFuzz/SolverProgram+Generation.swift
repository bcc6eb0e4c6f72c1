import LayoutCore
import LayoutGen
import LayoutSolver

extension SolverProgram {
    /// A random program from `seed` (``SplitMix64``), without libFuzzer: what `layoutbench fuzz`
    /// and the seed corpus use. Every draw is one of SplitMix64's own (`int(in:)`, `element(of:)`,
    /// `bool()`), written out so that a seed makes the same program on any toolchain.
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
        let variableCount = min(max(variables ?? rng.int(in: 2...5), 2), maximumVariables)
        var created: [ConstraintSpec] = []
        var operations: [Operation] = []

        func fresh() -> ConstraintSpec {
            if !created.isEmpty, rng.int(in: 0..<8) == 0 {
                let earlier = rng.element(of: created)!
                return rng.bool() ? earlier : earlier.negated
            }
            let termCount = [1, 1, 1, 2, 2, 2, 3, 0][rng.int(in: 0..<8) % (variableCount > 2 ? 8 : 7)]
            let terms = (0..<termCount).map { _ in
                Term(variable: rng.int(in: 0..<variableCount),
                     coefficient: rng.int(in: 0..<coefficients.count))
            }
            // Mostly whole points; one constant in four a half point.
            let whole = rng.int(in: -40...40) * 2
            let constant = rng.int(in: 0..<4) == 0 ? whole + 1 : whole
            return ConstraintSpec(terms: terms, relation: rng.element(of: Relation.allCases)!,
                                  constantCode: constant, priority: rng.int(in: 0..<priorities.count))
        }
        func made(_ spec: ConstraintSpec) -> ConstraintSpec {
            created.append(spec)
            return spec
        }
        func variable() -> Int { rng.int(in: 0..<variableCount) }

        for _ in 0..<min(count, maximumOperations) {
            let roll = rng.int(in: 0..<100)
            switch roll {
            case _ where roll < 48 || created.isEmpty:
                operations.append(.add(made(fresh())))
            case ..<56:
                let size = rng.int(in: 1...maximumBatch)
                operations.append(.addBatch((0..<size).map { _ in made(fresh()) }))
            case ..<70:
                operations.append(.remove(constraint: rng.int(in: 0..<created.count)))
            case ..<74:
                operations.append(.readd(constraint: rng.int(in: 0..<created.count)))
            case ..<82:
                operations.append(.addEdit(variable: variable(),
                                           priority: rng.int(in: 0..<editPriorities.count)))
            case ..<86:
                operations.append(.removeEdit(variable: variable()))
            default:
                // One suggestion in fifty is NaN, which every strategy must refuse.
                let code = rng.int(in: 0..<50) == 0 ? -128 : rng.int(in: -60...60)
                operations.append(.suggest(variable: variable(), valueCode: code))
            }
        }
        return SolverProgram(variableCount: variableCount, operations: operations)
    }
}
