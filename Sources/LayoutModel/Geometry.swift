import LayoutCore
import LayoutSolver

extension Rect {
    /// The value of one frame component.
    public subscript(value: FrameValue) -> Double {
        switch value {
        case .x: x
        case .y: y
        case .width: width
        case .height: height
        }
    }
}

extension Size {
    /// The length along `axis`; in intrinsic sizes ``View/noIntrinsicMetric`` (−1) means "none on that axis".
    public subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
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
