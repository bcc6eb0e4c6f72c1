import ArgumentParser
import LayoutCommands

/// `layoutbench solve CASE [--strategy NAME] [--format text|json|svg] [--fail-on …]`.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a case file (layoutbench/case@1) and report frames, ambiguity and conflicts.",
        discussion: """
            An ambiguous or unsatisfiable layout is the report, not a failure. --fail-on turns it \
            into one: ambiguous (a layout leaves a value free), unsatisfiable (the initial layout \
            broke a required constraint), broken (any layout, also after a step, broke one).

            Exit status: 0 when the case was laid out; 1 when --fail-on tripped (each hit on \
            standard error); 2 when the case cannot be read or is invalid (the report says \
            "invalid", the message names the file and the problem); 64 for an unknown strategy or \
            a bad --fail-on.
            """
    )

    @Argument(help: "The case file to lay out.")
    var file: String

    @Option(help: "The solver strategy (see `layoutbench strategies`).")
    var strategy = "incremental"

    @Option(help: "The report format: text, json, or svg (the laid-out tree: ambiguous views hatched, conflicting views outlined, broken constraints beside).")
    var format = SolveOptions.Format.text

    @Option(help: "Exit 1 when the layout is any of these, comma-separated: ambiguous, unsatisfiable, broken.")
    var failOn: String?

    var options: SolveOptions { SolveOptions(file: file, strategy: strategy, format: format, failOn: failOn) }

    func validate() throws { try validateUsage(options.usageProblem) }

    func run() throws { try finish(Commands.solve(options)) }
}
