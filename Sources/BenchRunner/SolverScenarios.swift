import LayoutMeasure
import LayoutGen
import LayoutSolver

/// The bare-solver scenarios on a ``SolverWorkload``: every constraint added to a new solver
/// (`initial`), edit suggestions followed by reading every value (`edit`), and the toggled
/// constraint removed and added back with a read after each (`remove`).
enum SolverScenarios {
    /// The scenario names ``measure(_:name:size:iterations:strategies:)`` gives, in run order.
    static func scenarios(name: String) -> [String] {
        ["\(name)-initial", "\(name)-edit", "\(name)-remove"]
    }

    static func measure(_ workload: SolverWorkload, name: String, size: Int, iterations: Int,
                        strategies: [any SolverStrategy.Type] = SolverStrategies.all) throws -> [BenchMeasurement] {
        var results: [BenchMeasurement] = []
        for strategy in strategies {
            var answers: [Double] = []
            var pivots = 0
            var counter = WorkCounter(pivots: { pivots })
            let build = try sample(iterations: iterations, scenario: "\(name)-initial") {
                let solver = try workload.build(strategy)
                answers = workload.values(in: solver)
                pivots += solver.pivotCount
            }
            var measurement = BenchMeasurement(scenario: "\(name)-initial", strategy: strategy.name, size: size, seed: 0,
                                          samples: build, answers: answers)
            counter.finish(&measurement, iterations: iterations + 1)
            results.append(measurement)

            let solver = try workload.build(strategy)
            var step = 0
            answers = []
            counter = WorkCounter(pivots: { solver.pivotCount })
            let edit = try sample(iterations: iterations, scenario: "\(name)-edit") {
                step += 1
                for edit in workload.edits {
                    try solver.suggestValue(edit.values[step % edit.values.count], for: edit.variable)
                }
                workload.appendValues(in: solver, to: &answers)
            }
            measurement = BenchMeasurement(scenario: "\(name)-edit", strategy: strategy.name, size: size, seed: 0,
                                      samples: edit, answers: answers)
            counter.finish(&measurement, iterations: iterations + 1)
            results.append(measurement)

            answers = []
            counter = WorkCounter(pivots: { solver.pivotCount })
            let toggle = try sample(iterations: iterations, scenario: "\(name)-remove") {
                try solver.remove(workload.toggled)
                workload.appendValues(in: solver, to: &answers)
                try solver.add(workload.toggled)
                workload.appendValues(in: solver, to: &answers)
            }
            measurement = BenchMeasurement(scenario: "\(name)-remove", strategy: strategy.name, size: size, seed: 0,
                                      samples: toggle, answers: answers)
            counter.finish(&measurement, iterations: iterations + 1)
            results.append(measurement)
        }
        return results
    }
}
