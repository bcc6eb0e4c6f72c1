import LayoutMeasure
import Foundation
import LayoutModel
import LayoutSolver

/// The bundled layout cases (`cases/*.json`), each laid out with every solver strategy — initial
/// layout and every step — and timed as a whole (`corpus-<name>`).
enum CorpusScenarios {
    static func measure(directory: String, iterations: Int) throws -> [BenchMeasurement] {
        var results: [BenchMeasurement] = []
        for layoutCase in try cases(directory: directory) {
            for strategy in SolverStrategies.all {
                var answers: [Double] = []
                let samples = sample(iterations: iterations, scenario: "corpus-\(layoutCase.name)") {
                    answers = caseAnswers(CaseRunner.run(layoutCase, strategy: strategy))
                }
                results.append(BenchMeasurement(
                    scenario: "corpus-\(layoutCase.name)", strategy: strategy.name, size: layoutCase.views.count,
                    seed: 0, samples: samples, answers: answers))
            }
        }
        return results
    }

    /// The cases of `DIRECTORY/cases`, by file name.
    static func cases(directory: String) throws -> [LayoutCase] {
        let folder = (directory as NSString).appendingPathComponent("cases")
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
            .map { try LayoutCase.read(from: (folder as NSString).appendingPathComponent($0)) }
    }

    /// `corpus-<name>` of every case, without measuring.
    static func scenarios(directory: String) throws -> [String] {
        try cases(directory: directory).map { "corpus-\($0.name)" }
    }

    /// The frames of the initial layout and of every step (an invalid case answers -1).
    private static func caseAnswers(_ result: CaseResult) -> [Double] {
        guard case .laidOut(let initial, let steps) = result.outcome else { return [-1] }
        return ([initial] + steps).flatMap(LayoutScenarios.frameValues)
    }
}
