import CollectionLayout
import LayoutReport
import LayoutGen
import LayoutSolver

/// What a bench run covers.
public struct BenchConfiguration: Sendable {
    /// The short suite (about two minutes on two cores) instead of the full one.
    public var quick = false
    /// Sizes over decades, with a fitted growth exponent per scenario and strategy.
    public var sweep = false
    /// Timed iterations of each (scenario, strategy, size), after one warm-up.
    public var iterations: Int
    public var seed: UInt64 = 1
    /// A directory whose `cases/*.json` are laid out with every strategy too.
    public var corpusDirectory: String?
    /// Only the groups whose name (as `progress` reports it) contains this text (``selects(_:)``).
    public var filter: String?
    /// Exactly these sizes for every sized group (views, chain lengths, items, cells) instead of
    /// the suite's own.
    public var sizes: [Int]?

    public init(quick: Bool = false, sweep: Bool = false, iterations: Int? = nil, seed: UInt64 = 1) {
        self.quick = quick
        self.sweep = sweep
        self.iterations = iterations ?? (quick ? 5 : 15)
        self.seed = seed
    }

    /// View counts per tree shape.
    func viewCounts(_ shape: ViewTreeShape) -> [Int] {
        if let sizes { return sizes }
        if sweep { return shape == .nested ? [10, 30, 100, 300, 1_000] : [10, 30, 100, 300, 1_000, 3_000, 10_000] }
        return quick ? [shape == .nested ? 30 : 100] : [shape == .nested ? 100 : 300]
    }

    /// Item counts of the collection workloads.
    var itemCounts: [Int] {
        if let sizes { return sizes }
        if sweep { return [1_000, 10_000, 100_000, 1_000_000] }
        return quick ? [10_000] : [100_000]
    }

    /// Item counts of the self-sizing pipeline: one cell layout per item per iteration.
    var selfSizingCounts: [Int] {
        if let sizes { return sizes }
        if sweep { return [100, 300, 1_000, 3_000] }
        return quick ? [1_000] : [2_000]
    }

    /// Chain lengths of the bare-solver chain workload.
    var chainLengths: [Int] {
        if let sizes { return sizes }
        if sweep { return [10, 30, 100, 300, 1_000] }
        return quick ? [300] : [1_000]
    }

    /// Whether the group called `name` runs: it contains the filter's text, and not as the start
    /// of a longer number (`layout independent 100` does not select `layout independent 1000`).
    func selects(_ name: String) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        var rest = name[...]
        while let match = rest.range(of: filter) {
            if !(name[match.upperBound...].first?.isNumber ?? false) { return true }
            rest = name[name.index(after: match.lowerBound)...]
        }
        return false
    }
}

/// Everything one run measured, with the cross-check verdicts.
public struct BenchReport: Sendable {
    public var measurements: [Measurement]
    /// For each measurement, whether its answers matched its group's reference strategy.
    public var agreements: [Bool]
    /// Growth exponents per (scenario, strategy) when the run swept sizes, with the sizes fitted
    /// (the medians are the measurements' own, so the CSV's rows give the same fit).
    public var exponents: [(scenario: String, strategy: String, exponent: Double, sizes: [Int])]

    public var disagreements: Int { agreements.filter { !$0 }.count }
}

/// Runs every scenario with every applicable strategy on the same generated inputs and
/// cross-checks the answers of each strategy against the group's reference (`full` for the
/// solver and layouts, `naive` for rectangle queries).
public struct BenchSuite {
    public var configuration: BenchConfiguration

    public init(configuration: BenchConfiguration) {
        self.configuration = configuration
    }

    /// - Parameter progress: told the name of each group before it runs.
    public func run(progress: (String) -> Void = { _ in }) throws -> BenchReport {
        var measurements: [Measurement] = []
        let iterations = configuration.iterations
        func group(_ name: String, _ body: () throws -> [Measurement]) rethrows {
            guard configuration.selects(name) else { return }
            progress(name)
            measurements += try body()
        }
        try group("solver enaml-like") {
            try SolverScenarios.measure(.enamlLike(), name: "enaml", size: 37, iterations: iterations)
        }
        for length in configuration.chainLengths {
            try group("solver chain \(length)") {
                try SolverScenarios.measure(.chain(length: length), name: "chain", size: length, iterations: iterations)
            }
        }
        for shape in ViewTreeShape.allCases {
            for count in configuration.viewCounts(shape) {
                try group("layout \(shape.rawValue) \(count)") {
                    let workload = ViewTreeWorkload(shape: shape, viewCount: count, seed: configuration.seed)
                    return try LayoutScenarios.measure(workload, iterations: iterations)
                }
            }
        }
        for kind in LayoutKind.allCases {
            for count in configuration.itemCounts {
                try group("collection \(kind.rawValue) \(count)") {
                    let workload = CollectionWorkload(kind: kind, itemCount: count, seed: configuration.seed)
                    return try CollectionScenarios.measure(workload, viewports: configuration.quick ? 50 : 200,
                                                           changes: 20, iterations: iterations)
                }
            }
        }
        for count in configuration.selfSizingCounts {
            try group("collection self-sizing \(count)") {
                let waterfall = CollectionWorkload(kind: .waterfall, itemCount: 0, seed: configuration.seed)
                return try SelfSizingScenarios.measure(SelfSizingCell(itemCount: count, seed: configuration.seed),
                                                       configuration: waterfall.configuration, iterations: iterations)
            }
        }
        if let directory = configuration.corpusDirectory {
            try group("corpus \(directory)") {
                try CorpusScenarios.measure(directory: directory, iterations: iterations)
            }
        }
        return BenchReport(measurements: measurements, agreements: Self.crossCheck(measurements),
                           exponents: configuration.sweep ? Self.exponents(measurements) : [])
    }

    /// The reference strategy's name among those measured for one group.
    static func reference(among strategies: [String]) -> String? {
        ReferenceStrategy.name(among: strategies)
    }

    /// Whether each measurement's answers match (to 1e-6, relative) those of the reference
    /// strategy for the same scenario and size; NaN (an ambiguous value) matches only NaN.
    static func crossCheck(_ measurements: [Measurement]) -> [Bool] {
        let groups = Dictionary(grouping: measurements.indices) { "\(measurements[$0].scenario)|\(measurements[$0].size)" }
        var agreements = [Bool](repeating: true, count: measurements.count)
        for indices in groups.values {
            guard let name = reference(among: indices.map { measurements[$0].strategy }),
                  let referenceIndex = indices.first(where: { measurements[$0].strategy == name }) else { continue }
            let expected = measurements[referenceIndex].answers
            for index in indices {
                agreements[index] = answersMatch(expected, measurements[index].answers)
            }
        }
        return agreements
    }

    static func answersMatch(_ a: [Double], _ b: [Double]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            (x.isNaN && y.isNaN) || abs(x - y) <= 1e-6 * max(1, abs(x), abs(y))
        }
    }

    /// The least-squares slope of log(median) on log(size) per scenario and strategy.
    static func exponents(_ measurements: [Measurement])
        -> [(scenario: String, strategy: String, exponent: Double, sizes: [Int])] {
        let groups = Dictionary(grouping: measurements) { "\($0.scenario)|\($0.strategy)" }
        return groups.values.compactMap { group in
            guard let first = group.first,
                  let exponent = growthExponent(group.map { ($0.size, $0.samples.median) }) else { return nil }
            return (first.scenario, first.strategy, exponent, group.map(\.size).sorted())
        }.sorted { ($0.scenario, $0.strategy) < ($1.scenario, $1.strategy) }
    }
}
