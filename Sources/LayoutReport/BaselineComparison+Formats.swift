import LayoutCore

extension BaselineComparison {
    /// How `compare` prints a comparison.
    public enum Format: String, CaseIterable, Sendable {
        /// The table, failures, notes and verdict (``report(includingUnchanged:)``).
        case text
        /// For a pull-request comment or a CI job summary (``markdown(includingUnchanged:)``).
        case markdown
        /// For tools (``json``).
        case json
    }

    /// The comparison in `format`.
    public func rendered(as format: Format, includingUnchanged: Bool = false) -> String {
        switch format {
        case .text: report(includingUnchanged: includingUnchanged)
        case .markdown: markdown(includingUnchanged: includingUnchanged)
        case .json: json.text(sortedKeys: true) + "\n"
        }
    }

    /// A verdict heading, metadata warnings, failures, then a table of the values that moved,
    /// regressions first, and the notes folded away.
    public func markdown(includingUnchanged: Bool = false) -> String {
        var text = "### layoutbench compare: " + (failures.isEmpty ? "✅ no regressions" : "❌ \(failures.count) failure(s)") + "\n\n"
        for statement in metadata?.statements ?? [] { text += "> ⚠️ \(markdownEscaped(statement))\n" }
        if metadata.map({ !$0.statements.isEmpty }) == true { text += "\n" }
        if !failures.isEmpty {
            text += "**Failures**\n\n" + failures.map { "- \(markdownEscaped($0.description))\n" }.joined() + "\n"
        }
        let shown = changes.filter { includingUnchanged || $0.verdict != .unchanged }.sorted(by: Change.worseFirst)
        if shown.isEmpty {
            text += "No compared value changed.\n\n"
        } else {
            text += "| scenario | strategy | size | metric | baseline | current | change | verdict |\n"
            text += "| --- | --- | ---: | --- | ---: | ---: | ---: | --- |\n"
            for change in shown {
                let verdict = change.verdict == .regressed ? "**regressed**" : change.verdict.rawValue
                let cells = [change.key.scenario, change.key.strategy, String(change.key.size), change.metric.rawValue,
                             formatted(change.baseline, change.metric), formatted(change.current, change.metric),
                             change.percentText]
                text += "| " + cells.map(markdownEscaped).joined(separator: " | ") + " | \(verdict) |\n"
            }
            text += "\n"
        }
        if !notes.isEmpty {
            text += "<details><summary>\(notes.count) note(s)</summary>\n\n"
                + notes.map { "- \(markdownEscaped($0))\n" }.joined() + "\n</details>\n\n"
        }
        return text + verdictLine + "\n"
    }

    /// `{"regression", "matchedRows", "comparesTimes", "failures", "changes", "notes", "metadata"}`;
    /// `changes` holds the values that moved, regressions first.
    public var json: JSONValue {
        let moved = changes.filter { $0.verdict != .unchanged }.sorted(by: Change.worseFirst)
        return .object([
            ("regression", .bool(hasRegression)),
            ("matchedRows", .number(Double(matchedRows))),
            ("comparesTimes", .bool(policy.comparesTimes)),
            ("countsGated", .bool(policy.countsUngatedBecause == nil)),
            ("failures", .array(failures.map { .string($0.description) })),
            ("changes", .array(moved.map { change in
                .object([("scenario", .string(change.key.scenario)), ("strategy", .string(change.key.strategy)),
                         ("size", .number(Double(change.key.size))), ("metric", .string(change.metric.rawValue)),
                         ("baseline", .number(change.baseline)), ("current", .number(change.current)),
                         ("limit", .number(change.limit)), ("verdict", .string(change.verdict.rawValue))])
            })),
            ("notes", .array(notes.map(JSONValue.string))),
            ("metadata", .array((metadata?.statements ?? []).map(JSONValue.string))),
        ])
    }
}

/// `|`, `*`, `_`, `` ` ``, `<` and `>` escaped so that a cell stays one cell and plain text.
func markdownEscaped(_ text: String) -> String {
    var out = ""
    for c in text {
        switch c {
        case "|", "*", "_", "`", "\\": out += "\\\(c)"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        default: out.append(c)
        }
    }
    return out
}
