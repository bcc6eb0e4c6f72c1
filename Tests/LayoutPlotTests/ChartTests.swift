import Testing
@testable import LayoutPlot

@Suite struct ChartTests {
    @Test func barsStartAtZeroAndWhiskersSpanLowToHigh() {
        var chart = BarChart(bars: [
            BarChart.Bar(label: "full", value: 100, low: 80, high: 150, color: "blue"),
            BarChart.Bar(label: "incremental", value: 50, color: "green"),
        ], width: 600)
        chart.labelWidth = 100
        chart.noteWidth = 100
        let layout = chart.layout()
        // The axis runs 0…150 (the largest whisker end) over x 100…500.
        #expect(layout.scale.domain == 0...150)
        #expect(layout.bars[0].x == 100)
        #expect(abs(layout.bars[0].width - 100 * 400 / 150) < 1e-9)
        #expect(abs(layout.bars[1].width - 50 * 400 / 150) < 1e-9)
        let whisker = try! #require(layout.bars[0].whisker)
        #expect(abs(whisker.low - (100 + 80 * 400 / 150)) < 1e-9)
        #expect(whisker.high == 500)
        #expect(layout.bars[1].whisker == nil)
        #expect(layout.bars[1].y == layout.bars[0].y + chart.barHeight + chart.gap)
    }

    @Test func barChartSVGHasOneRectPerBarAndEscapesLabels() {
        let chart = BarChart(bars: [BarChart.Bar(label: "a<b & \"c\"", value: 1, color: "red", className: "bar failed")])
        let svg = chart.svg()
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("a&lt;b &amp; &quot;c&quot;"))
        #expect(svg.components(separatedBy: "class=\"bar failed\"").count == 2)
    }

    @Test func logLogPointsSitAtTheirScalePositions() {
        let chart = LogLogChart(series: [
            .init(name: "full", color: "blue", points: [(x: 10, y: 1_000), (x: 100, y: 10_000), (x: 1_000, y: 100_000)]),
        ], xLabel: "size", yLabel: "ns")
        let layout = chart.layout()
        #expect(layout.x.domain == 10...1_000)
        #expect(layout.y.domain == 1_000...100_000)
        let points = layout.points[0]
        #expect(points[0].x == layout.left && points[0].y == layout.bottom)
        #expect(abs(points[1].x - (layout.left + layout.right) / 2) < 1e-9)
        #expect(abs(points[1].y - (layout.top + layout.bottom) / 2) < 1e-9)
        #expect(points[2].x == layout.right && points[2].y == layout.top)
    }

    @Test func theGuideHasSlopeOneInDecades() throws {
        let chart = LogLogChart(series: [
            .init(name: "a", color: "blue", points: [(x: 10, y: 100), (x: 100, y: 100_000)]),
        ], xLabel: "size", yLabel: "ns")
        let layout = chart.layout()
        let guide = try #require(layout.guide)
        // From (10, 100) to (100, 1 000): one decade right, one decade up.
        #expect(abs(guide.x1 - layout.x.position(10)) < 1e-9 && abs(guide.y1 - layout.y.position(100)) < 1e-9)
        #expect(abs(guide.x2 - layout.x.position(100)) < 1e-9 && abs(guide.y2 - layout.y.position(1_000)) < 1e-9)
    }

    @Test func seriesDropNonPositivePointsAndSortBySize() {
        let series = LogLogChart.Series(name: "s", color: "c", points: [(x: 100, y: 5), (x: 0, y: 3), (x: 10, y: 2), (x: 20, y: -1)])
        #expect(series.points.map(\.x) == [10, 100])
    }

    @Test func numbersAreWrittenShort() {
        #expect(formatCoordinate(12) == "12")
        #expect(formatCoordinate(3.5) == "3.5")
        #expect(formatCoordinate(0.254) == "0.25")
        #expect(formatCoordinate(-0.001) == "0")
        #expect(formatCoordinate(.nan) == "0")
    }

    @Test func writerEscapesTextAndAttributes() {
        var svg = SVGWriter()
        svg.text("x<y", x: 1, y: 2, anchor: .middle)
        svg.rect(x: 0, y: 0, width: -5, height: 3, style: .init(fill: "a\"b"), title: "t&")
        #expect(svg.body == "<text x=\"1\" y=\"2\" text-anchor=\"middle\">x&lt;y</text>\n"
            + "<rect x=\"0\" y=\"0\" width=\"0\" height=\"3\" fill=\"a&quot;b\"><title>t&amp;</title></rect>\n")
    }
}
