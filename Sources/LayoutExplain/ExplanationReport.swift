import LayoutCore
import LayoutModel

/// The reports of `layoutbench explain`: text for people, JSON for tools (docs/Explain.md).
public enum ExplanationReport {
    // MARK: Text

    public static func text(_ explanations: [Explanation]) -> String {
        explanations.map(text).joined(separator: "\n")
    }

    public static func text(_ e: Explanation) -> String {
        var out = "\(e.file), message \(e.index) (line \(e.line)): \(e.status.rawValue)\n"
        switch e.status {
        case .unsatisfiable:
            out += "  conflict: these cannot all hold; without any one of them the rest can:\n"
            for member in e.conflict { out += "    \(line(member))\n" }
        case .satisfiable:
            out += "  the listed constraints hold together"
            out += e.uikitBroken == nil ? ".\n" : "; UIKit's conflict needs something the list does not show (a value printed rounded, a constraint not listed).\n"
        case .ambiguous:
            out += "  the listed constraints hold together"
            out += e.uikitBroken == nil ? "" : "; UIKit's conflict needs something the list does not show (a value printed rounded, a constraint not listed)"
            out += ".\n  free: " + e.ambiguous.map { "\($0.view) \($0.values.joined(separator: ", "))" }.joined(separator: "; ") + "\n"
        }
        if let address = e.uikitBroken {
            let words = e.uikitBrokenConstraint.map { "  \($0.words)" } ?? "  (not in the list)"
            let member = e.conflict.contains { $0.address == address } ? "" : (e.status == .unsatisfiable ? "; not in this conflict" : "")
            out += "  UIKit broke: \(address)\(words)\(member)\n"
        }
        if let ours = e.broken.first {
            out += "  we break:    \(line(ours))"
            out += e.broken.count > 1 ? " (and \(e.broken.count - 1) more: \(e.broken.dropFirst().map { $0.address ?? $0.label }.joined(separator: ", ")))\n" : "\n"
        }
        if !e.repairs.isEmpty {
            out += "  repairs (each alone makes the conflict satisfiable):\n"
            for repair in e.repairs { out += "    \(line(repair.constraint)): \(repairText(repair))\n" }
        }
        for warning in e.translation.warnings { out += "  note: \(warning)\n" }
        if !e.translation.unreadable.isEmpty {
            out += "  unreadable lines (left out of the explanation):\n"
            for line in e.translation.unreadable { out += "    line \(line.line): \(line.reason): \(line.text)\n" }
        }
        return out
    }

    static func line(_ c: TranslatedConstraint) -> String {
        if c.isImplicit { return c.words }
        return "\(c.address ?? c.label)  \(c.words)" + (c.identifier.map { "  '\($0)'" } ?? "")
    }

    static func repairText(_ repair: Explanation.Repair) -> String {
        guard let priority = repair.priority else { return "UIKit's own rule; it cannot change" }
        var parts: [String] = []
        if let range = repair.constant {
            let holds: String
            switch (range.lower, range.upper) {
            case (let lower?, let upper?) where lower == upper: holds = "holds only with the constant \(formatExact(lower))"
            case (let lower?, let upper?): holds = "holds for constants from \(formatExact(lower)) to \(formatExact(upper))"
            case (let lower?, nil): holds = "holds for constants ≥ \(formatExact(lower))"
            case (nil, let upper?): holds = "holds for constants ≤ \(formatExact(upper))"
            case (nil, nil): holds = "holds for any constant"
            }
            parts.append("\(holds) (now \(formatExact(range.current)); smallest change: \(formatExact(range.nearest))"
                + (range.fixesMessage ? ", which also clears the whole message)" : ")"))
        }
        parts.append("or priority \(formatExact(priority))" + (repair.priorityFixesMessage ? " (clears the whole message)" : ""))
        return parts.joined(separator: "; ")
    }

    // MARK: JSON

    public static func json(_ explanations: [Explanation]) -> JSONValue { .array(explanations.map(json)) }

    public static func jsonText(_ explanations: [Explanation]) -> String {
        json(explanations).text(sortedKeys: true) + "\n"
    }

    static func member(_ c: TranslatedConstraint) -> JSONValue {
        .object([("address", c.address.map(JSONValue.string) ?? .null), ("text", .string(c.words)),
                 ("implicit", .bool(c.isImplicit)), ("label", .string(c.label)),
                 ("identifier", c.identifier.map(JSONValue.string) ?? .null)])
    }

    static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    public static func json(_ e: Explanation) -> JSONValue {
        let repairs: [JSONValue] = e.repairs.map { repair in
            var fields: [(String, JSONValue)] = [("constraint", member(repair.constraint)),
                                                 ("priority", number(repair.priority)),
                                                 ("priority_fixes_message", .bool(repair.priorityFixesMessage))]
            if let range = repair.constant {
                fields.append(("constant", .object([("current", .number(range.current)), ("lower", number(range.lower)),
                                                    ("upper", number(range.upper)), ("nearest", .number(range.nearest)),
                                                    ("fixes_message", .bool(range.fixesMessage))])))
            } else {
                fields.append(("constant", .null))
            }
            return .object(fields)
        }
        return .object([
            ("file", .string(e.file)), ("message", .number(Double(e.index))), ("line", .number(Double(e.line))),
            ("status", .string(e.status.rawValue)),
            ("conflict", .array(e.conflict.map(member))),
            ("uikit_broken", e.uikitBroken.map(JSONValue.string) ?? .null),
            ("broken", e.broken.first.map { $0.address.map(JSONValue.string) ?? .string($0.label) } ?? .null),
            ("broken_all", .array(e.broken.map(member))),
            ("repairs", .array(repairs)),
            ("ambiguous", .object(e.ambiguous.map { ($0.view, .array($0.values.map(JSONValue.string))) })),
            ("views", .object(e.translation.views.map { ($0.name, .string($0.item.description)) })),
            ("warnings", .array(e.translation.warnings.map(JSONValue.string))),
            ("unreadable", .array(e.translation.unreadable.map {
                .object([("line", .number(Double($0.line))), ("text", .string($0.text)), ("reason", .string($0.reason))])
            })),
        ])
    }
}
