
/// Horizontal bars on a linear axis starting at 0, one per line, each with an optional whisker
/// (say p10 to p90), a label on the left and a note on the right.
public struct BarChart: Sendable {
    public struct Bar: Sendable {
        public var label: String
        public var value: Double
        /// The whisker's ends (both or neither).
        public var low: Double?
        public var high: Double?
        public var color: String
        /// Text after the bar's end, e.g. the ratio to a reference.
        public var note: String
        /// A CSS class on the bar (`bar peer`, `bar failed`).
        public var className: String
        /// Hover text.
        public var title: String?

        public init(label: String, value: Double, low: Double? = nil, high: Double? = nil, color: String,
                    note: String = "", className: String = "bar", title: String? = nil) {
            self.label = label
            self.value = value
            self.low = low
            self.high = high
            self.color = color
            self.note = note
            self.className = className
            self.title = title
        }
    }

    /// Where each bar went.
    public struct Layout: Sendable {
        public var scale: LinearScale
        /// One per bar: its rectangle and, with a whisker, the whisker's x ends and y.
        public var bars: [(x: Double, y: Double, width: Double, height: Double, whisker: (low: Double, high: Double, y: Double)?)]
        /// Bottom of the axis labels: the picture's height.
        public var height: Double
        public var axisY: Double
    }

    public var bars: [Bar]
    public var width: Double
    public var labelWidth: Double = 170
    public var noteWidth: Double = 120
    public var barHeight: Double = 16
    public var gap: Double = 6
    /// Axis labels (a time in ns → "1.2 ms", say).
    public var valueLabel: @Sendable (Double) -> String

    public init(bars: [Bar], width: Double = 640, valueLabel: @escaping @Sendable (Double) -> String = { formatCoordinate($0) }) {
        self.bars = bars
        self.width = width
        self.valueLabel = valueLabel
    }

    /// The geometry: the axis runs from 0 to the largest value or whisker end, across the space
    /// between the labels and the notes.
    public func layout() -> Layout {
        let largest = bars.map { max($0.value, $0.high ?? 0) }.max() ?? 0
        let scale = LinearScale(domain: 0...(largest > 0 ? largest : 1), range: (labelWidth, width - noteWidth))
        var placed: [(x: Double, y: Double, width: Double, height: Double, whisker: (low: Double, high: Double, y: Double)?)] = []
        for (index, bar) in bars.enumerated() {
            let y = 8 + Double(index) * (barHeight + gap)
            let x = scale.position(0)
            let whisker = bar.low.flatMap { low in
                bar.high.map { (low: scale.position(low), high: scale.position($0), y: y + barHeight / 2) }
            }
            placed.append((x, y, scale.position(max(0, bar.value)) - x, barHeight, whisker))
        }
        let axisY = 8 + Double(bars.count) * (barHeight + gap)
        return Layout(scale: scale, bars: placed, height: axisY + 24, axisY: axisY)
    }

    /// The chart as an `<svg>` element.
    public func svg(className: String = "bar-chart") -> String {
        let layout = layout()
        var svg = SVGWriter()
        Axis.bottom(layout.scale, y: layout.axisY, from: labelWidth, to: width - noteWidth, grid: 4,
                    label: valueLabel, into: &svg)
        for (bar, place) in zip(bars, layout.bars) {
            svg.text(bar.label, x: labelWidth - 6, y: place.y + barHeight - 4, anchor: .end, style: .init(className: "label"))
            svg.rect(x: place.x, y: place.y, width: place.width, height: place.height,
                     style: .init(fill: bar.color, className: bar.className), title: bar.title)
            if let whisker = place.whisker {
                let style = SVGWriter.Style(stroke: "#222", strokeWidth: 1.2, className: "whisker")
                svg.line(x1: whisker.low, y1: whisker.y, x2: whisker.high, y2: whisker.y, style: style)
                svg.line(x1: whisker.low, y1: whisker.y - 4, x2: whisker.low, y2: whisker.y + 4, style: style)
                svg.line(x1: whisker.high, y1: whisker.y - 4, x2: whisker.high, y2: whisker.y + 4, style: style)
            }
            let end = max(place.x + place.width, place.whisker?.high ?? 0)
            svg.text(bar.note, x: end + 6, y: place.y + barHeight - 4, size: 11, style: .init(className: "note"))
        }
        return svg.document(width: width, height: layout.height, className: className)
    }
}
