import CollectionLayout
import Foundation
import LayoutFuzz
import LayoutGen

/// `CollectionFileFuzzer`: bytes → `layoutbench/collection@1` → layout → every query strategy,
/// the cached frames and the incremental changes agree with fresh layouts
/// (``CollectionCaseCheck``), and the case written out reads back as the same case.
public enum CollectionFileTarget: FuzzTarget {
    public static let name = "CollectionFileFuzzer"
    static let file = "input.json"

    public static func check(_ bytes: [UInt8]) -> FuzzTargetOutcome {
        guard bytes.count <= fuzzTargetMaximumInputLength else { return .refused("longer than the fuzzing limit") }
        let collectionCase: CollectionCase
        do {
            collectionCase = try CollectionCase(json: Data(bytes), file: file)
        } catch {
            return .refused("\(error)")
        }
        let verdict = CollectionCaseCheck.check(collectionCase)
        if verdict.isDisagreement {
            return .finding("the query strategies or layouts disagree:\n" + verdict.problems.joined(separator: "\n")
                + "\n-- case\n" + collectionCase.jsonText)
        }
        return readsBack(collectionCase.jsonText, as: collectionCase) { text throws(CollectionCaseError) in
            try CollectionCase(json: Data(text.utf8), file: file)
        }
    }

    /// Collections from the differential fuzzer's generator: every kind, 1–5 columns, zero and
    /// tall items, queries on edges.
    public static func generatedSeeds() -> [(name: String, bytes: [UInt8])] {
        (UInt64(1)...24).map { seed in
            var generator = RandomCollectionGenerator(seed: seed)
            let name = "generated-\(seed)"
            return ("\(name).json", Array(generator.makeCase(name: name).jsonText.utf8))
        }
    }
}
