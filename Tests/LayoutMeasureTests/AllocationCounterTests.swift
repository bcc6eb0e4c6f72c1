import Foundation
import Testing
@testable import LayoutMeasure

@Suite struct AllocationCounterTests {
    /// A build linked with jemalloc counts; one without says what to install and counts nothing.
    @Test func linkedMeansCounted() {
        if AllocationCounter.isLinked {
            #expect(AllocationCounter.isAvailable, "\(AllocationCounter.unavailableReason ?? "")")
            #expect(AllocationCounter.source == .linked)
        } else if AllocationCounter.source == nil {
            #expect(AllocationCounter.unavailableReason?.contains("apt-get install libjemalloc-dev") == true)
            #expect(AllocationCounter.snapshot() == nil)
        }
    }

    /// CI installs libjemalloc-dev before its first build, so pkg-config must have found it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CI"] != nil
                   && FileManager.default.fileExists(atPath: "/usr/include/jemalloc/jemalloc.h")))
    func ciBuildLinksJemalloc() {
        #expect(AllocationCounter.isLinked)
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func countsEverySmallAllocation() throws {
        var arrays: [[Int]] = []
        arrays.reserveCapacity(1_000)
        let (_, allocated) = AllocationCounter.measure {
            for index in 0..<1_000 { arrays.append(Array(repeating: index, count: 4)) }
        }
        let counts = try #require(allocated)
        // Allocations are counted over all arenas (tests on other threads may add some); bytes
        // are this thread's own.
        #expect(counts.allocations >= 1_000)
        #expect(counts.bytes >= 1_000 * 32 && counts.bytes < 1_100 * 128)
        #expect(arrays.count == 1_000)
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func countsAllocationsFreedBeforeTheSnapshot() throws {
        let before = try #require(AllocationCounter.snapshot())
        for index in 0..<1_000 {
            let array = Array(repeating: index, count: 8)
            #expect(array.count == 8)
        }
        let after = try #require(AllocationCounter.snapshot())
        #expect((after - before).allocations >= 1_000)
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func theSameWorkCountsTheSame() throws {
        func work() -> Int { (0..<200).map { Array(repeating: $0, count: $0 % 7 + 1) }.count }
        _ = work()
        let first = try #require(AllocationCounter.measure(work).allocated)
        let second = try #require(AllocationCounter.measure(work).allocated)
        // Bytes are this thread's own count. Allocations are counted over all arenas, so tests
        // running in parallel on other threads add to them: only bytes are held exactly here
        // (single-threaded `bench` runs give identical allocation counts, as CI checks).
        #expect(first.bytes == second.bytes)
        #expect(first.allocations > 0 && second.allocations > 0)
    }

    @Test func differenceOfSnapshots() {
        let earlier = AllocationSnapshot(allocations: 10, bytes: 100)
        let later = AllocationSnapshot(allocations: 25, bytes: 612)
        #expect(later.since(earlier) == AllocationSnapshot(allocations: 15, bytes: 512))
        #expect(later - earlier == later.since(earlier))
    }
}
