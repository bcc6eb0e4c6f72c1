import ArgumentParser
import Foundation
import LayoutFuzz
import LayoutModel

/// `layoutbench perturb CASE [--format text|json] [--fail-on ambiguous,unsatisfiable,broken,smells]`
/// (also `fuzz CASE --perturb`): perturbation fuzzing of one layout.
struct Perturb: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Vary one layout's root size, intrinsic sizes and direction; report each problem at its tightest boundary.",
        discussion: """
            Exits 0 when the run completed, whatever it found; 1 when the case cannot be read or is \
            invalid (the error names the file), or with --fail-on when a listed condition is hit: \
            ambiguous (any variant leaves a value free), unsatisfiable (the case as given breaks a \
            required constraint), broken (any variant does), smells (any variant has a view outside \
            its superview, a negative size or compressed content). `fuzz CASE --perturb` is the same.
            """
    )

    @Argument(help: "The case file to perturb.")
    var caseFile: String

    @Option(help: "The report format: text or json.")
    var format = Fuzz.Format.text

    @Option(help: "Exit 1 when any of these is found, comma-separated: ambiguous, unsatisfiable, broken, smells.")
    var failOn: String?

    func validate() throws {
        _ = try parseFailOn(failOn, allowed: FailureGate.Condition.allCases)
    }

    func run() throws {
        try Self.run(caseFile, format: format, gate: parseFailOn(failOn, allowed: FailureGate.Condition.allCases))
    }

    /// Prints the report in `format`, then applies the gate.
    static func run(_ path: String, format: Fuzz.Format, gate: FailureGate?) throws {
        let report: PerturbationReport
        do {
            report = try Perturbation.run(file: path)
        } catch {
            switch format {
            case .json:
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                print(PerturbationReport.json(invalidCase: name, error: error).text(sortedKeys: true))
            case .text:
                print("Case \(path): invalid\nerror: \(error)")
            }
            throw ExitCode.failure
        }
        switch format {
        case .json: print(report.jsonText, terminator: "")
        case .text: print(report.text, terminator: "")
        }
        if let gate { try gate.enforce(gate.hits(report), command: "perturb") }
    }
}

extension Fuzz {
    /// `fuzz CASE --perturb`: the older spelling of `perturb CASE`.
    func runPerturbation(_ path: String) throws {
        try Perturb.run(path, format: format, gate: parseFailOn(failOn, allowed: FailureGate.Condition.allCases))
    }
}
