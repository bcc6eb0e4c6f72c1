import ArgumentParser
import LayoutExplain

/// `layoutbench explain LOG… [--format text|json|svg]`.
public struct ExplainOptions: CommandOptions {
    public enum Format: String, CaseIterable, Sendable, ExpressibleByArgument { case text, json, svg }

    /// Console logs.
    @Argument(help: "Console logs (Xcode output, or only the list of constraints).")
    public var logs: [String] = []

    @Option(help: "The report format: text, json, or svg (the conflict's views at their solved frames).")
    public var format = Format.text

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? { logs.isEmpty ? "Give at least one console log." : nil }
}

/// `layoutbench import LOG… --output DIR`.
public struct ImportOptions: CommandOptions {
    @Argument(help: "Console logs.")
    public var logs: [String] = []

    /// The directory the cases go into (created when missing).
    @Option(help: "The directory to write the cases into (created when missing).")
    public var output: String

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? {
        if logs.isEmpty { return "Give at least one console log." }
        return output.isEmpty ? "--output must name a directory." : nil
    }
}

extension Commands {
    /// Explains every constraint message of every log (docs/Explain.md); a log that fails is
    /// reported and the others are still explained.
    /// Exit: usage without a log; bad input when a log cannot be read, is not text or has no
    /// constraint message; else success.
    public static func explain(_ options: ExplainOptions) -> CommandResult {
        if let problem = options.usageProblem { return .failure(.usage, "layoutbench explain: \(problem)") }
        let outcome = ExplainRun.explain(files: options.logs)
        var result = CommandResult()
        switch options.format {
        case .text: result.output = ExplanationReport.text(outcome.explanations)
        case .json: result.output = ExplanationReport.jsonText(outcome.explanations)
        case .svg: result.output = ExplanationReport.svg(outcome.explanations)
        }
        for error in outcome.errors { result.record(.badInput, "layoutbench explain: \(error)") }
        return result
    }

    /// Writes one case file per message (`<log name>-<n>.json`, atomically) and prints
    /// `PATH: STATUS` for each, solved again.
    /// Exit: usage without a log or an output directory; bad input as for ``explain(_:)``, and
    /// when the directory or a case cannot be written; else success.
    public static func importCases(_ options: ImportOptions) -> CommandResult {
        if let problem = options.usageProblem { return .failure(.usage, "layoutbench import: \(problem)") }
        let outcome = ExplainRun.importCases(files: options.logs, into: options.output)
        var result = CommandResult(output: outcome.written.map { "\($0.path): \($0.status)\n" }.joined(),
                                   written: outcome.written.map(\.path))
        for error in outcome.errors { result.record(.badInput, "layoutbench import: \(error)") }
        return result
    }
}
