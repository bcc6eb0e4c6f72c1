import LayoutCore

/// The report of `layoutbench solve`: a case result as JSON (docs/Formats.md, "Solve report")
/// or as readable text.
public enum SolveReport {
    /// `{"case", "status", "frames", "ambiguous", "conflict", "broken", "error", "steps"}` with
    /// sorted keys. `frames` and `ambiguous` (possibly `{}`) are present unless the case is
    /// invalid; `conflict` (the first broken constraint's irreducible set, sorted by name) and
    /// `broken` (in layout order) only when unsatisfiable; `error` only when invalid; `steps`
    /// only when the case has steps and was laid out.
    public static func json(_ result: CaseResult) -> JSONValue {
        switch result.outcome {
        case .invalid(let error):
            return .object([("case", .string(result.name)), ("status", .string("invalid")),
                            ("error", .string(error.description))])
        case .laidOut(let initial, let steps):
            var pairs = [("case", JSONValue.string(result.name))] + members(initial)
            if !steps.isEmpty { pairs.append(("steps", .array(steps.map { .object(members($0)) }))) }
            return .object(pairs)
        }
    }

    /// The JSON report as text, keys sorted, one line per nested value that does not fit.
    public static func jsonText(_ result: CaseResult) -> String {
        json(result).text(sortedKeys: true) + "\n"
    }

    /// A frame's values in the order of their keys, so the sorted writer need not sort them.
    private static let keyOrder = FrameValue.allCases.sorted { $0.rawValue < $1.rawValue }

    private static func members(_ layout: LayoutResult) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [("status", .string(layout.status.rawValue))]
        pairs.append(("frames", .object(layout.viewIDs.compactMap { id in
            layout.frames[id].map { frame in
                (id, .object(keyOrder.map { ($0.rawValue, .number(roundedForReport(frame[$0]))) }))
            }
        })))
        pairs.append(("ambiguous", .object(layout.viewIDs.compactMap { id in
            layout.ambiguous[id].map { (id, .array($0.map { .string($0.rawValue) })) }
        })))
        if let first = layout.broken.first {
            pairs.append(("conflict", .array(first.conflict.map(\.name).sorted().map(JSONValue.string))))
            pairs.append(("broken", .array(layout.broken.map { .string($0.constraint.name) })))
        }
        return pairs
    }

    /// A readable report: the status, frames as a table (`?` marks an ambiguous value), the
    /// ambiguous values by view, and each broken constraint in the words UIKit logs.
    public static func text(_ result: CaseResult, strategy: String) -> String {
        switch result.outcome {
        case .invalid(let error):
            return "Case \(result.name): invalid\nerror: \(error)\n"
        case .laidOut(let initial, let steps):
            var out = "Case \(result.name) (solver \(strategy))\n\n" + text(initial)
            for (index, step) in steps.enumerated() {
                out += "\nAfter step \(index + 1)\n\n" + text(step)
            }
            return out
        }
    }

    private static func text(_ layout: LayoutResult) -> String {
        var out = "Status: \(layout.status.rawValue)\n\n"
        var table = TextTable(header: ["view", "x", "y", "width", "height"],
                              alignments: [.left, .right, .right, .right, .right], rule: false)
        for id in layout.viewIDs {
            guard let frame = layout.frames[id] else { continue }
            let free = Set(layout.ambiguous[id] ?? [])
            table.rows.append([id] + FrameValue.allCases.map { formatNumber(frame[$0]) + (free.contains($0) ? "?" : "") })
        }
        out += table.rendered()
        if !layout.ambiguous.isEmpty {
            out += "\nAmbiguous layout (these values can move without changing how well constraints are met):\n"
            for id in layout.viewIDs {
                guard let values = layout.ambiguous[id] else { continue }
                out += "    \(id): " + values.map(\.rawValue).joined(separator: ", ") + "\n"
            }
        }
        for broken in layout.broken {
            out += """

                Unable to simultaneously satisfy constraints.
                    Probably at least one of the constraints in the following list is one you don't want.
                    Try this: (1) look at each constraint and try to figure out which you don't expect; \
                (2) find the code that added the unwanted constraint or constraints and fix it.
                (

                """
            out += broken.conflict.map { "    \"\($0.text)\"" }.joined(separator: ",\n") + "\n)\n\n"
            out += "Will attempt to recover by breaking constraint\n    \"\(broken.constraint.text)\"\n"
        }
        return out
    }
}
