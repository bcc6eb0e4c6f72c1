import Foundation
import FuzzTargets
import LayoutTestSupport
import Testing

/// Every format target over its seeds (the corpus it ships to libFuzzer, and the reproducers
/// of what it found), its generated seeds as written in Corpus/fuzz, and its verdicts on bad input.
struct FuzzTargetTests {
    /// Each target and the Corpus folders of its seed corpus (build.sh zips the same folders).
    nonisolated(unsafe) static let targets: [(target: any FuzzTarget.Type, folders: [String])] = [
        (CaseFileTarget.self, ["cases", "findings", "fuzz/CaseFileFuzzer"]),
        (CollectionFileTarget.self, ["collections", "fuzz/CollectionFileFuzzer"]),
        (ConsoleLogTarget.self, ["logs", "fuzz/ConsoleLogFuzzer"]),
        (ResultsTarget.self, ["fuzz/ResultsFuzzer"]),
        (VisualFormatTarget.self, ["fuzz/VisualFormatFuzzer"]),
    ]

    @Test(arguments: targets.indices)
    func seedsPass(_ index: Int) throws {
        let (target, folders) = Self.targets[index]
        var checked = 0
        for folder in folders {
            let directory = corpusPath(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") && name != "README.md" {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(name)))
                let outcome = target.check(bytes)
                #expect(!outcome.isFinding, "\(target.name) \(folder)/\(name): \(outcome)")
                if outcome == .checked { checked += 1 }
            }
        }
        #expect(checked > 0, "\(target.name) checked none of its seeds")
    }

    @Test(arguments: targets.indices)
    func generatedSeedsAreInTheCorpus(_ index: Int) throws {
        let target = Self.targets[index].target
        for (name, bytes) in target.generatedSeeds() {
            let path = corpusPath("fuzz/\(target.name)/\(name)")
            let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(written == bytes, "\(path) differs from the generated seed: run `\(target.name) --write-seeds`")
        }
    }

    @Test func badInputIsRefusedNotAFinding() {
        let inputs: [[UInt8]] = [[], Array("{".utf8), Array("{\"format\": 3}".utf8), [0xff, 0xfe, 0x00],
                                 Array("scenario\n".utf8), Array(repeating: 0x20, count: 20_000)]
        for (target, _) in Self.targets {
            for input in inputs {
                let outcome = target.check(input)
                #expect(!outcome.isFinding, "\(target.name) \(input.prefix(20)): \(outcome)")
                #expect(outcome != .checked || target == ConsoleLogTarget.self, "\(target.name) \(input.prefix(20))")
            }
        }
    }

    @Test func resultsInputSplitsIntoItsParts() {
        let csv = "scenario,strategy,size,seed,iterations,median_ns,p10_ns,p90_ns,allocations,allocated_bytes,pivots,agree,checksum\n"
            + "chain,full,3,1,5,100,90,110,,,7,true,00ff\n"
        #expect(ResultsTarget.check(ResultsTarget.input(baseline: csv)) == .checked)
        #expect(ResultsTarget.check(ResultsTarget.input(baseline: csv, current: csv)) == .checked)
        guard case .refused(let reason) = ResultsTarget.check(ResultsTarget.input(baseline: csv, baselineMetadata: "{}"))
        else { Issue.record("metadata without keys was accepted"); return }
        #expect(reason.contains("baseline.meta.json"))
    }

    /// The plain build's runner: exit 0 for passing files, 1 for a finding, 2 for a missing path.
    @Test func replayStatus() throws {
        let directory = try temporaryDirectory("FuzzTargetTests")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("pass".utf8).write(to: directory.appendingPathComponent("a"))
        #expect(FuzzTargetRun.run(FindsTheWordBug.self, [directory.path]) == 0)
        try Data("bug".utf8).write(to: directory.appendingPathComponent("b"))
        #expect(FuzzTargetRun.run(FindsTheWordBug.self, [directory.path]) == 1)
        #expect(FuzzTargetRun.run(FindsTheWordBug.self, [directory.appendingPathComponent("missing").path]) == 2)
        #expect(FuzzTargetRun.run(FindsTheWordBug.self, ["--write-seeds", directory.appendingPathComponent("seeds").path]) == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("seeds/one").path))
    }
}

/// A target whose only invariant is that the input is not the word "bug".
private enum FindsTheWordBug: FuzzTarget {
    static let name = "FindsTheWordBug"
    static func check(_ bytes: [UInt8]) -> FuzzTargetOutcome { bytes == Array("bug".utf8) ? .finding("bug") : .checked }
    static func generatedSeeds() -> [(name: String, bytes: [UInt8])] { [("one", Array("pass".utf8))] }
}
