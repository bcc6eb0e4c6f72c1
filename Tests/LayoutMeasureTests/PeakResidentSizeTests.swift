import Testing
@testable import LayoutMeasure

@Suite struct PeakResidentSizeTests {
    /// The high-water mark covers pages the process has touched, in bytes (Linux reports
    /// kilobytes), and never falls.
    @Test func coversTouchedPagesInBytes() {
        let size = 16 << 20
        var block = [UInt8](repeating: 0, count: size)
        for index in stride(from: 0, to: size, by: 4096) { block[index] = UInt8(truncatingIfNeeded: index >> 12) }
        let peak = PeakResidentSize.bytes
        #expect(block[4096] == 1)
        #expect(peak != nil)
        #expect((peak ?? 0) >= size)
        block = []
        #expect((PeakResidentSize.bytes ?? 0) >= (peak ?? 0))
    }
}
