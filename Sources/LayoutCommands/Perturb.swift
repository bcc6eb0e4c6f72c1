import ArgumentParser
import Foundation
import LayoutFuzz
import LayoutModel

/// `layoutbench perturb CASE [--format text|json] [--fail-on …]`.
public struct PerturbOptions: CommandOptions {
    public enum Format: String, CaseIterable, Sendable, ExpressibleByArgument { case text, json }

    /// The case file (`layoutbench/case@1`).
    @Argument(help: "The case file to perturb.")
    public var caseFile: String

    @Option(help: "The report format: text or json.")
    public var format = Format.text

    /// A `--fail-on` list: `ambiguous`, `unsatisfiable`, `broken`, `smells`.
    @Option(help: "Exit 1 when any of these is found, comma-separated: ambiguous, unsatisfiable, broken, smells.")
    public var failOn: String?

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? { failOnProblem(failOn, allowed: FailureGate.Condition.allCases) }
}

extension Commands {
    /// Perturbs the case and prints the report (docs/Fuzzing.md, "Report"). A case that cannot
    /// be read or is invalid is reported as such (`Case NAME: invalid`, or `{"case", "error"}`).
    /// Exit: usage for a bad `--fail-on`; bad input when the case cannot be read or is invalid;
    /// a finding when `--fail-on` trips; else success, whatever the report says.
    public static func perturb(_ options: PerturbOptions) -> CommandResult {
        if let problem = options.usageProblem { return .failure(.usage, "layoutbench perturb: \(problem)") }
        let path = options.caseFile
        let report: PerturbationReport
        do {
            report = try Perturbation.run(file: path)
        } catch {
            var result = CommandResult()
            switch options.format {
            case .json:
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                result.output = PerturbationReport.json(invalidCase: name, error: error).text(sortedKeys: true) + "\n"
            case .text:
                result.output = "Case \(path): invalid\nerror: \(error)\n"
            }
            result.record(.badInput, "layoutbench perturb: \(error)")
            return result
        }
        var result = CommandResult(output: options.format == .json ? report.jsonText : report.text)
        if let gate = failureGate(options.failOn, allowed: FailureGate.Condition.allCases) {
            for hit in gate.hits(report) { result.record(.finding, "layoutbench perturb: --fail-on \(hit)") }
        }
        return result
    }
}
