/// A rectangle in content coordinates: points, origin at the top left, y growing downwards.
///
/// Widths and heights are never negative in a layout. The far edges are always computed as
/// `x + width` and `y + height`, so every layout, index and strategy sees the very same edges.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }

    /// Whether the two rectangles overlap with positive area: the intersection has a positive
    /// width and a positive height. Rectangles that only touch along an edge or at a corner do
    /// not intersect, and an empty rectangle (zero width or height) intersects nothing.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        Swift.max(minX, other.minX) < Swift.min(maxX, other.maxX)
            && Swift.max(minY, other.minY) < Swift.min(maxY, other.maxY)
    }

    /// `[x, y, width, height]`, the way case files and results write a rectangle.
    public var description: String {
        "[" + [x, y, width, height].map(JSONText.number).joined(separator: ", ") + "]"
    }
}
