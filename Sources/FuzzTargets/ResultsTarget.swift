import Foundation
import LayoutReport

/// `ResultsFuzzer`: bytes → two results CSVs with their run metadata → `compare` (every format)
/// and `report`, and the CSV written out reading back as the same rows.
///
/// The input is up to four parts separated by NUL bytes: the baseline CSV, its metadata JSON, the
/// current CSV, its metadata JSON. A missing or empty metadata part means no metadata (an older
/// CSV); a missing current CSV means the baseline again, which compares without a regression.
public enum ResultsTarget: FuzzTarget {
    public static let name = "ResultsFuzzer"
    static let separator: UInt8 = 0

    public static func check(_ bytes: [UInt8]) -> FuzzTargetOutcome {
        guard bytes.count <= fuzzTargetMaximumInputLength else { return .refused("longer than the fuzzing limit") }
        let parts = bytes.split(separator: separator, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
        func part(_ index: Int) -> [UInt8]? { index < parts.count ? parts[index] : nil }
        let baseline: [ResultRow], current: [ResultRow], baselineMetadata: RunMetadata?, currentMetadata: RunMetadata?
        do {
            baseline = try rows(parts[0], file: "baseline.csv")
            current = try part(2).map { try rows($0, file: "current.csv") } ?? baseline
            baselineMetadata = try metadata(part(1), file: "baseline.meta.json")
            currentMetadata = part(2) == nil ? baselineMetadata : try metadata(part(3), file: "current.meta.json")
        } catch {
            return .refused("\(error)")
        }
        let check = MetadataCheck(baseline: baselineMetadata, current: currentMetadata)
        var policy = ComparisonPolicy()
        policy.countsUngatedBecause = check.countsUngatedReason
        var comparison = BaselineComparison(baseline: baseline, current: current, policy: policy)
        comparison.metadata = check
        for format in BaselineComparison.Format.allCases {
            _ = comparison.rendered(as: format, includingUnchanged: true)
        }
        _ = HTMLReport(resultsName: "current.csv", rows: current, metadata: currentMetadata,
                       baseline: ("baseline.csv", baseline, baselineMetadata), policy: policy).html()
        // A run compared with itself may fail only for its own disagreeing rows, never for a
        // changed value or a missing row.
        if part(2) == nil, comparison.failures.contains(where: { if case .disagreement = $0 { false } else { true } }) {
            return .finding("a run compared with itself regresses:\n" + comparison.rendered(as: .text))
        }
        return readsBack(ResultsCSV.text(baseline), as: baseline) { text throws(ResultsCSVError) in
            try ResultsCSV.parse(text, file: "written.csv")
        }
    }

    private static func rows(_ bytes: [UInt8], file: String) throws -> [ResultRow] {
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw ResultsCSVError(file: file, line: 0, problem: .unreadable("it is not UTF-8 text"))
        }
        return try ResultsCSV.parse(text, file: file)
    }

    private static func metadata(_ bytes: [UInt8]?, file: String) throws(RunMetadataError) -> RunMetadata? {
        guard let bytes, !bytes.isEmpty else { return nil }
        return try RunMetadata.decode(Data(bytes), file: file)
    }

    /// Joins the parts of an input (the inverse of the split in ``check(_:)``).
    public static func input(baseline: String, baselineMetadata: String = "", current: String? = nil,
                             currentMetadata: String = "") -> [UInt8] {
        var bytes = Array(baseline.utf8) + [separator] + Array(baselineMetadata.utf8)
        if let current { bytes += [separator] + Array(current.utf8) + [separator] + Array(currentMetadata.utf8) }
        return bytes
    }

    /// Small runs written by ``ResultsCSV``: a row of every kind of value (empty counts, a
    /// disagreeing row, a peer), the same run slower, with more pivots, and with different metadata.
    public static func generatedSeeds() -> [(name: String, bytes: [UInt8])] {
        let rows = [
            ResultRow(scenario: "chain", strategy: "incremental", size: 10, seed: 1, iterations: 5, medianNanoseconds: 1_000,
                      p10Nanoseconds: 900, p90Nanoseconds: 1_200, allocations: 40, allocatedBytes: 4_096, pivots: 12,
                      agree: true, checksum: "00ff00ff00ff00ff"),
            ResultRow(scenario: "chain", strategy: "full", size: 10, seed: 1, iterations: 5, medianNanoseconds: 5_000,
                      p10Nanoseconds: 4_500, p90Nanoseconds: 5_500, allocations: nil, allocatedBytes: nil, pivots: 30,
                      agree: false),
            ResultRow(scenario: "chain", strategy: "kiwisolver", size: 100, seed: 0, iterations: 1, medianNanoseconds: 2.5,
                      p10Nanoseconds: 2.5, p90Nanoseconds: 2.5, allocations: nil, allocatedBytes: nil, pivots: nil,
                      agree: nil, extra: ["note": "peer, \"quoted\""]),
        ]
        var slower = rows
        slower[0].medianNanoseconds = 3_000
        slower[0].pivots = 20
        let metadata = RunMetadata(gitCommit: "0123abcd", toolchain: "Swift 6.2", buildConfiguration: "release",
                                   os: "Ubuntu 24.04", cpuModel: nil, cpuCount: 2, allocationCounts: true,
                                   commandLine: ["layoutbench", "bench", "--quick"], date: "2026-11-25T16:00:00Z", seed: 1)
        var otherMetadata = metadata
        otherMetadata.toolchain = "Swift 6.3.1"
        return [
            ("same-run", input(baseline: ResultsCSV.text(rows), baselineMetadata: metadata.jsonText)),
            ("slower", input(baseline: ResultsCSV.text(rows), baselineMetadata: metadata.jsonText,
                             current: ResultsCSV.text(slower), currentMetadata: metadata.jsonText)),
            ("other-toolchain", input(baseline: ResultsCSV.text(rows), baselineMetadata: metadata.jsonText,
                                      current: ResultsCSV.text(slower), currentMetadata: otherMetadata.jsonText)),
            ("no-metadata", input(baseline: ResultsCSV.text(rows), current: ResultsCSV.text(Array(slower.reversed())))),
        ]
    }
}
