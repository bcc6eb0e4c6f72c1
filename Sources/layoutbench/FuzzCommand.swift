import ArgumentParser
import Foundation
import LayoutCommands

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
            and writes the classification to --output.

            With a case and --perturb: the same as `layoutbench perturb CASE` (varies the root size, \
            intrinsic sizes and layout direction of that layout and reports each kind of failure at \
            its tightest boundary), with perturb's exit status.

            Exit status: 0 when no case disagreed; 1 when any did; 2 when a finding, the CSV or its \
            metadata cannot be written; 64 for --cases with --duration, a value below 1, --fail-on \
            or a case without --perturb, or --perturb without a case.
            """
    )

    @Argument(help: "A case file to perturb (with --perturb).")
    var caseFile: String?

    @Flag(help: "Perturb the given case instead of generating cases.")
    var perturb = false

    @Option(help: "The report format of --perturb: text or json.")
    var format = PerturbOptions.Format.text

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

    var options: FuzzOptions {
        FuzzOptions(caseFile: caseFile, perturb: perturb, format: format, failOn: failOn, seed: seed, cases: cases,
                    duration: duration, jobs: jobs, findings: findings, output: output)
    }

    func validate() throws { try validateUsage(options.usageProblem) }

    func run() throws { try finish(Commands.fuzz(options, progress: printError)) }
}
