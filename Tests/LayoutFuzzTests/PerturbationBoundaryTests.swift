import LayoutCore
import LayoutFuzz
import LayoutGen
import LayoutModel
import LayoutTestSupport
import Testing

/// Bisection against its naive twin (every grid point laid out): on seeded random step
/// functions, and on real layouts over a width range.
@Suite struct PerturbationBoundaryTests {
    typealias Boundary = PerturbationBoundaries.Boundary<Int>

    /// Bisection finds only true boundaries (adjacent grid points the scan also reports); a
    /// problem that changes exactly once in a gap between two samples is found exactly there,
    /// one that changes an odd number of times at least once (its ends differ).
    static func expectConsistent<Key: Hashable & Comparable>(
        _ bisected: [PerturbationBoundaries.Boundary<Key>], _ scanned: [PerturbationBoundaries.Boundary<Key>],
        samples: [Double], context: String
    ) {
        #expect(Set(bisected).isSubset(of: Set(scanned)), "\(context): bisection found a boundary the scan did not")
        let sorted = Array(Set(samples)).sorted()
        for (low, high) in zip(sorted, sorted.dropFirst()) {
            func inGap(_ b: PerturbationBoundaries.Boundary<Key>) -> Bool {
                min(b.inside, b.outside) >= low && max(b.inside, b.outside) <= high
            }
            let bisectedHere = Dictionary(grouping: bisected.filter(inGap), by: \.key)
            for (key, changes) in Dictionary(grouping: scanned.filter(inGap), by: \.key) {
                let found = bisectedHere[key] ?? []
                if changes.count == 1 {
                    #expect(found == changes, "\(context): \(key) in \(low)…\(high)")
                } else if changes.count % 2 == 1 {
                    #expect(!found.isEmpty, "\(context): \(key) in \(low)…\(high)")
                }
            }
        }
    }

    /// Random sets of problems, each switched on and off at random thresholds, on grids of whole
    /// points and of 1/7.
    @Test func bisectionAgreesWithTheScanOnRandomStepFunctions() {
        var random = SplitMix64(seed: 42)
        for trial in 0..<100 {
            let grid = trial % 2 == 0 ? PerturbationBoundaries.Grid.wholePoints : .init(stepsPerUnit: 7)
            let thresholds: [[Double]] = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    Double(Int.random(in: 0...700, using: &random)) / grid.stepsPerUnit + (Bool.random(using: &random) ? 0.5 : 0)
                }.sorted()
            }
            // Problem k is present where an odd number of its thresholds lie at or below the value.
            let problems = { (value: Double) -> Set<Int> in
                Set(thresholds.indices.filter { thresholds[$0].filter { $0 <= value }.count % 2 == 1 })
            }
            let samples = [0, 13, 37.5, 60, 99] + (0..<Int.random(in: 0...3, using: &random)).map { _ in
                Double(Int.random(in: 0...100, using: &random))
            }
            let bisected = PerturbationBoundaries.bisect(samples: samples, grid: grid, problems: problems)
            let scanned = PerturbationBoundaries.scan(samples: samples, grid: grid, problems: problems)
            Self.expectConsistent(bisected, scanned, samples: samples, context: "trial \(trial) \(thresholds)")
            for boundary in bisected {
                #expect(grid.midpoint(between: boundary.inside, and: boundary.outside) == nil)
                #expect(abs(boundary.inside - boundary.outside) <= 1 / grid.stepsPerUnit + 1e-9)
            }
        }
    }

    /// A single boundary costs ⌈log2(gap)⌉ evaluations after the samples.
    @Test func bisectionIsLogarithmic() {
        var calls = 0
        let boundaries = PerturbationBoundaries.bisect(samples: [0, 1024], grid: .wholePoints) { (value: Double) -> Set<Int> in
            calls += 1
            return value < 331.5 ? [1] : []
        }
        #expect(boundaries == [Boundary(key: 1, inside: 331, outside: 332)])
        #expect(calls == 2 + 10)
    }

    /// On real layouts — the toolbar, the too-narrow player cell and generated cases — the
    /// width sweep's bisection agrees with laying out every whole point between the samples.
    @Test func bisectionAgreesWithTheScanOnLayouts() throws {
        var sweeps: [(LayoutCase, [Double])] = [(try corpusCase("toolbar-332"), [325, 340, 370]),
                                                (try corpusCase("player-cell-too-narrow"), [320, 340, 365])]
        var generator = RandomCaseGenerator(seed: 11, knobs: .init(viewCount: 3...5, maxSteps: 0))
        while sweeps.count < 4 {
            var layoutCase = generator.makeCase(name: "generated\(sweeps.count)")
            guard layoutCase.root.width != nil else { continue }
            layoutCase.root.height = nil
            sweeps.append((layoutCase, [320, 335, 350]))
        }
        var boundaries = 0
        for (layoutCase, samples) in sweeps {
            let perturbation = try Perturbation(layoutCase)
            let problems = { (value: Double) throws(LayoutError) -> Set<LayoutProblem> in
                try perturbation.problems(.width, at: value)
            }
            let bisected = try PerturbationBoundaries.bisect(samples: samples, grid: .wholePoints, problems: problems)
            let scanned = try PerturbationBoundaries.scan(samples: samples, grid: .wholePoints, problems: problems)
            Self.expectConsistent(bisected, scanned, samples: samples, context: layoutCase.name)
            boundaries += bisected.count
        }
        // toolbar: 331|332 unsatisfiable, ambiguous, compressed, 367|368 compressed; player
        // cell: 327|328 outside, 359|360 unsatisfiable (a size floor).
        #expect(boundaries >= 6)
    }
}
