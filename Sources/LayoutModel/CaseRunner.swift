import LayoutSolver

/// The outcome of laying out a case: refused as invalid, or laid out with one result for the
/// initial layout and one per step.
public enum CaseOutcome: Sendable {
    case invalid(LayoutError)
    case laidOut(initial: LayoutResult, steps: [LayoutResult])
}

/// A case's name and outcome.
public struct CaseResult: Sendable {
    public var name: String
    public var outcome: CaseOutcome

    public init(name: String, outcome: CaseOutcome) {
        self.name = name
        self.outcome = outcome
    }
}

/// Lays out cases: the whole case is checked first; then the initial layout, then each step
/// applied to the same views and engine, each followed by a layout analysed for ambiguity (what
/// `solve`, `replay` and the Corpus runs report).
public enum CaseRunner {
    /// - Parameters:
    ///   - strategy: the solver strategy.
    ///   - updatesInPlace: see ``LayoutEngine/updatesInPlace``; by default in place for the
    ///     incremental strategy and rebuilt for the others.
    ///   - file: names the file in errors.
    public static func run(_ layoutCase: LayoutCase, strategy: any SolverStrategy.Type,
                           updatesInPlace: Bool? = nil, file: String? = nil) -> CaseResult
    {
        let outcome: CaseOutcome
        do {
            let session = try LayoutSession(layoutCase, strategy: strategy, updatesInPlace: updatesInPlace)
            let initial = try session.layout(analyzingAmbiguity: true)
            var steps: [LayoutResult] = []
            while session.applyNextStep() { steps.append(try session.layout(analyzingAmbiguity: true)) }
            outcome = .laidOut(initial: initial, steps: steps)
        } catch {
            outcome = .invalid(error.inFile(file))
        }
        return CaseResult(name: layoutCase.name, outcome: outcome)
    }

    /// Reads and lays out the case file at `path`; an unreadable file is an invalid outcome
    /// named after the file.
    public static func run(file path: String, strategy: any SolverStrategy.Type) -> CaseResult {
        do {
            return run(try LayoutCase.read(from: path), strategy: strategy, file: path)
        } catch {
            return CaseResult(name: LayoutCase.defaultName(forFile: path), outcome: .invalid(error))
        }
    }
}
