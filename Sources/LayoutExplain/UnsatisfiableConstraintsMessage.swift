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

    /// The message, lines ending in "\n" (UIKit's trailing spaces kept), written into one string.
    public var text: String {
        let entries = constraints.map(\.text)
        let brokenText = broken.text
        var text = ""
        text.reserveCapacity(Self.fixedLength + linePrefix.utf8.count + brokenText.utf8.count
            + entries.reduce(0) { $0 + $1.utf8.count + 8 })
        func line(_ part: String) {
            text += part
            text += "\n"
        }
        line(linePrefix + "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        for advice in Self.advice { line(advice) }
        if constraints.contains(where: { $0.className == "NSAutoresizingMaskLayoutConstraint" }) {
            line(Self.autoresizingNote)
        }
        line("(")
        for (index, entry) in entries.enumerated() {
            text += "    \""
            text += entry
            line(index + 1 < entries.count ? "\"," : "\"")
        }
        for closing in [")", "", "Will attempt to recover by breaking constraint "] { line(closing) }
        line(brokenText)
        for closing in Self.closing { line(closing) }
        return text
    }

    private static let advice = [
        "\tProbably at least one of the constraints in the following list is one you don't want. ",
        "\tTry this: ",
        "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
        "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]

    private static let autoresizingNote = "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
        + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "

    private static let closing = [
        "",
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
        "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.",
    ]

    /// The length of the lines every message has, and room for the note.
    private static let fixedLength = 1_000

    public var description: String { text }
}
