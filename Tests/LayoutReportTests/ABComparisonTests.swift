import Foundation
import LayoutCore
import LayoutTestSupport
import Testing
@testable import LayoutReport

@Suite struct ABComparisonTests {
    func entry(_ scenario: String, ratio: Double, low: Double, high: Double, agree: Bool = true) -> ABComparison.Entry {
        ABComparison.Entry(key: ResultRow.Key(scenario: scenario, strategy: "incremental", size: 300),
                           candidateMedian: 1_000 * ratio, baselineMedian: 1_000,
                           interval: RatioInterval(ratio: ratio, low: low, high: high, rounds: 15, confidence: 0.95),
                           threshold: 0.05, agree: agree, checksum: "00ff")
    }

    var comparison: ABComparison {
        var comparison = ABComparison(entries: [entry("chain-initial", ratio: 0.99, low: 0.97, high: 1.01),
                                                entry("chain-edit", ratio: 1.10, low: 1.07, high: 1.13),
                                                entry("enaml-edit", ratio: 0.80, low: 0.75, high: 0.85)],
                                      candidate: "layoutbench 0.9.0 aaa (Swift 6.3, release)",
                                      baseline: "layoutbench 0.9.0 bbb (Swift 6.3, release)",
                                      rounds: 30, iterationsPerRound: 5)
        comparison.roundsPerWorker = 2
        return comparison
    }

    @Test func theGateIsTheWholeIntervalAboveTheLimit() {
        #expect(comparison.regressions.map(\.key.scenario) == ["chain-edit"])
        #expect(comparison.fails)
        // 1.07 is above 1.05; an interval reaching down to 1.04 is not.
        #expect(!entry("x", ratio: 1.2, low: 1.04, high: 1.4).regression)
        #expect(entry("x", ratio: 0.8, low: 0.75, high: 0.85).improvement)
        let disagreeing = ABComparison(entries: [entry("x", ratio: 1, low: 0.9, high: 1.1, agree: false)],
                                       candidate: nil, baseline: nil, rounds: 12, iterationsPerRound: 5)
        #expect(disagreeing.fails && disagreeing.regressions.isEmpty)
    }

    @Test func formatsAgreeOnTheVerdict() throws {
        let text = comparison.text()
        #expect(text.hasSuffix("A/B: 1 regression(s): chain-edit/incremental/300 (3 measurement(s), 30 rounds of 5 iteration(s), fresh workers every 2 round(s)).\n"))
        // Regressions first.
        let lines = text.split(separator: "\n")
        #expect(lines.first { $0.hasPrefix("chain-") || $0.hasPrefix("enaml-") }?.hasPrefix("chain-edit") == true)
        #expect(text.contains("1.070–1.130"))
        let markdown = comparison.markdown()
        #expect(markdown.hasPrefix("### layoutbench A/B: ❌ 1 regression(s)\n"))
        #expect(markdown.contains("| chain-edit | incremental | 300 | 1.0 µs | 1.1 µs | 1.100 | 1.070–1.130 | 1.050 | **regressed** |"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(comparison.rendered(as: .json).utf8)) as? [String: Any])
        #expect(json["regression"] as? Bool == true)
        let scenarios = try #require(json["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 3)
        let edit = try #require(scenarios.first { $0["scenario"] as? String == "chain-edit" })
        #expect(edit["ratio"] as? Double == 1.1 && edit["low"] as? Double == 1.07 && edit["high"] as? Double == 1.13)
        #expect(edit["threshold"] as? Double == 0.05 && edit["regression"] as? Bool == true)
        #expect(Set(edit.keys).isSuperset(of: ["scenario", "strategy", "size", "ratio", "low", "high", "threshold", "regression"]))
    }

