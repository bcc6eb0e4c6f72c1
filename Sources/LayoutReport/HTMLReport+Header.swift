import LayoutPlot

extension HTMLReport {
    /// The title, the run's metadata (and the baseline's beside it), and the warning banner.
    func header() -> String {
        var html = "<header id=\"run\">\n<h1>LayoutBench report: \(escapeXML(resultsName))</h1>\n"
        if let check = metadataCheck, !check.statements.isEmpty {
            html += "<div class=\"banner warning\" id=\"metadata-warning\"><strong>The runs may not compare.</strong><ul>"
            html += check.statements.map { "<li>\(escapeXML($0))</li>" }.joined()
            if let reason = check.countsUngatedReason, policy.countsUngatedBecause != nil {
                html += "<li>Deterministic counts that grew are listed, not judged as regressions: \(escapeXML(reason)).</li>"
            }
            html += "</ul></div>\n"
        }
        let columns: [(String, RunMetadata?)] = [(resultsName, metadata)] + (baseline.map { [($0.name, $0.metadata)] } ?? [])
        html += "<table id=\"metadata\">\n<thead><tr><th></th>"
            + columns.map { "<th>\(escapeXML($0.0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        let fields: [(String, (RunMetadata) -> String)] = [
            ("tool version", \.toolVersion), ("git commit", { $0.gitCommit ?? "unknown" }), ("toolchain", \.toolchain),
            ("build", \.buildConfiguration), ("OS", \.os), ("CPU", { $0.cpuModel ?? "unknown" }),
            ("CPU count", { String($0.cpuCount) }), ("allocation counts", { $0.allocationCounts ? "jemalloc" : "off" }),
            ("seed", { $0.seed.map(String.init) ?? "-" }), ("date", \.date),
            ("command", { $0.commandLine.joined(separator: " ") }),
        ]
        for (name, value) in fields {
            html += "<tr><th>\(name)</th>" + columns.map { column in
                "<td>\(escapeXML(column.1.map(value) ?? "no metadata"))</td>"
            }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</header>\n"
    }
}
