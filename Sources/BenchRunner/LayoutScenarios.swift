import LayoutMeasure
import LayoutGen
import LayoutModel
import LayoutSolver

/// The view-tree scenarios: building and laying out a tree (`initial`), then changing it in
/// place — a live-resize sweep (`resize`), size-class switches (`toggle`), text changes (`text`),
/// a constraint removed and added back (`remove`), and one size-class pair or one label's text
/// alone (`toggle-one`, `text-one`). The incremental strategy updates one
/// engine in place; the full one re-solves from scratch, as its name says. Layouts are timed
/// without the ambiguity analysis, as UIKit lays out; `ambiguity` times the analysis alone.
enum LayoutScenarios {
    /// Measures the tree of `shape`, `viewCount` and `seed` (a ``ViewTreeWorkload``).
    ///
    /// Every row's first answers are held as what differs from the first layout's frames
    /// (``StepAnswers/rebased(on:)``, after the row is counted): at 10,000 views the rows' first
    /// steps whole were 4.5 MB of the run's peak.
    ///
    /// The workload is generated again for every row and dropped once the row's engine is
    /// built: the engine's model holds everything the steps need, and at 10,000 views the
    /// generated case is about 6 MB (docs/Bench.md, "The sixteenth round"). The initial rows
    /// give each timed run a case of its own, generated between the runs.
    ///
    /// The pages the allocator keeps after frees are given back (``FreedPages``, untimed) at the
    /// end of each row and after a row's untimed first layout: otherwise the freed pages of one
    /// row's trees, and of a first layout's temporaries, stay resident beside what comes next
    /// for jemalloc's decay time (docs/Bench.md, "The seventh round").
    static func measure(shape: ViewTreeShape, viewCount: Int, seed: UInt64,
                        iterations: Int) throws -> [BenchMeasurement] {
        let tree = Tree(shape: shape, viewCount: viewCount, seed: seed)
        var results: [BenchMeasurement] = []
        var firstFrames: [Double]?
        func keep(_ measurement: BenchMeasurement) {
            var measurement = measurement
            if let firstFrames {
                measurement.stepAnswers = measurement.stepAnswers.rebased(on: firstFrames)
            } else {
                firstFrames = measurement.answers
            }
            results.append(measurement)
            FreedPages.returnToSystem()
        }
        let changes = changes(of: tree.workload())
        for strategy in SolverStrategies.all {
            keep(try initial(tree, strategy: strategy, iterations: iterations, scenario: tree.scenario("initial")))
            for (name, steps) in changes {
                keep(try Self.changes(tree, steps: steps, strategy: strategy, iterations: iterations,
                                      scenario: tree.scenario(name)))
            }
        }
        for strategy in SolverStrategies.all {
            results.append(try ambiguity(tree, strategy: strategy, iterations: iterations,
                                         scenario: tree.scenario("ambiguity")))
            FreedPages.returnToSystem()
        }
        return results
    }

    /// What a row's measurement names and generates its workload from.
    private struct Tree {
        let shape: ViewTreeShape
        let viewCount: Int
        let seed: UInt64

        /// The workload, generated anew (the same for the same tree).
        func workload() -> ViewTreeWorkload { ViewTreeWorkload(shape: shape, viewCount: viewCount, seed: seed) }

        /// A session on the workload's case with `steps`; the case is not held past this call.
        func session(strategy: any SolverStrategy.Type, steps: [LayoutCase.Step] = []) throws -> LayoutSession {
            var layoutCase = workload().layoutCase
            layoutCase.steps = steps
            return try LayoutSession(layoutCase, strategy: strategy)
        }

        func scenario(_ name: String) -> String { "\(shape.rawValue)-\(name)" }

        func measurement(_ scenario: String, strategy: any SolverStrategy.Type, samples: Samples,
                         answers: [Double]) -> BenchMeasurement {
            BenchMeasurement(scenario: scenario, strategy: strategy.name, size: viewCount, seed: seed,
                             samples: samples, answers: answers)
        }

        func measurement(_ scenario: String, strategy: any SolverStrategy.Type, samples: Samples,
                         stepAnswers: StepAnswers) -> BenchMeasurement {
            BenchMeasurement(scenario: scenario, strategy: strategy.name, size: viewCount, seed: seed,
                             samples: samples, stepAnswers: stepAnswers)
        }
    }

    /// The change scenarios the workload has steps for, by name, in run order.
    static func changes(of workload: ViewTreeWorkload) -> [(name: String, steps: [LayoutCase.Step])] {
        [("resize", workload.resizeSteps), ("toggle", workload.toggleSteps), ("text", workload.textSteps),
         ("remove", workload.removeSteps), ("toggle-one", workload.singleToggleSteps),
         ("text-one", workload.singleTextSteps)].filter { !$0.1.isEmpty }
    }