    @Test func rowsReadBackAsTheSameComparison() throws {
        let text = ResultsCSV.text(comparison.rows)
        let directory = try temporaryDirectory("ab").appendingPathComponent("ab.csv").path
        try text.write(toFile: directory, atomically: true, encoding: .utf8)
        let read = try #require(ABComparison(rows: try ResultsCSV.read(from: directory)))
        #expect(read.entries.map(\.key) == comparison.entries.map(\.key))
        #expect(read.entries.map(\.regression) == comparison.entries.map(\.regression))
        #expect(read.entries.map { $0.interval?.low } == comparison.entries.map { $0.interval?.low })
        #expect(read.rounds == 30 && read.iterationsPerRound == 5)
        #expect(read.candidate == comparison.candidate && read.baseline == comparison.baseline)
        #expect(ABComparison(rows: [ResultRow(scenario: "x", strategy: "full", size: 1, iterations: 1)]) == nil)
        // An unbounded interval is written as inf and read back.
        let unbounded = ABComparison(entries: [entry("x", ratio: 1, low: 0, high: .infinity)], candidate: nil, baseline: nil,
                                     rounds: 3, iterationsPerRound: 1)
        #expect(unbounded.rows.first?.extra[ABComparison.Column.high] == "inf")
        #expect(ABComparison(rows: unbounded.rows)?.entries.first?.interval?.high == .infinity)
    }

    @Test func theReportHasAnABSectionOnlyForABRows() {
        let page = HTMLReport(resultsName: "ab.csv", rows: comparison.rows, metadata: nil).html()
        #expect(page.contains("<section id=\"ab\">"))
        #expect(page.contains("<tr class=\"regressed\"><td>chain-edit</td>"))
        let plain = HTMLReport(resultsName: "latest.csv",
                               rows: [ResultRow(scenario: "x", strategy: "full", size: 1, iterations: 1, medianNanoseconds: 5)],
                               metadata: nil).html()
        #expect(!plain.contains("id=\"ab\""))
        #expect(plain.contains("id=\"headline\""))
    }
}

@Suite struct HeadlineTests {
    func row(_ scenario: String, _ strategy: String, size: Int = 100, median: Double) -> ResultRow {
        ResultRow(scenario: scenario, strategy: strategy, size: size, iterations: 5, medianNanoseconds: median)
    }

    @Test func oneRatioPerFamilyAndPeer() throws {
        let rows = [
            row("independent-resize", "incremental", median: 10), row("independent-resize", "full", median: 40),
            row("independent-toggle", "incremental", median: 10), row("independent-toggle", "full", median: 90),
            // The largest size where both have a time counts.
            row("chain-edit", "incremental", size: 10, median: 1), row("chain-edit", "full", size: 10, median: 100),
            row("chain-edit", "incremental", size: 300, median: 2), row("chain-edit", "full", size: 300, median: 10),
            row("chain-edit", "kiwi", size: 300, median: 4), row("chain-edit", "kiwisolver", size: 300, median: 50),
            row("pdp-query", "naive", median: 80), row("pdp-query", "indexed", median: 2),
        ]
        let ratios = Headline(rows: rows).ratios
        let byTitle = Dictionary(uniqueKeysWithValues: ratios.map { ($0.title, $0) })
        // Geometric mean of 4 and 9.
        #expect(abs((byTitle["incremental vs full, independent"]?.ratio ?? 0) - 6) < 1e-12)
        #expect(byTitle["incremental vs full, independent"]?.scenarios == ["independent-resize", "independent-toggle"])
        #expect(abs((byTitle["incremental vs full, chain"]?.ratio ?? 0) - 5) < 1e-12)
        #expect(abs((byTitle["indexed vs naive queries, pdp"]?.ratio ?? 0) - 40) < 1e-12)
        #expect(abs((byTitle["ours (incremental) vs kiwi"]?.ratio ?? 0) - 2) < 1e-12)
        #expect(abs((byTitle["ours (incremental) vs kiwisolver"]?.ratio ?? 0) - 25) < 1e-12)
        #expect(ratios.count == 5)
        #expect(Headline(rows: []).ratios.isEmpty)
    }
}
