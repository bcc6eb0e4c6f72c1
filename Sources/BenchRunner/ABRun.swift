import Foundation
import LayoutMeasure
import LayoutReport

/// The interleaved A/B gate (`layoutbench bench --against PATH`): one worker of each build kept
/// alive, each selected group measured by both in every round, alternately — candidate first in
/// even rounds, baseline first in odd ones (A B B A …) — on the same generated workloads, with
/// their answers compared. Per measurement, each round gives one pair of medians; the pairs give
/// the ratio and its interval (``RatioInterval``), held to the thresholds.
public struct ABRun {
    /// The groups, sizes and seed, as for `bench`; `iterations` are per build per round.
    public var configuration: BenchConfiguration
    public var rounds: Int
    /// Fewer blocks of rounds (``roundsPerWorker``) give no interval at 95%
    /// (``SignedRankDistribution/tailDrop(confidence:)``).
    public static let minimumBlocks = 6
    public var thresholds: Thresholds
    /// Rounds each pair of workers serves before a fresh pair starts (the two starting in the other
    /// order). A process keeps its own speed for its lifetime — where the loader put its code and
    /// heap, which core it stays on — so workers are renewed, and the interval is computed over
    /// these blocks of rounds, not over rounds that share a process.
    public var roundsPerWorker = 2
    /// The baseline's executable: another layoutbench, or anything that execs one.
    public var baselineExecutable: String
    /// The candidate's executable: by default this very program.
    public var candidateExecutable: String

    public init(configuration: BenchConfiguration, rounds: Int, roundsPerWorker: Int = 2, thresholds: Thresholds = Thresholds(),
                baselineExecutable: String, candidateExecutable: String = ABRun.currentExecutable) {
        self.configuration = configuration
        self.rounds = rounds
        self.roundsPerWorker = max(1, roundsPerWorker)
        self.thresholds = thresholds
        self.baselineExecutable = baselineExecutable
        self.candidateExecutable = candidateExecutable
    }

    /// This program's own executable (`/proc/self/exe` where there is one).
    public static var currentExecutable: String {
        let proc = "/proc/self/exe"
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: proc) { return resolved }
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// Runs every round.
    /// - Parameter progress: told a line before each round.
    /// - Throws: ``BenchSuiteError`` for a filter that selects nothing; ``ABRunError`` when a worker
    ///   cannot start, breaks the protocol or fails to measure.
    public func run(progress: (String) -> Void = { _ in }) throws -> ABComparison {
        let suite = BenchSuite(configuration: configuration)
        let groups = try suite.groups()
        if groups.isEmpty, let filter = configuration.filter {
            throw BenchSuiteError.filterMatchesNothing(filter, groups: try suite.allGroups().map(\.name))
        }
        // A worker that died must be an error, not a SIGPIPE that ends this process.
        signal(SIGPIPE, SIG_IGN)
        let machineBefore = MachineLoad.current()
        var series = ABSeries()
        var groupsBaselineLacks: [String] = []
        var builds: (candidate: String, baseline: String) = ("", "")
        for block in 0..<blocks {
            let workers = try startWorkers(candidateFirst: block.isMultiple(of: 2))
            defer {
                workers.candidate.stop()
                workers.baseline.stop()
            }
            builds = (workers.candidate.build, workers.baseline.build)
            for round in block * roundsPerWorker..<min(rounds, (block + 1) * roundsPerWorker) {
                progress("round \(round + 1)/\(rounds)")
                for group in groups where !groupsBaselineLacks.contains(group.name) {
                    let request = BenchWorker.Request(group: group.name, configuration: configuration)
                    let sides = round.isMultiple(of: 2) ? [workers.candidate, workers.baseline]
                        : [workers.baseline, workers.candidate]
                    for worker in sides {
                        let reply = try worker.measure(request)
                        if reply.unknownGroup == true, worker === workers.baseline {
                            groupsBaselineLacks.append(group.name)
                            break
                        }
                        guard let measurements = reply.measurements else {
                            throw ABRunError.measurementFailed(side: worker.side, group: group.name,
                                                               reason: reply.error ?? "no measurements")
                        }
                        series.add(measurements, fromCandidate: worker === workers.candidate, round: round, block: block)
                    }
                }
            }
        }
        // A group that caps its iterations (the large files) runs fewer than asked.
        let iterations = groups.map { $0.timing?.iterations ?? configuration.iterations }.max() ?? configuration.iterations
        var comparison = series.comparison(thresholds: thresholds, rounds: rounds, iterationsPerRound: iterations)
        comparison.roundsPerWorker = roundsPerWorker
        comparison.candidate = builds.candidate
        comparison.baseline = builds.baseline
        comparison.machine = "nproc \(ProcessInfo.processInfo.activeProcessorCount); load average \(machineBefore) before, "
            + "\(MachineLoad.current()) after"
        comparison.notes = groupsBaselineLacks.map { "\($0): the baseline has no such group; not compared" }
            + series.unpaired.map { "\($0): measured by one build only; not compared" }
        return comparison
    }

