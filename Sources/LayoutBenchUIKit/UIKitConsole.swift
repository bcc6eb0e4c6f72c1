import LayoutModel
import Synchronization

/// Where UIKit's layout messages go: standard error by default, or a sink a test sets. Each
/// message is also recorded as a ``UIKitLayoutFinding`` on the root of the tree it is about.
public enum UIKitConsole {
    private static let sinkStore = Mutex<@Sendable (String) -> Void>({ message in
        FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
    })

    /// Receives each message, whole (several lines).
    public static var sink: @Sendable (String) -> Void {
        get { sinkStore.withLock { $0 } }
        set { sinkStore.withLock { $0 = newValue } }
    }

    @TaskLocal private static var scopedSink: (@Sendable (String) -> Void)?

    /// Runs `body` with this task's messages (and its child tasks') sent to `sink` instead of
    /// ``sink``: a test can collect or silence what its own views log while others run.
    public static func withSink<T>(_ sink: @escaping @Sendable (String) -> Void, _ body: () throws -> T) rethrows -> T {
        try $scopedSink.withValue(sink, operation: body)
    }

    static func write(_ message: String) { (scopedSink ?? sink)(message) }

    /// Logs `message` and records it on the root of `view`'s tree.
    static func report(_ kind: UIKitLayoutFinding.Kind, _ message: String, about view: UIView?) {
        write(message)
        view?.rootView.rootState.findings.append(UIKitLayoutFinding(kind: kind, message: message, conflict: []))
    }

    /// Logs each constraint the layout newly broke with UIKit's message, once while it stays broken.
    /// The keys and the messages share one ``ConflictLookup`` of only the constraints and items the
    /// conflicts name; each message is written straight from them (``ConflictMessage``).
    static func logConflicts(of result: LayoutResult, in root: UIView) {
        let state = root.rootState
        guard !result.broken.isEmpty else {
            state.loggedBroken.removeAll()
            return
        }
        var lookup = ConflictLookup(root: root)
        // A tree's own constraint is `c<index>` by place, which moves as constraints come and go:
        // it is remembered by its object's address, which does not.
        let keys = result.broken.map { lookup.constraint(named: $0.constraint.name)?.address.text ?? $0.constraint.name }
        state.loggedBroken.formIntersection(keys)
        for (broken, key) in zip(result.broken, keys) where !state.loggedBroken.contains(key) {
            state.loggedBroken.insert(key)
            let message = ConflictMessage.text(for: broken, lookup: &lookup)
                ?? "[LayoutConstraints] Unable to simultaneously satisfy constraints: \(broken.conflict.map(\.text))"
            write(message)
            // Named by property when the findings are read (``UIView/layoutFindings``).
            state.unnamedConflicts.append((state.findings.count, broken))
            state.findings.append(UIKitLayoutFinding(kind: .unsatisfiable, message: message,
                                                     brokenConstraint: broken.constraint.text,
                                                     conflict: broken.conflict.map(\.text)))
        }
    }
}
