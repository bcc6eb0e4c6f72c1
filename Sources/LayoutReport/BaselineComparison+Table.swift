import LayoutCore

extension BaselineComparison {
    /// The comparison as `layoutbench compare` prints it: a table of the metrics that moved
    /// (every compared metric with `includingUnchanged`), then failures, notes and a verdict line.
    public func report(includingUnchanged: Bool = false) -> String {
        var table = TextTable(header: ["scenario", "strategy", "size", "metric", "baseline", "current", "change", "verdict"],
                              alignments: [.left, .left, .right, .left, .right, .right, .right, .left])
        for change in changes where includingUnchanged || change.verdict != .unchanged {
            table.rows.append([
                change.key.scenario, change.key.strategy, String(change.key.size), change.metric.rawValue,
                formatted(change.baseline, change.metric), formatted(change.current, change.metric),
                change.percentText, change.verdict.rawValue,
            ])
        }
        var text = metadata.map { $0.statements.map { "warning: \($0)\n" }.joined() } ?? ""
        if !text.isEmpty { text += "\n" }
        text += table.rows.isEmpty ? "No compared value changed.\n" : table.rendered()
        if !failures.isEmpty {
            text += "\nFailures:\n" + failures.map { "  \($0)\n" }.joined()
        }
        if !notes.isEmpty {
            text += "\nNotes:\n" + notes.map { "  \($0)\n" }.joined()
        }
        text += "\n" + verdictLine + "\n"
        return text
    }

    /// `N rows matched, <what>; no regressions.` or `…; K failure(s).`
    public var verdictLine: String {
        var compared = policy.comparesTimes ? "times and deterministic counts" : "deterministic counts only"
        if policy.countsUngatedBecause != nil { compared += " (counts listed, not gated)" }
        return "\(matchedRows) rows matched, \(compared); "
            + (failures.isEmpty ? "no regressions." : "\(failures.count) failure(s).")
    }
}

extension BaselineComparison.Change {
    /// `+12.5%`, `-3%`; for a count over a baseline of 0, the increase (`+4`); `new` for a time.
    public var percentText: String {
        guard let percent else {
            return metric.isDeterministic ? "+\(formatted(current - baseline, metric))" : "new"
        }
        let rounded = (percent * 10).rounded() / 10 + 0  // + 0: no "-0.0%"
        return (rounded > 0 ? "+" : "") + "\(rounded)%"
    }

    /// Regressions first, then the other changes by how much they grew (largest first).
    public static func worseFirst(_ a: Self, _ b: Self) -> Bool {
        let ra = a.verdict == .regressed, rb = b.verdict == .regressed
        if ra != rb { return ra }
        return (a.percent ?? .infinity, b.key) > (b.percent ?? .infinity, a.key)
    }
}
