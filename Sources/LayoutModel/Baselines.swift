/// Where a view's text baselines lie (UIKit's `firstBaselineAnchor` and `lastBaselineAnchor`):
/// the first line's baseline below the top, the last line's above the bottom. A view without
/// text has none; both its baselines are its bottom edge, as in UIKit.
public struct Baselines: Hashable, Sendable {
    /// The distance from the top edge down to the first line's baseline.
    public var firstFromTop: Double
    /// The distance from the last line's baseline down to the bottom edge.
    public var lastFromBottom: Double

    public init(firstFromTop: Double, lastFromBottom: Double) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }

    /// The first or the last baseline.
    public enum Line: Sendable {
        case first, last
    }

    /// The frame edge a baseline is measured from and the offset added to it: the top plus the
    /// first line's distance, the bottom less the last line's, or the bottom of a view without
    /// text (`baselines` nil).
    public static func edge(_ line: Line, of baselines: Baselines?) -> (attribute: LayoutAttribute, offset: Double) {
        guard let baselines else { return (.bottom, 0) }
        return line == .first ? (.top, baselines.firstFromTop) : (.bottom, -baselines.lastFromBottom)
    }

    /// Both distances as a case file writes them, `[firstFromTop, lastFromBottom]`.
    var values: [Double] { [firstFromTop, lastFromBottom] }
}
