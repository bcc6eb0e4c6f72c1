import Foundation
import LayoutTestSupport
import Testing
@testable import LayoutReport

@Suite struct RunMetadataTests {
    @Test func theMetadataFileSitsBesideTheCSV() {
        #expect(RunMetadata.path(forResults: "results/latest.csv") == "results/latest.meta.json")
        #expect(RunMetadata.path(forResults: "out") == "out.meta.json")
    }

    @Test func writingRowsWritesTheMetadataAndBothReadBack() throws {
        let directory = try temporaryDirectory()
        let csv = directory.appendingPathComponent("run.csv").path
        let metadata = RunMetadata.current(commandLine: ["layoutbench", "bench", "--quick"], seed: 7, allocationCounts: true)
        try ResultsCSV.write([row()], to: csv, metadata: metadata)
        #expect(try ResultsCSV.read(from: csv) == [row()])
        #expect(try RunMetadata.read(forResults: csv) == metadata)
        #expect(metadata.cpuCount >= 1 && metadata.seed == 7)
        #expect(metadata.buildConfiguration == ToolVersion.buildConfiguration)
        #expect(metadata.allocationCounts)
    }

    @Test func aCSVWithoutMetadataHasNone() throws {
        let directory = try temporaryDirectory()
        #expect(try RunMetadata.read(forResults: directory.appendingPathComponent("old.csv").path) == nil)
    }

    @Test func badMetadataIsAnErrorNamingTheFile() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("bad.meta.json").path
        try Data("{\"format\": 3}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: RunMetadataError.self) { try RunMetadata.read(from: path) }
        do {
            _ = try RunMetadata.read(from: path)
        } catch {
            #expect(error.description.hasPrefix(path + ": "))
        }
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: RunMetadataError(file: path, problem: "is not JSON run metadata")) { try RunMetadata.read(from: path) }
    }

    @Test func theCPUModelComesFromCPUInfo() {
        #expect(MachineFacts.cpuModel(inCPUInfo: "processor\t: 0\nmodel name\t: AMD EPYC 7B13\nflags\t: x\n") == "AMD EPYC 7B13")
        #expect(MachineFacts.cpuModel(inCPUInfo: "processor\t: 0\n") == nil)
    }

    @Test func differencesSayWhichAffectCounts() {
        let a = RunMetadata.current(commandLine: [], seed: 1, allocationCounts: false)
        var b = a
        #expect(MetadataCheck(baseline: a, current: b).differences.isEmpty)
        b.cpuCount += 1
        #expect(MetadataCheck(baseline: a, current: b).countsComparable)
        b.toolchain = "Swift 5.9"
        let check = MetadataCheck(baseline: a, current: b)
        #expect(!check.countsComparable)
        #expect(check.differences.map(\.field) == ["toolchain", "CPU count"])
        #expect(check.countsUngatedReason == "the runs differ in toolchain; pass --force to gate counts anyway")
        #expect(MetadataCheck(baseline: nil, current: a).statements.first?.contains("no run metadata") == true)
    }

    @Test func anUngatedCountIsANoteNotAFailure() {
        var policy = ComparisonPolicy(comparesTimes: false)
        policy.countsUngatedBecause = "the runs differ in toolchain; pass --force to gate counts anyway"
        let comparison = BaselineComparison(baseline: [row(pivots: 1)], current: [row(pivots: 9)], policy: policy)
        #expect(!comparison.hasRegression)
        #expect(comparison.notes.contains { $0.contains("not gated as a regression, the runs differ in toolchain") })
    }
}
