import ArgumentParser
import BenchRunner
import Foundation
import LayoutCore
import LayoutMeasure
import LayoutPeers
import LayoutReport

/// `layoutbench bench [--quick] [--sweep] [--sizes N,N…] [--filter TEXT] [--list] [--iterations N]
/// [--seed N] [--corpus DIR] [--output FILE.csv] [--peers [--peer-timeout SECONDS]] [--allow-debug]`;
/// the default run is the same with `quick` and `corpus: "Corpus"` (``defaultRun``).
public struct BenchOptions: CommandOptions {
    public typealias Format = BaselineComparison.Format

    @Flag(help: "The short suite (under a minute on two cores).")
    public var quick = false

    @Flag(help: "Sizes over decades, with the fitted growth exponent per scenario and strategy.")
    public var sweep = false

    /// Add kiwisolver and kiwi C++ rows on the same workloads.
    @Flag(help: """
        Add rows for the peers on the same workloads and sizes: kiwisolver (python3 with kiwisolver \
        1.5.1) and kiwi C++ (fetched with pip and built with clang++ into .build/peers). A peer \
        that cannot run is a warning; every other row is still written.
        """)
    public var peers = false

    /// Seconds a peer may take on one workload.
    @Option(help: "Seconds a peer may take on one workload before it is stopped (with --peers).")
    public var peerTimeout: Double = 600

    /// The results CSV; its run metadata goes beside it.
    @Option(help: "Where to write the results CSV.")
    public var output = "results/latest.csv"

    @Option(help: "Timed iterations per scenario, strategy and size (default 5 with --quick, else 15).")
    public var iterations: Int?

    @OptionGroup public var seeding: SeedOptions

    /// Also lay out every `DIR/cases/*.json`.
    @Option(help: "Also lay out every case of DIR/cases with every strategy (the default run uses Corpus).")
    public var corpus: String?

    @Option(help: "Run only the groups whose name contains this text (e.g. 'chain', 'layout nested', 'layout independent 100'; a number matches whole).")
    public var filter: String?

    /// `--sizes` as given: positive whole numbers separated by commas.
    @Option(help: "Exactly these sizes, comma-separated, for every sized group that runs (e.g. '100,1000').")
    public var sizes: String?

    /// Print the selected groups, their scenarios and strategies; run nothing.
    @Flag(help: "List the groups, scenarios, strategies and sizes the options select, without running.")
    public var list = false

    /// Run a debug build anyway.
    @Flag(help: "Run even though this is a debug build (its times and counts are not a release build's).")
    public var allowDebug = false

    /// Another build of layoutbench (or a program that execs one) to hold this one to, in an
    /// interleaved A/B run (``Commands/benchAgainst(_:options:hooks:)``).
    @Option(help: ArgumentHelp("""
        The A/B gate: hold this build to another build of layoutbench (or a program that execs one), \
        measuring the selected groups with both alternately; exit 1 when a measurement's 95% interval \
        lies wholly above 1 + its threshold or the answers differ.
        """, valueName: "path"))
    public var against: String?

    /// Rounds of the A/B run, each measuring every selected group with both builds.
    @Option(help: "Rounds of the A/B run (with --against).")
    public var rounds = 30

    /// Rounds each pair of workers serves before a fresh pair starts.
    @Option(help: "Rounds each pair of A/B workers serves before a fresh pair starts; the intervals are over these blocks, of which --rounds must make at least 6.")
    public var roundsPerWorker = 2

    /// A thresholds file (`layoutbench/thresholds@1`) for the A/B gate's limits.
    @Option(help: ArgumentHelp("A thresholds file (layoutbench/thresholds@1) whose ab_ratio rules set the A/B limits (default 5%).",
                               valueName: "file"))
    public var thresholds: String?

    /// The A/B table's format.
    @Option(help: "The A/B table's format (with --against): text, markdown (a PR comment or job summary) or json.")
    public var format: Format = .text

    public init() {}

    /// `layoutbench` and `layoutbench run`: these options with `--quick`, and `--corpus Corpus`
    /// unless another directory is given.
    public var defaultRun: BenchOptions {
        var options = self
        options.quick = true
        if options.corpus == nil { options.corpus = "Corpus" }
        return options
    }

