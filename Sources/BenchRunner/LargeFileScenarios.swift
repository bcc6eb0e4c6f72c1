import Foundation
import LayoutMeasure
import LayoutCore
import LayoutModel
import LayoutSolver
import CollectionLayout
import LayoutGen

/// The `large files` group: a generated file read, laid out and its report written, as the
/// commands do it — `file-collection-layout` is `layout COLLECTION` (the text report) on a flow
/// collection, `file-case-solve` is `solve CASE --format json` on an independent view tree.
///
/// The input is generated (LayoutGen) into a temporary folder before timing; each iteration
/// reads it, lays it out and writes the report there (AtomicFile), and each of the three phases
/// is timed on its own, so that reading and writing show beside solving. The rows' extra columns
/// give the sizes, the throughputs, the phases' times and the bytes allocated per item
/// (``PhaseTimes``). The answers are a checksum of the report, so two runs (or builds) that
/// write different reports disagree.
enum LargeFileScenarios {
    static let collectionScenario = "file-collection-layout"
    static let caseScenario = "file-case-solve"
    /// The group's name prefix, what `--filter` selects it by.
    static let groupName = "large files"
    /// Items of the collection file at the suite's own size (about 30 MB).
    static let collectionItems = 3_000_000
    /// Views of the case file at the suite's own size (about 30 MB).
    static let caseViews = 100_000

    /// What a group of `scenario` runs when `requested` timed iterations are asked for: the
    /// collection at most 3 after a warm-up (one iteration reads and writes about 150 MB); the
    /// case exactly one and no warm-up, since solving 100,000 views takes minutes.
    static func timing(of scenario: String, requested: Int) -> BenchTiming {
        scenario == caseScenario ? BenchTiming(iterations: 1, warmUp: false)
            : BenchTiming(iterations: max(1, min(requested, 3)), warmUp: true)
    }

    /// Reads, lays out and reports a `items`-item flow collection with the indexed query strategy.
    static func measureCollection(items: Int, seed: UInt64, timing: BenchTiming) throws -> BenchMeasurement {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = folder.path("collection.json"), output = folder.path("layout.txt")
        let workload = CollectionWorkload(kind: .flow, itemCount: items, seed: seed)
        try AtomicFile.write(workload.collectionCase(queries: 10).jsonText, to: input)
        return try measure(scenario: collectionScenario, strategy: IndexedQuery.name, size: items, seed: seed,
                           files: (input, output), timing: timing,
                           read: { try CollectionCase.read(from: input) },
                           solve: { try CollectionResult($0, strategy: IndexedQuery.self) },
                           report: { $1.text(of: $0, strategy: IndexedQuery.name) })
    }

    /// Reads, solves (incrementally) and reports a `views`-view independent tree as JSON.
    static func measureCase(views: Int, seed: UInt64, timing: BenchTiming) throws -> BenchMeasurement {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = folder.path("case.json"), output = folder.path("solve.json")
        try AtomicFile.write(ViewTreeWorkload(shape: .independent, viewCount: views, seed: seed).layoutCase.text, to: input)
        return try measure(scenario: caseScenario, strategy: IncrementalSolver.name, size: views, seed: seed,
                           files: (input, output), timing: timing,
                           read: { try LayoutCase.read(from: input) },
                           solve: { layoutCase throws -> CaseResult in
                               let result = CaseRunner.run(layoutCase, strategy: IncrementalSolver.self, file: input)
                               if case .invalid(let error) = result.outcome { throw error }
                               return result
                           },
                           report: { SolveReport.jsonText($1) })
    }

