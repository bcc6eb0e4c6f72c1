@testable import BenchRunner
import LayoutMeasure
import CollectionLayout
import LayoutGen
import LayoutReport
import Testing

@Suite("Bench scenarios")
struct BenchScenarioTests {
    @Test("Invalidate: every kind's incremental changes agree with a prepare of the changed items",
          arguments: LayoutKind.allCases)
    func invalidate(_ kind: LayoutKind) throws {
        let workload = CollectionWorkload(kind: kind, itemCount: 400, seed: 2)
        let measurements = try CollectionScenarios.measure(workload, viewports: 10, changes: 30, iterations: 1)
            .filter { $0.scenario == "\(kind.rawValue)-invalidate" }
        #expect(measurements.map(\.strategy) == ["incremental", "full"])
        #expect(measurements.allSatisfy { $0.samples.count == 30 })
        #expect(BenchSuite.crossCheck(measurements) == [true, true])
        // The answers hold the frames and then the query results: a changed item must show.
        #expect(measurements[0].answers.count > 4 * 400)
    }

    @Test("Self-sizing: both strategies measure the same heights and frames")
    func selfSizing() throws {
        let configuration = CollectionWorkload(kind: .waterfall, itemCount: 0, seed: 1).configuration
        let cell = SelfSizingCell(itemCount: 30, seed: 4)
        let measurements = try SelfSizingScenarios.measure(cell, configuration: configuration, iterations: 1)
        #expect(measurements.map(\.scenario) == ["waterfall-self-sizing", "waterfall-self-sizing"])
        #expect(BenchSuite.crossCheck(measurements) == [true, true])
        let heights = Array(measurements[0].answers.prefix(30))
        #expect(heights == (0..<30).map { cell.expectedHeight(of: $0, cellWidth: configuration.columnWidth) })
        #expect(measurements.allSatisfy { ($0.pivots ?? 0) > 0 })
    }

    @Test("--filter matches text but not the start of a longer number; --sizes replaces every size list")
    func filterAndSizes() {
        var configuration = BenchConfiguration(sweep: true)
        configuration.filter = "layout independent 100"
        #expect(configuration.selects("layout independent 100"))
        #expect(!configuration.selects("layout independent 1000"))
        configuration.filter = "chain"
        #expect(configuration.selects("solver chain 300") && !configuration.selects("layout nested 30"))
        configuration.filter = "layout independent 1"
        #expect(!configuration.selects("layout independent 10") && !configuration.selects("layout independent 100"))
        #expect(configuration.viewCounts(.independent).last == 10_000 && configuration.viewCounts(.nested).last == 1_000)
        configuration.sizes = [100, 1_000]
        #expect(configuration.viewCounts(.nested) == [100, 1_000] && configuration.chainLengths == [100, 1_000])
        #expect(configuration.itemCounts == [100, 1_000] && configuration.selfSizingCounts == [100, 1_000])
    }

    @Test("Layouts are timed without the ambiguity analysis; <shape>-ambiguity times it alone, both strategies agreeing")
    func ambiguityScenario() throws {
        let measurements = try LayoutScenarios.measure(shape: .dependent, viewCount: 12, seed: 3, iterations: 1)
        let ambiguity = measurements.filter { $0.scenario == "dependent-ambiguity" }
        #expect(ambiguity.map(\.strategy) == ["incremental", "full"])
        #expect(BenchSuite.crossCheck(measurements).allSatisfy { $0 })
        // Every frame value of the generated tree is determined.
        #expect(ambiguity[0].answers == Array(repeating: 0, count: 4 * 13))
    }

    @Test("A strategy whose answers differ is caught")
    func disagreement() {
        func measurement(_ strategy: String, _ answers: [Double]) -> BenchMeasurement {
            BenchMeasurement(scenario: "s", strategy: strategy, size: 1, seed: 0, samples: Samples(), answers: answers)
        }
        #expect(BenchSuite.crossCheck([measurement("incremental", [1, 2.5]), measurement("full", [1, 2])]) == [false, true])
    }

    @Test("The summary lists peers with our incremental strategy's ratio to them")
    func peersInSummary() throws {
        var fast = Samples(), slow = Samples()
        fast.append(.microseconds(10))
        slow.append(.microseconds(40))
        let report = BenchReport(
            measurements: [BenchMeasurement(scenario: "enaml-edit", strategy: "incremental", size: 37, seed: 0,
                                       samples: fast, answers: []),
                           BenchMeasurement(scenario: "enaml-edit", strategy: "full", size: 37, seed: 0,
                                       samples: slow, answers: [])],
            agreements: [true, true], exponents: [])
        let kiwi = ResultRow(scenario: "enaml-edit", strategy: "kiwisolver", size: 37, seed: nil, iterations: 1,
                             medianNanoseconds: 25_000, p10Nanoseconds: nil, p90Nanoseconds: nil, allocations: nil,
                             allocatedBytes: nil, pivots: nil, agree: false, checksum: "0")
        let lines = report.summary(peers: [kiwi]).split(separator: "\n").map(String.init)
        let line = try #require(lines.first { $0.contains("kiwisolver") })
        // Ours 10 µs, kiwisolver 25 µs: incr/peer 0.4.
        #expect(line.split(separator: " ").map(String.init) == ["enaml-edit", "37", "kiwisolver", "25.0", "µs", "0.4", "differs"])
        #expect(!report.summary().contains("kiwisolver"))
    }
}
