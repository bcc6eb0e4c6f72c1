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
            #expect(Double(row.extra["mb_per_s"] ?? "") ?? 0 > 0, "\(row.scenario)")
        }

        // The answers are the checksum of the report the command path writes.
        let collectionCase = CollectionWorkload(kind: .flow, itemCount: 200, seed: 1).collectionCase(queries: 10)
        let expected = try CollectionResult(collectionCase, strategy: IndexedQuery.self)
            .text(of: collectionCase, strategy: IndexedQuery.name)
        #expect(report.measurements[0].answers == LargeFileScenarios.checksum(expected))
        let layoutCase = ViewTreeWorkload(shape: .independent, viewCount: 200, seed: 1).layoutCase
        let solved = SolveReport.jsonText(CaseRunner.run(layoutCase, strategy: IncrementalSolver.self))
        #expect(report.measurements[1].answers == LargeFileScenarios.checksum(solved))
    }

    @Test func theChecksumSeesEveryByte() {
        #expect(LargeFileScenarios.checksum("frames") != LargeFileScenarios.checksum("framez"))
        #expect(LargeFileScenarios.checksum("") == [Double(0xcbf2_9ce4), Double(0x8422_2325), 0])
    }
}
