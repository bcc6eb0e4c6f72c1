import ArgumentParser
import LayoutGen
import LayoutSolver

/// Runs the bare-solver workloads with every solver strategy, checks that they agree and
/// prints the time of each operation.
struct SelfCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "selfcheck",
        abstract: "Cross-check and time every solver strategy on the built-in solver workloads."
    )

    @Option(help: "Length of the chain workload.")
    var chainLength = 1_000

    @Option(help: "Repetitions of each timed operation (the median is reported).")
    var repetitions = 15

    @Option(help: "Run only this solver strategy (default: all, cross-checked).")
    var strategy: String?

    func validate() throws {
        guard chainLength >= 2 else { throw ValidationError("--chain-length must be at least 2.") }
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1.") }
        if let strategy, SolverStrategies.named(strategy) == nil {
            throw ValidationError("--strategy \(strategy) is not a solver strategy; see `layoutbench strategies`.")
        }
    }

    func run() throws {
        let workloads = [SolverWorkload.enamlLike(), .chain(length: chainLength)]
        var disagreements = 0
        print(pad("workload", 14) + pad("strategy", 13) + pad("build", 12) + pad("edit", 12)
              + pad("remove+add", 12) + pad("pivots", 9) + "agree")
        for workload in workloads {
            var reference: [[Double]]?
            for strategy in SolverStrategies.all where self.strategy == nil || strategy.name == self.strategy {
                let timing = try SolverTiming(workload: workload, strategy: strategy, repetitions: repetitions)
                let agrees = reference.map { matches($0, timing.observed) } ?? true
                if reference == nil { reference = timing.observed }
                if !agrees { disagreements += 1 }
                print(pad(workload.name, 14) + pad(strategy.name, 13) + pad(format(timing.build), 12)
                      + pad(format(timing.edit), 12) + pad(format(timing.removeAndAdd), 12)
                      + pad(String(timing.pivots), 9) + (agrees ? "yes" : "NO"))
            }
        }
        if disagreements > 0 {
            print("\(disagreements) strategy result(s) disagree with the reference.")
            throw ExitCode.failure
        }
    }

    private func matches(_ a: [[Double]], _ b: [[Double]]) -> Bool {
        zip(a, b).allSatisfy { zip($0, $1).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0)) } }
            && a.count == b.count
    }
}

/// Median times of the three solver operations on one workload and strategy, and the values
/// read after each of them (for the cross-check).
struct SolverTiming {
    var build: Duration = .zero
    var edit: Duration = .zero
    var removeAndAdd: Duration = .zero
    var pivots = 0
    var observed: [[Double]] = []

    init(workload: SolverWorkload, strategy: any SolverStrategy.Type, repetitions: Int) throws {
        build = try median(repetitions) {
            let solver = try workload.build(strategy)
            _ = workload.values(in: solver)
        }
        let solver = try workload.build(strategy)
        observed.append(workload.values(in: solver))
        // One edit = a suggestion for every edit variable, then reading every value.
        let editsPerSample = strategy == FullSolver.self ? 1 : 200
        var step = 0
        edit = try median(repetitions) {
            for _ in 0..<editsPerSample {
                step += 1
                for edit in workload.edits {
                    try solver.suggestValue(edit.values[step % edit.values.count], for: edit.variable)
                }
                _ = workload.values(in: solver)
            }
        } / editsPerSample
        for edit in workload.edits { try solver.suggestValue(edit.values[1], for: edit.variable) }
        observed.append(workload.values(in: solver))
        var removed: [Double] = []
        removeAndAdd = try median(repetitions) {
            try solver.remove(workload.toggled)
            removed = workload.values(in: solver)
            try solver.add(workload.toggled)
            _ = workload.values(in: solver)
        }
        observed.append(removed)
        observed.append(workload.values(in: solver))
        pivots = solver.pivotCount
    }
}

/// The median duration of `repetitions` runs of `body`, after one warm-up run.
func median(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    try body()
    var samples: [Duration] = []
    for _ in 0..<repetitions { samples.append(try clock.measure(body)) }
    return samples.sorted()[samples.count / 2]
}

func format(_ duration: Duration) -> String {
    let nanoseconds = Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    if nanoseconds >= 1e6 { return "\((nanoseconds / 1e4).rounded() / 100) ms" }
    if nanoseconds >= 1e3 { return "\((nanoseconds / 10).rounded() / 100) µs" }
    return "\(nanoseconds.rounded()) ns"
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
