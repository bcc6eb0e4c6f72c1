import ArgumentParser
import LayoutFuzz
import LayoutModel
import LayoutPictures
import LayoutSolver

/// `layoutbench solve CASE [--strategy NAME] [--format text|json|svg] [--fail-on …]`.
public struct SolveOptions: CommandOptions {
    public enum Format: String, CaseIterable, Sendable, ExpressibleByArgument { case text, json, svg }

    /// The case file (`layoutbench/case@1`).
    @Argument(help: "The case file to lay out.")
    public var file: String

    /// A solver strategy's name (``SolverStrategies``).
    @Option(help: "The solver strategy (see `layoutbench strategies`).")
    public var strategy = "incremental"

    @Option(help: "The report format: text, json, or svg (the laid-out tree: ambiguous views hatched, conflicting views outlined, broken constraints beside).")
    public var format = Format.text

    /// A `--fail-on` list: `ambiguous`, `unsatisfiable`, `broken`.
    @Option(help: "Exit 1 when the layout is any of these, comma-separated: ambiguous, unsatisfiable, broken.")
    public var failOn: String?

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? {
        if let problem = failOnProblem(failOn, allowed: FailureGate.solveConditions) { return problem }
        guard SolverStrategies.named(strategy) != nil else {
            let names = SolverStrategies.all.map { $0.name }.joined(separator: ", ")
            return "There is no strategy '\(strategy)'; choose one of: \(names)."
        }
        return nil
    }
}

extension Commands {
    /// Lays out the case and prints its report (docs/Formats.md, "Solve report"), also for a case
    /// that cannot be read or is invalid (status `invalid`), which is bad input.
    /// Exit: usage for a bad strategy or `--fail-on`; bad input when the case cannot be read or
    /// is invalid; a finding when `--fail-on` trips; else success.
    public static func solve(_ options: SolveOptions) -> CommandResult {
        if let problem = options.usageProblem { return .failure(.usage, "layoutbench solve: \(problem)") }
        guard let solver = SolverStrategies.named(options.strategy) else { return .failure(.usage, "layoutbench solve: no strategy") }
        let caseResult = CaseRunner.run(file: options.file, strategy: solver)
        var result = CommandResult()
        switch options.format {
        case .json: result.output = SolveReport.jsonText(caseResult)
        case .text: result.output = SolveReport.text(caseResult, strategy: options.strategy)
        case .svg:
            let parents = (try? LayoutCase.read(contentsOf: options.file))?.parents ?? [:]
            result.output = LayoutPicture.svg(caseResult, parents: parents)
        }
        if case .invalid(let error) = caseResult.outcome {
            result.record(.badInput, "layoutbench solve: \(error)")
            return result
        }
        if let gate = failureGate(options.failOn, allowed: FailureGate.solveConditions) {
            for hit in gate.hits(caseResult) { result.record(.finding, "layoutbench solve: --fail-on \(hit)") }
        }
        return result
    }
}
