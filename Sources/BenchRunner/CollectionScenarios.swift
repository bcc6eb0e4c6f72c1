import LayoutMeasure
import LayoutCore
import CollectionLayout
import LayoutGen
import LayoutReport

/// The collection scenarios on a ``CollectionWorkload``: `prepare` (the attribute cache filled
/// from nothing), `query` (a scroll sweep of viewport rectangles, every query strategy on the same
/// prepared layout) and `invalidate` (a feed's inserts, deletes and height changes: the layout's
/// incremental update against a full prepare of the changed items).
enum CollectionScenarios {
    /// The scenarios and strategies ``measure(_:viewports:changes:iterations:)`` gives, without measuring.
    static func plan(kind: LayoutKind) -> [(scenario: String, strategies: [String])] {
        [("\(kind.rawValue)-prepare", ["full"]), ("\(kind.rawValue)-query", RectQueryStrategies.all.map { $0.name }),
         ("\(kind.rawValue)-invalidate", ["incremental", "full"])]
    }

    static func measure(_ workload: CollectionWorkload, viewports: Int, changes: Int,
                        iterations: Int) throws -> [BenchMeasurement] {
        let kind = workload.kind.rawValue
        let size = workload.items.count
        var layout = try workload.makeLayout()
        var answers: [Double] = []
        let prepare = try sample(iterations: iterations, scenario: "\(kind)-prepare") {
            layout = try workload.makeLayout()
            answers = frameValues(layout)
        }
        var results = [BenchMeasurement(scenario: "\(kind)-prepare", strategy: "full", size: size, seed: workload.seed,
                                   samples: prepare, answers: answers)]

        let rects = workload.scrollViewports(viewports, over: layout)
        for strategy in RectQueryStrategies.all {
            let queries = strategy.init(layout: layout)
            var found: [Int] = []
            answers = []
            let clock = ContinuousClock()
            var samples = Samples()
            for rect in rects {
                found.removeAll(keepingCapacity: true)
                samples.append(clock.measure(scenario: "\(kind)-query") { queries.appendIndices(in: rect, to: &found) })
                answers += found.map(Double.init)
                answers.append(-1)
            }
            results.append(BenchMeasurement(scenario: "\(kind)-query", strategy: strategy.name, size: size,
                                       seed: workload.seed, samples: samples, answers: answers))
        }

        let steps = workload.changes(changes, seed: workload.seed &+ 1)
        let checks = workload.spreadViewports(viewports, over: layout)
        results.append(try invalidate(workload, steps: steps, checks: checks, incremental: true))
        results.append(try invalidate(workload, steps: steps, checks: checks, incremental: false))
        return results
    }

    /// Each change (an insert, a delete or a height change) applied in place (`incremental`) or
    /// by preparing a new layout from the changed items (`full`), one timed iteration per change.
    /// The answers are the frames after the last change and what the layout's index finds in
    /// `checks`, so a stale lane fails the cross-check as well as a wrong frame.
    private static func invalidate(_ workload: CollectionWorkload, steps: [CollectionChange], checks: [Rect],
                                   incremental: Bool) throws -> BenchMeasurement {
        var layout = try workload.makeLayout()
        var changed = workload
        let clock = ContinuousClock()
        var samples = Samples()
        var allocations = AllocationTally()
        for step in steps {
            try changed.items.apply(step)
            let before = AllocationCounter.snapshot()
            samples.append(try clock.measure(scenario: "\(workload.kind.rawValue)-invalidate") {
                if incremental {
                    try layout.apply(step)
                } else {
                    layout = try changed.makeLayout()
                }
            })
            allocations.add(since: before)
        }
        var answers = frameValues(layout)
        var found: [Int] = []
        for rect in checks {
            found.removeAll(keepingCapacity: true)
            layout.appendIndices(in: rect, to: &found)
            answers += found.map(Double.init)
            answers.append(-1)
        }
        var measurement = BenchMeasurement(scenario: "\(workload.kind.rawValue)-invalidate",
                                      strategy: incremental ? "incremental" : "full", size: workload.items.count,
                                      seed: workload.seed, samples: samples, answers: answers)
        allocations.finish(&measurement, iterations: steps.count)
        return measurement
    }

    static func frameValues(_ layout: any CollectionViewLayout) -> [Double] {
        layout.computeFrames().flatMap { [$0.x, $0.y, $0.width, $0.height] }
            + [layout.contentSize.width, layout.contentSize.height]
    }
}
