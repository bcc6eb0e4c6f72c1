import Benchmark
import CollectionLayout
import LayoutGen
import LayoutSolver

// The hot paths of LayoutBench on the same generated workloads `layoutbench bench` uses:
// solver add (the enaml-like window built from scratch), edit (suggest then read every value),
// remove and re-add (the middle link of a 1,000-variable chain), collection prepare (a
// 100,000-item waterfall) and indexed viewport queries (a scroll through that waterfall).
// Workloads are made when the suite starts, outside every measurement.
//
// `baseline check` holds malloc counts exactly (they are deterministic) and the median wall clock
// to 25% (shared machines are noisy).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 10_000,
        thresholds: [
            .wallClock: BenchmarkThresholds(relative: [.p50: 25]),
            .mallocCountTotal: .strict,
        ])

    let enaml = SolverWorkload.enamlLike()
    Benchmark("solver add: enaml-like build") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try enaml.build(IncrementalSolver.self))
        }
    }

    let editSolver = try? enaml.build(IncrementalSolver.self)
    var step = 0
    Benchmark("solver edit: enaml-like suggest + read", configuration: .init(scalingFactor: .kilo)) { benchmark in
        guard let solver = editSolver else { return }
        for _ in benchmark.scaledIterations {
            step += 1
            for edit in enaml.edits {
                try solver.suggestValue(edit.values[step % edit.values.count], for: edit.variable)
            }
            blackHole(enaml.values(in: solver))
        }
    }

    let chain = SolverWorkload.chain(length: 1_000)
    let chainSolver = try? chain.build(IncrementalSolver.self)
    Benchmark("solver remove + re-add: chain-1000") { benchmark in
        guard let solver = chainSolver else { return }
        for _ in benchmark.scaledIterations {
            try solver.remove(chain.toggled)
            blackHole(chain.values(in: solver))
            try solver.add(chain.toggled)
            blackHole(chain.values(in: solver))
        }
    }

    let waterfall = CollectionWorkload(kind: .waterfall, itemCount: 100_000, seed: 1)
    var prepared = try? waterfall.makeLayout()
    Benchmark("collection prepare: waterfall-100k") { benchmark in
        for _ in benchmark.scaledIterations {
            prepared?.prepare()
        }
        blackHole(prepared?.contentSize)
    }

    let viewports = prepared.map { waterfall.scrollViewports(1_000, over: $0) } ?? []
    let query = prepared.map { IndexedQuery(layout: $0) }
    var found: [Int] = []
    Benchmark("query indexed: waterfall-100k viewport", configuration: .init(scalingFactor: .kilo)) { benchmark in
        guard let query, !viewports.isEmpty else { return }
        for index in benchmark.scaledIterations {
            found.removeAll(keepingCapacity: true)
            query.appendIndices(in: viewports[index % viewports.count], to: &found)
            blackHole(found.count)
        }
    }
}
