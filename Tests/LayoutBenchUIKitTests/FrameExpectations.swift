import LayoutBenchUIKit
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
