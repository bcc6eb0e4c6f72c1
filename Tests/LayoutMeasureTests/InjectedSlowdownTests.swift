import Testing
@testable import LayoutMeasure

@Suite struct InjectedSlowdownTests {
    @Test func parsesScenarioAndPercent() throws {
        #expect(try InjectedSlowdown(parsing: "chain-edit:10") == InjectedSlowdown(scenario: "chain-edit", percent: 10))
        #expect(try InjectedSlowdown(parsing: "corpus-a:b:2.5") == InjectedSlowdown(scenario: "corpus-a:b", percent: 2.5))
        #expect(try InjectedSlowdown.fromEnvironment([:]) == nil)
        #expect(try InjectedSlowdown.fromEnvironment([InjectedSlowdown.variable: ""]) == nil)
    }

    @Test func malformedValuesSayWhatIsWrong() {
        func problem(_ text: String) -> String? {
            do {
                _ = try InjectedSlowdown(parsing: text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(problem("chain-edit") == "LAYOUTBENCH_INJECT_SLOWDOWN='chain-edit': it is not SCENARIO:PERCENT (expected SCENARIO:PERCENT, e.g. chain-edit:10).")
        #expect(problem(":10")?.contains("the scenario is empty") == true)
        #expect(problem("chain-edit:-5")?.contains("'-5' is not a positive percentage") == true)
        #expect(problem("chain-edit:ten")?.contains("'ten' is not a positive percentage") == true)
    }

    @Test func paddingStretchesTheTimedRegionByThePercentage() {
        let clock = ContinuousClock()
        let slowdown = InjectedSlowdown(scenario: "x", percent: 50)
        let start = clock.now
        let end = start + .milliseconds(20)
        while clock.now < end {}
        slowdown.pad(from: start, to: end, clock: clock)
        // At least the 10 ms of padding after the 20 ms of work (never less; more only when descheduled).
        #expect(clock.now - start >= .milliseconds(30))
    }

    @Test func fastestIsTheSmallestSample() {
        #expect(Samples(nanoseconds: [30, 10, 20]).fastest == 10)
        #expect(Samples().fastest == 0)
    }
}
