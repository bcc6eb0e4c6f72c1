import LayoutCore
import LayoutFuzz
import LayoutGen
import LayoutTestSupport
import Testing

@Suite struct DeltaDebuggingTests {
    /// For a monotone test ("contains every element of a hidden set"), both minimisers return
    /// exactly the hidden set, in order — every hidden subset of a 7-element list.
    @Test func everyHiddenSubsetOfSevenIsFound() {
        let items = Array(0..<7)
        for mask in 0..<(1 << items.count) {
            let hidden = Set(items.filter { mask & (1 << $0) != 0 })
            var calls = 0
            let fails = { (candidate: [Int]) -> Bool in
                calls += 1
                return hidden.isSubset(of: candidate)
            }
            #expect(DeltaDebugging.minimize(items, fails) == items.filter(hidden.contains), "mask \(mask)")
            #expect(DeltaDebugging.minimizeOneAtATime(items, fails) == items.filter(hidden.contains), "mask \(mask)")
        }
    }

    /// For non-monotone tests (the sum lies in a window), both results still fail and are
    /// 1-minimal: removing any one element makes the test pass.
    @Test(arguments: Array(UInt64(1)...60))
    func resultsFailAndAreOneMinimal(_ seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var items = (0..<Int.random(in: 1...40, using: &random)).map { _ in Int.random(in: 1...20, using: &random) }
        if items.count % 3 == 1 { items.append(Int.random(in: 1...20, using: &random)) }
        let total = items.reduce(0, +)
        // The window holds the whole input's sum, so the input fails; smaller sums may not.
        let low = Int.random(in: 0...total, using: &random)
        let window = low...(total + Int.random(in: 0...10, using: &random))
        let fails = { (candidate: [Int]) in window.contains(candidate.reduce(0, +)) && candidate.count % 3 != 1 }
        #expect(fails(items), "seed \(seed): the input must fail")
        for result in [DeltaDebugging.minimize(items, fails), DeltaDebugging.minimizeOneAtATime(items, fails)] {
            #expect(fails(result), "seed \(seed)")
            for index in result.indices {
                var smaller = result
                smaller.remove(at: index)
                #expect(!fails(smaller), "seed \(seed): \(result) is not 1-minimal")
            }
        }
    }

    /// ddmin needs far fewer tests than one-at-a-time removal when little of a long list matters.
    @Test func findsOneCulpritInFewTests() {
        var ddminCalls = 0, naiveCalls = 0
        let items = Array(0..<1_000)
        #expect(DeltaDebugging.minimize(items) { ddminCalls += 1; return $0.contains(637) } == [637])
        #expect(DeltaDebugging.minimizeOneAtATime(items) { naiveCalls += 1; return $0.contains(637) } == [637])
        #expect(ddminCalls < 100 && naiveCalls >= 999, "ddmin \(ddminCalls), naive \(naiveCalls)")
    }
}
