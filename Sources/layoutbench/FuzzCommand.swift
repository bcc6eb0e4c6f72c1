import ArgumentParser
import LayoutCommands

/// `layoutbench fuzz [--seed N] [--cases N | --duration SECONDS] [--jobs N] [--findings DIR]
/// [--output FILE.csv]`: differential fuzzing of every strategy on generated cases.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Fuzz the strategies against each other on generated cases.",
        discussion: """
            Generates cases from --seed, runs every solver and query strategy on each, classifies \
            them, shrinks every disagreement to a minimal case saved in --findings, and writes the \
            classification to --output. One layout against perturbations: `layoutbench perturb CASE`.

            Exit status: 0 when no case disagreed; 1 when any did; 2 when a finding, the CSV or its \
            metadata cannot be written; 64 for --cases with --duration or a value below 1.
            """
    )

    @OptionGroup var options: FuzzOptions

    func run() throws { try finish(Commands.fuzz(options, progress: printError)) }
}
