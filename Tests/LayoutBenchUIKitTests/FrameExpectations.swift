@testable import LayoutBenchUIKit
import LayoutModel
import LayoutSolver
import Testing

/// Expects `view.frame` to be (x, y, width, height) within 1e-6 points.
func expectFrame(_ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                 sourceLocation: SourceLocation = #_sourceLocation)
{
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let frame = view.frame
    let close = abs(frame.minX - x) < 1e-6 && abs(frame.minY - y) < 1e-6 && abs(frame.width - width) < 1e-6
        && abs(frame.height - height) < 1e-6
    #expect(close, "frame \(frame), expected \(expected)", sourceLocation: sourceLocation)
}

/// The messages a test collects with `UIKitConsole.withSink`.
final class ConsoleCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    var messages: [String] { lock.withLock { collected } }

    func append(_ message: String) { lock.withLock { collected.append(message) } }
}

/// Exports `root` with `layoutBenchCase()`, solves the case with every strategy, and expects
/// the module's frame for every view it determines and as many broken constraints.
func expectExportedCaseMatches(_ root: UIView, name: String) throws {
    let text = UIKitConsole.withSink({ _ in }) { root.layoutBenchCase() }
    let layoutCase = try LayoutCase(data: Data(text.utf8), file: "\(name).json")
    let names = PropertyNames(root: root)
    for strategy in SolverStrategies.all {
        let result = CaseRunner.run(layoutCase, strategy: strategy)
        guard case .laidOut(let layout, _) = result.outcome else {
            Issue.record("\(name) with \(strategy.name): \(result.outcome)")
            continue
        }
        for view in root.subtree() where view !== root && !view.hasAmbiguousLayout {
            let id = names.name(ofItem: view.layoutView.identifier)
            let frame = try #require(layout.frames[id], "\(id) missing")
            let expected = view.frame
            #expect(abs(frame.x - expected.minX) < 1e-6 && abs(frame.y - expected.minY) < 1e-6
                    && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6,
                    "\(name) \(strategy.name) \(id): case \(frame), module \(expected)")
        }
        #expect(layout.broken.count == root.rootState.lastBroken?.count)
    }
}
