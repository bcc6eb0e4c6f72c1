import LayoutCore
import LayoutModel
import LayoutSolver

/// Cases whose numbers sit at the edges of ``ConstraintLimits``, for fuzzing the boundary where
/// the incremental and full strategies must still agree.
///
/// Each case is the ``RandomCaseGenerator``'s case of the same seed and knobs, then rescaled by a
/// generator of its own (so the plain generator's draws are untouched): about a third of its
/// constraints get a multiplier or a constant at the limit, or just inside it —
/// - `multipliers`: multipliers of ±1e3, ±999.5, ±1e-3 or ±0.0011 times the generated one;
/// - `constants`: constants of ±1e7 or ±9,999,999.5;
/// - `both`: multipliers at the limits with constants of ±1e4.
public struct NearLimitCaseGenerator: Sendable {
    public enum Edge: String, CaseIterable, Sendable {
        case multipliers, constants, both
    }

    private var cases: RandomCaseGenerator
    private var random: SplitMix64

    public init(seed: UInt64, knobs: RandomCaseGenerator.Knobs = RandomCaseGenerator.Knobs()) {
        cases = RandomCaseGenerator(seed: seed, knobs: knobs)
        random = SplitMix64(seed: seed ^ 0x4C49_4D49_5453)  // "LIMITS"
    }

    /// The next case, its numbers moved to `edge` (a random edge when nil).
    public mutating func makeCase(name: String, edge: Edge? = nil) -> LayoutCase {
        var layoutCase = cases.makeCase(name: name)
        let edge = edge ?? random.element(of: Edge.allCases)!
        let multipliers = [1e3, 999.5, 1e-3, 0.0011]
        let constants = edge == .both ? [1e4] : [1e7, 9_999_999.5]
        for index in layoutCase.constraints.indices where random.int(in: 0...2) == 0 {
            var constraint = layoutCase.constraints[index]
            let sign: Double = random.bool() ? 1 : -1
            if edge != .constants, constraint.second != nil, constraint.multiplier != 0 {
                let scaled = constraint.multiplier * random.element(of: multipliers)! * sign
                constraint.multiplier = Swift.min(Swift.max(abs(scaled), ConstraintLimits.smallestMultiplier),
                                                  ConstraintLimits.largestMultiplier) * (scaled < 0 ? -1 : 1)
            }
            if edge != .multipliers {
                let magnitude = random.element(of: constants)!
                // A size alone is never negative: keep its sign, so the case stays a layout.
                constraint.constant = constraint.second == nil ? magnitude : magnitude * sign
            }
            layoutCase.constraints[index] = constraint
        }
        return layoutCase
    }
}
