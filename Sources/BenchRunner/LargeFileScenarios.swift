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
/// reads it, lays it out and writes the report there (AtomicFile). The rows' extra columns give
/// the input and output sizes, the throughput over both and the bytes allocated per item. The
/// answers are a checksum of the report, so two runs (or builds) that write different reports
/// disagree.
enum LargeFileScenarios {
    static let collectionScenario = "file-collection-layout"
    static let caseScenario = "file-case-solve"
    /// The group's name prefix, what `--filter` selects it by.
    static let groupName = "large files"
    /// Items of the collection file at the suite's own size (about 30 MB).
    static let collectionItems = 3_000_000
    /// Views of the case file at the suite's own size.
    static let caseViews = 100_000
    /// Timed iterations at most: one iteration reads and writes tens of megabytes.
    static let maxIterations = 3

    /// Reads, lays out and reports a `items`-item flow collection with the indexed query strategy.
    static func measureCollection(items: Int, seed: UInt64, iterations: Int) throws -> BenchMeasurement {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = folder.path("collection.json"), output = folder.path("layout.txt")
        let workload = CollectionWorkload(kind: .flow, itemCount: items, seed: seed)
        try AtomicFile.write(workload.collectionCase(queries: 10).jsonText, to: input)
        return try measure(scenario: collectionScenario, strategy: IndexedQuery.name, size: items, seed: seed,
                           input: input, output: output, iterations: iterations) {
            let collectionCase = try CollectionCase.read(from: input)
            let result = try CollectionResult(collectionCase, strategy: IndexedQuery.self)
            return result.text(of: collectionCase, strategy: IndexedQuery.name)
        }
    }

    /// Reads, solves (incrementally) and reports a `views`-view independent tree as JSON.
    static func measureCase(views: Int, seed: UInt64, iterations: Int) throws -> BenchMeasurement {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = folder.path("case.json"), output = folder.path("solve.json")
        try AtomicFile.write(ViewTreeWorkload(shape: .independent, viewCount: views, seed: seed).layoutCase.text, to: input)
        return try measure(scenario: caseScenario, strategy: IncrementalSolver.name, size: views, seed: seed,
                           input: input, output: output, iterations: iterations) {
            let caseResult = CaseRunner.run(file: input, strategy: IncrementalSolver.self)
            if case .invalid(let error) = caseResult.outcome { throw error }
            return SolveReport.jsonText(caseResult)
        }
    }

    /// Times `report` then the write of its text to `output`, with the throughput and allocation
    /// columns; the answers are the last report's checksum.
    private static func measure(scenario: String, strategy: String, size: Int, seed: UInt64, input: String,
                                output: String, iterations: Int,
                                report: () throws -> String) throws -> BenchMeasurement {
        var text = ""
        let counter = WorkCounter()
        let runs = max(1, min(iterations, maxIterations))
        let samples = try sample(iterations: runs, scenario: scenario) {
            text = try report()
            try AtomicFile.write(text, to: output)
        }
        let inputBytes = try readFile(input).count, outputBytes = text.utf8.count
        var measurement = BenchMeasurement(scenario: scenario, strategy: strategy, size: size, seed: seed,
                                           samples: samples, answers: checksum(text))
        counter.finish(&measurement, iterations: runs + 1)
        measurement.extra["input_bytes"] = String(inputBytes)
        measurement.extra["output_bytes"] = String(outputBytes)
        let seconds = samples.median / 1e9
        if seconds > 0 {
            measurement.extra["mb_per_s"] = String(format: "%.1f", Double(inputBytes + outputBytes) / 1e6 / seconds)
        }
        if let bytes = measurement.allocatedBytes {
            measurement.extra["allocated_bytes_per_item"] = String(bytes / max(1, size))
        }
        return measurement
    }

    /// FNV-1a (64 bits) of the text's bytes as two 32-bit halves, and its length.
    /// - Complexity: O(n) in the text's bytes.
    static func checksum(_ text: String) -> [Double] {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return [Double(hash >> 32), Double(hash & 0xffff_ffff), Double(text.utf8.count)]
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
