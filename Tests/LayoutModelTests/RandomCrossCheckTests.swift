import Foundation
import LayoutGen
import LayoutModel
import LayoutSolver
import Testing

/// Random trees and step sequences laid out by the incremental strategy in place must agree with
/// greedy layouts rebuilt from scratch — by the incremental solver on every seed, and by the full
/// strategy on the first 48 (its every required add rebuilds, so it is the slow twin): status,
/// broken constraints and their conflicts, ambiguity, and every determined frame value; every
/// conflict must be irreducible.
@Suite struct RandomCrossCheckTests {
    static let seeds: [UInt64] = Array(1...128)

    @Test(arguments: seeds)
    func inPlaceAgreesWithRebuilding(_ seed: UInt64) throws {
        try Self.crossCheck(seed: seed, withFullSolver: seed <= 48)
    }

    /// Seeds that found an IncrementalSolver bug (removing an equality a redundant one duplicated
    /// lost the redundant one); kept as regression cases.
    @Test(arguments: [1312, 1844] as [UInt64])
    func removedRedundantEqualities(_ seed: UInt64) throws {
        try Self.crossCheck(seed: seed, withFullSolver: true)
    }

    /// A longer sweep for hunting: `LAYOUTMODEL_SWEEP=1 swift test --filter sweep`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LAYOUTMODEL_SWEEP"] != nil),
          arguments: Array(UInt64(1000)..<UInt64(3000)))
    func sweep(_ seed: UInt64) throws {
        try Self.crossCheck(seed: seed, withFullSolver: seed % 4 == 0)
    }

    static func crossCheck(seed: UInt64, withFullSolver: Bool) throws {
        var generator = RandomCaseGenerator(seed: seed)
        let generated = generator.makeCase(name: "random-\(seed)")
        // Through the file format and back: the writer and reader must round-trip it.
        let layoutCase = try LayoutCase(data: Data(generated.text.utf8))
        #expect(layoutCase == generated, "seed \(seed)")

        let inPlace = CaseRunner.run(layoutCase, strategy: IncrementalSolver.self)
        var twins = [CaseRunner.run(layoutCase, strategy: IncrementalSolver.self, updatesInPlace: false)]
        if withFullSolver { twins.append(CaseRunner.run(layoutCase, strategy: FullSolver.self)) }
        guard case .laidOut(let initial, let steps) = inPlace.outcome else {
            Issue.record("seed \(seed): generated an invalid case: \(inPlace.outcome)")
            return
        }
        let layouts = [initial] + steps
        for layout in layouts {
            for broken in layout.broken {
                #expect(isIrreducibleConflict(broken.system), "seed \(seed): \(broken.conflict.map(\.text))")
                #expect(broken.conflict.last?.name == broken.constraint.name)
            }
        }
        for twin in twins {
            guard case .laidOut(let twinInitial, let twinSteps) = twin.outcome, twinSteps.count == steps.count else {
                Issue.record("seed \(seed): the twin refused the case")
                continue
            }
            for (index, (a, b)) in zip(layouts, [twinInitial] + twinSteps).enumerated() {
                expectAgreement(a, b, context: "seed \(seed) layout \(index)\n\(layoutCase.text)")
            }
        }
    }

    /// The generated cases exercise every status, steps that break and then recover, stacks and
    /// right-to-left (counted on the first 60 seeds, laid out incrementally only).
    @Test func theGeneratorCoversWhatItShould() throws {
        var statuses: [LayoutResult.Status: Int] = [:]
        var stepCount = 0, rightToLeft = 0, stacks = 0, brokenThenClean = 0
        for seed in Self.seeds.prefix(60) {
            var generator = RandomCaseGenerator(seed: seed)
            let layoutCase = generator.makeCase(name: "r")
            stepCount += layoutCase.steps.count
            if layoutCase.layoutDirection == .rightToLeft { rightToLeft += 1 }
            stacks += layoutCase.views.filter { $0.stack != nil }.count
            guard case .laidOut(let initial, let steps) = CaseRunner.run(layoutCase, strategy: IncrementalSolver.self).outcome
            else { continue }
            let all = [initial] + steps
            for layout in all { statuses[layout.status, default: 0] += 1 }
            if zip(all, all.dropFirst()).contains(where: { $0.status == .unsatisfiable && $1.status != .unsatisfiable }) {
                brokenThenClean += 1
            }
        }
        let census = "statuses \(statuses), steps \(stepCount), RTL \(rightToLeft), stacks \(stacks), recovered \(brokenThenClean)"
        #expect(statuses.count == 3 && statuses.values.allSatisfy { $0 >= 10 }, "\(census)")
        #expect(stepCount > 60 && rightToLeft > 10 && stacks > 20 && brokenThenClean >= 3, "\(census)")
    }
}
