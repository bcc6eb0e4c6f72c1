import LayoutSolver

/// A rectangle in points, as UIKit's `CGRect`: a view's frame in its superview's coordinates.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The value of one frame component.
    public subscript(value: FrameValue) -> Double {
        switch value {
        case .x: x
        case .y: y
        case .width: width
        case .height: height
        }
    }

    public var description: String {
        "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}

/// A width and a height; in intrinsic sizes ``View/noIntrinsicMetric`` (−1) means "none on that axis".
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// Insets of a rectangle's four sides, as `UIEdgeInsets` (absolute: left is left also in
/// right-to-left): a view's layout margins and safe-area insets.
public struct Insets: Hashable, Sendable {
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

    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    public static let zero = Insets(all: 0)
    /// In the order case files write them: top, left, bottom, right.
    public var values: [Double] { [top, left, bottom, right] }
}

/// One of the four numbers of a frame, in the order reports list them.
public enum FrameValue: String, CaseIterable, Comparable, Sendable {
    case x, y, width, height

    public static func < (lhs: FrameValue, rhs: FrameValue) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The horizontal or the vertical axis, as UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, CaseIterable, Sendable {
    case horizontal, vertical

    /// The other axis.
    public var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// Whether leading means left (left-to-right) or right (right-to-left).
public enum LayoutDirection: String, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// A pair of priorities, one per axis (content hugging or compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: LayoutAxis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// `value` without solver noise: rounded to 1e-9 (reports print frames this way).
public func roundedForReport(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e12 else { return value }
    return (value * 1e9).rounded() / 1e9
}

/// A number as reports print it: rounded with ``roundedForReport(_:)``, then ``formatExact(_:)``.
public func formatNumber(_ value: Double) -> String { formatExact(roundedForReport(value)) }

/// A number exactly as given, in the shortest form that reads back to it; integers without a
/// fraction (and −0 as 0).
func formatExact(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
}
