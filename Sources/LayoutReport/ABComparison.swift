/// The result of an interleaved A/B run (`layoutbench bench --against PATH`): per measured
/// (scenario, strategy, size), the candidate's time over the baseline's with a confidence
/// interval, and the gate's verdict. The candidate is the binary that ran the comparison; the
/// baseline is PATH.
public struct ABComparison: Sendable {
    /// One (scenario, strategy, size) of both builds.
    public struct Entry: Equatable, Sendable {
        public var key: ResultRow.Key
        /// The median over rounds of each build's per-round median, in nanoseconds.
        public var candidateMedian: Double
        public var baselineMedian: Double
        /// Candidate over baseline (nil with no usable round).
        public var interval: RatioInterval?
        /// The relative limit (0.05: the interval may not lie wholly above 1.05).
        public var threshold: Double
        /// Whether the two builds gave the same answers (equal checksums) in every round.
        public var agree: Bool
        /// ``ResultChecksum`` of the candidate's answers.
        public var checksum: String
        /// The row's extra columns (the large files' `read_mb_per_s` …) as each build measured
        /// them: per column, the median over rounds. Empty where the group has none.
        public var candidateColumns: [String: String] = [:]
        public var baselineColumns: [String: String] = [:]

        public init(key: ResultRow.Key, candidateMedian: Double, baselineMedian: Double, interval: RatioInterval?,
                    threshold: Double, agree: Bool, checksum: String) {
            self.key = key
            self.candidateMedian = candidateMedian
            self.baselineMedian = baselineMedian
            self.interval = interval
            self.threshold = threshold
            self.agree = agree
            self.checksum = checksum
        }

        /// The gate: the whole interval lies above 1 + threshold.
        public var regression: Bool { interval?.exceeds(threshold: threshold) ?? false }

        /// The interval lies wholly below 1: the candidate is faster.
        public var improvement: Bool { (interval?.high ?? .infinity) < 1 }
    }

    public var entries: [Entry]
    /// The builds compared, as ``BuildDescription`` writes them (nil where unknown).
    public var candidate: String?
    public var baseline: String?
    /// Rounds run (each both builds, alternately A B B A …) and iterations per build per round.
    public var rounds: Int
    public var iterationsPerRound: Int
    /// Rounds each pair of workers served; the intervals are over these blocks of rounds.
    public var roundsPerWorker = 1
    /// The machine while it ran: `nproc` and the load averages before and after.
    public var machine: String?
    /// What was not compared and why (a group or measurement only one build has).
    public var notes: [String] = []

    public init(entries: [Entry], candidate: String?, baseline: String?, rounds: Int,
                iterationsPerRound: Int, machine: String? = nil) {
        self.entries = entries
        self.candidate = candidate
        self.baseline = baseline
        self.rounds = rounds
        self.iterationsPerRound = iterationsPerRound
        self.machine = machine
    }

    public var regressions: [Entry] { entries.filter(\.regression) }
    public var disagreements: [Entry] { entries.filter { !$0.agree } }
    /// The gate fails: a regression or answers that differ.
    public var fails: Bool { !regressions.isEmpty || !disagreements.isEmpty }
}

/// One side of an A/B run, as its worker described itself. The commit is left out: a worker knows
/// only the commit of the directory it runs in, which is the candidate's for both sides.
public struct BuildDescription: Equatable, Sendable, CustomStringConvertible {
    public var toolVersion: String
    public var toolchain: String
    public var buildConfiguration: String
    /// The program started as the worker (the build's binary, or a wrapper that execs one).
    public var executable: String

    public init(toolVersion: String, toolchain: String, buildConfiguration: String, executable: String) {
        self.toolVersion = toolVersion
        self.toolchain = toolchain
        self.buildConfiguration = buildConfiguration
        self.executable = executable
    }

    public init(_ metadata: RunMetadata, executable: String) {
        self.init(toolVersion: metadata.toolVersion, toolchain: metadata.toolchain,
                  buildConfiguration: metadata.buildConfiguration, executable: executable)
    }

    /// `layoutbench 0.9.0 (Swift 6.3, release) at PATH`, the form the CSV keeps and reads back.
    public var description: String {
        "layoutbench \(toolVersion) (\(toolchain), \(buildConfiguration)) at \(executable)"
    }
}
