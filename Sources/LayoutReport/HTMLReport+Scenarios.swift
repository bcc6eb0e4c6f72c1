import LayoutPlot

extension HTMLReport {
    /// Colours: our strategies from a cool palette, peers each their own warm colour, a row that
    /// disagrees with its reference red.
    static let ourColors = ["#4C78A8", "#54A24B", "#72B7B2", "#B279A2", "#9D755D", "#BAB0AC", "#4F6D7A"]
    static let peerColors = ["kiwisolver": "#F58518", "kiwi": "#ECA82C"]
    static let failureColor = "#D62728"

    /// A strategy's colour, stable across the page.
    func color(of strategy: String) -> String {
        if let peer = Self.peerColors[strategy] { return peer }
        if ReferenceStrategy.peers.contains(strategy) { return "#F58518" }
        let ours = Array(Set(rows.map(\.strategy)).subtracting(ReferenceStrategy.peers)).sorted()
        return Self.ourColors[(ours.firstIndex(of: strategy) ?? 0) % Self.ourColors.count]
    }

    /// Per scenario, at its largest size, a bar per strategy: the median, p10–p90 whiskers, the
    /// ratio to the reference strategy.
    func scenarios() -> String {
        var html = "<section id=\"scenarios\">\n<h2>Scenarios</h2>\n<p class=\"legend\">Bars: median time per "
            + "iteration; whiskers: p10–p90; the note: median over the reference strategy's (below 1 is faster). "
            + "<span class=\"swatch ours\"></span>our strategies <span class=\"swatch peer\"></span>peers (kiwisolver, kiwi) "
            + "<span class=\"swatch failed\"></span>disagrees with the reference.</p>\n"
        let byScenario = Dictionary(grouping: rows, by: \.scenario)
        var drawn = 0
        for scenario in byScenario.keys.sorted() {
            let group = byScenario[scenario]!
            guard let size = group.map(\.size).max() else { continue }
            let atSize = group.filter { $0.size == size }.sorted { order($0.strategy) < order($1.strategy) }
            guard atSize.contains(where: { $0.medianNanoseconds != nil }) else { continue }
            let reference = ReferenceStrategy.name(among: atSize.filter { !ReferenceStrategy.peers.contains($0.strategy) }.map(\.strategy))
            let referenceMedian = atSize.first { $0.strategy == reference }?.medianNanoseconds
            let bars = atSize.compactMap { row -> BarChart.Bar? in
                guard let median = row.medianNanoseconds else { return nil }
                let peer = ReferenceStrategy.peers.contains(row.strategy)
                var note = ""
                if let referenceMedian, referenceMedian > 0, let reference {
                    note = row.strategy == reference ? "reference" : "\(formatRatio(median / referenceMedian))× \(reference)"
                }
                if row.agree == false { note += peer ? " · answers differ" : " · DISAGREES" }
                let failed = row.agree == false && !peer
                return BarChart.Bar(label: row.strategy, value: median, low: row.p10Nanoseconds, high: row.p90Nanoseconds,
                                    color: failed ? Self.failureColor : color(of: row.strategy), note: note,
                                    className: failed ? "bar failed" : peer ? "bar peer" : "bar",
                                    title: "\(row.strategy): median \(time(median)), p10 \(time(row.p10Nanoseconds)), "
                                        + "p90 \(time(row.p90Nanoseconds)), pivots \(count(row.pivots)), allocations \(count(row.allocations))")
            }
            var chart = BarChart(bars: bars, width: 520, valueLabel: formatTickDuration)
            chart.labelWidth = 100
            html += "<figure class=\"scenario\" id=\"scenario-\(escapeXML(scenario))-\(size)\">\n"
                + "<figcaption>\(escapeXML(scenario)) <span class=\"size\">size \(size)</span></figcaption>\n"
                + chart.svg() + "</figure>\n"
            drawn += 1
        }
        if drawn == 0 { html += "<p>No row has times (a deterministic-only file): nothing to draw.</p>\n" }
        return html + "</section>\n"
    }

    /// Reference first, then our strategies by name, then peers.
    private func order(_ strategy: String) -> (Int, String) {
        if ["full", "naive"].contains(strategy) { return (0, strategy) }
        return (ReferenceStrategy.peers.contains(strategy) ? 2 : 1, strategy)
    }
}
