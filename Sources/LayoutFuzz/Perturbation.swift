import LayoutCore
import LayoutModel
import LayoutSolver

/// Perturbation fuzzing of one layout (`layoutbench perturb CASE`): the case is laid out
/// at every common device width and height, with its intrinsic sizes scaled ×0.5 … ×3 and in the
/// other layout direction, one change at a time from the case as given; wherever the problems
/// differ between two neighbouring values, bisection finds the boundary to within one point.
/// docs/Fuzzing.md ("Perturbation") describes the choices.
///
/// One incremental engine lays out every variant in place (a resize replaces `root.width`, a
/// scale replaces the intrinsic-size constraints), and every variant is laid out once.
public final class Perturbation {
    public let layoutCase: LayoutCase
    /// The case as given.
    public let base: PerturbationVariant
    /// Each non-root view's superview id.
    public let superviews: [String: String]
    /// The steps of a case are not applied: perturbation varies the initial layout.
    public var ignoredSteps: Int { layoutCase.steps.count }

    private let session: LayoutSession
    /// Views with an intrinsic size on some axis, with that size as given.
    private let intrinsicViews: [(view: View, size: Size)]
    private var outcomes: [PerturbationVariant: PerturbationOutcome] = [:]

    /// Checks the case (steps included, as every layout does).
    /// - Throws: ``LayoutError`` when the case is invalid (its `file` is not set here).
    public init(_ layoutCase: LayoutCase) throws(LayoutError) {
        self.layoutCase = layoutCase
        session = try LayoutSession(layoutCase, strategy: IncrementalSolver.self, updatesInPlace: true)
        base = PerturbationVariant(root: layoutCase.root, layoutDirection: layoutCase.layoutDirection)
        var superviews: [String: String] = [:]
        var intrinsicViews: [(View, Size)] = []
        for view in session.root.descendants() {
            if let parent = view.superview { superviews[view.identifier] = parent.identifier }
            let size = view.intrinsicContentSize
            if size.width != View.noIntrinsicMetric || size.height != View.noIntrinsicMetric {
                intrinsicViews.append((view, size))
            }
        }
        self.superviews = superviews
        self.intrinsicViews = intrinsicViews
    }

    /// How many different variants were laid out so far.
    public var layoutCount: Int { outcomes.count }

    /// The layout of `variant` and its problems (laid out once, then remembered).
    /// - Throws: ``LayoutError`` only if the solver fails (an internal error, never the case's).
    public func outcome(_ variant: PerturbationVariant) throws(LayoutError) -> PerturbationOutcome {
        if let known = outcomes[variant] { return known }
        let root = session.root
        root.targetSize = variant.root
        root.layoutDirection = variant.layoutDirection
        var sizes: [String: Size] = [:]
        for (view, size) in intrinsicViews {
            let scaled = Size(width: Self.scale(size.width, by: variant.intrinsicScale),
                              height: Self.scale(size.height, by: variant.intrinsicScale))
            view.intrinsicContentSize = scaled
            sizes[view.identifier] = scaled
        }
        let result = try session.layout(analyzingAmbiguity: true)
        let outcome = PerturbationOutcome(
            variant: variant, result: result, intrinsicSizes: sizes,
            problems: LayoutSmells.problems(of: result, superviews: superviews, intrinsicSizes: sizes))
        outcomes[variant] = outcome
        return outcome
    }

    private static func scale(_ size: Double, by factor: Double) -> Double {
        size == View.noIntrinsicMetric ? size : size * factor
    }

    /// The values `axis` is laid out at before bisecting (the case's own value among them), or
    /// nil when the axis is not varied: a root size the case leaves to fitting, a case without
    /// intrinsic sizes, and the layout direction (which has one other value, not a range).
    public func samples(_ axis: PerturbationAxis) -> [Double]? {
        switch axis {
        case .width, .height:
            guard let given = base[axis] else { return nil }
            return Array(Set(PerturbationAxis.deviceSizes + [given])).sorted()
        case .intrinsicScale:
            return scaleGrid == nil ? nil : PerturbationAxis.intrinsicScales
        case .asGiven, .layoutDirection:
            return nil
        }
    }

    /// The grid bisection stops at on `axis`: whole points for sizes; for the intrinsic scale,
    /// steps of 1/M with M the largest intrinsic width or height, so one step moves every
    /// intrinsic size by at most one point (nil when no view has a positive intrinsic size). M is
    /// capped at ``maximumScaleSteps`` so that grid indices stay small for absurd sizes.
    public func grid(_ axis: PerturbationAxis) -> PerturbationBoundaries.Grid? {
        axis == .intrinsicScale ? scaleGrid : .wholePoints
    }

