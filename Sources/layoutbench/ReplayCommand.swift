import ArgumentParser
import LayoutCommands

/// `layoutbench replay DIR|FILE…`.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Re-run saved findings and cases on every strategy; exit 1 if any disagrees.",
        discussion: """
            Directories stand for their .json case files and their solver programs (.bin files \
            and files without an extension, as libFuzzer writes them). Each file is checked as the \
            fuzzer checks a generated case of its kind (layoutbench/case@1, layoutbench/collection@1 \
            or the bytes of a solver program). A case that every strategy refuses alike (status \
            invalid) is a verdict, not a failure.

            Exit status: 0 when no file disagrees; 1 when a file still disagrees; 2 when a path does \
            not exist or a file cannot be read or parsed as its format; 64 without a path.
            """
    )

    @OptionGroup var options: ReplayOptions

    func run() throws { try finish(Commands.replay(options)) }
}
