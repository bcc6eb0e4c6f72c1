import LayoutPlot

/// A results CSV as one self-contained HTML page (inline CSS and SVG, no scripts, nothing
/// fetched): the run's metadata, per scenario the strategies' medians side by side, cost curves
/// for sweeps, and with a baseline the comparison. `layoutbench report` writes it.
///
/// Sections carry ids a test or a browser check can look for: `run` (header and metadata),
/// `metadata-warning` (when the two runs' metadata differ or are missing), `headline` (one ratio
/// per comparison, ``Headline``), `ab` (when the rows hold an A/B run), `summary`,
/// `scenarios` (a `figure.scenario` per scenario and size), `sweeps` (a `figure.sweep` per
/// scenario with several sizes), `baseline` (with a baseline) and `rows` (every row).
public struct HTMLReport: Sendable {
    public var resultsName: String
    public var rows: [ResultRow]
    public var metadata: RunMetadata?
    /// The baseline's name and rows, when one is compared.
    public var baseline: (name: String, rows: [ResultRow], metadata: RunMetadata?)?
    /// How the baseline comparison judges (its count gating follows the metadata unless forced).
    public var policy: ComparisonPolicy

    public init(resultsName: String, rows: [ResultRow], metadata: RunMetadata?,
                baseline: (name: String, rows: [ResultRow], metadata: RunMetadata?)? = nil,
                policy: ComparisonPolicy = ComparisonPolicy()) {
        self.resultsName = resultsName
        self.rows = rows
        self.metadata = metadata
        self.baseline = baseline
        self.policy = policy
    }

    /// The page.
    public func html() -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>LayoutBench report: \(escapeXML(resultsName))</title>
            <style>\(Self.styleSheet)</style>
            </head>
            <body>

            """
        page += header()
        page += headline()
        page += abSection()
        page += summary()
        page += scenarios()
        page += sweeps()
        if let baseline { page += comparison(baseline) }
        page += table()
        page += "<footer>Written by layoutbench \(escapeXML(ToolVersion.current)) report.</footer>\n</body>\n</html>\n"
        return page
    }

    /// The metadata check against the baseline (empty without one).
    var metadataCheck: MetadataCheck? {
        baseline.map { MetadataCheck(baseline: $0.metadata, current: metadata) }
    }

    private func summary() -> String {
        let scenarios = Set(rows.map(\.scenario)).count
        let failed = rows.filter { $0.agree == false && !ReferenceStrategy.peers.contains($0.strategy) }
        let peersDiffering = rows.filter { $0.agree == false && ReferenceStrategy.peers.contains($0.strategy) }
        var html = "<section id=\"summary\">\n<h2>Summary</h2>\n<p>\(rows.count) rows, \(scenarios) scenarios."
        html += failed.isEmpty ? " Every strategy agrees with its reference.</p>\n"
            : "</p>\n<p class=\"failure\">\(failed.count) row(s) disagree with their reference strategy: "
                + failed.map { escapeXML($0.key.description) }.joined(separator: ", ") + ".</p>\n"
        if !peersDiffering.isEmpty {
            html += "<p>\(peersDiffering.count) peer row(s) give different answers (reported, not failed: kiwi's priorities are weights).</p>\n"
        }
        return html + "</section>\n"
    }

    /// Every row as a table.
    private func table() -> String {
        var html = "<section id=\"rows\">\n<h2>All rows</h2>\n<table>\n<thead><tr>"
        for name in ["scenario", "strategy", "size", "iterations", "median", "p10", "p90", "pivots", "allocations", "bytes", "agree"] {
            html += "<th>\(name)</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in rows.sorted(by: { $0.key < $1.key }) {
            let cells = [row.scenario, row.strategy, String(row.size), String(row.iterations),
                         time(row.medianNanoseconds), time(row.p10Nanoseconds), time(row.p90Nanoseconds),
                         count(row.pivots), count(row.allocations), count(row.allocatedBytes),
                         row.agree.map { $0 ? "yes" : "NO" } ?? "-"]
            html += "<tr\(row.agree == false ? " class=\"failed\"" : "")>"
                + cells.map { "<td>\(escapeXML($0))</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }
}

func time(_ nanoseconds: Double?) -> String { nanoseconds.map { formatted($0, .medianTime) } ?? "-" }
func count(_ value: Int?) -> String { value.map(String.init) ?? "-" }

extension HTMLReport {
    /// The report of the results CSV at `resultsPath` (and its metadata, when present), compared
    /// with the baseline at `baselinePath` when given. Unless `force`, counts are not gated when
    /// the two runs' metadata says they were built differently (``MetadataCheck/countsUngatedReason``).
    /// - Throws: ``ResultsCSVError`` or ``RunMetadataError``, naming the file.
    public init(resultsPath: String, baselinePath: String? = nil, policy: ComparisonPolicy = ComparisonPolicy(),
                force: Bool = false) throws {
        let metadata = try RunMetadata.read(forResults: resultsPath)
        self.init(resultsName: resultsPath, rows: try ResultsCSV.read(from: resultsPath), metadata: metadata, policy: policy)
        if let baselinePath {
            let baselineMetadata = try RunMetadata.read(forResults: baselinePath)
            baseline = (baselinePath, try ResultsCSV.read(from: baselinePath), baselineMetadata)
            if !force {
                self.policy.countsUngatedBecause = MetadataCheck(baseline: baselineMetadata, current: metadata).countsUngatedReason
            }
        }
    }
}
