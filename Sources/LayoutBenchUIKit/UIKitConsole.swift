import LayoutModel
import Synchronization

/// Where UIKit's layout messages go: standard error by default, or a sink a test sets. Each
/// message is also recorded as a ``UIKitLayoutFinding`` on the root of the tree it is about.
public enum UIKitConsole {
    private static let sinkStore = Mutex<@Sendable (String) -> Void>({ message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    })

    /// Receives each message, whole (several lines).
    public static var sink: @Sendable (String) -> Void {
        get { sinkStore.withLock { $0 } }
        set { sinkStore.withLock { $0 = newValue } }
    }

    static func write(_ message: String) { sink(message) }

    /// Logs `message` and records it on the root of `view`'s tree.
    static func report(_ kind: UIKitLayoutFinding.Kind, _ message: String, about view: UIView?) {
        write(message)
        view?.rootView.rootState.findings.append(UIKitLayoutFinding(kind: kind, message: message, conflict: []))
    }

    /// Logs each constraint the layout newly broke with UIKit's message, once while it stays broken.
    static func logConflicts(of result: LayoutResult, in root: UIView) {
        let state = root.rootState
        let brokenNow = Set(result.broken.map(\.constraint.name))
        state.loggedBroken.formIntersection(brokenNow)
        let fresh = result.broken.filter { !state.loggedBroken.contains($0.constraint.name) }
        guard !fresh.isEmpty else { return }
        let items = ConsoleItems(root: root)
        let names = PropertyNames(root: root)
        for broken in fresh {
            state.loggedBroken.insert(broken.constraint.name)
            let message = ConflictMessage.text(conflict: broken.conflict.map(items.entry(for:)),
                                               broken: items.entry(for: broken.constraint))
            write(message)
            state.findings.append(UIKitLayoutFinding(
                kind: .unsatisfiable, message: message, brokenConstraint: names.rename(broken.constraint),
                conflict: broken.conflict.map(names.rename)))
        }
    }

    /// UIKit's console entry of a constraint: `<NSLayoutConstraint:0x… 'id' A.attr == B.attr + 8   (active)>`.
    static func entry(for constraint: NSLayoutConstraint) -> String {
        ConsoleEntry(constraint).text
    }
}

/// UIKit's console block for one conflict.
enum ConflictMessage {
    static func text(conflict: [String], broken: String) -> String {
        """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
        (
        \(conflict.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint 
        \(broken)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
        """
    }
}
