import LayoutBenchUIKit
import LayoutBenchUIKitExamples
import LayoutMeasure
import LayoutModel
import LayoutSolver

/// The UIKit layer's cost on the seeds' own views (``ExampleViews/seeds``): `seed-<View>` times
/// one view's code building and laying out its tree through LayoutBenchUIKit (`uikit`), against
/// the same tree — the view's exported case (`layoutBenchCase()`, read once, untimed) — built
/// with LayoutModel directly and laid out (`model`, the reference). One timed iteration makes and
/// lays out ``copies`` trees, so that a sample is well above the clock's resolution; size is
/// ``copies``. An iteration's trees are freed after its sample, untimed, so every iteration of
/// either side starts from the same allocator state (keeping every tree of the scenario made the
/// two sides' page faults and the previous scenario's frees land in different timings). Answers:
/// every view's frame in depth-first order, the same for both. A conflict's console message goes to
/// a sink that drops it unwritten (``UIKitConsole/withMessageSink(_:_:)``), as UIKit's log formats a
/// message only when it is read; its values are still taken when it is logged.
enum UIKitSeedScenarios {
    /// Trees made and laid out per timed iteration.
    static let copies = 100
    static let strategies = ["model", "uikit"]

    static var scenarios: [String] { ExampleViews.seeds.map { scenario($0) } }

    static func scenario(_ example: ExampleView) -> String { "seed-\(example.name)" }

    static func measure(iterations: Int) throws -> [BenchMeasurement] {
        var results: [BenchMeasurement] = []
        for example in ExampleViews.seeds {
            let text = UIKitConsole.withSink({ _ in }) { example.make().layoutBenchCase() }
            let layoutCase = try LayoutCase(data: Data(text.utf8), file: "\(example.name).json")
            for strategy in strategies {
                // An iteration's trees are freed after its sample (untimed); the last tree is kept
                // for the answers.
                var kept: [AnyObject] = []
                var last: AnyObject?
                var answers: [Double] = []
                kept.reserveCapacity(copies)
                let samples = try UIKitConsole.withMessageSink({ _ in }) {
                    try sample(iterations: iterations, scenario: scenario(example), {
                        for _ in 0 ..< copies {
                            if strategy == "uikit" {
                                let view = example.make()
                                view.layoutIfNeeded()
                                kept.append(view)
                            } else {
                                let session = try LayoutSession(layoutCase, strategy: IncrementalSolver.self)
                                _ = try session.layout()
                                kept.append(session)
                            }
                        }
                    }, untimed: {
                        last = kept.last
                        kept.removeAll(keepingCapacity: true)
                    })
                }
                if let view = last as? UIView {
                    answers = depthFirst(view).flatMap { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].map(Double.init) }
                } else if let session = last as? LayoutSession {
                    answers = session.root.descendants().compactMap { $0 as? View }
                        .flatMap { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
                }
                results.append(BenchMeasurement(scenario: scenario(example), strategy: strategy, size: copies, seed: 0,
                                                samples: samples, answers: answers))
            }
        }
        return results
    }

    /// The tree's views, each before its subviews, subviews in order.
    private static func depthFirst(_ root: UIView) -> [UIView] {
        [root] + root.subviews.flatMap(depthFirst)
    }
}
