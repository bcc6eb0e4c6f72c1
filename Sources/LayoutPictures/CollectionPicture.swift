import LayoutCore
import CollectionLayout
import LayoutPlot

/// A laid-out collection as SVG (`layout COLLECTION --format svg`): the columns as bands, the
/// items at their frames, and each queried viewport dashed red, with the items it found filled
/// darker and its answer listed. A collection that fits is one panel; a long feed gets a panel
/// per viewport (the viewport with half its height above and below), side by side, where only
/// that viewport's answers are filled darker.
public enum CollectionPicture {
    /// A stretch of content, drawn at a scale.
    public struct Panel: Equatable, Sendable {
        /// The content's y range shown.
        public var top: Double, bottom: Double
        public var scale: Double
        public var title: String
        /// The viewport this panel is around (its answers are filled darker); nil: every viewport's.
        public var query: Int?
    }

    public static let panelWidth = 240.0
    public static let maximumHeight = 900.0
    /// Viewports drawn in panels of their own; the answers of the others are still listed.
    public static let maximumPanels = 6

    /// The panels: the whole content when it fits ``maximumHeight`` at the width's scale, else
    /// one per viewport (no more than ``maximumPanels``), or the top of the content without any.
    public static func panels(_ result: CollectionResult, width: Double, queries: [Rect]) -> [Panel] {
        let widthScale = panelWidth / max(width, 1)
        let height = max(result.contentSize.height, queries.map { $0.y + $0.height }.max() ?? 0, 1)
        if height * widthScale <= maximumHeight {
            return [Panel(top: 0, bottom: height, scale: widthScale, title: "whole content", query: nil)]
        }
        guard !queries.isEmpty else {
            return [Panel(top: 0, bottom: maximumHeight / widthScale, scale: widthScale, title: "top of the content", query: nil)]
        }
        return queries.prefix(maximumPanels).enumerated().map { index, query in
            // Half the viewport's height above and below, and at least the collection's width in all.
            let margin = max(query.height / 2, (width - query.height) / 2, 0)
            let top = max(0, query.y - margin), bottom = min(height, query.y + query.height + margin)
            return Panel(top: top, bottom: bottom, scale: min(widthScale, maximumHeight / max(bottom - top, 1)),
                         title: "around q\(index)", query: index)
        }
    }

    public static func svg(_ result: CollectionResult, of collectionCase: CollectionCase, strategy: String) -> String {
        let configuration = collectionCase.configuration
        let panels = panels(result, width: configuration.width, queries: collectionCase.queries)
        let foundByAny = Set(result.queries.flatMap { $0 })
        var svg = SVGWriter()
        svg.text("\(result.name): \(collectionCase.kind.rawValue), \(result.frames.count) items, content "
                 + "\(formatCoordinate(result.contentSize.width)) × \(formatCoordinate(result.contentSize.height)), queries by \(strategy)",
                 x: 10, y: 18, bold: true)
        var left = 20.0, bottom = 0.0
        let top = 50.0
        for panel in panels {
            let s = panel.scale
            let found = panel.query.map { Set(result.queries[$0]) } ?? foundByAny
            func y(_ value: Double) -> Double { top + (value - panel.top) * s }
            svg.beginGroup(className: "panel")
            svg.text("\(panel.title): y \(formatCoordinate(panel.top))…\(formatCoordinate(panel.bottom))", x: left, y: top - 8, size: 11)
            svg.rect(x: left, y: top, width: configuration.width * s, height: (panel.bottom - panel.top) * s,
                     style: .init(fill: "#fafafa", stroke: "#999", className: "bounds"))
            if collectionCase.kind != .flow {
                for column in 0..<configuration.columns {
                    svg.rect(x: left + configuration.columnX(column) * s, y: top, width: configuration.columnWidth * s,
                             height: (panel.bottom - panel.top) * s, style: .init(fill: "#e8eef6", className: "column"))
                }
            }
            for (index, frame) in result.frames.enumerated()
            where frame.y < panel.bottom && frame.y + frame.height > panel.top {
                let visibleTop = max(frame.y, panel.top), visibleBottom = min(frame.y + frame.height, panel.bottom)
                svg.rect(x: left + frame.x * s, y: y(visibleTop), width: frame.width * s, height: (visibleBottom - visibleTop) * s,
                         style: .init(fill: found.contains(index) ? "#4C78A8" : "#b9c9dc", stroke: "white", strokeWidth: 0.5,
                                      className: found.contains(index) ? "item found" : "item"),
                         title: "item \(index): \(frame)")
            }
            for (index, query) in collectionCase.queries.enumerated()
            where query.y < panel.bottom && query.y + query.height > panel.top {
                let visibleTop = max(query.y, panel.top), visibleBottom = min(query.y + query.height, panel.bottom)
                svg.rect(x: left + query.x * s, y: y(visibleTop), width: query.width * s, height: (visibleBottom - visibleTop) * s,
                         style: .init(fill: "none", stroke: "#D62728", strokeWidth: 1.5, dash: "5 3", className: "viewport"))
                svg.text("q\(index)", x: left + query.x * s + 3, y: y(visibleTop) + 11, size: 10, style: .init(fill: "#D62728"))
            }
            svg.endGroup()
            bottom = max(bottom, y(panel.bottom))
            left += configuration.width * panel.scale + 24
        }
        var lineY = bottom + 22
        for (index, (query, items)) in zip(collectionCase.queries, result.queries).enumerated() {
            let answer = items.isEmpty ? "no items" : "\(items.count) items: " + items.prefix(16).map(String.init).joined(separator: " ")
                + (items.count > 16 ? " …" : "")
            svg.text("q\(index) \(query): \(answer)", x: 20, y: lineY, size: 11, style: .init(className: "answer"))
            lineY += 16
        }
        return svg.document(width: max(left + 160, 640), height: lineY + 4, className: "collection-picture")
    }
}
