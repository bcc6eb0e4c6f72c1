import ArgumentParser
import LayoutCommands

/// `layoutbench solve CASE [--strategy NAME] [--format text|json|svg] [--fail-on …]`.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
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

    @OptionGroup var options: SolveOptions

    func run() throws { try finish(Commands.solve(options)) }
}
