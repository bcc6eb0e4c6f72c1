import LayoutCore

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

    /// The message, lines ending in "\n" (UIKit's trailing spaces kept), written into one buffer.
    public var text: String {
        let entries = constraints.map(\.text)
        let brokenText = broken.text
        var text = TextBuffer(capacity: Self.fixedLength + linePrefix.utf8.count + brokenText.utf8.count
            + entries.reduce(0) { $0 + $1.utf8.count + 8 })
        Self.write(into: &text, linePrefix: linePrefix, entryCount: entries.count,
                   listsAutoresizingMask: constraints.contains { $0.className == "NSAutoresizingMaskLayoutConstraint" },
                   entry: { index, text in text.append(entries[index]) }, broken: { $0.append(brokenText) })
        return text.text
    }

    /// Appends the message to `text` with each entry (`<NSLayoutConstraint:0x… …>`) written by
    /// `entry` (the listed ones, by index) and `broken`, so that a caller that knows its
    /// constraints can write them in place; ``text`` is this with ``PrintedConstraint/text``.
    /// `listsAutoresizingMask`: whether an `NSAutoresizingMaskLayoutConstraint` is listed (UIKit
    /// then adds its note).
    public static func write(into text: inout TextBuffer, linePrefix: String = "", entryCount: Int,
                             listsAutoresizingMask: Bool, entry: (Int, inout TextBuffer) -> Void,
                             broken: (inout TextBuffer) -> Void)
    {
        text.append(linePrefix)
        text.append(header)
        if listsAutoresizingMask { text.append(autoresizingNote) }
        text.append("(\n" as StaticString)
        for index in 0 ..< entryCount {
            text.append("    \"" as StaticString)
            entry(index, &text)
            text.append(index + 1 < entryCount ? "\",\n" as StaticString : "\"\n" as StaticString)
        }
        text.append(")\n\nWill attempt to recover by breaking constraint \n" as StaticString)
        broken(&text)
        text.append(closing)
    }

    /// The first line (after the console's prefix) and UIKit's advice, each line ending in "\n".
    private static let header: StaticString = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
        \tTry this:\u{20}
        \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}

        """

    private static let autoresizingNote: StaticString = """
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, \
        refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\u{20}

        """

    /// What follows the broken constraint, from the end of its line.
    private static let closing: StaticString = """


        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.

        """

    /// The length of the lines every message has, and room for the note.
    private static let fixedLength = 1_000

    public var description: String { text }
}
