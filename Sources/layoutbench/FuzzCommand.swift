import ArgumentParser
import Foundation
import LayoutFuzz

/// `layoutbench fuzz [--seed N] [--cases N | --duration SECONDS] [--jobs N] [--findings DIR]
/// [--output FILE.csv]` — differential fuzzing of every strategy on generated cases — and
/// `layoutbench fuzz CASE --perturb [--format text|json] [--fail-on …]` — perturbation fuzzing of one
/// layout, the older spelling of `layoutbench perturb CASE`.
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Fuzz the strategies against each other, or one layout against perturbations.",
        discussion: """
            Without a case: generates cases from --seed, runs every solver and query strategy on \
            each, classifies them, shrinks every disagreement to a minimal case saved in --findings, \
            and writes the classification to --output. Exits 1 if any disagreement was found.

            With a case and --perturb: the same as `layoutbench perturb CASE` (varies the root size, \
            intrinsic sizes and layout direction of that layout and reports each kind of failure at \
            its tightest boundary).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A case file to perturb (with --perturb).")
    var caseFile: String?

    @Flag(help: "Perturb the given case instead of generating cases.")
    var perturb = false

    @Option(help: "The report format of --perturb: text or json.")
    var format = Format.text

    @Option(help: "With --perturb: exit 1 when any of these is found (see `perturb --help`).")
    var failOn: String?

    @Option(help: "The first seed; case i is generated from seed + i.")
    var seed: UInt64 = 1

    @Option(help: "How many cases to generate (default 2000 unless --duration is given).")
    var cases: Int?

    @Option(help: "Generate cases for this many seconds instead of a fixed number.")
    var duration: Double?

    @Option(help: "Worker threads (default: one per core).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Where minimised disagreements are saved.")
    var findings = "Corpus/findings"

    @Option(help: "The classification CSV (status,cases and throughput).")
    var output = "results/fuzz.csv"

    func validate() throws {
        if failOn != nil, !perturb { throw ValidationError("--fail-on goes with a case to perturb: perturb CASE --fail-on ….") }
        _ = try parseFailOn(failOn, allowed: FailureGate.Condition.allCases)
        if perturb {
            guard caseFile != nil else { throw ValidationError("--perturb needs a case file: fuzz CASE --perturb.") }
        } else if let caseFile {
            throw ValidationError("'\(caseFile)': a case file is fuzzed with --perturb.")
        }
        if cases != nil, duration != nil { throw ValidationError("Give --cases or --duration, not both.") }
        if let cases, cases < 1 { throw ValidationError("--cases must be at least 1 (got \(cases)).") }
        if let duration, !(duration > 0 && duration.isFinite) {
            throw ValidationError("--duration must be a positive number of seconds (got \(duration)).")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1 (got \(jobs)).") }
    }

    func run() throws {
        if perturb, let caseFile {
            try runPerturbation(caseFile)
        } else {
            try runDifferential()
        }
    }
}
