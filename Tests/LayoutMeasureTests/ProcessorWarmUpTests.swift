import Testing
@testable import LayoutMeasure

@Suite struct ProcessorWarmUpTests {
    /// It keeps the processor busy for at least the time asked.
    @Test func spinsForAtLeastTheDurationAsked() {
        let clock = ContinuousClock()
        let start = clock.now
        ProcessorWarmUp.spin(for: .milliseconds(20))
        #expect(start.duration(to: clock.now) >= .milliseconds(20))
    }

    /// Nothing to do: it returns at once.
    @Test func aZeroDurationReturnsAtOnce() {
        let clock = ContinuousClock()
        let start = clock.now
        ProcessorWarmUp.spin(for: .zero)
        #expect(start.duration(to: clock.now) < .seconds(1))
    }
}
