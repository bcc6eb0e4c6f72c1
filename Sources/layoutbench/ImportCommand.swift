import ArgumentParser
import LayoutCommands

/// `layoutbench import LOG… --output DIR`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write one case file (layoutbench/case@1) per constraint message of console logs.",
        discussion: """
            Files are named <log>-<n>.json and written atomically; the log's addresses are kept in \
            the case's notes. Each written case is solved again and printed as PATH: STATUS.

            Exit status: 0 when every log had a message and every case was written; 2 when a log \
            cannot be read, is not text or has no constraint message, or the directory or a case \
            cannot be written; 64 without a log or without --output.
            """
    )

    @OptionGroup var options: ImportOptions

    func run() throws { try finish(Commands.importCases(options)) }
}
