import ArgumentParser
import LayoutCore
import LayoutReport

/// `layoutbench baseline update NAME [RESULTS.csv] [--directory DIR]`.
public struct BaselineUpdateOptions: CommandOptions {
    @Argument(help: "The baseline's name (letters, digits, '.', '_', '-'), e.g. main or linux-x86.")
    public var name: String

    @Argument(help: "The results CSV to keep, with its run metadata beside it.")
    public var results = "results/latest.csv"

    @OptionGroup public var location: BaselineDirectoryOptions

    public init() {}

    public var usageProblem: String? { nil }
}

/// `layoutbench baseline list [--directory DIR]`.
public struct BaselineListOptions: CommandOptions {
    @OptionGroup public var location: BaselineDirectoryOptions

    public init() {}

    public var usageProblem: String? { nil }
}

/// `layoutbench baseline check NAME [CURRENT.csv] [--deterministic-only] [--verbose] [--format F]
/// [--max-regression PERCENT] [--thresholds FILE] [--force] [--directory DIR]`.
public struct BaselineCheckOptions: CommandOptions {
    @Argument(help: "The baseline's name (baseline list shows them).")
    public var name: String

    @Argument(help: "The current results CSV.")
    public var current = "results/latest.csv"

    @OptionGroup public var location: BaselineDirectoryOptions

    /// `--force` also lifts the refusal of a baseline from another toolchain, build or CPU.
    @OptionGroup public var policy: BaselinePolicyOptions

    @OptionGroup public var output: ComparisonOutputOptions

    public init() {}

    public var usageProblem: String? { policy.usageProblem }
}

extension Commands {
    /// Keeps a results CSV and its metadata as a named baseline. Exit: bad input when the name is
    /// not a baseline name, the results or their metadata are missing or invalid, or the files
    /// cannot be written; else success.
    public static func baselineUpdate(_ options: BaselineUpdateOptions) -> CommandResult {
        do {
            let written = try options.location.store.update(options.name, from: options.results)
            let rows = try ResultsCSV.read(from: options.results).count
            return CommandResult(output: "Baseline '\(options.name)': \(rows) rows from \(options.results), in \(written[0]).\n",
                                 written: written)
        } catch {
            return .failure(.badInput, "layoutbench baseline update: \(error)")
        }
    }

    /// One line per named baseline: name, rows, toolchain, build, CPU, commit and date. Exit: bad
    /// input when a baseline or its metadata cannot be read; else success.
    public static func baselineList(_ options: BaselineListOptions) -> CommandResult {
        let entries: [NamedBaselines.Entry]
        do {
            entries = try options.location.store.list()
        } catch {
            return .failure(.badInput, "layoutbench baseline list: \(error)")
        }
        guard !entries.isEmpty else {
            return CommandResult(output: "No baselines in \(options.location.directory) (layoutbench baseline update NAME makes one).\n")
        }
        var table = TextTable(header: ["name", "rows", "toolchain", "build", "CPU", "commit", "date"],
                              alignments: [.left, .right, .left, .left, .left, .left, .left])
        table.rows = entries.map { entry in
            let metadata = entry.metadata
            return [entry.name, String(entry.rowCount), metadata.toolchain, metadata.buildConfiguration,
                    "\(metadata.cpuModel ?? "unknown") ×\(metadata.cpuCount)",
                    metadata.gitCommit.map { String($0.prefix(12)) } ?? "-", metadata.date]
        }
        return CommandResult(output: table.rendered())
    }

    /// Holds the current results to a named baseline, as `compare` does, after refusing a baseline
    /// from another toolchain, build configuration or CPU model unless `--force`. Exit: usage for
    /// a bad `--max-regression`; bad input when the baseline is missing or refused, or a file
    /// cannot be read; a finding on a regression; else success.
    public static func baselineCheck(_ options: BaselineCheckOptions) -> CommandResult {
        if let problem = options.usageProblem { return .failure(.usage, "layoutbench baseline check: \(problem)") }
        let entry: NamedBaselines.Entry
        do {
            entry = try options.location.store.entry(options.name)
            if !options.policy.force,
               let refusal = NamedBaselines.incompatibility(of: entry, with: try RunMetadata.read(forResults: options.current)) {
                throw refusal
            }
        } catch {
            return .failure(.badInput, "layoutbench baseline check: \(error)")
        }
        return compareFiles(baseline: entry.path, current: options.current, policy: options.policy,
                            output: options.output, command: "baseline check")
    }
}