    /// Fresh workers of both builds, started in the order given. The candidate keeps the slowdown
    /// hook of its environment; the baseline does not inherit it.
    private func startWorkers(candidateFirst: Bool) throws(ABRunError)
        -> (candidate: BenchWorkerProcess, baseline: BenchWorkerProcess) {
        func candidate() throws(ABRunError) -> BenchWorkerProcess {
            try BenchWorkerProcess(side: "candidate", executable: candidateExecutable)
        }
        func baseline() throws(ABRunError) -> BenchWorkerProcess {
            try BenchWorkerProcess(side: "baseline", executable: baselineExecutable, removing: [InjectedSlowdown.variable])
        }
        if candidateFirst {
            let first = try candidate()
            return (first, try baseline())
        }
        let first = try baseline()
        return (try candidate(), first)
    }

    /// Worker pairs the run starts: one per ``roundsPerWorker`` rounds.
    public static func blocks(rounds: Int, roundsPerWorker: Int) -> Int {
        (rounds + roundsPerWorker - 1) / max(1, roundsPerWorker)
    }

    var blocks: Int { Self.blocks(rounds: rounds, roundsPerWorker: roundsPerWorker) }
}

/// Per measurement, each build's per-round medians and checksums.
struct ABSeries {
    private struct Sides {
        var candidate: [Int: Double] = [:]
        var baseline: [Int: Double] = [:]
        var candidateChecksums: Set<String> = []
        var baselineChecksums: Set<String> = []
        var candidateColumns: [Int: [String: String]] = [:]
        var baselineColumns: [Int: [String: String]] = [:]
    }

    private var sides: [ResultRow.Key: Sides] = [:]
    private var order: [ResultRow.Key] = []
    /// The block (pair of workers) of each round.
    private var blockOfRound: [Int: Int] = [:]

    mutating func add(_ measurements: [BenchWorker.Measurement], fromCandidate: Bool, round: Int, block: Int) {
        blockOfRound[round] = block
        for measurement in measurements {
            let samples = Samples(nanoseconds: measurement.nanoseconds)
            if sides[measurement.key] == nil { order.append(measurement.key) }
            if fromCandidate {
                sides[measurement.key, default: Sides()].candidate[round] = samples.fastest
                sides[measurement.key, default: Sides()].candidateChecksums.insert(measurement.checksum)
                sides[measurement.key, default: Sides()].candidateColumns[round] = measurement.extra
            } else {
                sides[measurement.key, default: Sides()].baseline[round] = samples.fastest
                sides[measurement.key, default: Sides()].baselineChecksums.insert(measurement.checksum)
                sides[measurement.key, default: Sides()].baselineColumns[round] = measurement.extra
            }
        }
    }

    /// Measurements only one build made.
    var unpaired: [ResultRow.Key] {
        order.filter { sides[$0].map { $0.candidate.isEmpty || $0.baseline.isEmpty } ?? true }
    }

    func comparison(thresholds: Thresholds, rounds: Int, iterationsPerRound: Int) -> ABComparison {
        let entries = order.compactMap { key -> ABComparison.Entry? in
            guard let side = sides[key], !side.candidate.isEmpty, !side.baseline.isEmpty else { return nil }
            let pairs = side.candidate.sorted { $0.key < $1.key }.compactMap { round, time in
                side.baseline[round].map { (block: blockOfRound[round] ?? round, candidate: time, baseline: $0) }
            }
            let candidate = pairs.map(\.candidate), baseline = pairs.map(\.baseline)
            // One pair of times per block: the median of its rounds on each side.
            let blocks = Dictionary(grouping: pairs, by: \.block).sorted { $0.key < $1.key }.map(\.value)
            let blockCandidate = blocks.map { Samples(nanoseconds: $0.map(\.candidate)).median }
            let blockBaseline = blocks.map { Samples(nanoseconds: $0.map(\.baseline)).median }
            var entry = ABComparison.Entry(
                key: key, candidateMedian: Samples(nanoseconds: candidate).median,
                baselineMedian: Samples(nanoseconds: baseline).median,
                interval: RatioInterval(baseline: blockBaseline, candidate: blockCandidate),
                threshold: thresholds.abThreshold(for: key.scenario),
                agree: side.candidateChecksums.count == 1 && side.candidateChecksums == side.baselineChecksums,
                checksum: side.candidateChecksums.sorted().first ?? "")
            entry.candidateColumns = Self.medianColumns(side.candidateColumns)
            entry.baselineColumns = Self.medianColumns(side.baselineColumns)
            return entry
        }
        return ABComparison(entries: entries, candidate: nil, baseline: nil, rounds: rounds,
                            iterationsPerRound: iterationsPerRound)
    }
}

extension ABSeries {
    /// Per extra column, the text of the round whose value is the median (nearest rank) of the
    /// rounds' numbers; a column that is not a number in every round keeps the last round's text.
    static func medianColumns(_ rounds: [Int: [String: String]]) -> [String: String] {
        let ordered = rounds.sorted { $0.key < $1.key }.map(\.value)
        var result: [String: String] = [:]
        for name in Set(ordered.flatMap(\.keys)) {
            let texts = ordered.compactMap { $0[name] }
            let numbers = texts.compactMap(Double.init)
            guard numbers.count == texts.count else {
                result[name] = texts.last
                continue
            }
            let median = Samples(nanoseconds: numbers).median
            result[name] = texts[numbers.firstIndex(of: median) ?? texts.count - 1]
        }
        return result
    }
}

/// `/proc/loadavg`'s three load averages, for the record of an A/B run.
enum MachineLoad {
    static func current() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
