/// When moving a run of frames by a difference gives the very same numbers as adding the
/// positions up again from the top.
///
/// Layouts keep one promise: the cache after any incremental change equals, bit for bit, the
/// cache a full `prepare()` of the same inputs builds. Adding a difference `new − old` to stored
/// positions (a lazy shift) keeps that promise only when no addition rounds. It does not round
/// when every height, spacing and top inset is a multiple of 1/256 point and every position stays
/// below 2³² points: sums, differences and halves of such numbers need at most 32 + 2 + 9 < 53
/// bits. Integer, half, quarter … point sizes (1×, 2× and 4× pixel grids) qualify; thirds of a
/// point (the 3× grid) and arbitrary self-sized heights do not, and for those the layouts
/// recompute from the changed item on instead, which is exact by construction.
enum ExactArithmetic {
    /// Positions must stay below this for shifts to be exact.
    static let limit = 0x1p32

    /// Whether `value` is a multiple of 1/256 no larger than ``limit`` in magnitude.
    @inline(__always)
    static func isExact(_ value: Double) -> Bool {
        let scaled = value * 256  // exact: a power of two
        return abs(value) <= limit && scaled == scaled.rounded(.towardZero)
    }
}

/// Counts the item heights that are not ``ExactArithmetic/isExact(_:)``, so that a layout knows
/// in O(1) whether a lazy shift is exact.
struct ExactnessCounter: Hashable {
    private(set) var inexactCount = 0

    init<S: Sequence<Double>>(_ heights: S) {
        for height in heights { add(height) }
    }

    mutating func add(_ height: Double) {
        if !ExactArithmetic.isExact(height) { inexactCount += 1 }
    }

    mutating func remove(_ height: Double) {
        if !ExactArithmetic.isExact(height) { inexactCount -= 1 }
    }

    mutating func replace(_ old: Double, with new: Double) {
        remove(old)
        add(new)
    }

    /// Whether every height, the vertical spacings of `configuration`, and positions up to
    /// `largestY` allow exact shifts.
    func allowsShift(_ configuration: LayoutConfiguration, largestY: Double) -> Bool {
        inexactCount == 0 && configuration.hasExactVerticalSpacing && largestY <= ExactArithmetic.limit
    }
}
