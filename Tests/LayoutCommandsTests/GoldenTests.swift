import ArgumentParser
import BenchRunner
import Foundation
import LayoutCommands
import LayoutFuzz
import LayoutReport
import LayoutTestSupport
import Testing

/// The output of the commands, text and JSON, on Corpus files and fixtures in `Golden/`, held to
/// golden files (``Golden``; regenerate with `LAYOUTBENCH_UPDATE_GOLDEN=1`).
@Suite("Golden output")
struct GoldenTests {
    /// Satisfied with steps, ambiguous, unsatisfiable.
    static let solveCases = ["player-cell-steps", "ambiguous-two-labels", "player-cell-too-narrow"]

    @Test("solve: text and JSON", arguments: solveCases)
    func solve(name: String) throws {
        for format in [SolveOptions.Format.text, .json] {
            let result = try Commands.solve(SolveOptions.parse([Golden.corpus("cases/\(name).json"), "--format", format.rawValue]))
            #expect(result.status == .success && result.messages.isEmpty, "\(result.messages)")
            Golden.check(result.output, "solve-\(name).\(format == .text ? "txt" : "json")")
        }
    }

    @Test("layout: text and JSON", arguments: ["flow-tags", "waterfall-tall-outlier"])
    func layout(name: String) throws {
        for format in [LayoutOptions.Format.text, .json] {
            let result = try Commands.layout(LayoutOptions.parse([Golden.corpus("collections/\(name).json"), "--format", format.rawValue]))
            // flow-tags holds one tag wider than the row on purpose: laid out alone, with a warning.
            let warnings = name == "flow-tags" ? 1 : 0
            #expect(result.status == .success && result.messages.count == warnings, "\(result.messages)")
            #expect(result.messages.allSatisfy { $0.contains("items[4] (300)") }, "\(result.messages)")
            Golden.check(result.output, "layout-\(name).\(format == .text ? "txt" : "json")")
        }
    }

    @Test("bench --list: the quick suite, and a filter with sizes")
    func benchList() throws {
        let result = try Commands.bench(BenchOptions.parse(["--quick", "--list"]))
        #expect(result.status == .success && result.messages.isEmpty, "\(result.messages)")
        Golden.check(result.output, "bench-list-quick.txt")

        let filtered = try BenchOptions.parse(["--list", "--filter", "chain", "--sizes", "10,100", "--iterations", "3", "--peers"])
        let chain = Commands.bench(filtered)
        #expect(chain.status == .success)
        Golden.check(chain.output, "bench-list-chain.txt")

        // The large files run fewer iterations than asked, and the list says so.
        let large = Commands.bench(try BenchOptions.parse(["--list", "--filter", "large files"]))
        #expect(large.status == .success)
        Golden.check(large.output, "bench-list-large-files.txt")
    }

    /// The summary rendered from the rows of a fixture CSV (fixed times): the run's rows, the
    /// peers' and the growth exponents of the sizes the fixture has.
    @Test("bench summary from fixed results")
    func benchSummary() throws {
        let rows = try ResultsCSV.read(from: Golden.path("bench-results.csv"))
        let own = rows.filter { !ReferenceStrategy.peers.contains($0.strategy) }
        let peers = rows.filter { ReferenceStrategy.peers.contains($0.strategy) }
        let exponents = Dictionary(grouping: own) { "\($0.scenario)|\($0.strategy)" }.values.compactMap { group in
            growthExponent(group.map { ($0.size, $0.medianNanoseconds ?? 0) }).map {
                (scenario: group[0].scenario, strategy: group[0].strategy, exponent: $0, sizes: group.map(\.size).sorted())
            }
        }.sorted { ($0.scenario, $0.strategy) < ($1.scenario, $1.strategy) }
        Golden.check(BenchSummary.text(rows: own), "bench-summary.txt")
        Golden.check(BenchSummary.text(rows: own, peers: peers, exponents: exponents), "bench-summary-peers-exponents.txt")
    }

    @Test("compare: text, markdown and JSON, with a regression", arguments: CompareOptions.Format.allCases)
    func compare(format: CompareOptions.Format) throws {
        let options = try CompareOptions.parse([Golden.path("compare-baseline.csv"), Golden.path("compare-current.csv"),
                                                "--format", format.rawValue])
        let result = Commands.compare(options)
        #expect(result.status == .finding && result.messages.isEmpty, "\(result.messages)")
        Golden.check(result.output, "compare-regression.\(["text": "txt", "markdown": "md", "json": "json"][format.rawValue]!)")
    }

    @Test("compare --deterministic-only --verbose: no time compared, every value listed")
    func compareDeterministic() throws {
        let options = try CompareOptions.parse([Golden.path("compare-baseline.csv"), Golden.path("compare-current.csv"),
                                                "--deterministic-only", "--verbose"])
        let result = Commands.compare(options)
        #expect(result.status == .finding)
        Golden.check(result.output, "compare-deterministic-verbose.txt")
    }

    /// A fixed seed and case count on two jobs (the cases do not depend on the number of jobs);
    /// the table and the CSV rendered with the time fixed at 2 s, the command's own output checked
    /// to be the same table with the measured time.
    @Test("fuzz: the summary table and the classification CSV")
    func fuzz() throws {
        let directory = try temporaryDirectory("layoutcommands-fuzz-golden").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = directory + "/fuzz.csv"
        let (result, summary) = try Commands.differentialFuzz(FuzzOptions.parse(["--seed", "1", "--cases", "20", "--jobs", "2",
                                                                                     "--findings", directory + "/findings",
                                                                                     "--output", output]))
        var fixed = try #require(summary)
        #expect(result.status == .success && result.messages.isEmpty, "\(result.messages)")
        #expect(result.output == FuzzCSV.table(fixed) + "wrote \(output)\n")
        #expect(result.written == [directory + "/fuzz.meta.json", output])
        #expect(try String(contentsOfFile: output, encoding: .utf8) == FuzzCSV.text(fixed))
        fixed.seconds = 2
        fixed.processorSeconds = 1
        Golden.check(FuzzCSV.table(fixed), "fuzz-seed1-cases20.txt")
        Golden.check(FuzzCSV.text(fixed), "fuzz-seed1-cases20.csv")
    }
}
