
/// Builds an SVG picture element by element; ``document(width:height:className:)`` wraps it in
/// `<svg>`.
/// Every text and attribute value is escaped, so callers pass plain strings.
public struct SVGWriter: Sendable {
    public private(set) var body = ""

    public init() {}

    /// Style attributes shared by the drawing calls.
    public struct Style: Sendable, Equatable {
        public var fill: String?
        public var stroke: String?
        public var strokeWidth: Double?
        public var dash: String?
        public var opacity: Double?
        /// A CSS class, for the page's style sheet and for finding the element in a DOM.
        public var className: String?

        public init(fill: String? = nil, stroke: String? = nil, strokeWidth: Double? = nil, dash: String? = nil,
                    opacity: Double? = nil, className: String? = nil) {
            self.fill = fill
            self.stroke = stroke
            self.strokeWidth = strokeWidth
            self.dash = dash
            self.opacity = opacity
            self.className = className
        }

        var attributes: String {
            var out = ""
            if let className { out += " class=\"\(escapeXML(className))\"" }
            if let fill { out += " fill=\"\(escapeXML(fill))\"" }
            if let stroke { out += " stroke=\"\(escapeXML(stroke))\"" }
            if let strokeWidth { out += " stroke-width=\"\(formatCoordinate(strokeWidth))\"" }
            if let dash { out += " stroke-dasharray=\"\(escapeXML(dash))\"" }
            if let opacity { out += " fill-opacity=\"\(formatCoordinate(opacity))\"" }
            return out
        }
    }

    public enum Anchor: String, Sendable { case start, middle, end }

    public mutating func rect(x: Double, y: Double, width: Double, height: Double, style: Style, title: String? = nil) {
        body += "<rect x=\"\(formatCoordinate(x))\" y=\"\(formatCoordinate(y))\" width=\"\(formatCoordinate(max(0, width)))\" "
            + "height=\"\(formatCoordinate(max(0, height)))\"\(style.attributes)"
        body += title.map { "><title>\(escapeXML($0))</title></rect>\n" } ?? "/>\n"
    }

    public mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, style: Style) {
        body += "<line x1=\"\(formatCoordinate(x1))\" y1=\"\(formatCoordinate(y1))\" x2=\"\(formatCoordinate(x2))\" "
            + "y2=\"\(formatCoordinate(y2))\"\(style.attributes)/>\n"
    }

    public mutating func polyline(_ points: [(x: Double, y: Double)], style: Style) {
        let list = points.map { "\(formatCoordinate($0.x)),\(formatCoordinate($0.y))" }.joined(separator: " ")
        body += "<polyline points=\"\(list)\"\(style.attributes)/>\n"
    }

    public mutating func circle(x: Double, y: Double, radius: Double, style: Style, title: String? = nil) {
        body += "<circle cx=\"\(formatCoordinate(x))\" cy=\"\(formatCoordinate(y))\" r=\"\(formatCoordinate(radius))\"\(style.attributes)"
        body += title.map { "><title>\(escapeXML($0))</title></circle>\n" } ?? "/>\n"
    }

    public mutating func text(_ text: String, x: Double, y: Double, anchor: Anchor = .start, size: Double? = nil,
                              bold: Bool = false, style: Style = Style()) {
        var attributes = "x=\"\(formatCoordinate(x))\" y=\"\(formatCoordinate(y))\""
        if anchor != .start { attributes += " text-anchor=\"\(anchor.rawValue)\"" }
        if let size { attributes += " font-size=\"\(formatCoordinate(size))\"" }
        if bold { attributes += " font-weight=\"bold\"" }
        body += "<text \(attributes)\(style.attributes)>\(escapeXML(text))</text>\n"
    }

    /// A diagonal hatch pattern `id` in `color`, to fill with `url(#id)`.
    public mutating func hatchPattern(id: String, color: String) {
        body += "<defs><pattern id=\"\(escapeXML(id))\" patternUnits=\"userSpaceOnUse\" width=\"6\" height=\"6\" "
            + "patternTransform=\"rotate(45)\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"\(escapeXML(color))\" "
            + "stroke-width=\"2\"/></pattern></defs>\n"
    }

    /// Opens a group; close it with ``endGroup()``.
    public mutating func beginGroup(className: String? = nil, translateX: Double = 0, translateY: Double = 0) {
        var attributes = className.map { " class=\"\(escapeXML($0))\"" } ?? ""
        if translateX != 0 || translateY != 0 {
            attributes += " transform=\"translate(\(formatCoordinate(translateX)) \(formatCoordinate(translateY)))\""
        }
        body += "<g\(attributes)>\n"
    }

    public mutating func endGroup() { body += "</g>\n" }

    /// Appends another writer's elements.
    public mutating func append(_ other: SVGWriter) { body += other.body }

    /// The picture as a standalone `<svg>` element, white background, sans-serif 12.
    public func document(width: Double, height: Double, className: String? = nil) -> String {
        let classAttribute = className.map { " class=\"\(escapeXML($0))\"" } ?? ""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\"\(classAttribute) width=\"\(formatCoordinate(width))\" "
            + "height=\"\(formatCoordinate(height))\" viewBox=\"0 0 \(formatCoordinate(width)) \(formatCoordinate(height))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
            + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n"
    }
}

/// `text` with `&`, `<`, `>`, `"` and `'` escaped, for XML and HTML text and attribute values.
public func escapeXML(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(c)
        }
    }
    return out
}

/// A coordinate with at most two decimals and no trailing zeros (`12`, `3.5`, `0.25`).
public func formatCoordinate(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text == "-0" { text = "0" }
    return text
}
