import Foundation
import Testing
@testable import LayoutMeasure

@Suite struct FreedPagesTests {
    /// With jemalloc the pages are given back; without it nothing happens, and nothing fails.
    @Test func givesPagesBackWhenJemallocIsTheAllocator() {
        var blocks: [[UInt8]] = (0..<64).map { Array(repeating: UInt8($0), count: 64 * 1024) }
        blocks.removeAll()
        let returned = FreedPages.returnToSystem()
        if AllocationCounter.isAvailable {
            #expect(returned)
        }
        // Memory stays usable afterwards.
        let again = Array(repeating: UInt8(7), count: 256 * 1024)
        #expect(again.allSatisfy { $0 == 7 })
        #expect(blocks.isEmpty)
    }

    /// The shim's `malloc_conf` reaches jemalloc (the binary exports it), unless the environment
    /// sets options of its own.
    @Test func freedExtentsMayBeSplitForNewSlabs() {
        guard AllocationCounter.isAvailable, ProcessInfo.processInfo.environment["MALLOC_CONF"] == nil else { return }
        #expect(FreedPages.extentFitExponent == 20)
        #expect(FreedPages.oversizeThreshold == 1 << 20)
    }
}