    /// Why the options cannot run (a usage error), or nil. A `--filter` that selects nothing is
    /// found when the groups are built.
    public var usageProblem: String? {
        if let iterations, iterations < 1 { return "--iterations must be at least 1." }
        guard peerTimeout > 0, peerTimeout.isFinite else { return "--peer-timeout must be a positive number of seconds." }
        if sizes != nil, parsedSizes == nil {
            return "--sizes takes positive whole numbers separated by commas, not '\(sizes ?? "")'."
        }
        guard output.hasSuffix(".csv") else { return "--output must name a .csv file, not '\(output)'." }
        if against != nil {
            if peers || sweep { return "--against runs the A/B gate, which takes neither --peers nor --sweep." }
            guard roundsPerWorker >= 1 else { return "--rounds-per-worker must be at least 1." }
            if ABRun.blocks(rounds: rounds, roundsPerWorker: roundsPerWorker) < ABRun.minimumBlocks {
                return "--rounds must give at least \(ABRun.minimumBlocks) pairs of workers of --rounds-per-worker "
                    + "\(roundsPerWorker) rounds each (fewer give no 95% interval): at least "
                    + "\(ABRun.minimumBlocks * roundsPerWorker - roundsPerWorker + 1)."
            }
        }
        do {
            _ = try InjectedSlowdown.fromEnvironment()
        } catch {
            return error.description
        }
        return nil
    }

    /// `--sizes` as numbers (nil when absent or malformed).
    var parsedSizes: [Int]? {
        guard let sizes else { return nil }
        let numbers = sizes.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        return numbers.compactMap { $0 }
    }

    /// The suite's configuration from the options.
    public var configuration: BenchConfiguration {
        var configuration = BenchConfiguration(quick: quick, sweep: sweep, iterations: iterations, seed: seeding.seed)
        configuration.corpusDirectory = corpus
        configuration.filter = filter
        configuration.sizes = parsedSizes
        return configuration
    }
}

/// What a bench run tells its caller as it goes.
public struct BenchHooks {
    /// A line for standard error: notes before the run, a progress line per group, the peers' steps.
    public var progress: (String) -> Void
    /// Whether standard error is a terminal (progress lines then count groups and give an ETA).
    public var onTerminal: Bool
    /// Called once before anything is measured (the executable preloads jemalloc there:
    /// ``AllocationCounter/preloadIfInstalled()``).
    public var beforeMeasuring: () -> Void

    public init(progress: @escaping (String) -> Void = { _ in }, onTerminal: Bool = false,
                beforeMeasuring: @escaping () -> Void = {}) {
        self.progress = progress
        self.onTerminal = onTerminal
        self.beforeMeasuring = beforeMeasuring
    }
}

