@testable import BenchRunner
import LayoutCore
import LayoutMeasure
import LayoutTestSupport
import Testing

/// ``StepAnswers`` against its naive twin: the steps appended to one array, compared by bit
/// pattern (so that `-0.0`, `0.0` and NaN count as different values, as a checksum sees them).
@Suite("Step answers")
struct StepAnswersTests {
    /// The values a step draws from: few, so that steps repeat each other's values often.
    static let pool: [Double] = [0, -0.0, 1, 1.5, -2, .nan, .infinity, 375, 1e-300]

    static func bits(_ values: [Double]) -> [UInt64] { values.map(\.bitPattern) }

    /// A step of 0 to 6 values from the pool.
    static func randomStep(using random: inout SplitMix64) -> [Double] {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in pool.randomElement(using: &random)! }
    }

    /// `count` steps after `start`: each a new random step (one time in `newLengthOneIn`), else
    /// the step before with about a third of its values drawn again.
    static func randomSteps(after start: [Double], count: Int, newLengthOneIn: Int,
                            using random: inout SplitMix64) -> [[Double]]
    {
        var step = start
        return (0..<count).map { _ in
            if Int.random(in: 0..<newLengthOneIn, using: &random) == 0 {
                step = randomStep(using: &random)
            } else {
                for index in step.indices where Int.random(in: 0..<3, using: &random) == 0 {
                    step[index] = pool.randomElement(using: &random)!
                }
            }
            return step
        }
    }

    @Test("Seeded random steps: lengths that change and stay, values that repeat or move")
    func randomSteps() {
        var random = SplitMix64(seed: 24)
        for _ in 0..<500 {
            var answers = StepAnswers(), plain: [Double] = []
            let start = Self.randomStep(using: &random)
            for step in Self.randomSteps(after: start, count: Int.random(in: 0...6, using: &random), newLengthOneIn: 2,
                                         using: &random)
            {
                answers.append(step)
                plain += step
            }
            #expect(Self.bits(answers.values) == Self.bits(plain))
            #expect(Self.bits(answers.finished().values) == Self.bits(plain))
        }
    }

    @Test("Every sequence of up to three steps of up to two values from {0, -0, 1}")
    func smallExhaustive() {
        let values: [Double] = [0, -0.0, 1]
        var stepsOfLength: [[Double]] = [[]]
        for length in 1...2 {
            stepsOfLength += (0..<Int(pow3(length))).map { code in
                (0..<length).map { values[code / pow3($0) % 3] }
            }
        }
        func check(_ steps: [[Double]]) {
            var answers = StepAnswers()
            for step in steps { answers.append(step) }
            #expect(Self.bits(answers.finished().values) == Self.bits(steps.flatMap { $0 }))
        }
        for a in stepsOfLength {
            check([a])
            for b in stepsOfLength {
                check([a, b])
                for c in stepsOfLength { check([a, b, c]) }
            }
        }
    }

    @Test("Rebased on a shared base: the same values, seeded random steps and bases")
    func rebasedSteps() {
        var random = SplitMix64(seed: 2424)
        for _ in 0..<500 {
            let length = Int.random(in: 0...6, using: &random)
            let base = (0..<length).map { _ in Self.pool.randomElement(using: &random)! }
            var answers = StepAnswers(), plain: [Double] = []
            let steps = Self.randomSteps(after: base, count: Int.random(in: 0...4, using: &random), newLengthOneIn: 4,
                                         using: &random)
            for step in steps {
                answers.append(step)
                plain += step
            }
            let step = steps.last ?? base
            #expect(Self.bits(answers.finished().rebased(on: base).values) == Self.bits(plain))
            #expect(Self.bits(answers.rebased(on: base).rebased(on: step).values) == Self.bits(plain))
        }
    }

    @Test("Rebased: every first step of up to two values from {0, -0, 1} on every base")
    func rebasedSmallExhaustive() {
        let values: [Double] = [0, -0.0, 1]
        var steps: [[Double]] = [[]]
        for length in 1...2 {
            steps += (0..<pow3(length)).map { code in (0..<length).map { values[code / pow3($0) % 3] } }
        }
        for base in steps {
            for first in steps {
                for second in [nil] + steps {
                    var answers = StepAnswers()
                    answers.append(first)
                    if let second { answers.append(second) }
                    let expected = first + (second ?? [])
                    #expect(Self.bits(answers.finished().rebased(on: base).values) == Self.bits(expected))
                }
            }
        }
    }

    @Test("A measurement made from steps answers their concatenation")
    func measurement() {
        var answers = StepAnswers()
        answers.append([1, 2, 3])
        answers.append([1, 2, 4])
        let measurement = BenchMeasurement(scenario: "s", strategy: "incremental", size: 1, seed: 0,
                                           samples: Samples(), stepAnswers: answers)
        #expect(measurement.answers == [1, 2, 3, 1, 2, 4])
    }
}

private func pow3(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { value, _ in value * 3 } }
