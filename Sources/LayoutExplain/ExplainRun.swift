import LayoutCore
import Foundation
import LayoutModel

/// What `layoutbench explain` and `layoutbench import` do, as library calls the commands wrap
/// (LayoutCommands: every error is bad input, exit 2). Other files are still explained when one
/// fails.
public enum ExplainRun {
    public struct Outcome: Sendable {
        public var explanations: [Explanation]
        /// One line per failed file, for standard error.
        public var errors: [LogInputError]
        /// Files written by import, with the status their case solves to.
        public var written: [(path: String, status: String)]
    }

    /// Explains every message of every file.
    public static func explain(files: [String]) -> Outcome {
        var outcome = Outcome(explanations: [], errors: [], written: [])
        for file in files {
            do {
                outcome.explanations += try Explainer.explain(file: file)
            } catch {
                outcome.errors.append(error)
            }
        }
        return outcome
    }

    /// Writes one case file per message into `directory` (created when missing), atomically:
    /// `<log name>-<n>.json`. Each written case is solved again and must give the explanation's status.
    public static func importCases(files: [String], into directory: String) -> Outcome {
        var outcome = explain(files: files)
        guard !outcome.explanations.isEmpty else { return outcome }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            outcome.errors.append(.cannotWrite(file: directory, reason: (error as NSError).localizedDescription))
            return outcome
        }
        var usedNames = Set<String>()
        for index in outcome.explanations.indices {
            // Two logs of the same name (in different directories) must not overwrite each other.
            var layoutCase = outcome.explanations[index].translation.layoutCase
            let base = layoutCase.name
            var copy = 2
            while !usedNames.insert(layoutCase.name).inserted { layoutCase.name = "\(base)-\(copy)"; copy += 1 }
            outcome.explanations[index].translation.layoutCase = layoutCase
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + layoutCase.name + ".json"
            do {
                try AtomicFile.write(layoutCase.text, to: path)
            } catch {
                outcome.errors.append(.cannotWrite(file: path, reason: error.reason))
                continue
            }
            let solved = CaseRunner.run(file: path, strategy: IncrementalSolverType.strategy)
            let status: String = switch solved.outcome {
            case .invalid(let error): "invalid: \(error)"
            case .laidOut(let initial, _): initial.status.rawValue
            }
            outcome.written.append((path, status))
        }
        return outcome
    }
}

import LayoutSolver

enum IncrementalSolverType {
    static let strategy: any SolverStrategy.Type = IncrementalSolver.self
}

extension Explanation.Status {
    /// `layoutbench solve`'s word for the same verdict.
    public var solveStatus: String { self == .satisfiable ? "satisfied" : rawValue }
}
