/// UIKit's console message for required constraints that cannot all hold, written exactly as
/// UIKit prints it (iOS 11 and later): the `[LayoutConstraints]` header and its advice, the
/// autoresizing note when an `NSAutoresizingMaskLayoutConstraint` is listed, the entries, the
/// constraint UIKit breaks and the closing breakpoint advice. `explain` reads it back.
public struct UnsatisfiableConstraintsMessage: Hashable, Sendable, CustomStringConvertible {
    /// The listed constraints, in the order UIKit lists them.
    public var constraints: [PrintedConstraint]
    /// The constraint UIKit breaks to recover.
    public var broken: PrintedConstraint
    /// What the console puts before the header (`2026-11-25 10:00:00.000000+0000 App[1:2] `), or "".
    public var linePrefix: String

    public init(constraints: [PrintedConstraint], broken: PrintedConstraint, linePrefix: String = "") {
        self.constraints = constraints
        self.broken = broken
        self.linePrefix = linePrefix
    }

    /// The message, lines ending in "\n" (UIKit's trailing spaces kept).
    public var text: String {
        var lines = [
            linePrefix + "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: { $0.className == "NSAutoresizingMaskLayoutConstraint" }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        for (index, constraint) in constraints.enumerated() {
            lines.append("    \"\(constraint.text)\"" + (index + 1 < constraints.count ? "," : ""))
        }
        lines += [
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            broken.text,
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.",
        ]
        return lines.map { $0 + "\n" }.joined()
    }

    public var description: String { text }
}
