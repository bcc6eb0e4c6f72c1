import Foundation
import LayoutExplain
import LayoutModel
import LayoutTestSupport
import Testing

/// `Corpus/logs` of this package.
let logsDirectory: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)  // CorpusLogTests.swift, LayoutExplainTests, Tests
    return components.joined(separator: "/") + "/Corpus/logs"
}()

/// The sample logs end to end: explain, import, and `solve` on the imported cases.
@Suite struct CorpusLogTests {
    /// Per log, per message: status, conflict addresses, UIKit's choice, ours.
    static let expected: [String: [(Explanation.Status, [String], String?, String?)]] = [
        "table-zero-width.log": [
            (.unsatisfiable, ["0x600002a01180", "0x600002a011d0", "0x600002a01270"], "0x600002a011d0", "0x600002a01270"),
        ],
        "button-in-short-cell.log": [
            (.unsatisfiable, ["0x6000021c4be0", "0x6000021c4c30", "0x6000021c4c80", "0x6000021c4d70"], "0x6000021c4be0",
             "0x6000021c4d70"),
        ],
        "ios11-margins-safe-area-autoresizing.log": [
            (.unsatisfiable, ["0x6000038f4a50", "0x6000038f4aa0", "0x6000038f4c80", "0x6000038f4cd0", "0x6000038f4d20",
                              "0x6000038f4e10"], "0x6000038f4d20", "0x6000038f4e10"),
            (.unsatisfiable, ["0x6000038f5090", "0x6000038f50e0", "0x6000038f5130", "0x6000038f5180", "0x6000038f51d0",
                              "0x6000038f5220"], "0x6000038f5220", "0x6000038f5220"),
        ],
        "old-format-two-messages.log": [
            (.unsatisfiable, ["0x7f8b3a4a2e10", "0x7f8b3a4a3010"], "0x7f8b3a4a3010", "0x7f8b3a4a3010"),
            (.unsatisfiable, ["0x600003e0c1a0", "0x600003e0c2b0"], "0x600003e0c1a0", "0x600003e0c2b0"),
        ],
    ]

    @Test func everySampleLogIsExplainedAsExpected() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: logsDirectory).filter { $0.hasSuffix(".log") }.sorted()
        #expect(Set(names) == Set(Self.expected.keys))
        for name in names {
            let explanations = try Explainer.explain(file: "\(logsDirectory)/\(name)")
            let expected = try #require(Self.expected[name])
            #expect(explanations.count == expected.count, "\(name)")
            for (e, want) in zip(explanations, expected) {
                #expect(e.translation.unreadable.isEmpty, "\(name): \(e.translation.unreadable)")
                #expect(e.status == want.0, "\(name)")
                #expect(e.conflict.compactMap(\.address) == want.1, "\(name)")
                #expect(e.uikitBroken == want.2 && e.broken.first?.address == want.3, "\(name)")
            }
        }
    }

    @Test func importedSamplesSolveToTheExplainedStatus() throws {
        let directory = NSTemporaryDirectory() + "explain-corpus-\(UInt32.random(in: 0 ... .max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let logs = Self.expected.keys.sorted().map { "\(logsDirectory)/\($0)" }
        let outcome = ExplainRun.importCases(files: logs, into: directory)
        #expect(outcome.errors.isEmpty && outcome.written.count == 6)
        for (explanation, written) in zip(outcome.explanations, outcome.written) {
            #expect(written.status == explanation.status.solveStatus, "\(written.path)")
        }
    }
}
