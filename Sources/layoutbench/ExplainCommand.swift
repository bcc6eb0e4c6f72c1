import ArgumentParser
import LayoutCommands

/// `layoutbench explain LOG… [--format text|json|svg]`.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain the \"Unable to simultaneously satisfy constraints\" messages of console logs.",
        discussion: """
            For each message: status, the irreducible conflicting set, which constraint UIKit broke and \
            which the greedy order breaks, and repairs computed by the solver (docs/Explain.md). A log \
            that fails is reported on standard error; the others are still explained.

            Exit status: 0 when every log had a message; 2 when a log cannot be read, is not text or \
            has no constraint message; 64 without a log or for a bad format.
            """
    )

    @OptionGroup var options: ExplainOptions

    func run() throws { try finish(Commands.explain(options)) }
}
