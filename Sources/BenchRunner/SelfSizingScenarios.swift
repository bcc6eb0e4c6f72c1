import LayoutMeasure
import CollectionLayout
import LayoutGen
import LayoutSolver

/// The self-sizing pipeline (`waterfall-self-sizing`): every item's cell (``SelfSizingCell``)
/// laid out by the view model at the column width to measure its height, then the waterfall
/// prepared with the measured heights. One timed iteration is the whole feed with a new cell
/// engine: n cell layouts and one prepare. `incremental` changes the title's intrinsic size in
/// place, `full` rebuilds the cell's solver per item; the heights and frames must agree.
enum SelfSizingScenarios {
    /// - Parameter configuration: the waterfall's; cells are measured at its column width.
    static func measure(_ cell: SelfSizingCell, configuration: LayoutConfiguration,
                        iterations: Int) throws -> [BenchMeasurement] {
        let width = configuration.columnWidth
        return try SolverStrategies.all.map { strategy in
            var answers: [Double] = []
            var pivots = 0
            let counter = WorkCounter(pivots: { pivots })
            let samples = try sample(iterations: iterations, scenario: "waterfall-self-sizing") {
                let measurer = try CellMeasurer(cell, strategy: strategy)
                var heights: [Double] = []
                heights.reserveCapacity(cell.itemCount)
                for index in 0..<cell.itemCount {
                    heights.append(try measurer.height(width: width, index: index))
                    // The full strategy's engine starts a new solver per layout, so its pivots
                    // are read after each one.
                    if !measurer.session.engine.updatesInPlace { pivots += measurer.pivotCount }
                }
                if measurer.session.engine.updatesInPlace { pivots += measurer.pivotCount }
                let layout = try WaterfallLayout(configuration: configuration, heights: heights)
                answers = heights + CollectionScenarios.frameValues(layout)
            }
            var measurement = BenchMeasurement(scenario: "waterfall-self-sizing", strategy: strategy.name,
                                          size: cell.itemCount, seed: cell.seed, samples: samples, answers: answers)
            counter.finish(&measurement, iterations: iterations + 1)
            return measurement
        }
    }
}
