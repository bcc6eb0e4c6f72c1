import LayoutCore

extension ABComparison {
    /// The CSV's extra columns for an A/B run: a row holds the candidate's time in `median_ns`
    /// and these beside it.
    public enum Column {
        public static let baselineMedian = "ab_baseline_median_ns"
        public static let ratio = "ab_ratio"
        public static let low = "ab_low"
        public static let high = "ab_high"
        public static let threshold = "ab_threshold"
        public static let regression = "ab_regression"
        public static let rounds = "ab_rounds"
        public static let candidate = "ab_candidate"
        public static let baseline = "ab_baseline"
        /// Before a baseline's extra column: `ab_baseline_read_mb_per_s`.
        public static let baselinePrefix = "ab_baseline_"
    }

    /// One results row per entry: the candidate's median, answers' checksum and extra columns
    /// in the columns a bench row has, the baseline's median, the ratio, its interval, the limit,
    /// the verdict and both builds in the `ab_` columns, and the baseline's extra columns after
    /// ``Column/baselinePrefix``.
    public var rows: [ResultRow] {
        entries.map { entry in
            var extra = entry.candidateColumns
            for (name, value) in entry.baselineColumns { extra[Column.baselinePrefix + name] = value }
            extra.merge([Column.baselineMedian: formatExact(entry.baselineMedian),
                         Column.threshold: formatExact(entry.threshold),
                         Column.regression: String(entry.regression),
                         Column.rounds: String(rounds)]) { _, abColumn in abColumn }
            if let interval = entry.interval {
                extra[Column.ratio] = formatExact(interval.ratio)
                extra[Column.low] = formatExact(interval.low)
                extra[Column.high] = interval.high.isFinite ? formatExact(interval.high) : "inf"
            }
            extra[Column.candidate] = candidate
            extra[Column.baseline] = baseline
            return ResultRow(scenario: entry.key.scenario, strategy: entry.key.strategy, size: entry.key.size, seed: nil,
                             iterations: rounds * iterationsPerRound, medianNanoseconds: entry.candidateMedian,
                             agree: entry.agree, checksum: entry.checksum, extra: extra)
        }
    }

    /// The A/B run behind results rows written by ``rows``, or nil when no row is an A/B row.
    /// Rows without a ratio are left out; the builds are kept as text.
    public init?(rows: [ResultRow]) {
        let abRows = rows.filter { $0.extra[Column.ratio] != nil }
        guard let first = abRows.first else { return nil }
        func number(_ row: ResultRow, _ column: String) -> Double? {
            row.extra[column].flatMap { $0 == "inf" ? .infinity : Double($0) }
        }
        let rounds = first.extra[Column.rounds].flatMap { Int($0) } ?? 0
        entries = abRows.map { row in
            let interval = number(row, Column.ratio).map { ratio in
                RatioInterval(ratio: ratio, low: number(row, Column.low) ?? 0, high: number(row, Column.high) ?? .infinity,
                              rounds: rounds, confidence: 0.95)
            }
            var entry = Entry(key: row.key, candidateMedian: row.medianNanoseconds ?? 0,
                              baselineMedian: number(row, Column.baselineMedian) ?? 0, interval: interval,
                              threshold: number(row, Column.threshold) ?? Thresholds.defaultABPercent / 100,
                              agree: row.agree ?? true, checksum: row.checksum)
            let abColumns: Set = [Column.baselineMedian, Column.ratio, Column.low, Column.high, Column.threshold,
                                  Column.regression, Column.rounds, Column.candidate, Column.baseline]
            for (name, value) in row.extra where !abColumns.contains(name) {
                if name.hasPrefix(Column.baselinePrefix) {
                    entry.baselineColumns[String(name.dropFirst(Column.baselinePrefix.count))] = value
                } else {
                    entry.candidateColumns[name] = value
                }
            }
            return entry
        }
        self.rounds = rounds
        iterationsPerRound = rounds > 0 ? first.iterations / rounds : 0
        candidate = first.extra[Column.candidate]
        baseline = first.extra[Column.baseline]
        machine = nil
    }
}
