import LayoutCore
import LayoutFuzz
import LayoutModel
import LayoutSolver
import Testing

/// Checks `expected` frames (by view id) against `result` to the fuzzer's tolerance
/// (``LayoutComparison/frameTolerance``, 1e-3 points), printing expected and observed.
public func expectFrames(_ result: LayoutResult, _ expected: [String: Rect],
                  sourceLocation: SourceLocation = #_sourceLocation)
{
    for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
        guard let actual = result.frames[id] else {
            Issue.record("no frame for '\(id)'", sourceLocation: sourceLocation)
            continue
        }
        let close = FrameValue.allCases.allSatisfy { abs(actual[$0] - frame[$0]) <= LayoutComparison.frameTolerance }
        #expect(close, "\(id): expected \(frame), observed \(actual)", sourceLocation: sourceLocation)
    }
}

/// Lays out `root` with a new engine of every strategy and returns the results, checking that
/// they agree (status, broken, ambiguity, determined frames).
@discardableResult
public func layoutWithEveryStrategy(_ root: View, sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutResult {
    var results: [LayoutResult] = []
    for strategy in SolverStrategies.all {
        results.append(try LayoutEngine(strategy: strategy).layout(root, analyzingAmbiguity: true))
    }
    for other in results.dropFirst() {
        expectAgreement(results[0], other, sourceLocation: sourceLocation)
    }
    return results[0]
}

/// Two layouts of the same tree agree: status, broken constraints and their conflicts,
/// ambiguous values, and every determined frame value (``LayoutComparison``).
public func expectAgreement(_ a: LayoutResult, _ b: LayoutResult, context: String = "",
                     sourceLocation: SourceLocation = #_sourceLocation)
{
    let differences = LayoutComparison.differences(a, b)
    #expect(differences.isEmpty, "\(context) \(differences)", sourceLocation: sourceLocation)
}

/// Whether `system` is an irreducible infeasible set (``ConflictCheck``).
public func isIrreducibleConflict(_ system: [Constraint]) -> Bool { ConflictCheck.isIrreducible(system) }
