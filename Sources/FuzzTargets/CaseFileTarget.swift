import Foundation
import LayoutFuzz
import LayoutGen
import LayoutModel

/// `CaseFileFuzzer`: bytes → `layoutbench/case@1` → compile → every layout on every strategy
/// (``LayoutCaseCheck``, the differential fuzzer's check) and the case written out reading back
/// as the same case.
public enum CaseFileTarget: FuzzTarget {
    public static let name = "CaseFileFuzzer"
    static let file = "input.json"

    public static func check(_ bytes: [UInt8]) -> FuzzTargetOutcome {
        guard bytes.count <= fuzzTargetMaximumInputLength else { return .refused("longer than the fuzzing limit") }
        let layoutCase: LayoutCase
        do {
            layoutCase = try LayoutCase(data: Data(bytes), file: file)
        } catch {
            return .refused("\(error)")
        }
        let verdict = LayoutCaseCheck.check(layoutCase)
        switch verdict.status {
        case .disagreement:
            return .finding("the strategies disagree:\n" + verdict.problems.joined(separator: "\n") + "\n-- case\n" + layoutCase.text)
        case .invalid:
            return .refused("invalid: every strategy refuses it")
        default:
            break
        }
        return readsBack(layoutCase.text, as: layoutCase) { text throws(LayoutError) in
            try LayoutCase(data: Data(text.utf8), file: file)
        }
    }

    /// Cases from the differential fuzzer's generator (with and without UIKit's extras), and a
    /// few at the edges of what a case may say: numbers near the readers' limits, every relation
    /// and attribute, steps of every kind.
    public static func generatedSeeds() -> [(name: String, bytes: [UInt8])] {
        let knobs = [RandomCaseGenerator.Knobs(), DifferentialFuzzer.defaultKnobs,
                     RandomCaseGenerator.Knobs(viewCount: 1...3, requiredExtras: 0.1, openEnds: 0.5)]
        var seeds: [(name: String, bytes: [UInt8])] = []
        for (knobsIndex, caseKnobs) in knobs.enumerated() {
            for seed in UInt64(1)...8 {
                var generator = RandomCaseGenerator(seed: seed, knobs: caseKnobs)
                let name = "generated-\(knobsIndex)-\(seed)"
                seeds.append(("\(name).json", Array(generator.makeCase(name: name).text.utf8)))
            }
        }
        return seeds
    }
}

/// `.checked` when `text`, read back with `read`, equals `value`; a finding naming the
/// difference otherwise (a typed error reading our own text is a finding too).
func readsBack<Value: Equatable, Failure: Error>(_ text: String, as value: Value,
                                                 read: (String) throws(Failure) -> Value) -> FuzzTargetOutcome {
    do {
        let reread = try read(text)
        return reread == value ? .checked
            : .finding("the written text reads back differently:\n\(text)\n-- read back as\n\(reread)\n-- expected\n\(value)")
    } catch {
        return .finding("the written text cannot be read back: \(error)\n\(text)")
    }
}