    /// The finest intrinsic-scale grid: steps of a millionth.
    public static let maximumScaleSteps = 1e6

    private var scaleGrid: PerturbationBoundaries.Grid? {
        let largest = intrinsicViews.map { max($0.size.width, $0.size.height) }.max() ?? 0
        return largest > 0 ? PerturbationBoundaries.Grid(stepsPerUnit: min(largest, Self.maximumScaleSteps)) : nil
    }

    /// The problems of `axis` at `value` (the case as given otherwise).
    public func problems(_ axis: PerturbationAxis, at value: Double) throws(LayoutError) -> Set<LayoutProblem> {
        Set(try outcome(base.with(axis, value)).problems.keys)
    }

    /// Runs every perturbation: the case as given, the width and height sweeps, the intrinsic
    /// scale sweep, then the other layout direction.
    /// - Complexity: at most 1 + 36 + 36 + 9 + 1 layouts before bisecting, plus
    ///   ⌈log2(gap × steps per point)⌉ per problem that differs between two neighbouring samples
    ///   (at most 7 for sizes, whose largest gap is 128 points).
    public func run() throws(LayoutError) -> PerturbationReport {
        let given = try outcome(base)
        var findings = given.problems.keys.sorted().map {
            PerturbationFinding(problem: $0, axis: .asGiven, outcome: given, boundary: nil)
        }
        var sweeps: [PerturbationReport.Sweep] = []
        for axis in [PerturbationAxis.width, .height, .intrinsicScale] {
            guard let samples = samples(axis), let grid = grid(axis) else {
                sweeps.append(.init(axis: axis, samples: [], layouts: 0, grid: nil))
                continue
            }
            let before = layoutCount
            let boundaries = try PerturbationBoundaries.bisect(samples: samples, grid: grid) {
                (value: Double) throws(LayoutError) in try problems(axis, at: value)
            }
            for boundary in boundaries.sorted(by: { ($0.key, $0.inside) < ($1.key, $1.inside) }) {
                findings.append(PerturbationFinding(problem: boundary.key, axis: axis,
                                                    outcome: try outcome(base.with(axis, boundary.inside)),
                                                    boundary: boundary.outside))
            }
            sweeps.append(.init(axis: axis, samples: samples, layouts: layoutCount - before, grid: grid))
        }
        var flipped = base
        flipped.layoutDirection = base.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        let before = layoutCount
        let mirror = try outcome(flipped)
        for problem in mirror.problems.keys.sorted() where given.problems[problem] == nil {
            findings.append(PerturbationFinding(problem: problem, axis: .layoutDirection, outcome: mirror, boundary: nil))
        }
        sweeps.append(.init(axis: .layoutDirection, samples: [], layouts: layoutCount - before, grid: nil))
        return PerturbationReport(caseName: layoutCase.name, base: given, layoutCount: layoutCount, sweeps: sweeps,
                                  findings: findings, superviews: superviews, ignoredSteps: ignoredSteps)
    }

    /// Reads and perturbs the case file at `path`.
    /// - Throws: ``LayoutError`` naming the file when it cannot be read or the case is invalid.
    public static func run(file path: String) throws(LayoutError) -> PerturbationReport {
        let layoutCase = try LayoutCase.read(contentsOf: path)
        do {
            return try Perturbation(layoutCase).run()
        } catch {
            var named = error
            named.file = named.file ?? path
            throw named
        }
    }
}

/// One variant laid out: its layout, its intrinsic sizes and its problems.
public struct PerturbationOutcome: Sendable {
    public var variant: PerturbationVariant
    public var result: LayoutResult
    /// The intrinsic size of each view that has one, at this variant's scale.
    public var intrinsicSizes: [String: Size]
    /// Every problem, with its amount in points (see ``LayoutSmells/problems(of:superviews:intrinsicSizes:)``).
    public var problems: [LayoutProblem: Double]
}

/// A problem reported at its tightest boundary: at the variant where it holds, next to a value of
/// the varied axis where it does not.
public struct PerturbationFinding: Sendable {
    public var problem: LayoutProblem
    /// What the variant changes from the case as given.
    public var axis: PerturbationAxis
    /// The layout where the problem holds.
    public var outcome: PerturbationOutcome
    /// The nearest value of `axis` (one grid step away) without the problem; nil for the case as
    /// given and the layout direction.
    public var boundary: Double?

    /// How far past the edge, below zero or below the intrinsic size (points); 0 otherwise.
    public var amount: Double { outcome.problems[problem] ?? 0 }
}
