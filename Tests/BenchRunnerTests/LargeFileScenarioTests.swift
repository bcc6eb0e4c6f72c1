import Testing
import CollectionLayout
import LayoutGen
import LayoutModel
import LayoutSolver
@testable import BenchRunner

@Suite struct LargeFileScenarioTests {
    @Test func theLargeFileGroupsRunOnlyWhenAFilterSelectsThem() throws {
        for quick in [true, false] {
            let names = try BenchSuite(configuration: BenchConfiguration(quick: quick)).groups().map(\.name)
            #expect(!names.contains { $0.hasPrefix("large files") })
        }
        var configuration = BenchConfiguration(quick: true)
        #expect(try BenchSuite(configuration: configuration).optInGroupsLeftOut().map(\.name)
                == ["large files collection 3000000", "large files case 100000"])
        configuration.filter = "large files"
        #expect(try BenchSuite(configuration: configuration).groups().map(\.name)
                == ["large files collection 3000000", "large files case 100000"])
        #expect(try BenchSuite(configuration: configuration).optInGroupsLeftOut().isEmpty)
    }

    @Test func aSmallRunReportsThroughputAndTheReportsChecksum() throws {
        var configuration = BenchConfiguration(quick: true, iterations: 1)
        configuration.sizes = [200]
        configuration.filter = "large files"
        let report = try BenchSuite(configuration: configuration).run()
        #expect(report.measurements.map(\.scenario) == ["file-collection-layout", "file-case-solve"])
        #expect(report.disagreements == 0)
        for row in report.rows {
            #expect(Int(row.extra["input_bytes"] ?? "") ?? 0 > 0, "\(row.scenario)")
            #expect(Int(row.extra["output_bytes"] ?? "") ?? 0 > 0, "\(row.scenario)")
            for column in ["mb_per_s", "read_mb_per_s", "write_mb_per_s"] {
                #expect(Double(row.extra[column] ?? "") ?? 0 > 0, "\(row.scenario) \(column)")
            }
            let phases = ["read_median_ns", "solve_median_ns", "write_median_ns"].map { Double(row.extra[$0] ?? "") ?? 0 }
            #expect(phases.allSatisfy { $0 > 0 }, "\(row.scenario)")
            #expect(phases.reduce(0, +) <= (row.medianNanoseconds ?? 0) * 1.01 + 1e6, "\(row.scenario)")
        }
        #expect(report.measurements.map(\.samples.count) == [1, 1])

        // The answers are the checksum of the report the command path writes.
        let collectionCase = CollectionWorkload(kind: .flow, itemCount: 200, seed: 1).collectionCase(queries: 10)
        let expected = try CollectionResult(collectionCase, strategy: IndexedQuery.self)
            .text(of: collectionCase, strategy: IndexedQuery.name)
        #expect(report.measurements[0].answers == LargeFileScenarios.checksum(expected))
        let layoutCase = ViewTreeWorkload(shape: .independent, viewCount: 200, seed: 1).layoutCase
        let solved = SolveReport.jsonText(CaseRunner.run(layoutCase, strategy: IncrementalSolver.self))
        #expect(report.measurements[1].answers == LargeFileScenarios.checksum(solved))
    }

    @Test func theGroupsSayWhatTheyRun() throws {
        var configuration = BenchConfiguration(iterations: 15)
        configuration.filter = "large files"
        let timings = try BenchSuite(configuration: configuration).groups().map(\.timing)
        #expect(timings == [BenchTiming(iterations: 3, warmUp: true), BenchTiming(iterations: 1, warmUp: false)])
        #expect(LargeFileScenarios.timing(of: LargeFileScenarios.collectionScenario, requested: 2)
                == BenchTiming(iterations: 2))
        #expect(timings.map { $0?.description } == ["3 timed iterations after a warm-up", "1 timed iteration, no warm-up"])
        let others = try BenchSuite(configuration: BenchConfiguration(quick: true)).groups()
        #expect(others.allSatisfy { $0.timing == nil })
    }

    @Test func theChecksumSeesEveryByte() {
        #expect(LargeFileScenarios.checksum("frames") != LargeFileScenarios.checksum("framez"))
        #expect(LargeFileScenarios.checksum("") == [Double(0xcbf2_9ce4), Double(0x8422_2325), 0])
    }
}
