/// The numbers a layout constraint may hold: outside this range the solver's fixed tolerances
/// (1e-9 for a pivot, 1e-7 for an invariant) are below the rounding error of the numbers it
/// combines, and the incremental and full strategies stop agreeing. Layouts refuse what lies
/// outside as bad input (docs/LayoutModel.md, "Numbers the layout accepts").
///
/// Chosen by fuzzing both strategies at the edges (1,000 generated cases each, the differential
/// fuzzer's mix): multipliers of ±1e3 and ±1e-3, constants of ±1e7, and multipliers of ±1e3
/// with constants of ±1e4 in one case all agree; multipliers of 1e4 with constants of 1e4, or of
/// 1e6 alone, do not.
public enum ConstraintLimits {
    /// The largest magnitude of a multiplier.
    public static let largestMultiplier = 1e3
    /// The smallest magnitude of a multiplier other than 0.
    public static let smallestMultiplier = 1e-3
    /// The largest magnitude of a constant, an intrinsic size or a root size, in points.
    public static let largestConstant = 1e7

    /// Why `multiplier` is outside the range (a sentence), or nil when it is inside.
    public static func multiplierProblem(_ multiplier: Double) -> String? {
        let magnitude = abs(multiplier)
        guard magnitude == 0 || (smallestMultiplier...largestMultiplier).contains(magnitude) else {
            return "the multiplier \(multiplier) is outside the range the layout accepts: 0, or 1e-3 to 1e3 in magnitude."
        }
        return nil
    }

    /// Why `constant` (a constant, an intrinsic size, a root size) is outside the range, or nil.
    public static func constantProblem(_ constant: Double, meaning: String = "constant") -> String? {
        guard abs(constant) <= largestConstant else {
            return "the \(meaning) \(constant) is outside the range the layout accepts: at most 1e7 in magnitude."
        }
        return nil
    }
}
