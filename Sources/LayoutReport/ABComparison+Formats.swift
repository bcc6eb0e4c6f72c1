import Foundation
import LayoutCore

extension ABComparison {
    /// The comparison in `format` (`bench --against --format`), each ending in the same verdict.
    public func rendered(as format: BaselineComparison.Format) -> String {
        switch format {
        case .text: text()
        case .markdown: markdown()
        case .json: json.text(sortedKeys: true) + "\n"
        }
    }

    /// The table (regressions first), the builds, and the verdict.
    public func text() -> String {
        var table = TextTable(header: ["scenario", "strategy", "size", "baseline", "candidate", "ratio", "95% CI", "limit", "verdict"],
                              alignments: [.left, .left, .right, .right, .right, .right, .left, .right, .left])
        table.rows = sortedEntries.map(cells)
        var text = buildsText.map { "\($0)\n" }.joined() + table.rendered()
        text += columnLines.map { "\($0)\n" }.joined()
        for entry in disagreements {
            text += "\(entry.key): the builds' answers differ (checksums are not equal)\n"
        }
        return text + verdictLine + "\n"
    }

    /// A verdict heading, the builds, then the table, regressions first.
    public func markdown() -> String {
        var text = "### layoutbench A/B: " + (fails ? "❌ \(regressions.count) regression(s)"
            + (disagreements.isEmpty ? "" : ", \(disagreements.count) disagreement(s)") : "✅ no regressions") + "\n\n"
        text += buildsText.map { "- \(markdownEscaped($0))\n" }.joined() + "\n"
        text += "| scenario | strategy | size | baseline | candidate | ratio | 95% CI | limit | verdict |\n"
        text += "| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | --- |\n"
        for entry in sortedEntries {
            var row = cells(entry).map(markdownEscaped)
            if entry.regression || !entry.agree { row[row.count - 1] = "**\(row[row.count - 1])**" }
            text += "| " + row.joined(separator: " | ") + " |\n"
        }
        if !columnLines.isEmpty { text += "\n" + columnLines.map { "- \(markdownEscaped($0))\n" }.joined() }
        return text + "\n" + verdictLine + "\n"
    }

    /// `{regression, rounds, iterationsPerRound, candidate, baseline, machine, scenarios}`; each of
    /// `scenarios` holds `scenario`, `strategy`, `size`, `ratio`, `low`, `high` (null when
    /// unbounded), `threshold`, `regression`, `agree`, both medians in nanoseconds and, where the
    /// rows have extra columns, `candidateColumns` and `baselineColumns`.
    public var json: JSONValue {
        func number(_ value: Double?) -> JSONValue { value.flatMap { $0.isFinite ? JSONValue.number($0) : nil } ?? .null }
        return .object([
            ("regression", .bool(fails)),
            ("rounds", .number(Double(rounds))),
            ("iterationsPerRound", .number(Double(iterationsPerRound))),
            ("roundsPerWorker", .number(Double(roundsPerWorker))),
            ("candidate", candidate.map(JSONValue.string) ?? .null),
            ("baseline", baseline.map(JSONValue.string) ?? .null),
            ("machine", machine.map(JSONValue.string) ?? .null),
            ("scenarios", .array(entries.map { entry in
                var members: [(String, JSONValue)] = [
                    ("scenario", .string(entry.key.scenario)), ("strategy", .string(entry.key.strategy)),
                    ("size", .number(Double(entry.key.size))), ("ratio", number(entry.interval?.ratio)),
                    ("low", number(entry.interval?.low)), ("high", number(entry.interval?.high)),
                    ("threshold", .number(entry.threshold)), ("regression", .bool(entry.regression)),
                    ("agree", .bool(entry.agree)), ("candidateMedianNs", .number(entry.candidateMedian)),
                    ("baselineMedianNs", .number(entry.baselineMedian))]
                for (key, columns) in [("candidateColumns", entry.candidateColumns),
                                       ("baselineColumns", entry.baselineColumns)] where !columns.isEmpty {
                    members.append((key, .object(columns.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
                }
                return .object(members)
            })),
        ])
    }

    /// `A/B: no regressions in 12 measurement(s) …` or the regressions and disagreements counted.
    public var verdictLine: String {
        let scope = "\(entries.count) measurement(s), \(rounds) rounds of \(iterationsPerRound) iteration(s), "
            + "fresh workers every \(roundsPerWorker) round(s)"
        guard fails else { return "A/B: no regressions in \(scope)." }
        var parts: [String] = []
        if !regressions.isEmpty {
            parts.append("\(regressions.count) regression(s): " + regressions.map { "\($0.key)" }.joined(separator: ", "))
        }
        if !disagreements.isEmpty { parts.append("\(disagreements.count) measurement(s) whose answers differ") }
        return "A/B: " + parts.joined(separator: "; ") + " (\(scope))."
    }

    /// Regressions first, then by ratio, largest first.
    var sortedEntries: [Entry] {
        entries.sorted { a, b in
            if a.regression != b.regression { return a.regression }
            return (a.interval?.ratio ?? 0) > (b.interval?.ratio ?? 0)
        }
    }

    /// Per entry with extra columns, `scenario strategy size: column baseline → candidate, …`,
    /// in the table's order.
    var columnLines: [String] {
        sortedEntries.compactMap { entry in
            let names = Set(entry.candidateColumns.keys).union(entry.baselineColumns.keys).sorted()
            guard !names.isEmpty else { return nil }
            let pairs = names.map { "\($0) \(entry.baselineColumns[$0] ?? "-") → \(entry.candidateColumns[$0] ?? "-")" }
            return "\(entry.key.scenario) \(entry.key.strategy) \(entry.key.size): " + pairs.joined(separator: ", ")
                + " (baseline → candidate)"
        }
    }

    private var buildsText: [String] {
        var lines: [String] = []
        if let candidate { lines.append("candidate: \(candidate)") }
        if let baseline { lines.append("baseline: \(baseline)") }
        if let machine { lines.append("machine: \(machine)") }
        return lines
    }

    private func cells(_ entry: Entry) -> [String] {
        let interval = entry.interval
        let range = interval.map { "\(formatABRatio($0.low))–\(formatABRatio($0.high))" } ?? "-"
        let verdict = !entry.agree ? "answers differ" : entry.regression ? "regressed"
            : entry.improvement ? "faster" : "ok"
        return [entry.key.scenario, entry.key.strategy, String(entry.key.size), formatNanoseconds(entry.baselineMedian),
                formatNanoseconds(entry.candidateMedian), interval.map { formatABRatio($0.ratio) } ?? "-", range,
                formatABRatio(1 + entry.threshold), verdict]
    }
}

/// A ratio with three decimals (`1.034`), `∞` when unbounded: the gate's limits are a few percent.
public func formatABRatio(_ value: Double) -> String {
    value.isFinite ? String(format: "%.3f", value) : "∞"
}
