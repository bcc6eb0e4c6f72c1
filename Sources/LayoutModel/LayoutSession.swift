import LayoutSolver

/// A case laid out step by step on one engine — what benchmarks and fuzzers drive, timing or
/// checking each layout on its own.
///
/// The whole case (every step included) is checked when the session starts, as ``CaseRunner``
/// does; steps are then applied in order, each followed by a call to ``layout()``. The session
/// keeps the case's steps, not the case: its views and constraints live on in the engine's model,
/// and a caller that drops the case frees it (at 10,000 views about 6 MB).
public final class LayoutSession {
    /// The case's steps, in order.
    public let steps: [LayoutCase.Step]
    public let engine: LayoutEngine
    private let model: CaseModel
    /// The index of the next step ``applyNextStep()`` applies.
    public private(set) var nextStep = 0

    /// - Parameters:
    ///   - updatesInPlace: see ``LayoutEngine/updatesInPlace``.
    ///   - tracksChanges: see ``LayoutEngine/tracksChanges``.
    public init(_ layoutCase: LayoutCase, strategy: any SolverStrategy.Type,
                updatesInPlace: Bool? = nil, tracksChanges: Bool = true) throws(LayoutError) {
        steps = layoutCase.steps
        model = try CaseModel(layoutCase)
        engine = LayoutEngine(strategy: strategy, updatesInPlace: updatesInPlace, tracksChanges: tracksChanges)
    }

    /// The root view of the case.
    public var root: View { model.root }

    /// Lays out the views as they are now; with `analyzingAmbiguity`, the result says which
    /// frame values are ambiguous too (``LayoutEngine/layout(_:analyzingAmbiguity:)``).
    public func layout(analyzingAmbiguity: Bool = false) throws(LayoutError) -> LayoutResult {
        try engine.layout(model.root, analyzingAmbiguity: analyzingAmbiguity)
    }

    /// Applies the next step of the case to the views and constraints; false when none is left.
    @discardableResult
    public func applyNextStep() -> Bool {
        guard nextStep < steps.count else { return false }
        model.apply(steps[nextStep], index: nextStep)
        nextStep += 1
        return true
    }
}
