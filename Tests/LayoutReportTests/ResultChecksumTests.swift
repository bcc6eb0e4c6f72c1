import Testing
@testable import LayoutReport

@Suite struct ResultChecksumTests {
    @Test func emptyIsTheFNVOffsetBasis() {
        #expect(ResultChecksum.of(values: []) == "cbf29ce484222325")
    }

    @Test func roundsToMillionthsHalfAwayFromZero() {
        #expect(ResultChecksum.quantize(1.5) == 1_500_000)
        #expect(ResultChecksum.quantize(0.0000005) == 1)
        #expect(ResultChecksum.quantize(-0.0000005) == -1)
        #expect(ResultChecksum.quantize(-0.0) == 0)
        #expect(ResultChecksum.quantize(.infinity) == .max)
        #expect(ResultChecksum.quantize(-.infinity) == .min)
        #expect(ResultChecksum.of(values: [10, -1e-9]) == ResultChecksum.of(values: [10.0000000001, 0]))
        #expect(ResultChecksum.of(values: [1, 2]) != ResultChecksum.of(values: [2, 1]))
    }

    @Test func sixteenLowercaseHexDigits() {
        for values in [[0.0], [1, 2, 3], [-250.125, .nan, 1e300]] {
            let checksum = ResultChecksum.of(values: values)
            #expect(checksum.count == 16)
            #expect(checksum.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
    }
}
