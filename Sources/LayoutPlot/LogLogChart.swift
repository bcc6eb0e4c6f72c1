import Foundation

/// Curves of cost against size on logarithmic axes, with a dashed slope-1 guide (linear growth)
/// through the first series' first point, and a legend.
public struct LogLogChart: Sendable {
    public struct Series: Sendable {
        public var name: String
        public var color: String
        public var points: [(x: Double, y: Double)]

        public init(name: String, color: String, points: [(x: Double, y: Double)]) {
            self.name = name
            self.color = color
            self.points = points.filter { $0.x > 0 && $0.y > 0 }.sorted { $0.x < $1.x }
        }
    }

    /// Where everything went.
    public struct Layout: Sendable {
        public var x: LogScale
        public var y: LogScale
        /// The plot area.
        public var left: Double, top: Double, right: Double, bottom: Double
        /// Each series' points in picture coordinates.
        public var points: [[(x: Double, y: Double)]]
        /// The guide's ends in picture coordinates (nil without points).
        public var guide: (x1: Double, y1: Double, x2: Double, y2: Double)?
    }

    public var series: [Series]
    public var width: Double = 640
    public var height: Double = 300
    public var legendWidth: Double = 190
    public var xLabel: String
    public var yLabel: String
    public var xTickLabel: @Sendable (Double) -> String
    public var yTickLabel: @Sendable (Double) -> String

    public init(series: [Series], xLabel: String, yLabel: String,
                xTickLabel: @escaping @Sendable (Double) -> String = { formatCoordinate($0) },
                yTickLabel: @escaping @Sendable (Double) -> String = { formatCoordinate($0) }) {
        self.series = series
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.xTickLabel = xTickLabel
        self.yTickLabel = yTickLabel
    }

    public func layout() -> Layout {
        let left = 70.0, top = 26.0, right = width - legendWidth, bottom = height - 40
        let all = series.flatMap(\.points)
        let x = LogScale(domain: LogScale.decades(covering: all.map(\.x)), range: (left, right))
        let y = LogScale(domain: LogScale.decades(covering: all.map(\.y)), range: (bottom, top))
        let points = series.map { $0.points.map { (x: x.position($0.x), y: y.position($0.y)) } }
        var guide: (x1: Double, y1: Double, x2: Double, y2: Double)?
        if let anchor = series.first(where: { !$0.points.isEmpty })?.points.first {
            // y = anchor.y · (x / anchor.x), from the anchor to the right end of the x domain,
            // clipped where it leaves the y domain.
            var endX = x.domain.upperBound
            if anchor.y * endX / anchor.x > y.domain.upperBound { endX = anchor.x * y.domain.upperBound / anchor.y }
            guide = (x.position(anchor.x), y.position(anchor.y), x.position(endX), y.position(anchor.y * endX / anchor.x))
        }
        return Layout(x: x, y: y, left: left, top: top, right: right, bottom: bottom, points: points, guide: guide)
    }

    public func svg(className: String = "loglog-chart") -> String {
        let layout = layout()
        var svg = SVGWriter()
        Axis.bottom(layout.x, y: layout.bottom, from: layout.left, to: layout.right, grid: layout.top,
                    label: xTickLabel, into: &svg)
        Axis.left(layout.y, x: layout.left, from: layout.bottom, to: layout.top, grid: layout.right,
                  label: yTickLabel, into: &svg)
        svg.text(xLabel, x: (layout.left + layout.right) / 2, y: height - 6, anchor: .middle, size: 11)
        svg.text(yLabel, x: layout.left, y: 12, anchor: .middle, size: 11)
        if let guide = layout.guide {
            svg.line(x1: guide.x1, y1: guide.y1, x2: guide.x2, y2: guide.y2,
                     style: .init(stroke: "#888", strokeWidth: 1, dash: "5 4", className: "guide"))
        }
        for (entry, points) in zip(series, layout.points) {
            svg.polyline(points, style: .init(fill: "none", stroke: entry.color, strokeWidth: 2, className: "curve"))
            for (point, value) in zip(points, entry.points) {
                svg.circle(x: point.x, y: point.y, radius: 3, style: .init(fill: entry.color, className: "point"),
                           title: "\(entry.name): \(xTickLabel(value.x)) → \(yTickLabel(value.y))")
            }
        }
        var legend = Legend(series.map { ($0.name, $0.color) })
        legend.entries.append(("slope 1 (linear)", "#888"))
        legend.draw(x: layout.right + 14, y: layout.top, into: &svg)
        return svg.document(width: width, height: height, className: className)
    }
}
