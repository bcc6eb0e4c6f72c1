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

    @Argument(help: "Console logs (Xcode output, or only the list of constraints).")
    var logs: [String] = []

    @Option(help: "The report format: text, json, or svg (the conflict's views at their solved frames).")
    var format = ExplainOptions.Format.text

    var options: ExplainOptions { ExplainOptions(logs: logs, format: format) }

    func validate() throws { try validateUsage(options.usageProblem) }

    func run() throws { try finish(Commands.explain(options)) }
}

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

    @Argument(help: "Console logs.")
    var logs: [String] = []

    @Option(help: "The directory to write the cases into (created when missing).")
    var output: String

    var options: ImportOptions { ImportOptions(logs: logs, output: output) }

    func validate() throws { try validateUsage(options.usageProblem) }

    func run() throws { try finish(Commands.importCases(options)) }
}
