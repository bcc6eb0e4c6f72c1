/// A rectangle in points, as UIKit's `CGRect`: origin at the top left, y growing downwards. A
/// view's frame is in its superview's coordinates; a collection item's in content coordinates.
///
/// The far edges are always computed as `x + width` and `y + height`, so every layout, index and
/// strategy sees the very same edges.
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

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

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

    /// `[x, y, width, height]`, the order case files and results write a rectangle in.
    public var values: [Double] { [x, y, width, height] }

    /// `(x, y, width, height)` as reports print numbers (``formatNumber(_:)``).
    public var description: String {
        var buffer = TextBuffer(capacity: 32)
        buffer.append(rect: self)
        return buffer.text
    }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// A position in points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// Distances from the four edges, as `UIEdgeInsets` (absolute: left is left also in
/// right-to-left): a view's layout margins and safe-area insets, a collection's section insets.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same distance on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets(all: 0)

    /// `[top, left, bottom, right]`, the order case files write them in.
    public var values: [Double] { [top, left, bottom, right] }
}
