import LayoutPlot

extension HTMLReport {
    /// The headline (``Headline``): one ratio per comparison the tool exists for, first on the page.
    func headline() -> String {
        let ratios = Headline(rows: rows).ratios
        var html = "<section id=\"headline\">\n<h2>Headline</h2>\n"
        guard !ratios.isEmpty else {
            return html + "<p>No comparison to make: the file has no times of two strategies on the same scenario.</p>\n</section>\n"
        }
        html += "<p class=\"legend\">Each ratio is the other side's median time over the first named side's "
            + "(above 1: the first is faster), the geometric mean over the scenarios listed, each at its largest size.</p>\n"
        html += "<table id=\"headline-ratios\">\n<thead><tr><th>comparison</th><th>times faster</th><th>scenarios</th></tr></thead>\n<tbody>\n"
        for ratio in ratios {
            html += "<tr><td>\(escapeXML(ratio.title))</td><td class=\"ratio\">\(escapeXML(formatRatio(ratio.ratio)))×</td>"
                + "<td>\(escapeXML(ratio.scenarios.joined(separator: ", ")))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    /// The A/B run the rows hold (``ABComparison/init(rows:)``), empty when they hold none.
    func abSection() -> String {
        guard let comparison = ABComparison(rows: rows) else { return "" }
        var html = "<section id=\"ab\">\n<h2>A/B: candidate against baseline</h2>\n"
        html += "<p class=\"verdict \(comparison.fails ? "failure" : "ok")\">\(escapeXML(comparison.verdictLine))</p>\n"
        if let candidate = comparison.candidate, let baseline = comparison.baseline {
            html += "<p>candidate: \(escapeXML(candidate))<br>baseline: \(escapeXML(baseline))</p>\n"
        }
        html += "<table id=\"ab-ratios\">\n<thead><tr><th>scenario</th><th>strategy</th><th>size</th><th>baseline</th>"
            + "<th>candidate</th><th>ratio</th><th>95% interval</th><th>limit</th></tr></thead>\n<tbody>\n"
        for entry in comparison.sortedEntries {
            let interval = entry.interval
            let cells = [entry.key.scenario, entry.key.strategy, String(entry.key.size), time(entry.baselineMedian),
                         time(entry.candidateMedian), interval.map { formatABRatio($0.ratio) } ?? "-",
                         interval.map { "\(formatABRatio($0.low))–\(formatABRatio($0.high))" } ?? "-",
                         formatABRatio(1 + entry.threshold)]
            let rowClass = entry.regression || !entry.agree ? " class=\"regressed\"" : entry.improvement ? " class=\"improved\"" : ""
            html += "<tr\(rowClass)>" + cells.map { "<td>\(escapeXML($0))</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }
}
