import LayoutModel

/// Something a layout of the tree showed that UIKit would log or trap on, recorded on the root
/// view (``UIView/layoutFindings``) so a test can assert on it.
public struct UIKitLayoutFinding: Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Required constraints conflicted; one was broken (UIKit's "Unable to simultaneously
        /// satisfy constraints").
        case unsatisfiable
        /// API misuse UIKit raises an exception for (no common ancestor, leading mixed with
        /// left, a required priority changed while active…): refused here, never a crash.
        case misuse
        /// The tree could not be laid out at all (the engine refused it).
        case invalid
    }

    public var kind: Kind
    /// What UIKit's console would print.
    public var message: String
    /// For `unsatisfiable`: the broken constraint and the irreducible conflicting set, in the
    /// case-file grammar with views named by their properties (`nameLabel.trailing == …`).
    public var brokenConstraint: String?
    public var conflict: [String]

    public var description: String {
        guard let brokenConstraint else { return "\(kind.rawValue): \(message)" }
        return "\(kind.rawValue): broke \(brokenConstraint); conflict: \(conflict.joined(separator: "; "))"
    }
}

extension UIView {
    /// The findings of every layout of the tree this view is the root of, oldest first.
    /// Conflicts name their views by property as the tree is when they are first read; their
    /// messages are the text UIKit's console got, as the tree was when they were logged.
    public var layoutFindings: [UIKitLayoutFinding] {
        let root = rootView
        let state = root.rootState
        if !state.pendingConflicts.isEmpty {
            let names = PropertyNames(root: root)
            for (index, broken, message) in state.pendingConflicts {
                state.findings[index].message = message.text
                state.findings[index].brokenConstraint = names.rename(broken.constraint)
                state.findings[index].conflict = broken.conflict.map(names.rename)
            }
            state.pendingConflicts.removeAll()
        }
        return state.findings
    }

    /// Forgets the recorded findings (the console output stays written).
    public func clearLayoutFindings() {
        rootView.rootState.findings.removeAll()
        rootView.rootState.pendingConflicts.removeAll()
    }
}
