import LayoutModel

/// What a perturbation run found: the case as given, what each axis laid out, and every problem
/// at its tightest boundary. Written as JSON (``json``) or text (``text``).
public struct PerturbationReport: Sendable {
    public var caseName: String
    /// The layout of the case as given.
    public var base: PerturbationOutcome
    /// Different variants laid out in all.
    public var layoutCount: Int
    /// One per axis, in run order: width, height, intrinsicScale, layoutDirection.
    public var sweeps: [Sweep]
    /// In run order: as given, width, height, intrinsic scale, layout direction; within an axis by
    /// problem, then value.
    public var findings: [PerturbationFinding]
    /// Each non-root view's superview id.
    public var superviews: [String: String]
    /// Steps of the case, not applied (perturbation varies the initial layout).
    public var ignoredSteps: Int

    /// What one axis laid out.
    public struct Sweep: Sendable {
        public var axis: PerturbationAxis
        /// The values laid out before bisecting; empty when the axis is not a range.
        public var samples: [Double]
        /// New layouts this axis needed (samples and bisection; fewer when values repeat earlier ones).
        public var layouts: Int
        /// The grid bisection stopped at; nil when the axis was not swept.
        public var grid: PerturbationBoundaries.Grid?
    }
}