    /// The scenario names ``measure(_:iterations:)`` gives for a tree, without measuring.
    static func scenarios(shape: ViewTreeShape, viewCount: Int, seed: UInt64) -> [String] {
        let workload = ViewTreeWorkload(shape: shape, viewCount: viewCount, seed: seed)
        return ["\(shape.rawValue)-initial"] + changes(of: workload).map { "\(shape.rawValue)-\($0.name)" }
            + ["\(shape.rawValue)-ambiguity"]
    }

    /// The ambiguity analysis of the laid-out tree (``LayoutEngine/analyzeAmbiguity()``), timed
    /// on its own: the layout happens once, untimed. Answers: per view in order, 1 for each of
    /// x, y, width and height the analysis finds free, else 0.
    private static func ambiguity(_ tree: Tree, strategy: any SolverStrategy.Type,
                                  iterations: Int, scenario: String) throws -> BenchMeasurement {
        let session = try tree.session(strategy: strategy)
        let viewIDs = try session.layout().viewIDs
        FreedPages.returnToSystem()
        var answers: [Double] = []
        let counter = WorkCounter(pivots: { session.engine.pivotCount })
        let samples = sample(iterations: iterations, scenario: scenario) {
            let free = session.engine.analyzeAmbiguity()
            answers = viewIDs.flatMap { id in
                FrameValue.allCases.map { free[id]?.contains($0) == true ? 1 : 0 }
            }
        }
        var measurement = tree.measurement(scenario, strategy: strategy, samples: samples, answers: answers)
        counter.finish(&measurement, iterations: iterations + 1)
        return measurement
    }

    /// A new engine and tree laid out from nothing, `iterations` times. Each run takes a case
    /// generated for it between the runs (untimed, its allocations not counted) and lets it go
    /// once its engine is built, as a case read from a file would be: the run's layout does not
    /// have the 10,000-view case's 6 MB beside it. Freeing the case is timed with the run, as
    /// freeing the engine is.
    private static func initial(_ tree: Tree, strategy: any SolverStrategy.Type,
                                iterations: Int, scenario: String) throws -> BenchMeasurement {
        var nextCase: LayoutCase? = tree.workload().layoutCase
        var generation = AllocationTally()
        var answers: [Double] = []
        var pivots = 0
        let counter = WorkCounter(pivots: { pivots })
        let samples = try sample(iterations: iterations, scenario: scenario) {
            let session = try LayoutSession(nextCase.take()!, strategy: strategy)
            answers = frameValues(try session.layout())
            pivots += session.engine.pivotCount
        } untimed: {
            let before = AllocationCounter.snapshot()
            nextCase = tree.workload().layoutCase
            generation.add(since: before)
        }
        var measurement = tree.measurement(scenario, strategy: strategy, samples: samples, answers: answers)
        counter.finish(&measurement, iterations: iterations + 1, excluding: generation)
        return measurement
    }

    /// One engine; `steps` applied over and over (`iterations` in all after a warm-up round),
    /// each followed by a layout, which is what is timed.
    private static func changes(_ tree: Tree, steps: [LayoutCase.Step],
                                strategy: any SolverStrategy.Type, iterations: Int, scenario: String) throws -> BenchMeasurement {
        let rounds = (iterations + steps.count - 1) / steps.count + 1
        let session = try tree.session(strategy: strategy, steps: (0..<rounds).flatMap { _ in steps })
        _ = try session.layout()
        FreedPages.returnToSystem()
        // The first round warms up, untimed.
        for _ in steps {
            session.applyNextStep()
            _ = try session.layout()
        }
        let clock = ContinuousClock()
        var samples = Samples()
        var answers = StepAnswers()
        let counter = WorkCounter(pivots: { session.engine.pivotCount })
        while session.applyNextStep() {
            var result: LayoutResult?
            samples.append(try clock.measure(scenario: scenario) { result = try session.layout() })
            if let result { answers.append(frameValues(result)) }
        }
        var measurement = tree.measurement(scenario, strategy: strategy, samples: samples, stepAnswers: answers)
        counter.finish(&measurement, iterations: samples.count)
        return measurement
    }

    /// Status, then x, y, width and height of every view in order; ambiguous values are NaN, so
    /// that only determined values must agree across strategies.
    static func frameValues(_ result: LayoutResult) -> [Double] {
        var values = [result.status.answer]
        for id in result.viewIDs {
            guard let frame = result.frames[id] else { continue }
            let ambiguous = result.ambiguous[id] ?? []
            for (value, number) in zip(FrameValue.allCases, [frame.x, frame.y, frame.width, frame.height]) {
                values.append(ambiguous.contains(value) ? .nan : number)
            }
        }
        return values
    }
}
