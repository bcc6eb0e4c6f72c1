import LayoutPlot

extension HTMLReport {
    /// The comparison with the baseline: failures, then deterministic counts and times in their
    /// own tables, regressions first, then notes.
    func comparison(_ baseline: (name: String, rows: [ResultRow], metadata: RunMetadata?)) -> String {
        let result = BaselineComparison(baseline: baseline.rows, current: rows, policy: policy)
        var html = "<section id=\"baseline\">\n<h2>Against the baseline \(escapeXML(baseline.name))</h2>\n"
        html += result.failures.isEmpty
            ? "<p class=\"verdict ok\">\(result.matchedRows) rows matched; no regressions.</p>\n"
            : "<p class=\"verdict failure\">\(result.matchedRows) rows matched; \(result.failures.count) failure(s).</p>\n<ul class=\"failures\">"
                + result.failures.map { "<li>\(escapeXML($0.description))</li>" }.joined() + "</ul>\n"
        let counts = result.changes.filter { $0.metric.isDeterministic }
        let times = result.changes.filter { !$0.metric.isDeterministic }
        html += changeTable(counts, title: "Deterministic counts (pivots, allocations)", id: "baseline-counts")
        if policy.comparesTimes { html += changeTable(times, title: "Times", id: "baseline-times") }
        if !result.notes.isEmpty {
            html += "<h3>Notes</h3>\n<ul class=\"notes\">" + result.notes.map { "<li>\(escapeXML($0))</li>" }.joined() + "</ul>\n"
        }
        return html + "</section>\n"
    }

    private func changeTable(_ changes: [BaselineComparison.Change], title: String, id: String) -> String {
        var html = "<h3>\(escapeXML(title))</h3>\n"
        let moved = changes.filter { $0.verdict != .unchanged }.sorted(by: BaselineComparison.Change.worseFirst)
        guard !moved.isEmpty else {
            return html + "<p id=\"\(id)\">\(changes.count) values compared; none changed.</p>\n"
        }
        html += "<table id=\"\(id)\">\n<thead><tr><th>scenario</th><th>strategy</th><th>size</th><th>metric</th>"
            + "<th>baseline</th><th>current</th><th>change</th><th>verdict</th></tr></thead>\n<tbody>\n"
        for change in moved {
            let cells = [change.key.scenario, change.key.strategy, String(change.key.size), change.metric.rawValue,
                         formatted(change.baseline, change.metric), formatted(change.current, change.metric),
                         change.percentText, change.verdict.rawValue]
            html += "<tr class=\"\(change.verdict == .regressed ? "regressed" : change.verdict == .improved ? "improved" : "")\">"
                + cells.map { "<td>\(escapeXML($0))</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n<p>\(changes.count - moved.count) other values unchanged.</p>\n"
    }
}
