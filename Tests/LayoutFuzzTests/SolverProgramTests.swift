import LayoutCore
import Foundation
import LayoutFuzz
import LayoutGen
import LayoutSolver
import LayoutTestSupport
import Testing

@Suite struct SolverProgramTests {
    /// Any bytes decode, and decoding what a decoded program encodes to gives it back.
    @Test func decodingIsTotalAndEncodingInvertsIt() {
        var rng = SplitMix64(seed: 77)
        for length in [0, 1, 2, 3, 7, 40, 300, 2_000] {
            for _ in 0..<25 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
                let program = SolverProgram(decoding: bytes)
                #expect((2...SolverProgram.maximumVariables).contains(program.variableCount))
                #expect(program.operations.count <= SolverProgram.maximumOperations)
                #expect(SolverProgram(decoding: program.encoded) == program, "\(bytes)")
            }
        }
        #expect(SolverProgram(decoding: []).operations.isEmpty)
    }

    /// Generated programs survive the byte round trip exactly.
    @Test func generatedProgramsRoundTrip() {
        for seed in UInt64(0)..<100 {
            let program = SolverProgram.generate(seed: seed, operations: 30)
            #expect(SolverProgram(decoding: program.encoded) == program, "seed \(seed)")
        }
    }

    /// A copy operation decodes to an add of an equal, or negated, earlier constraint.
    @Test func copiesDecodeToAddsOfEarlierConstraints() {
        // 3 variables; add c0: 2·x1 <= 0.5 @999.5; copy c0 negated (op 7, argument 1).
        let bytes: [UInt8] = [1, 0, 0x04, 0, 0x41, 1, 7 | 1 << 3, 0, 0]
        let program = SolverProgram(decoding: bytes)
        let c0 = SolverProgram.spec([(1, 2)], .lessThanOrEqual, 0.5, 999.5)
        #expect(program == SolverProgram(variableCount: 3, operations: [.add(c0), .add(c0.negated)]))
        #expect(c0.negated == SolverProgram.spec([(1, -2)], .greaterThanOrEqual, -0.5, 999.5))
    }

    /// The strategies agree on seeded programs (the fuzzer's check, without libFuzzer).
    @Test func seededProgramsAgree() {
        for seed in UInt64(1)...200 {
            let program = SolverProgram.generate(seed: seed, operations: 12)
            let result = program.check()
            #expect(result.agrees, "seed \(seed):\n\(program)\n\(result.divergences)")
        }
    }

    /// Hand-written programs: what each operation does, on every strategy alike.
    @Test func handWrittenOutcomes() {
        let x0is10 = SolverProgram.spec([(0, 1)], .equal, -10)
        let x0is20 = SolverProgram.spec([(0, 1)], .equal, -20)
        let program = SolverProgram(variableCount: 2, operations: [
            .add(x0is10), .add(x0is20), .remove(constraint: 1), .readd(constraint: 0), .remove(constraint: 0),
            .readd(constraint: 1), .addEdit(variable: 1, priority: SolverProgram.editPriorities.count - 1),
            .suggest(variable: 1, valueCode: 4), .addEdit(variable: 1, priority: 0), .suggest(variable: 1, valueCode: -128),
            .remove(constraint: 7),
        ])
        let result = program.check()
        #expect(result.agrees, "\(result.divergences)")
        #expect(result.outcomes == [
            .done, .unsatisfiable(conflict: [0, 1]), .refused("unknownConstraint"), .refused("duplicateConstraint"),
            .done, .done, .refused("requiredEditVariable"), .refused("unknownEditVariable"), .done,
            .refused("nonFiniteValue"), .skipped,
        ])
    }

    /// Every seed of the corpus agrees, and Corpus/solver-fuzz holds exactly the seeds' bytes.
    @Test func seedCorpusAgreesAndIsOnDisk() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Corpus/solver-fuzz").standardized
        for (name, program) in SolverProgram.seedCorpus {
            let result = program.check()
            #expect(result.agrees, "\(name): \(result.divergences)")
            let file = try #require(FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
                                    "\(name) is missing from Corpus/solver-fuzz (SolverFuzzer --write-seeds Corpus/solver-fuzz)")
            #expect(SolverProgram(decoding: file) == program, "\(name) on disk differs from the seed")
        }
    }
}
