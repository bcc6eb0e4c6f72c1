import CollectionLayout
import Foundation
import LayoutFuzz
import LayoutGen
import LayoutModel
import LayoutTestSupport
import Testing

@Suite struct DifferentialFuzzerTests {
    /// Generated layout cases — every status, steps that break and recover, rejected
    /// constraints removed again — agree on every strategy, in place and afresh, with
    /// irreducible conflicts; and the mix covers every status.
    @Test func generatedLayoutCasesAgree() {
        var statuses: [FuzzStatus: Int] = [:]
        for seed in UInt64(1)...48 {
            var generator = RandomCaseGenerator(seed: seed, knobs: DifferentialFuzzer.defaultKnobs)
            let layoutCase = generator.makeCase(name: "r")
            let verdict = LayoutCaseCheck.check(layoutCase)
            #expect(!verdict.isDisagreement, "seed \(seed): \(verdict.problems)\n\(layoutCase.text)")
            statuses[verdict.status, default: 0] += 1
        }
        #expect([FuzzStatus.satisfied, .ambiguous, .unsatisfiable].allSatisfy { statuses[$0, default: 0] >= 3 },
                "\(statuses)")
    }

    /// Generated collections agree on every query strategy and through incremental changes.
    @Test func generatedCollectionsAgree() {
        for seed in UInt64(1)...150 {
            var generator = RandomCollectionGenerator(seed: seed)
            let collectionCase = generator.makeCase(name: "c")
            let verdict = CollectionCaseCheck.check(collectionCase)
            #expect(!verdict.isDisagreement, "seed \(seed): \(verdict.problems)\n\(collectionCase.jsonText)")
        }
    }

    /// A run classifies the same cases the same way whatever the number of jobs.
    @Test func runsAreReproducibleAcrossJobs() {
        let one = DifferentialFuzzer(.init(seed: 500, limit: .cases(30), jobs: 1)).run()
        let two = DifferentialFuzzer(.init(seed: 500, limit: .cases(30), jobs: 2)).run()
        #expect(one.cases == 30 && two.cases == 30)
        #expect(one.counts == two.counts)
        #expect(one.counts[.collection, default: [:]].values.reduce(0, +) == 6)
        #expect(one.counts[.solver, default: [:]].values.reduce(0, +) == 6)
    }

    /// A finding is saved atomically as a case file with its notes, and replays as what it is.
    @Test func findingsAreSavedAndReplayed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("findings-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var generator = RandomCaseGenerator(seed: 4, knobs: .init(injectedConflicts: 1))
        let layoutCase = generator.makeCase(name: "layout-seed-4")
        let finding = Finding(kind: .layout, seed: 4, reproducer: .layout(layoutCase), problems: ["what disagreed"],
                              originalSize: 10, shrunkSize: 10)
        let path = try FindingStore(directory: directory).save(finding)
        #expect(path.hasSuffix("/layout-seed-4.json"))
        let saved = try LayoutCase.read(from: path)
        #expect(saved.notes == ["what disagreed"])
        var collection = RandomCollectionGenerator(seed: 9)
        let collectionFinding = Finding(kind: .collection, seed: 9, reproducer: .collection(collection.makeCase(name: "c")),
                                        problems: ["a, \"quoted\" note"], originalSize: 1, shrunkSize: 1)
        let collectionPath = try FindingStore(directory: directory).save(collectionFinding)
        #expect(try CollectionCase.read(from: collectionPath).notes == ["a, \"quoted\" note"])

        let program = SolverProgram.generate(seed: 3)
        let solverPath = try FindingStore(directory: directory).save(
            Finding(kind: .solver, seed: 3, reproducer: .solver(program), problems: [], originalSize: 1, shrunkSize: 1))
        #expect(solverPath.hasSuffix("/solver-seed-3.bin"))
        #expect(SolverProgram(decoding: try Data(contentsOf: URL(fileURLWithPath: solverPath))) == program)

        let outcomes = try Replay.files([directory]).map(Replay.run(file:))
        #expect(outcomes.map(\.kind) == [.collection, .layout, .solver])
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes[1].verdict.status == .unsatisfiable)
    }

    /// A malformed file fails the replay with an error naming it; a missing path is an error.
    @Test func unreadableFilesFailTheReplay() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("{\"format\": \"layoutbench/case@1\", \"views\": 3}".utf8).write(to: URL(fileURLWithPath: path))
        let outcome = Replay.run(file: path)
        #expect(outcome.failed)
        #expect(outcome.error?.contains(path) == true, "\(outcome.error ?? "")")
        #expect(throws: Replay.MissingPath.self) { try Replay.files(["/nonexistent/findings"]) }
    }

    /// The saved findings, the bundled cases and the solver seed corpus replay without a
    /// disagreement (the bundled collections are large; CollectionLayoutTests check them and CI
    /// replays them in release).
    @Test(arguments: ["findings", "cases", "solver-fuzz"])
    func corpusReplays(_ folder: String) throws {
        let directory = corpusPath(folder)
        try #require(FileManager.default.fileExists(atPath: directory), "\(directory) is missing")
        let files = try Replay.files([directory])
        #expect(folder == "findings" || files.count >= 8, "\(folder): \(files.count) files")
        for file in files {
            let outcome = Replay.run(file: file)
            #expect(!outcome.failed, "\(file): \(outcome.error ?? "") \(outcome.verdict.problems)")
        }
    }
}
