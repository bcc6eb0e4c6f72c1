import Foundation
import LayoutTestSupport
import Testing
@testable import LayoutReport

@Suite struct NamedBaselinesTests {
    func metadata(cpu: String = "AMD EPYC", toolchain: String = "Swift 6.3") -> RunMetadata {
        RunMetadata(toolchain: toolchain, os: "Debian", cpuModel: cpu, cpuCount: 2, allocationCounts: true,
                    commandLine: ["layoutbench", "bench"], date: "2026-11-25T00:00:00Z", seed: 1)
    }

    func results(in directory: URL, name: String, metadata: RunMetadata?) throws -> String {
        let path = directory.appendingPathComponent(name).path
        let rows = [ResultRow(scenario: "chain-edit", strategy: "incremental", size: 300, seed: 0, iterations: 5, pivots: 2)]
        if let metadata { try ResultsCSV.write(rows, to: path, metadata: metadata) } else { try ResultsCSV.write(rows, to: path) }
        return path
    }

    @Test func updateListAndCheck() throws {
        let directory = try temporaryDirectory()
        let store = NamedBaselines(directory: directory.appendingPathComponent("baselines").path)
        #expect(try store.list().isEmpty)
        let latest = try results(in: directory, name: "latest.csv", metadata: metadata())
        let written = try store.update("main", from: latest)
        #expect(written.map { ($0 as NSString).lastPathComponent } == ["main.csv", "main.meta.json"])
        let entries = try store.list()
        #expect(entries.map(\.name) == ["main"] && entries.first?.rowCount == 1)
        let entry = try store.entry("main")
        #expect(NamedBaselines.incompatibility(of: entry, with: metadata()) == nil)
        // Another CPU or toolchain is refused, naming the field; a run without metadata too.
        let otherCPU = NamedBaselines.incompatibility(of: entry, with: metadata(cpu: "Intel Xeon"))
        #expect(otherCPU?.description.contains("CPU model: AMD EPYC (baseline) vs Intel Xeon (current)") == true)
        #expect(NamedBaselines.incompatibility(of: entry, with: metadata(toolchain: "Swift 6.2")) != nil)
        #expect(NamedBaselines.incompatibility(of: entry, with: nil) == .currentHasNoMetadata("main"))
    }

    @Test func badNamesMissingBaselinesAndResultsWithoutMetadata() throws {
        let directory = try temporaryDirectory()
        let store = NamedBaselines(directory: directory.path)
        for name in ["", "../main", ".hidden", "a b", "a/b"] {
            #expect(throws: NamedBaselineError.badName(name)) { try store.path(of: name) }
        }
        #expect(throws: NamedBaselineError.notFound("nope", directory: directory.path)) { try store.entry("nope") }
        let bare = try results(in: directory, name: "bare.csv", metadata: nil)
        #expect(throws: NamedBaselineError.noMetadata(bare)) { try store.update("main", from: bare) }
    }
}