    /// Times each iteration — `read` the input, `solve` it, `report` it and write the text to the
    /// output with AtomicFile — as a whole and phase by phase; the answers are the last report's
    /// checksum.
    private static func measure<Input, Solved>(
        scenario: String, strategy: String, size: Int, seed: UInt64, files: (input: String, output: String),
        timing: BenchTiming, read: () throws -> Input, solve: (Input) throws -> Solved,
        report: (Input, Solved) -> String
    ) throws -> BenchMeasurement {
        let clock = ContinuousClock()
        var phases = PhaseTimes()
        var text = ""
        let counter = WorkCounter()
        let samples = try sample(iterations: timing.iterations, warmUp: timing.warmUp, scenario: scenario) {
            let start = clock.now
            let input = try read()
            let read = clock.now
            let solved = try solve(input)
            let solvedAt = clock.now
            text = report(input, solved)
            try AtomicFile.write(text, to: files.output)
            phases.append(read: read - start, solve: solvedAt - read, write: clock.now - solvedAt)
        }
        if timing.warmUp { phases.dropFirst() }
        var measurement = BenchMeasurement(scenario: scenario, strategy: strategy, size: size, seed: seed,
                                           samples: samples, answers: checksum(text))
        counter.finish(&measurement, iterations: timing.runs)
        measurement.extra = phases.columns(inputBytes: try readFile(files.input).count, outputBytes: text.utf8.count,
                                           whole: samples)
        if let bytes = measurement.allocatedBytes {
            measurement.extra["allocated_bytes_per_item"] = String(bytes / max(1, size))
        }
        return measurement
    }

    /// FNV-1a (64 bits) of the text's bytes as two 32-bit halves, and its length.
    /// - Complexity: O(n) in the text's bytes.
    static func checksum(_ text: String) -> [Double] {
        let hash = FNV1a.hash(text)
        return [Double(hash >> 32), Double(hash & 0xffff_ffff), Double(text.utf8.count)]
    }
}

/// The three phases of a large-file iteration, timed apart, and the columns they give.
struct PhaseTimes {
    private var read = Samples(), solve = Samples(), write = Samples()

    mutating func append(read: Duration, solve: Duration, write: Duration) {
        self.read.append(read)
        self.solve.append(solve)
        self.write.append(write)
    }

    /// Forgets the first iteration's times (the warm-up's).
    mutating func dropFirst() {
        read = Samples(nanoseconds: Array(read.nanoseconds.dropFirst()))
        solve = Samples(nanoseconds: Array(solve.nanoseconds.dropFirst()))
        write = Samples(nanoseconds: Array(write.nanoseconds.dropFirst()))
    }

    /// `input_bytes`, `output_bytes`; `read_mb_per_s` (the input over the median read),
    /// `write_mb_per_s` (the output over the median of building the report and writing it) and
    /// `mb_per_s` (both over the median `whole` iteration); each phase's median as
    /// `read_median_ns`, `solve_median_ns` and `write_median_ns`.
    func columns(inputBytes: Int, outputBytes: Int, whole: Samples) -> [String: String] {
        var columns = ["input_bytes": String(inputBytes), "output_bytes": String(outputBytes),
                       "read_median_ns": formatExact(read.median.rounded()),
                       "solve_median_ns": formatExact(solve.median.rounded()),
                       "write_median_ns": formatExact(write.median.rounded())]
        // One decimal from 1 MB/s up; below it three significant digits, so that a small file
        // on a loaded machine does not round to a rate of 0.
        func rate(_ bytes: Int, _ nanoseconds: Double) -> String? {
            guard nanoseconds > 0 else { return nil }
            let megabytesPerSecond = Double(bytes) / 1e6 / (nanoseconds / 1e9)
            return String(format: megabytesPerSecond >= 1 ? "%.1f" : "%.3g", megabytesPerSecond)
        }
        columns["read_mb_per_s"] = rate(inputBytes, read.median)
        columns["write_mb_per_s"] = rate(outputBytes, write.median)
        columns["mb_per_s"] = rate(inputBytes + outputBytes, whole.median)
        return columns
    }
}

/// A fresh folder under the system's temporary directory, removed with ``remove()``.
private struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutbench-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
