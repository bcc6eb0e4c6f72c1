import ArgumentParser
import LayoutFuzz
import LayoutModel
import LayoutPictures
import LayoutSolver

/// `layoutbench solve CASE [--strategy NAME] [--format text|json|svg] [--fail-on …]`.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a case file (layoutbench/case@1) and report frames, ambiguity and conflicts.",
        discussion: """
            Exits 0 when the case was laid out (satisfied, ambiguous or unsatisfiable) and 1 when it \
            is invalid; the report says why. With --fail-on, also 1 when the layout hits one of the \
            listed conditions: ambiguous (a layout leaves a value free), unsatisfiable (the initial \
            layout broke a required constraint), broken (any layout, also after a step, broke one).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, svg
    }

    @Argument(help: "The case file to lay out.")
    var file: String

    @Option(help: "The solver strategy (see `layoutbench strategies`).")
    var strategy = "incremental"

    @Option(help: "The report format: text, json, or svg (the laid-out tree: ambiguous views hatched, conflicting views outlined, broken constraints beside).")
    var format = Format.text

    @Option(help: "Exit 1 when the layout is any of these, comma-separated: ambiguous, unsatisfiable, broken.")
    var failOn: String?

    func validate() throws {
        _ = try parseFailOn(failOn, allowed: FailureGate.solveConditions)
        guard SolverStrategies.named(strategy) != nil else {
            let names = SolverStrategies.all.map { $0.name }.joined(separator: ", ")
            throw ValidationError("There is no strategy '\(strategy)'; choose one of: \(names).")
        }
    }

    func run() throws {
        guard let solver = SolverStrategies.named(strategy) else { throw ExitCode.validationFailure }
        let result = CaseRunner.run(file: file, strategy: solver)
        switch format {
        case .json: print(SolveReport.jsonText(result), terminator: "")
        case .text: print(SolveReport.text(result, strategy: strategy), terminator: "")
        case .svg: print(LayoutPicture.svg(result, parents: (try? LayoutCase.read(contentsOf: file))?.parents ?? [:]), terminator: "")
        }
        if case .invalid = result.outcome { throw ExitCode.failure }
        if let gate = try parseFailOn(failOn, allowed: FailureGate.solveConditions) {
            try gate.enforce(gate.hits(result), command: "solve")
        }
    }
}
