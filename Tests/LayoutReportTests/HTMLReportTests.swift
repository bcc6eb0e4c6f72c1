import Foundation
import LayoutTestSupport
import Testing
@testable import LayoutReport

@Suite struct HTMLReportTests {
    let metadata = RunMetadata(gitCommit: "abc", toolchain: "Swift 6.3", buildConfiguration: "release", os: "Debian 12",
                               cpuModel: "Test CPU", cpuCount: 2, allocationCounts: true,
                               commandLine: ["layoutbench", "bench"], date: "2026-01-01T00:00:00Z", seed: 1)

    var rows: [ResultRow] {
        [row("chain-edit", "full", size: 10, median: 1_000), row("chain-edit", "incremental", size: 10, median: 200),
         row("chain-edit", "full", size: 100, median: 10_000), row("chain-edit", "incremental", size: 100, median: 2_000),
         row("chain-edit", "kiwi", size: 100, median: 500, agree: false),
         row("enaml-edit", "full", size: 37, median: 800), row("enaml-edit", "incremental", size: 37, median: 900, agree: false)]
    }

    @Test func thePageHasEverySectionAndNeedsNothingFromTheNetwork() {
        let html = HTMLReport(resultsName: "latest.csv", rows: rows, metadata: metadata).html()
        for id in ["run", "metadata", "summary", "scenarios", "sweeps", "rows"] {
            #expect(html.contains("id=\"\(id)\""), "missing section \(id)")
        }
        #expect(!html.contains("id=\"baseline\"") && !html.contains("metadata-warning"))
        #expect(!html.contains("<script"))
        // The only address is the SVG namespace.
        #expect(html.components(separatedBy: "http").count - 1 == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
        #expect(html.contains("Test CPU") && html.contains("Swift 6.3"))
    }

    @Test func scenariosDrawTheLargestSizeWithPeersAndFailuresMarked() {
        let html = HTMLReport(resultsName: "latest.csv", rows: rows, metadata: metadata).html()
        #expect(html.components(separatedBy: "<figure class=\"scenario\"").count - 1 == 2)
        #expect(html.contains("id=\"scenario-chain-edit-100\"") && html.contains("id=\"scenario-enaml-edit-37\""))
        #expect(html.contains("class=\"bar peer\"") && html.contains("class=\"bar failed\""))
        #expect(html.contains("0.2× full"))     // incremental's median over full's at 100
        #expect(html.contains("DISAGREES") && html.contains("answers differ"))
        #expect(html.contains("1 row(s) disagree with their reference strategy: enaml-edit/incremental/37"))
    }

    @Test func sweepsShowTheFittedExponent() {
        let html = HTMLReport(resultsName: "latest.csv", rows: rows, metadata: metadata).html()
        #expect(html.components(separatedBy: "<figure class=\"sweep\"").count - 1 == 1)
        #expect(html.contains("id=\"sweep-chain-edit\""))
        #expect(html.contains("full k = 1.0, incremental k = 1.0"))
        #expect(html.contains("class=\"guide\""))
    }

    @Test func aBaselineListsRegressionsFirstAndCountsApartFromTimes() {
        var old = rows
        old[3].pivots = 5            // chain-edit/incremental/100: 5 → 10 pivots, a regression
        old[0].allocations = 200     // chain-edit/full/10: 200 → 100, improved
        var report = HTMLReport(resultsName: "latest.csv", rows: rows, metadata: metadata,
                                baseline: ("baseline.csv", old, nil))
        report.policy = ComparisonPolicy()
        let html = report.html()
        #expect(html.contains("id=\"baseline\"") && html.contains("id=\"baseline-counts\"") && html.contains("id=\"baseline-times\""))
        #expect(html.contains("The baseline has no run metadata"))
        #expect(html.contains("id=\"metadata-warning\""))
        let counts = html.components(separatedBy: "id=\"baseline-counts\"")[1]
        let regressed = counts.range(of: "class=\"regressed\"")!, improved = counts.range(of: "class=\"improved\"")!
        #expect(regressed.lowerBound < improved.lowerBound)
        #expect(html.contains("pivots regressed from 5 to 10"))
    }

    @Test func differentBuildsRaiseTheBannerAndCountsAreNotGatedUnlessForced() {
        var other = metadata
        other.buildConfiguration = "debug"
        var old = rows
        old[3].pivots = 5
        let check = MetadataCheck(baseline: other, current: metadata)
        #expect(!check.countsComparable)
        var report = HTMLReport(resultsName: "latest.csv", rows: rows, metadata: metadata, baseline: ("baseline.csv", old, other))
        report.policy.countsUngatedBecause = check.countsUngatedReason
        let html = report.html()
        #expect(html.contains("id=\"metadata-warning\""))
        #expect(html.contains("Runs differ in build configuration: debug (baseline) vs release (current)"))
        #expect(html.contains("not gated as a regression, the runs differ in build configuration; pass --force"))
    }

    @Test func aDeterministicOnlyFileSaysThereIsNothingToDraw() {
        let html = HTMLReport(resultsName: "counts.csv", rows: [row(median: nil)], metadata: nil).html()
        #expect(html.contains("nothing to draw"))
        #expect(html.contains("no metadata"))
    }

    @Test func readingFilesFollowsTheMetadataUnlessForced() throws {
        let directory = try temporaryDirectory()
        let current = directory.appendingPathComponent("latest.csv").path
        let old = directory.appendingPathComponent("baseline.csv").path
        var debug = metadata
        debug.buildConfiguration = "debug"
        try ResultsCSV.write(rows, to: current, metadata: metadata)
        try ResultsCSV.write(rows, to: old, metadata: debug)
        let report = try HTMLReport(resultsPath: current, baselinePath: old)
        #expect(report.metadata == metadata && report.baseline?.metadata == debug)
        #expect(report.policy.countsUngatedBecause?.contains("build configuration") == true)
        #expect(try HTMLReport(resultsPath: current, baselinePath: old, force: true).policy.countsUngatedBecause == nil)
        #expect(throws: ResultsCSVError.self) { try HTMLReport(resultsPath: directory.appendingPathComponent("missing.csv").path) }
        try "{".write(toFile: RunMetadata.path(forResults: old), atomically: true, encoding: .utf8)
        #expect(throws: RunMetadataError.self) { try HTMLReport(resultsPath: current, baselinePath: old) }
    }
}
