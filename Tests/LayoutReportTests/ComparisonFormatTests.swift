import LayoutTestSupport
import Testing
@testable import LayoutReport

@Suite struct ComparisonFormatTests {
    /// One pivot regression, one improvement, one unchanged row.
    var comparison: BaselineComparison {
        var comparison = BaselineComparison(
            baseline: [row("a-edit", pivots: 10), row("b-edit", allocations: 200), row("c-edit")],
            current: [row("a-edit", pivots: 12), row("b-edit", allocations: 100), row("c-edit")],
            policy: ComparisonPolicy(comparesTimes: false))
        comparison.metadata = MetadataCheck(baseline: nil, current: nil)
        return comparison
    }

    @Test func markdownPutsTheVerdictAndRegressionsFirst() {
        let text = comparison.markdown()
        #expect(text.hasPrefix("### layoutbench compare: ❌ 1 failure(s)\n\n> ⚠️ The baseline has no run metadata"))
        #expect(text.contains("**Failures**\n\n- a-edit/incremental/100: pivots regressed from 10 to 12 (limit 10)\n"))
        #expect(text.contains("""
            | scenario | strategy | size | metric | baseline | current | change | verdict |
            | --- | --- | ---: | --- | ---: | ---: | ---: | --- |
            | a-edit | incremental | 100 | pivots | 10 | 12 | +20.0% | **regressed** |
            | b-edit | incremental | 100 | allocations | 200 | 100 | -50.0% | improved |

            """))
        #expect(!text.contains("c-edit"))
        #expect(text.hasSuffix("3 rows matched, deterministic counts only; 1 failure(s).\n"))
    }

    /// ResultsFuzzer's find: a count of `Int.max` is 2^63 as a Double, which `Int64(_:)` trapped on.
    @Test func countsPastInt64StillFormat() {
        #expect(formatted(Double(Int.max), .allocations) == "9.223372036854776e+18")
        #expect(formatted(1_234, .allocations) == "1234")
        let comparison = BaselineComparison(baseline: [row("a-edit", allocations: Int.max)],
                                            current: [row("a-edit", allocations: 100)],
                                            policy: ComparisonPolicy(comparesTimes: false))
        #expect(comparison.rendered(as: .text, includingUnchanged: true).contains("9.223372036854776e+18"))
    }

    @Test func markdownEscapesCellText() {
        #expect(markdownEscaped("a|b_c<d>") == "a\\|b\\_c&lt;d&gt;")
    }

    @Test func jsonListsMovedValuesRegressionsFirst() {
        let text = comparison.rendered(as: .json)
        #expect(text.contains("\"regression\": true"))
        #expect(text.contains("\"countsGated\": true"))
        let regressed = text.range(of: "\"regressed\"")!, improved = text.range(of: "\"improved\"")!
        #expect(regressed.lowerBound < improved.lowerBound)
        #expect(text.contains("The baseline has no run metadata"))
    }

    @Test func textStartsWithTheMetadataWarnings() {
        let text = comparison.rendered(as: .text)
        #expect(text.hasPrefix("warning: The baseline has no run metadata"))
        #expect(text.hasSuffix("3 rows matched, deterministic counts only; 1 failure(s).\n"))
    }
}
