@testable import BenchRunner
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

    @Test("A strategy whose answers differ is caught")
    func disagreement() {
        func measurement(_ strategy: String, _ answers: [Double]) -> Measurement {
            Measurement(scenario: "s", strategy: strategy, size: 1, seed: 0, samples: Samples(), answers: answers)
        }
        #expect(BenchSuite.crossCheck([measurement("incremental", [1, 2.5]), measurement("full", [1, 2])]) == [false, true])
    }

    @Test("The summary lists peers with our incremental strategy's ratio to them")
    func peersInSummary() throws {
        var fast = Samples(), slow = Samples()
        fast.append(.microseconds(10))
        slow.append(.microseconds(40))
        let report = BenchReport(
            measurements: [Measurement(scenario: "enaml-edit", strategy: "incremental", size: 37, seed: 0,
                                       samples: fast, answers: []),
                           Measurement(scenario: "enaml-edit", strategy: "full", size: 37, seed: 0,
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
