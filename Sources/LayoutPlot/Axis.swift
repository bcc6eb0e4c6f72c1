/// Draws axes: a line along one side of the plot area, tick marks and labels at the scale's ticks.
public enum Axis {
    /// A horizontal axis at `y`, from `x0` to `x1`, its ticks labelled below.
    public static func bottom(_ scale: some PlotScale, y: Double, from x0: Double, to x1: Double, grid top: Double? = nil,
                              label: (Double) -> String, into svg: inout SVGWriter) {
        svg.line(x1: x0, y1: y, x2: x1, y2: y, style: .init(stroke: "#333", className: "axis"))
        for tick in scale.ticks() {
            let x = scale.position(tick)
            if let top { svg.line(x1: x, y1: top, x2: x, y2: y, style: .init(stroke: "#e4e4e4", className: "grid")) }
            svg.line(x1: x, y1: y, x2: x, y2: y + 4, style: .init(stroke: "#333"))
            svg.text(label(tick), x: x, y: y + 16, anchor: .middle, size: 10, style: .init(className: "tick"))
        }
    }

    /// A vertical axis at `x`, from `y0` to `y1`, its ticks labelled on the left.
    public static func left(_ scale: some PlotScale, x: Double, from y0: Double, to y1: Double, grid right: Double? = nil,
                            label: (Double) -> String, into svg: inout SVGWriter) {
        svg.line(x1: x, y1: y0, x2: x, y2: y1, style: .init(stroke: "#333", className: "axis"))
        for tick in scale.ticks() {
            let y = scale.position(tick)
            if let right { svg.line(x1: x, y1: y, x2: right, y2: y, style: .init(stroke: "#e4e4e4", className: "grid")) }
            svg.line(x1: x - 4, y1: y, x2: x, y2: y, style: .init(stroke: "#333"))
            svg.text(label(tick), x: x - 6, y: y + 3.5, anchor: .end, size: 10, style: .init(className: "tick"))
        }
    }
}

/// A list of colour swatches with their names, one per line.
public struct Legend: Sendable {
    public var entries: [(name: String, color: String)]

    public init(_ entries: [(name: String, color: String)]) { self.entries = entries }

    public static let lineHeight = 16.0

    /// Height of the drawn legend.
    public var height: Double { Double(entries.count) * Self.lineHeight }

    /// Draws the legend with its top-left corner at (`x`, `y`).
    public func draw(x: Double, y: Double, into svg: inout SVGWriter) {
        svg.beginGroup(className: "legend")
        for (index, entry) in entries.enumerated() {
            let top = y + Double(index) * Self.lineHeight
            svg.rect(x: x, y: top + 2, width: 10, height: 10, style: .init(fill: entry.color))
            svg.text(entry.name, x: x + 15, y: top + 11, size: 11)
        }
        svg.endGroup()
    }
}
