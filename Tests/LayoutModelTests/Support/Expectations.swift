import LayoutModel
import LayoutSolver
import Testing

/// Frames are compared to 1e-3 points.
let frameTolerance = 1e-3

/// Checks `expected` frames (by view id) against `result`, printing expected and observed.
func expectFrames(_ result: LayoutResult, _ expected: [String: Rect],
                  sourceLocation: SourceLocation = #_sourceLocation)
{
    for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
        guard let actual = result.frames[id] else {
            Issue.record("no frame for '\(id)'", sourceLocation: sourceLocation)
            continue
        }
        let close = FrameValue.allCases.allSatisfy { abs(actual[$0] - frame[$0]) <= frameTolerance }
        #expect(close, "\(id): expected \(frame), observed \(actual)", sourceLocation: sourceLocation)
    }
}

/// Lays out `root` with a new engine of every strategy and returns the results, checking that
/// they agree (status, broken, ambiguity, determined frames).
@discardableResult
func layoutWithEveryStrategy(_ root: View, sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutResult {
    var results: [LayoutResult] = []
    for strategy in SolverStrategies.all {
        results.append(try LayoutEngine(strategy: strategy).layout(root))
    }
    for other in results.dropFirst() {
        expectAgreement(results[0], other, sourceLocation: sourceLocation)
    }
    return results[0]
}

/// Two layouts of the same tree agree: status, broken constraints and their conflicts,
/// ambiguous values, and every determined frame value to 1e-3.
func expectAgreement(_ a: LayoutResult, _ b: LayoutResult, context: String = "",
                     sourceLocation: SourceLocation = #_sourceLocation)
{
    #expect(a.status == b.status, "\(context) status", sourceLocation: sourceLocation)
    #expect(a.broken.map(\.constraint.name) == b.broken.map(\.constraint.name), "\(context) broken",
            sourceLocation: sourceLocation)
    #expect(a.broken.map { $0.conflict.map(\.name) } == b.broken.map { $0.conflict.map(\.name) },
            "\(context) conflicts", sourceLocation: sourceLocation)
    #expect(a.ambiguous == b.ambiguous, "\(context) ambiguity", sourceLocation: sourceLocation)
    for id in a.viewIDs {
        guard let fa = a.frames[id], let fb = b.frames[id] else {
            Issue.record("\(context) missing frame \(id)", sourceLocation: sourceLocation)
            continue
        }
        for value in FrameValue.allCases where !(a.ambiguous[id] ?? []).contains(value) {
            #expect(abs(fa[value] - fb[value]) <= frameTolerance,
                    "\(context) \(id).\(value): \(fa[value]) vs \(fb[value])", sourceLocation: sourceLocation)
        }
    }
}

/// Whether `system` is an irreducible infeasible set: all together fail, every subset that
/// leaves one out holds — checked on fresh full solvers.
func isIrreducibleConflict(_ system: [Constraint]) -> Bool {
    func holds(_ constraints: [Constraint]) -> Bool {
        let solver = FullSolver()
        for constraint in constraints {
            do { try solver.add(Constraint(constraint.expression, constraint.relation, priority: constraint.priority)) }
            catch { return false }
        }
        return true
    }
    guard !holds(system) else { return false }
    return system.indices.allSatisfy { left in holds(system.enumerated().filter { $0.offset != left }.map(\.element)) }
}

/// `Corpus/cases` of this package.
let corpusDirectory: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(4)  // Expectations.swift, Support, LayoutModelTests, Tests
    return components.joined(separator: "/") + "/Corpus/cases"
}()
