import CollectionLayout
import LayoutReport
import LayoutGen
import LayoutSolver
import LayoutMeasure

/// What a bench run covers.
public struct BenchConfiguration: Sendable {
    /// The short suite (under a minute on two cores) instead of the full one.
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

    /// View counts of the UIKit layer's screen (``UIKitScenarios``).
    var screenViewCounts: [Int] {
        if let sizes { return sizes }
        if sweep { return [100, 300, 1_000, 3_000] }
        return quick ? [300] : [1_000]
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
    public var measurements: [BenchMeasurement]
    /// For each measurement, whether its answers matched its group's reference strategy.
    public var agreements: [Bool]
    /// Growth exponents per (scenario, strategy) when the run swept sizes, with the sizes fitted
    /// (the medians are the measurements' own, so the CSV's rows give the same fit).
    public var exponents: [(scenario: String, strategy: String, exponent: Double, sizes: [Int])]

    public var disagreements: Int { agreements.filter { !$0 }.count }
}

/// One group of a run: a workload at one size, measured with every applicable strategy.
public struct BenchGroup {
    /// The name progress lines print and `--filter` matches (`solver chain 300`).
    public var name: String
    /// The workload's size (nil for the corpus: each case has its own).
    public var size: Int?
    /// The scenarios it measures, each with its strategies, in run order.
    public var plan: [(scenario: String, strategies: [String])]
    /// Whether the group runs only when `--filter` selects it (the `large files` group), never in
    /// the default or quick run.
    public var isOptIn: Bool
    /// What each of its measurements runs: the run's `--iterations` after a warm-up, unless the
    /// group caps them (the `large files` group).
    public var timing: BenchTiming?
    let measure: () throws -> [BenchMeasurement]

    init(name: String, size: Int?, plan: [(scenario: String, strategies: [String])], isOptIn: Bool = false,
         timing: BenchTiming? = nil, measure: @escaping () throws -> [BenchMeasurement]) {
        self.name = name
        self.size = size
        self.plan = plan
        self.isOptIn = isOptIn
        self.timing = timing
        self.measure = measure
    }
}

/// The timed iterations of a measurement, and whether one untimed warm-up comes first.
public struct BenchTiming: Equatable, Sendable, CustomStringConvertible {
    public var iterations: Int
    public var warmUp: Bool

    public init(iterations: Int, warmUp: Bool = true) {
        self.iterations = iterations
        self.warmUp = warmUp
    }

    /// Runs of the work in all, the warm-up included.
    public var runs: Int { iterations + (warmUp ? 1 : 0) }

    /// "3 timed iterations after a warm-up", "1 timed iteration, no warm-up".
    public var description: String {
        "\(iterations) timed iteration" + (iterations == 1 ? "" : "s") + (warmUp ? " after a warm-up" : ", no warm-up")
    }
}

/// Why a run cannot start.
public enum BenchSuiteError: Error, Equatable, CustomStringConvertible {
    /// `--filter` selects no group; the groups there are.
    case filterMatchesNothing(String, groups: [String])

    public var description: String {
        switch self {
        case .filterMatchesNothing(let filter, let groups):
            "--filter '\(filter)' matches no group. The groups at these sizes: \(groups.joined(separator: ", "))."
        }
    }
}

/// Runs every scenario with every applicable strategy on the same generated inputs and
/// cross-checks the answers of each strategy against the group's reference (`full` for the
/// solver and layouts, `naive` for rectangle queries).
public struct BenchSuite {
    public var configuration: BenchConfiguration

    public init(configuration: BenchConfiguration) {
        self.configuration = configuration
    }

    /// Every group the configuration selects, in run order, with what each will measure: an
    /// opt-in group only when a filter names it.
    public func groups() throws -> [BenchGroup] {
        let filtered = !(configuration.filter ?? "").isEmpty
        return try allGroups().filter { configuration.selects($0.name) && (filtered || !$0.isOptIn) }
    }

    /// The opt-in groups the configuration does not select (`bench --list` names them).
    public func optInGroupsLeftOut() throws -> [BenchGroup] {
        let selected = Set(try groups().map(\.name))
        return try allGroups().filter { $0.isOptIn && !selected.contains($0.name) }
    }

