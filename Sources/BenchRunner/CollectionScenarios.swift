import CollectionLayout
import LayoutGen

/// The collection scenarios on a ``CollectionWorkload``: `prepare` (the attribute cache filled
/// from nothing), `query` (a scroll sweep of viewport rectangles, every query strategy on the same
/// prepared layout) and `invalidate` (self-sizing height changes: the layout's incremental update
/// against a full prepare of the changed items).
enum CollectionScenarios {
    static func measure(_ workload: CollectionWorkload, viewports: Int, changes: Int,
                        iterations: Int) throws -> [Measurement] {
        let kind = workload.kind.rawValue
        let size = workload.items.count
        var layout = try workload.makeLayout()
        var answers: [Double] = []
        let prepare = try sample(iterations: iterations) {
            layout = try workload.makeLayout()
            answers = frameValues(layout)
        }
        var results = [Measurement(scenario: "\(kind)-prepare", strategy: "full", size: size, seed: workload.seed,
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
                samples.append(clock.measure { queries.appendIndices(in: rect, to: &found) })
                answers += found.map(Double.init)
                answers.append(-1)
            }
            results.append(Measurement(scenario: "\(kind)-query", strategy: strategy.name, size: size,
                                       seed: workload.seed, samples: samples, answers: answers))
        }

        let edits = workload.heightChanges(changes, seed: workload.seed &+ 1)
        results.append(try invalidate(workload, edits: edits, incremental: true))
        results.append(try invalidate(workload, edits: edits, incremental: false))
        return results
    }

    /// Each height change applied in place (`incremental`) or by preparing a new layout from the
    /// changed items (`full`); the frames after the last change are the answers.
    private static func invalidate(_ workload: CollectionWorkload, edits: [(index: Int, height: Double)],
                                   incremental: Bool) throws -> Measurement {
        var layout = try workload.makeLayout()
        var changed = workload
        let clock = ContinuousClock()
        var samples = Samples()
        for edit in edits {
            changed.items = changed.items.settingHeight(edit.height, at: edit.index)
            samples.append(try clock.measure {
                if incremental {
                    try layout.setHeight(edit.height, at: edit.index)
                } else {
                    layout = try changed.makeLayout()
                }
            })
        }
        return Measurement(scenario: "\(workload.kind.rawValue)-invalidate", strategy: incremental ? "incremental" : "full",
                           size: workload.items.count, seed: workload.seed, samples: samples,
                           answers: frameValues(layout))
    }

    static func frameValues(_ layout: any CollectionLayout) -> [Double] {
        layout.computeFrames().flatMap { [$0.x, $0.y, $0.width, $0.height] }
            + [layout.contentSize.width, layout.contentSize.height]
    }
}

extension CollectionItems {
    /// The same items with item `index` `height` points tall.
    func settingHeight(_ height: Double, at index: Int) -> CollectionItems {
        switch self {
        case .heights(var heights):
            heights[index] = height
            return .heights(heights)
        case .sizes(var sizes):
            sizes[index].height = height
            return .sizes(sizes)
        }
    }
}
