import LayoutModel
import Synchronization

/// Where UIKit's layout messages go: standard error by default, or a sink a test sets. Each
/// message is also recorded as a ``UIKitLayoutFinding`` on the root of the tree it is about.
public enum UIKitConsole {
    /// One message as UIKit's console prints it. Like UIKit's own log, which records a message's
    /// arguments and formats them when the log is read, a conflict's message keeps the values it
    /// prints, taken when it was logged, and writes its text each time ``text`` is asked for:
    /// the same bytes every time, whatever the tree became since.
    public struct Message: Sendable, CustomStringConvertible {
        enum Content: Sendable {
            case text(String)
            case conflict(ConflictMessage)
        }

        let content: Content

        /// The message's text, whole (several lines).
        /// - Complexity: O(message length) for a conflict's message, written anew on each call.
        public var text: String {
            switch content {
            case .text(let text): text
            case .conflict(let message): message.text
            }
        }

        public var description: String { text }
    }

    private static let sinkStore = Mutex<@Sendable (String) -> Void>({ message in
        FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
    })

    /// Receives each message's text, whole (several lines), when it is logged.
    public static var sink: @Sendable (String) -> Void {
        get { sinkStore.withLock { $0 } }
        set { sinkStore.withLock { $0 = newValue } }
    }

    /// A task's own sink: texts, or messages whose text is written only if the sink asks.
    private enum ScopedSink: Sendable {
        case text(@Sendable (String) -> Void)
        case message(@Sendable (Message) -> Void)
    }

    @TaskLocal private static var scopedSink: ScopedSink?

    /// Runs `body` with this task's messages (and its child tasks') sent to `sink` instead of
    /// ``sink``: a test can collect or silence what its own views log while others run.
    public static func withSink<T>(_ sink: @escaping @Sendable (String) -> Void, _ body: () throws -> T) rethrows -> T {
        try $scopedSink.withValue(.text(sink), operation: body)
    }

    /// ``withSink(_:_:)`` for a sink that takes each ``Message`` as logged, before its text is
    /// written: one that drops messages, or keeps them to read some later, pays for no text.
    public static func withMessageSink<T>(_ sink: @escaping @Sendable (Message) -> Void, _ body: () throws -> T) rethrows -> T {
        try $scopedSink.withValue(.message(sink), operation: body)
    }

    static func write(_ message: String) { write(Message(content: .text(message))) }

    static func write(_ message: Message) {
        switch scopedSink {
        case .text(let sink): sink(message.text)
        case .message(let sink): sink(message)
        case nil: sink(message.text)
        }
    }

    /// Logs `message` and records it on the root of `view`'s tree.
    static func report(_ kind: UIKitLayoutFinding.Kind, _ message: String, about view: UIView?) {
        write(message)
        view?.rootView.rootState.findings.append(UIKitLayoutFinding(kind: kind, message: message, conflict: []))
    }

    /// Logs each constraint the layout newly broke with UIKit's message, once while it stays broken.
    /// The keys and the messages share one ``ConflictLookup`` of only the constraints and items the
    /// conflicts name. Each message keeps its values (``ConflictMessage``); its text is written
    /// for a sink that takes text, and for the finding when the findings are read.
    @inline(never)
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
            let message = ConflictMessage(broken, lookup: &lookup).map { Message(content: .conflict($0)) } ?? Message(
                content: .text("[LayoutConstraints] Unable to simultaneously satisfy constraints: \(broken.conflict.map(\.text))"))
            write(message)
            // Its text and its views' property names are filled in when the findings are read
            // (``UIView/layoutFindings``).
            state.pendingConflicts.append((state.findings.count, broken, message))
            state.findings.append(UIKitLayoutFinding(kind: .unsatisfiable, message: "", brokenConstraint: "", conflict: []))
        }
    }
}
