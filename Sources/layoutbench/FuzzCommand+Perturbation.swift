import ArgumentParser
import LayoutCommands

/// `layoutbench perturb CASE [--format text|json] [--fail-on ambiguous,unsatisfiable,broken,smells]`
/// (also `fuzz CASE --perturb`): perturbation fuzzing of one layout.
struct Perturb: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Vary one layout's root size, intrinsic sizes and direction; report each problem at its tightest boundary.",
        discussion: """
            Problems are the report, not a failure, unless --fail-on lists them: ambiguous (any \
            variant leaves a value free), unsatisfiable (the case as given breaks a required \
            constraint), broken (any variant does), smells (any variant has a view outside its \
            superview or compressed content). `fuzz CASE --perturb` is the same.

            Exit status: 0 when the run completed, whatever it found; 1 when --fail-on tripped (each \
            hit on standard error); 2 when the case cannot be read or is invalid (the message names \
            the file); 64 for a bad --fail-on or format.
            """
    )

    @Argument(help: "The case file to perturb.")
    var caseFile: String

    @Option(help: "The report format: text or json.")
    var format = PerturbOptions.Format.text

    @Option(help: "Exit 1 when any of these is found, comma-separated: ambiguous, unsatisfiable, broken, smells.")
    var failOn: String?

    var options: PerturbOptions { PerturbOptions(caseFile: caseFile, format: format, failOn: failOn) }

    func validate() throws { try validateUsage(options.usageProblem) }

    func run() throws { try finish(Commands.perturb(options)) }
}
