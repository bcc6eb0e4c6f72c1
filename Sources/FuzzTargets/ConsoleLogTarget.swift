import Foundation
import LayoutExplain
import LayoutModel

/// `ConsoleLogFuzzer`: bytes → `explain`'s parser (``ConsoleLogParser``), translation into a
/// case, the explanation (a layout and the repairs), and its text, JSON and SVG.
public enum ConsoleLogTarget: FuzzTarget {
    public static let name = "ConsoleLogFuzzer"
    static let file = "input.log"

    public static func check(_ bytes: [UInt8]) -> FuzzTargetOutcome {
        guard bytes.count <= fuzzTargetMaximumInputLength else { return .refused("longer than the fuzzing limit") }
        let messages: [LogMessage]
        do {
            messages = try ConsoleLogParser.messages(in: Data(bytes), file: file)
        } catch {
            return .refused("\(error)")
        }
        let explanations = messages.enumerated().map { Explainer.explain($1, file: file, index: $0 + 1) }
        let text = ExplanationReport.text(explanations)
        _ = ExplanationReport.jsonText(explanations)
        _ = ExplanationReport.svg(explanations)
        if !explanations.isEmpty && text.isEmpty {
            return .finding("\(explanations.count) explanation(s) gave no text")
        }
        // `import` writes each translated case: it must read back as the case explained.
        for explanation in explanations {
            let layoutCase = explanation.translation.layoutCase
            let outcome = readsBack(layoutCase.text, as: layoutCase) { text throws(LayoutError) in
                try LayoutCase(data: Data(text.utf8), file: "imported.json")
            }
            if outcome.isFinding { return outcome }
        }
        return .checked
    }

    /// The logs in Corpus/logs are the seeds; nothing is generated.
    public static func generatedSeeds() -> [(name: String, bytes: [UInt8])] { [] }
}
