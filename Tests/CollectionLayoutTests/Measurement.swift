import LayoutCore
import CollectionLayout
import Foundation
import LayoutGen
import Testing

/// The issue's speed targets, measured once by hand in release (never a timed unit test):
///
///     LAYOUTBENCH_MEASURE=1 swift test -c release --scratch-path .build-collection \
///         --filter CollectionLayoutTests.Measurement
///
/// Benchmarks proper (`layoutbench bench`) build the same workloads with ``CollectionWorkload``.
@Suite("Measurement", .enabled(if: ProcessInfo.processInfo.environment["LAYOUTBENCH_MEASURE"] != nil))
struct Measurement {
    /// The median of `samples` timings of `body`, in nanoseconds.
    func median(_ samples: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let times = (0..<samples).map { _ in
            let start = clock.now
            body()
            let elapsed = (clock.now - start).components
            return Double(elapsed.seconds) * 1e9 + Double(elapsed.attoseconds) / 1e9
        }.sorted()
        return times[times.count / 2]
    }

    /// Nanoseconds per query of `strategy` over `viewports` (a whole pass, median of 5 passes).
    func perQuery(_ viewports: [Rect], _ query: (Rect, inout [Int]) -> Void) -> (ns: Double, found: Int) {
        var result: [Int] = []
        result.reserveCapacity(1_024)
        var found = 0
        let total = median(5) {
            found = 0
            for viewport in viewports {
                result.removeAll(keepingCapacity: true)
                query(viewport, &result)
                found += result.count
            }
        }
        return (total / Double(viewports.count), found)
    }

    @Test("Prepare, viewport queries and one height change")
    func measure() throws {
        var report: [String] = []

        let million = CollectionWorkload(kind: .waterfall, itemCount: 1_000_000, seed: 1)
        var layout = try million.makeLayout()
        let prepare = median(5) { layout.prepare() }
        report.append("prepare 1,000,000 waterfall items: \(String(format: "%.1f", prepare / 1e6)) ms")

        for count in [1_000, 1_000_000] {
            let workload = CollectionWorkload(kind: .waterfall, itemCount: count, seed: 1)
            let layout = try workload.makeLayout()
            let naive = NaiveQuery(layout: layout), indexed = IndexedQuery(layout: layout)
            for (name, viewports) in [("scrolling", workload.scrollViewports(2_000, over: layout)),
                                      ("spread", workload.spreadViewports(2_000, over: layout)),
                                      ("random", workload.randomViewports(2_000, over: layout, seed: 7))] {
                #expect(viewports.prefix(20).allSatisfy { naive.indices(in: $0) == indexed.indices(in: $0) })
                let fast = perQuery(viewports) { indexed.appendIndices(in: $0, to: &$1) }
                let slow = perQuery(Array(viewports.prefix(count > 10_000 ? 20 : 2_000))) { naive.appendIndices(in: $0, to: &$1) }
                report.append("\(count) items, \(name) viewports: indexed \(String(format: "%.3f", fast.ns / 1e3)) µs, "
                    + "naive \(String(format: "%.1f", slow.ns / 1e3)) µs, ratio \(Int(slow.ns / fast.ns))×, "
                    + "\(fast.found / viewports.count) items per viewport")
            }
        }

        for kind in [LayoutKind.pdp, .flow, .waterfall] {
            let workload = CollectionWorkload(kind: kind, itemCount: 100_000, seed: 2)
            var layout = try workload.makeLayout()
            let full = median(9) { layout.prepare() }
            let changes = workload.heightChanges(201, seed: 3)
            let clock = ContinuousClock()
            func timeChanges(_ changes: [(index: Int, height: Double)]) throws -> Double {
                var times: [Double] = []
                for change in changes {
                    let start = clock.now
                    try layout.setHeight(change.height, at: change.index)
                    let elapsed = (clock.now - start).components
                    times.append(Double(elapsed.seconds) * 1e9 + Double(elapsed.attoseconds) / 1e9)
                }
                return times.sorted()[times.count / 2]
            }
            let anywhere = try timeChanges(changes)
            let nearEnd = try timeChanges(changes.map { (99_000 + $0.index % 1_000, $0.height) })
            report.append("\(kind) 100,000 items, one height change: full prepare \(String(format: "%.0f", full / 1e3)) µs, "
                + "incremental anywhere \(String(format: "%.2f", anywhere / 1e3)) µs (\(Int(full / anywhere))×), "
                + "in the last 1% \(String(format: "%.2f", nearEnd / 1e3)) µs (\(Int(full / nearEnd))×)")
            expectMatchesFullPrepare(layout, "\(kind) after the measured changes")
        }
        print(report.map { "measurement: " + $0 }.joined(separator: "\n"))
    }
}