    /// Every group the suite has at the configured sizes, before the filter.
    public func allGroups() throws -> [BenchGroup] {
        let iterations = configuration.iterations
        let solverNames = SolverStrategies.all.map { $0.name }
        var groups: [BenchGroup] = []
        groups.append(BenchGroup(name: "solver enaml-like", size: 37,
                                 plan: SolverScenarios.scenarios(name: "enaml").map { ($0, solverNames) }) {
            try SolverScenarios.measure(.enamlLike(), name: "enaml", size: 37, iterations: iterations)
        })
        for length in configuration.chainLengths {
            groups.append(BenchGroup(name: "solver chain \(length)", size: length,
                                     plan: SolverScenarios.scenarios(name: "chain").map { ($0, solverNames) }) {
                try SolverScenarios.measure(.chain(length: length), name: "chain", size: length, iterations: iterations)
            })
        }
        for shape in ViewTreeShape.allCases {
            for count in configuration.viewCounts(shape) {
                let seed = configuration.seed
                groups.append(BenchGroup(name: "layout \(shape.rawValue) \(count)", size: count,
                                         plan: LayoutScenarios.scenarios(shape: shape, viewCount: count, seed: seed)
                                             .map { ($0, solverNames) }) {
                    try LayoutScenarios.measure(shape: shape, viewCount: count, seed: seed, iterations: iterations)
                })
            }
        }
        for kind in LayoutKind.allCases {
            for count in configuration.itemCounts {
                let seed = configuration.seed, viewports = configuration.quick ? 50 : 200
                groups.append(BenchGroup(name: "collection \(kind.rawValue) \(count)", size: count,
                                         plan: CollectionScenarios.plan(kind: kind)) {
                    let workload = CollectionWorkload(kind: kind, itemCount: count, seed: seed)
                    return try CollectionScenarios.measure(workload, viewports: viewports, changes: 20, iterations: iterations)
                })
            }
        }
        for count in configuration.selfSizingCounts {
            let seed = configuration.seed
            groups.append(BenchGroup(name: "collection self-sizing \(count)", size: count,
                                     plan: [("waterfall-self-sizing", solverNames)]) {
                let waterfall = CollectionWorkload(kind: .waterfall, itemCount: 0, seed: seed)
                return try SelfSizingScenarios.measure(SelfSizingCell(itemCount: count, seed: seed),
                                                       configuration: waterfall.configuration, iterations: iterations)
            })
        }
        for count in configuration.screenViewCounts {
            groups.append(BenchGroup(name: "uikit screen \(count)", size: count,
                                     plan: UIKitScenarios.scenarios.map { ($0, UIKitScenarios.strategies) }) {
                UIKitScenarios.measure(viewCount: count, iterations: iterations)
            })
        }
        groups.append(BenchGroup(name: "uikit seeds", size: UIKitSeedScenarios.copies,
                                 plan: UIKitSeedScenarios.scenarios.map { ($0, UIKitSeedScenarios.strategies) }) {
            try UIKitSeedScenarios.measure(iterations: iterations)
        })
        groups.append(BenchGroup(name: "uikit audit business-card", size: AuditScenarios.variantCount,
                                 plan: AuditScenarios.scenarios.map { ($0, AuditScenarios.strategies) }) {
            AuditScenarios.measure(iterations: iterations)
        })
        groups += largeFileGroups()
        if let directory = configuration.corpusDirectory {
            groups.append(BenchGroup(name: "corpus \(directory)", size: nil,
                                     plan: try CorpusScenarios.scenarios(directory: directory).map { ($0, solverNames) }) {
                try CorpusScenarios.measure(directory: directory, iterations: iterations)
            })
        }
        return groups
    }

    /// The opt-in `large files` groups (``LargeFileScenarios``): the collection file and the case
    /// file at the suite's sizes, or at `--sizes`.
    private func largeFileGroups() -> [BenchGroup] {
        let seed = configuration.seed
        let name = LargeFileScenarios.groupName
        let plan = { (scenario: String, strategy: String) in [(scenario: scenario, strategies: [strategy])] }
        let collectionTiming = LargeFileScenarios.timing(of: LargeFileScenarios.collectionScenario,
                                                         requested: configuration.iterations)
        let caseTiming = LargeFileScenarios.timing(of: LargeFileScenarios.caseScenario, requested: configuration.iterations)
        return (configuration.sizes ?? [LargeFileScenarios.collectionItems]).map { items in
            BenchGroup(name: "\(name) collection \(items)", size: items,
                       plan: plan(LargeFileScenarios.collectionScenario, IndexedQuery.name), isOptIn: true,
                       timing: collectionTiming) {
                [try LargeFileScenarios.measureCollection(items: items, seed: seed, timing: collectionTiming)]
            }
        } + (configuration.sizes ?? [LargeFileScenarios.caseViews]).map { views in
            BenchGroup(name: "\(name) case \(views)", size: views,
                       plan: plan(LargeFileScenarios.caseScenario, IncrementalSolver.name), isOptIn: true,
                       timing: caseTiming) {
                [try LargeFileScenarios.measureCase(views: views, seed: seed, timing: caseTiming)]
            }
        }
    }

    /// Runs every selected group.
    /// - Parameter progress: told each group (its index from 0 and the number of groups) before it runs.
    /// - Throws: ``BenchSuiteError/filterMatchesNothing(_:groups:)`` when a filter selects no group.
    public func run(progress: (_ group: BenchGroup, _ index: Int, _ count: Int) -> Void = { _, _, _ in }) throws -> BenchReport {
        let groups = try groups()
        if groups.isEmpty, let filter = configuration.filter {
            throw BenchSuiteError.filterMatchesNothing(filter, groups: try allGroups().map(\.name))
        }
        var measurements: [BenchMeasurement] = []
        // The first group would otherwise pay an idle processor's wake-up (ProcessorWarmUp).
        ProcessorWarmUp.spin(for: .milliseconds(300))
        for (index, group) in groups.enumerated() {
            progress(group, index, groups.count)
            measurements += try group.measure()
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
    static func crossCheck(_ measurements: [BenchMeasurement]) -> [Bool] {
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
    static func exponents(_ measurements: [BenchMeasurement])
        -> [(scenario: String, strategy: String, exponent: Double, sizes: [Int])] {
        let groups = Dictionary(grouping: measurements) { "\($0.scenario)|\($0.strategy)" }
        return groups.values.compactMap { group in
            guard let first = group.first,
                  let exponent = growthExponent(group.map { ($0.size, $0.samples.median) }) else { return nil }
            return (first.scenario, first.strategy, exponent, group.map(\.size).sorted())
        }.sorted { ($0.scenario, $0.strategy) < ($1.scenario, $1.strategy) }
    }
}
