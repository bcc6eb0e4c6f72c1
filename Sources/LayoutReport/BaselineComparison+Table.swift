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
                percentText(change), change.verdict.rawValue,
            ])
        }
        var text = table.rows.isEmpty ? "No compared value changed.\n" : table.rendered()
        if !failures.isEmpty {
            text += "\nFailures:\n" + failures.map { "  \($0)\n" }.joined()
        }
        if !notes.isEmpty {
            text += "\nNotes:\n" + notes.map { "  \($0)\n" }.joined()
        }
        let compared = policy.comparesTimes ? "times and deterministic counts" : "deterministic counts only"
        text += "\n\(matchedRows) rows matched, \(compared); "
        text += failures.isEmpty ? "no regressions.\n" : "\(failures.count) failure(s).\n"
        return text
    }

    private func percentText(_ change: Change) -> String {
        guard let percent = change.percent else {
            return change.metric.isDeterministic ? "+\(formatted(change.current - change.baseline, change.metric))" : "new"
        }
        let rounded = (percent * 10).rounded() / 10
        return (rounded > 0 ? "+" : "") + "\(rounded)%"
    }
}
