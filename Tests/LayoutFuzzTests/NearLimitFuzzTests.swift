import LayoutFuzz
import LayoutGen
import LayoutModel
import LayoutSolver
import Testing

/// The boundary of ``ConstraintLimits`` fuzzed: cases with multipliers and constants at the
/// limits are valid, and every strategy lays them out alike.
@Suite struct NearLimitFuzzTests {
    @Test(arguments: NearLimitCaseGenerator.Edge.allCases)
    func strategiesAgreeAtTheLimits(_ edge: NearLimitCaseGenerator.Edge) {
        var generator = NearLimitCaseGenerator(seed: 2_026, knobs: DifferentialFuzzer.defaultKnobs)
        var statuses: [FuzzStatus: Int] = [:]
        for index in 0..<50 {
            let layoutCase = generator.makeCase(name: "limits-\(index)", edge: edge)
            let verdict = LayoutCaseCheck.check(layoutCase)
            statuses[verdict.status, default: 0] += 1
            #expect(verdict.status != .disagreement, "\(edge) case \(index): \(verdict.problems)\n\(layoutCase.text)")
            #expect(verdict.status != .invalid, "\(edge) case \(index) left the range:\n\(layoutCase.text)")
        }
        #expect(statuses[.satisfied, default: 0] + statuses[.ambiguous, default: 0] > 0, "\(statuses)")
    }

    @Test func casesReachTheLimits() {
        var generator = NearLimitCaseGenerator(seed: 7)
        let numbers = (0..<40).flatMap { generator.makeCase(name: "\($0)").constraints }
        #expect(numbers.contains { abs($0.multiplier) == ConstraintLimits.largestMultiplier })
        #expect(numbers.contains { abs($0.multiplier) == ConstraintLimits.smallestMultiplier })
        #expect(numbers.contains { abs($0.constant) == ConstraintLimits.largestConstant })
    }
}