extension Commands {
    /// `bench --list` or a bench run (docs/Bench.md): every selected group measured with every
    /// strategy and cross-checked, the peers' rows with `--peers`, the results CSV and its run
    /// metadata (written also when strategies disagree), and the summary (``BenchSummary``).
    /// Exit: usage for bad options, a `--filter` that selects nothing (the message lists the
    /// groups) or a debug build without `--allow-debug`; bad input when a `--corpus` case cannot
    /// be read or parsed or the CSV or its metadata cannot be written; a finding when a strategy
    /// disagrees with its reference; else success. A peer that cannot run is a warning.
    public static func bench(_ options: BenchOptions, hooks: BenchHooks = BenchHooks()) -> CommandResult {
        if let problem = options.usageProblem { return .failure(.usage, "layoutbench bench: \(problem)") }
        let suite = BenchSuite(configuration: options.configuration)
        let groups: [BenchGroup]
        do {
            groups = try suite.groups()
        } catch {
            return .failure(.badInput, "layoutbench bench: \(error)")
        }
        if groups.isEmpty, let filter = options.filter {
            let names = (try? suite.allGroups().map(\.name)) ?? []
            return .failure(.usage, "layoutbench bench: \(BenchSuiteError.filterMatchesNothing(filter, groups: names))")
        }
        if options.list {
            let leftOut = (try? suite.optInGroupsLeftOut()) ?? []
            return CommandResult(output: listText(groups, optIn: leftOut, options: options))
        }
        if ToolVersion.isDebugBuild, !options.allowDebug {
            return .failure(.usage, """
                layoutbench bench: this is a debug build; its times and counts are not a release build's. \
                Build with -c release (swift run -c release layoutbench bench …), or pass --allow-debug.
                """)
        }
        do {
            try AtomicFile.checkWritable(options.output)
            try AtomicFile.checkWritable(RunMetadata.path(forResults: options.output))
        } catch {
            return .failure(.badInput, "layoutbench bench: \(error)")
        }
        if let baseline = options.against { return benchAgainst(baseline, options: options, hooks: hooks) }
        hooks.beforeMeasuring()
        let metadata = RunMetadata.current(seed: options.seeding.seed, allocationCounts: AllocationCounter.isAvailable)
        if let reason = AllocationCounter.unavailableReason {
            hooks.progress("note: allocation counts are off: \(reason)")
        } else if AllocationCounter.source == .preloaded {
            hooks.progress("note: allocation counts from libjemalloc preloaded at start (this binary was linked before jemalloc was installed)")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let report: BenchReport
        do {
            report = try suite.run { group, index, count in
                hooks.progress(BenchProgress.line(group.name, index: index, count: count, elapsed: clock.now - start,
                                                  onTerminal: hooks.onTerminal))
            }
        } catch let error as BenchSuiteError {
            return .failure(.usage, "layoutbench bench: \(error)")
        } catch {
            return .failure(.badInput, "layoutbench bench: \(error)")
        }
        let ownRows = report.rows
        var peerRows: [ResultRow] = []
        var peerFailures: [PeerFailure] = []
        if options.peers {
            let run = PeerScenarios.run([KiwiPeer(), KiwiCppPeer()], for: report, iterations: options.configuration.iterations,
                                        timeout: options.peerTimeout) { step in
                hooks.progress("[\(formatNanoseconds((clock.now - start).nanoseconds))] \(step)")
            }
            peerFailures = run.failures
            peerRows = run.rows
        }
        let rows = ownRows + peerRows
        var result = CommandResult()
        do {
            try createParentDirectory(of: options.output)
            try ResultsCSV.write(rows, to: options.output, metadata: metadata)
            result.written = [options.output, RunMetadata.path(forResults: options.output)]
        } catch {
            result.record(.badInput, "layoutbench bench: \(error)")
        }
        result.output = BenchSummary.text(rows: ownRows, peers: peerRows, exponents: report.exponents)
        // After the summary, where they are seen; the rows of every other peer and workload are written.
        for failure in peerFailures { result.messages.append("warning: \(failure)") }
        if !result.written.isEmpty {
            result.output += "\nWrote \(rows.count) rows to \(options.output) (run metadata: "
                + "\(RunMetadata.path(forResults: options.output))) in \(formatNanoseconds((clock.now - start).nanoseconds))"
                + (PeakResidentSize.bytes.map { "; peak resident \($0 / 1024) KB" } ?? "") + ".\n"
        }
        if report.disagreements > 0 {
            result.record(.finding, "layoutbench bench: \(report.disagreements) measurement(s) disagree with their reference strategy.")
        }
        return result
    }

    /// `bench --list`: one line per group, then its scenarios with their strategies, then the
    /// number of groups, measurements and timed iterations, then the opt-in groups left out. A
    /// group that runs other than the run's `--iterations` after a warm-up says what it runs.
    static func listText(_ groups: [BenchGroup], optIn: [BenchGroup] = [], options: BenchOptions) -> String {
        let iterations = options.configuration.iterations
        let ownTiming = { (group: BenchGroup) in group.timing.flatMap { $0 == BenchTiming(iterations: iterations) ? nil : $0 } }
        var lines: [String] = []
        var measurements = 0
        for group in groups {
            let notes = [group.size.map { "size \($0)" }, ownTiming(group).map(\.description)].compactMap { $0 }
            lines.append(group.name + (notes.isEmpty ? "" : "  (" + notes.joined(separator: "; ") + ")"))
            for entry in group.plan {
                lines.append("  \(entry.scenario): \(entry.strategies.joined(separator: ", "))")
                measurements += entry.strategies.count
            }
        }
        let owners = groups.filter { ownTiming($0) != nil }.count
        let timing = !groups.isEmpty && owners == groups.count ? "timed iterations as each group says"
            : "\(iterations) timed iterations each" + (owners > 0 ? " but where a group says otherwise" : "")
        lines.append("\(groups.count) groups, \(measurements) measurements, \(timing)"
                     + (options.peers ? "; --peers adds kiwisolver and kiwi rows" : "") + ".")
        if !optIn.isEmpty {
            lines.append("Opt-in, run only when --filter selects them: \(optIn.map(\.name).joined(separator: ", ")).")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
