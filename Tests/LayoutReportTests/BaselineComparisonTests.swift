import LayoutTestSupport
import Testing
@testable import LayoutReport

@Suite struct BaselineComparisonTests {
    let key = ResultRow.Key(scenario: "solver-edit", strategy: "incremental", size: 100)

    @Test func identicalRunsPass() {
        let rows = [row(), row("solver-initial")]
        let comparison = BaselineComparison(baseline: rows, current: rows)
        #expect(!comparison.hasRegression)
        #expect(comparison.matchedRows == 2)
        #expect(comparison.notes.isEmpty)
        #expect(comparison.report().contains("No compared value changed."))
    }

    @Test func oneMorePivotIsARegression() {
        let comparison = BaselineComparison(baseline: [row(pivots: 10)], current: [row(pivots: 11)])
        let change = BaselineComparison.Change(key: key, metric: .pivots, baseline: 10, current: 11, limit: 10)
        #expect(comparison.failures == [.regression(change)])
        #expect(BaselineComparison(baseline: [row(pivots: 10)], current: [row(pivots: 9)]).failures.isEmpty)
    }

    @Test func allocationsWithinTwoPercentPlusSixteen() {
        // 1,000 allocations: the limit is 1,000 + 20 + 16.
        let within = BaselineComparison(baseline: [row(allocations: 1_000)], current: [row(allocations: 1_036)])
        #expect(!within.hasRegression)
        #expect(within.changes.first { $0.metric == .allocations }?.verdict == .withinTolerance)
        let beyond = BaselineComparison(baseline: [row(allocations: 1_000)], current: [row(allocations: 1_037)])
        #expect(beyond.failures.count == 1)
        #expect(beyond.failures.first?.description
                == "solver-edit/incremental/100: allocations regressed from 1000 to 1037 (limit 1036)")
        // From zero, sixteen allocations are tolerated and the seventeenth is not.
        #expect(!BaselineComparison(baseline: [row(allocations: 0)], current: [row(allocations: 16)]).hasRegression)
        #expect(BaselineComparison(baseline: [row(allocations: 0)], current: [row(allocations: 17)]).hasRegression)
    }

    @Test func timesUseTheThresholdUnlessDeterministicOnly() {
        let baseline = [row(median: 1_000)]
        let slower = [row(median: 1_400)]
        #expect(!BaselineComparison(baseline: baseline, current: slower).hasRegression)  // 50% by default
        let strict = ComparisonPolicy(maxTimeRegressionPercent: 25)
        #expect(BaselineComparison(baseline: baseline, current: slower, policy: strict).hasRegression)
        let muchSlower = [row(median: 10_000)]
        let deterministic = ComparisonPolicy(comparesTimes: false)
        let comparison = BaselineComparison(baseline: baseline, current: muchSlower, policy: deterministic)
        #expect(!comparison.hasRegression)
        #expect(!comparison.changes.contains { $0.metric == .medianTime })
        #expect(comparison.report().contains("deterministic counts only"))
    }

    @Test func aRowMissingFromTheCurrentRunFailsAndANewRowIsANote() {
        let comparison = BaselineComparison(baseline: [row(), row("solver-remove")], current: [row(), row("pdp-prepare")])
        #expect(comparison.failures == [.missingRow(ResultRow.Key(scenario: "solver-remove", strategy: "incremental",
                                                                  size: 100))])
        #expect(comparison.notes == ["pdp-prepare/incremental/100: new, not in the baseline"])
    }

    @Test func disagreementInTheCurrentRunAlwaysFails() {
        let comparison = BaselineComparison(baseline: [row(agree: false)], current: [row(agree: false)])
        #expect(comparison.failures == [.disagreement(key)])
        let newRow = BaselineComparison(baseline: [], current: [row(agree: false)])
        #expect(newRow.failures == [.disagreement(key)])
    }

    @Test func aCountNoLongerMeasuredFailsAndANewOneIsANote() {
        let lost = BaselineComparison(baseline: [row(allocations: 5)], current: [row(allocations: nil)])
        #expect(lost.failures == [.missingValue(key, .allocations)])
        let gained = BaselineComparison(baseline: [row(pivots: nil)], current: [row(pivots: 3)])
        #expect(!gained.hasRegression)
        #expect(gained.notes == ["solver-edit/incremental/100: pivots is new, the baseline has none"])
    }

    @Test func aChangedChecksumIsANote() {
        let comparison = BaselineComparison(baseline: [row(checksum: "1")], current: [row(checksum: "2")])
        #expect(!comparison.hasRegression)
        #expect(comparison.notes.first?.contains("checksum 1 → 2") == true)
    }

    @Test func reportTabulatesWhatMoved() {
        let comparison = BaselineComparison(baseline: [row(median: 2_000_000, pivots: 10)],
                                            current: [row(median: 1_000_000, pivots: 12)])
        let report = comparison.report()
        #expect(report.contains("solver-edit  incremental   100  pivots           10       12  +20.0%  regressed"))
        #expect(report.contains("100  median_ns    2.0 ms   1.0 ms  -50.0%  improved"))
        #expect(report.contains("Failures:\n  solver-edit/incremental/100: pivots regressed from 10 to 12 (limit 10)"))
        #expect(report.hasSuffix("1 rows matched, times and deterministic counts; 1 failure(s).\n"))
    }
}
