import Testing
@testable import LayoutPlot

@Suite struct ScaleTests {
    @Test func linearScaleMapsEndsAndMiddle() {
        let scale = LinearScale(domain: 0...200, range: (100, 500))
        #expect(scale.position(0) == 100)
        #expect(scale.position(200) == 500)
        #expect(scale.position(50) == 200)
    }

    @Test func linearScaleRunsDownwardsForSVGsY() {
        let scale = LinearScale(domain: 10...20, range: (300, 100))
        #expect(scale.position(10) == 300)
        #expect(scale.position(15) == 200)
        #expect(scale.position(20) == 100)
    }

    @Test func linearTicksAreNiceStepsInsideTheDomain() {
        #expect(LinearScale(domain: 0...1_000, range: (0, 1)).ticks() == [0, 200, 400, 600, 800, 1_000])
        #expect(LinearScale(domain: 0...7.3, range: (0, 1)).ticks() == [0, 2, 4, 6])
        #expect(LinearScale(domain: 0...48, range: (0, 1)).ticks(count: 5) == [0, 10, 20, 30, 40])
        #expect(LinearScale(domain: 3...3, range: (0, 1)).ticks() == [3])
    }

    @Test func logScalePlacesDecadesEvenly() {
        let scale = LogScale(domain: 10...10_000, range: (0, 300))
        #expect(scale.position(10) == 0)
        #expect(abs(scale.position(100) - 100) < 1e-9)
        #expect(abs(scale.position(1_000) - 200) < 1e-9)
        #expect(scale.position(10_000) == 300)
        // √10 is half a decade.
        #expect(abs(scale.position(10 * 10.0.squareRoot()) - 50) < 1e-9)
    }

    @Test func logTicksArePowersOfTenOrOneTwoFiveOverShortSpans() {
        #expect(LogScale(domain: 10...10_000, range: (0, 1)).ticks() == [10, 100, 1_000, 10_000])
        #expect(LogScale(domain: 1...100, range: (0, 1)).ticks() == [1, 2, 5, 10, 20, 50, 100])
    }

    @Test func decadesCoverTheValuesWithWholePowersOfTen() {
        #expect(LogScale.decades(covering: [37, 1_200, 0, -3]) == 10...10_000)
        #expect(LogScale.decades(covering: [100]) == 100...1_000)
        #expect(LogScale.decades(covering: []) == 1...10)
    }
}
