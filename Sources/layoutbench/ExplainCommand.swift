import ArgumentParser
import LayoutExplain

/// `layoutbench explain LOG… [--format text|json|svg]`.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain the \"Unable to simultaneously satisfy constraints\" messages of console logs.",
        discussion: """
            For each message: status, the irreducible conflicting set, which constraint UIKit broke and \
            which the greedy order breaks, and repairs computed by the solver (docs/Explain.md). \
            Exits 0 when every file had a message, 1 when a file cannot be read or is not text, \
            2 when a file has no constraint message.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, svg
    }

    @Argument(help: "Console logs (Xcode output, or only the list of constraints).")
    var logs: [String]

    @Option(help: "The report format: text, json, or svg (the conflict's views at their solved frames).")
    var format = Format.text

    func run() throws {
        let outcome = ExplainRun.explain(files: logs)
        switch format {
        case .text: print(ExplanationReport.text(outcome.explanations), terminator: "")
        case .json: print(ExplanationReport.jsonText(outcome.explanations), terminator: "")
        case .svg: print(ExplanationReport.svg(outcome.explanations), terminator: "")
        }
        for error in outcome.errors { printError(error.description) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// `layoutbench import LOG… --output DIR`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write one case file (layoutbench/case@1) per constraint message of console logs.",
        discussion: """
            Files are named <log>-<n>.json and written atomically; the log's addresses are kept in \
            the case's notes. Exit codes as for explain; 1 also when a case cannot be written.
            """
    )

    @Argument(help: "Console logs.")
    var logs: [String]

    @Option(help: "The directory to write the cases into (created when missing).")
    var output: String

    func run() throws {
        let outcome = ExplainRun.importCases(files: logs, into: output)
        for (path, status) in outcome.written { print("\(path): \(status)") }
        for error in outcome.errors { printError(error.description) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
