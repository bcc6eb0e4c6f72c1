import ArgumentParser
import LayoutCommands

/// `layoutbench perturb CASE [--format text|json] [--fail-on ambiguous,unsatisfiable,broken,smells]`:
/// perturbation fuzzing of one layout.
struct PerturbCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "perturb",
        abstract: "Vary one layout's root size, intrinsic sizes and direction; report each problem at its tightest boundary.",
        discussion: """
            Problems are the report, not a failure, unless --fail-on lists them: ambiguous (any \
            variant leaves a value free), unsatisfiable (the case as given breaks a required \
            constraint), broken (any variant does), smells (any variant has a view outside its \
            superview or compressed content).

            Exit status: 0 when the run completed, whatever it found; 1 when --fail-on tripped (each \
            hit on standard error); 2 when the case cannot be read or is invalid (the message names \
            the file); 64 for a bad --fail-on or format.
            """
    )

    @OptionGroup var options: PerturbOptions

    func run() throws { try finish(Commands.perturb(options)) }
}
