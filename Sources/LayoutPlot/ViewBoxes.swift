/// One laid-out view to draw: its rectangle in the layout's one coordinate space (points), its
/// label, and how it is marked.
public struct ViewBox: Equatable, Sendable {
    public var label: String
    public var x: Double, y: Double, width: Double, height: Double
    /// Filled with the hatch pattern ``ViewBoxes/hatchPatternID`` (an ambiguous view).
    public var hatched: Bool
    /// Outlined in red (a view of a conflict, or of the constraint that is broken).
    public var outlined: Bool
    /// Outlined thick and blue, over `outlined` (the views an audit finding is about).
    public var highlighted: Bool
    /// The tooltip.
    public var title: String?
    /// Classes added to `view`.
    public var classNames: [String]

    public init(label: String, x: Double, y: Double, width: Double, height: Double, hatched: Bool = false,
                outlined: Bool = false, highlighted: Bool = false, title: String? = nil, classNames: [String] = []) {
        self.label = label
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.hatched = hatched
        self.outlined = outlined
        self.highlighted = highlighted
        self.title = title
        self.classNames = classNames
    }
}

/// The one renderer of laid-out views (`solve --format svg`, fuzz findings, `explain --format
/// svg`): boxes in one coordinate space, moved so the top-left of their bounds is the drawing's
/// corner and scaled to fit a width, each labelled at its top-left corner. A box 0 wide is drawn
/// 2 points wide, dashed; a box 0 high is drawn dashed and 2 points high on a row of its own below
/// the drawing, at its x, so that it and its label show.
public enum ViewBoxes {
    /// The id of the hatch pattern of ``ViewBox/hatched`` boxes; define it once per picture with
    /// `hatchPattern(id:color:)`.
    public static let hatchPatternID = "ambiguous"

    /// The scale that fits the boxes' bounds into `width`: at most 2×, 1 when they have no width.
    /// - Complexity: O(boxes).
    public static func scale(_ boxes: [ViewBox], width: Double) -> Double {
        let bounds = self.bounds(boxes)
        let extent = bounds.maxX - bounds.minX
        return extent > 0 ? min(2, width / extent) : 1
    }

    /// Draws `boxes` scaled to fit `width`, the bounds' top-left corner at (`left`, `top`).
    /// - Returns: the bottom of the drawing, in picture points.
    /// - Complexity: O(boxes).
    public static func draw(_ boxes: [ViewBox], width: Double, left: Double, top: Double,
                            into svg: inout SVGWriter) -> Double {
        let scale = scale(boxes, width: width)
        let bounds = self.bounds(boxes)
        var bottom = top
        var flatRow = top + (bounds.maxY - bounds.minY) * scale + 4
        for (index, box) in boxes.enumerated() {
            let x = left + (box.x - bounds.minX) * scale, width = box.width * scale, height = box.height * scale
            var y = top + (box.y - bounds.minY) * scale
            if height <= 0 {
                y = flatRow
                flatRow += 16
            }
            let flat = width <= 0 || height <= 0
            let hue = (index * 67) % 360
            svg.rect(x: x, y: y, width: max(width, flat ? 2 : 0), height: max(height, flat ? 2 : 0),
                     style: .init(fill: box.hatched ? "url(#\(hatchPatternID))" : "hsl(\(hue), 60%, 85%)",
                                  stroke: box.highlighted ? "#1f5fd6" : box.outlined ? "red" : "#555",
                                  strokeWidth: box.highlighted ? 3.5 : box.outlined ? 2.5 : 1,
                                  dash: flat ? "4 3" : nil, opacity: box.hatched ? nil : 0.55,
                                  className: (["view"] + box.classNames).joined(separator: " ")),
                     title: box.title)
            svg.text(box.label, x: x + 3, y: y + 12, size: 10)
            bottom = max(bottom, y + max(height, 2), height <= 0 ? y + 14 : 0)
        }
        return bottom
    }

    private static func bounds(_ boxes: [ViewBox]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        guard !boxes.isEmpty else { return (0, 0, 0, 0) }
        return (boxes.map(\.x).min() ?? 0, boxes.map(\.y).min() ?? 0, boxes.map { $0.x + max(0, $0.width) }.max() ?? 0,
                boxes.map { $0.y + max(0, $0.height) }.max() ?? 0)
    }
}
