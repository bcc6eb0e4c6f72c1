import LayoutPlot

extension HTMLReport {
    /// Per scenario with several sizes: median against size on log–log axes, a curve per strategy
    /// with its fitted growth exponent (``growthExponent(_:)``), and a slope-1 guide.
    func sweeps() -> String {
        let byScenario = Dictionary(grouping: rows.filter { $0.medianNanoseconds != nil }, by: \.scenario)
        let swept = byScenario.keys.sorted().filter { Set(byScenario[$0]!.map(\.size)).count >= 2 }
        var html = "<section id=\"sweeps\">\n<h2>Scaling</h2>\n"
        guard !swept.isEmpty else {
            return html + "<p>No scenario was run at several sizes (run <code>bench --sweep</code> for cost curves).</p>\n</section>\n"
        }
        html += "<p class=\"legend\">Median time against size on log–log axes; k is the least-squares growth exponent "
            + "(1 linear, 2 quadratic); the dashed line has slope 1.</p>\n"
        for scenario in swept {
            let byStrategy = Dictionary(grouping: byScenario[scenario]!, by: \.strategy)
            var series: [LogLogChart.Series] = []
            var exponents: [String] = []
            for strategy in byStrategy.keys.sorted() {
                let points = byStrategy[strategy]!.compactMap { row in row.medianNanoseconds.map { (size: row.size, nanoseconds: $0) } }
                let exponent = growthExponent(points)
                let name = strategy + (exponent.map { " (k = \(formatRatio($0)))" } ?? "")
                if let exponent { exponents.append("\(strategy) k = \(formatRatio(exponent))") }
                series.append(LogLogChart.Series(name: name, color: color(of: strategy),
                                                 points: points.map { (x: Double($0.size), y: $0.nanoseconds) }))
            }
            let chart = LogLogChart(series: series, xLabel: "size", yLabel: "median",
                                    yTickLabel: formatTickDuration)
            html += "<figure class=\"sweep\" id=\"sweep-\(escapeXML(scenario))\">\n<figcaption>\(escapeXML(scenario)): "
                + escapeXML(exponents.joined(separator: ", ")) + "</figcaption>\n" + chart.svg() + "</figure>\n"
        }
        return html + "</section>\n"
    }
}
