import Foundation
import LayoutFuzz
import LayoutGen
import LayoutModel
import LayoutSolver
import Testing

/// Random trees and step sequences laid out by the incremental strategy in place must agree with
/// greedy layouts rebuilt from scratch by the incremental and the full strategies (the fuzzer's
/// ``LayoutCaseCheck``): status, broken constraints and their conflicts, ambiguity, and every
/// determined frame value; every conflict must be irreducible.
@Suite struct RandomCrossCheckTests {
    static let seeds: [UInt64] = Array(1...128)

    @Test(arguments: seeds)
    func inPlaceAgreesWithRebuilding(_ seed: UInt64) throws {
        try Self.crossCheck(seed: seed)
    }

    /// Seeds that found an IncrementalSolver bug (removing an equality a redundant one duplicated
    /// lost the redundant one); kept as regression cases.
    @Test(arguments: [1312, 1844] as [UInt64])
    func removedRedundantEqualities(_ seed: UInt64) throws {
        try Self.crossCheck(seed: seed)
    }

    /// A longer sweep for hunting: `LAYOUTMODEL_SWEEP=1 swift test --filter sweep`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LAYOUTMODEL_SWEEP"] != nil),
          arguments: Array(UInt64(1000)..<UInt64(3000)))
    func sweep(_ seed: UInt64) throws {
        try Self.crossCheck(seed: seed)
    }

    /// The generated case round-trips through the file format, and ``LayoutCaseCheck`` finds
    /// no disagreement: in place vs afresh vs the other strategies, required constraints held,
    /// conflicts irreducible.
    static func crossCheck(seed: UInt64) throws {
        var generator = RandomCaseGenerator(seed: seed)
        let generated = generator.makeCase(name: "random-\(seed)")
        let layoutCase = try LayoutCase(data: Data(generated.text.utf8))
        #expect(layoutCase == generated, "seed \(seed)")
        let verdict = LayoutCaseCheck.check(layoutCase)
        #expect(verdict.status != .invalid, "seed \(seed): generated an invalid case")
        #expect(verdict.problems.isEmpty, "seed \(seed): \(verdict.problems)\n\(layoutCase.text)")
    }

    /// The generated cases exercise every status, steps that break and then recover, stacks and
    /// right-to-left (counted on the first 100 seeds, laid out incrementally only; with the size
    /// floors more cases stay unsatisfiable, so 60 seeds held too few recoveries).
    @Test func theGeneratorCoversWhatItShould() throws {
        var statuses: [LayoutResult.Status: Int] = [:]
        var stepCount = 0, rightToLeft = 0, stacks = 0, brokenThenClean = 0
        for seed in Self.seeds.prefix(100) {
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

/// The cross-check on generated cases with UIKit's extras (margins, safe areas, a layout guide):
/// in place vs afresh vs the other strategy, round trip through the file format.
@Suite struct RandomUIKitCrossCheckTests {
    @Test(arguments: Array(UInt64(1)...32))
    func sweep(_ seed: UInt64) throws {
        var generator = RandomCaseGenerator(seed: seed, knobs: .init(uikitAnchors: 0.5))
        let generated = generator.makeCase(name: "uikit-\(seed)")
        let layoutCase = try LayoutCase(data: Data(generated.text.utf8))
        #expect(layoutCase == generated, "seed \(seed)")
        let verdict = LayoutCaseCheck.check(layoutCase)
        #expect(verdict.status != .invalid, "seed \(seed): generated an invalid case\n\(layoutCase.text)")
        #expect(verdict.problems.isEmpty, "seed \(seed): \(verdict.problems)\n\(layoutCase.text)")
    }

    /// The extras show up: margins, margin attributes, safe-area guides and layout guides.
    @Test func theExtrasAreGenerated() {
        var texts = ""
        for seed in UInt64(1)...32 {
            var generator = RandomCaseGenerator(seed: seed, knobs: .init(uikitAnchors: 0.5))
            texts += generator.makeCase(name: "u").text
        }
        for needle in ["layoutMargins", "safeAreaInsets", "Margin", ".safeArea.", #""guide": true"#] {
            #expect(texts.contains(needle), "\(needle)")
        }
    }
}
