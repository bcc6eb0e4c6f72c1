/// An attribute of a view's (or layout guide's) frame that a constraint can name, as
/// `NSLayoutConstraint.Attribute`.
///
/// `left` and `right` are absolute; `leading` and `trailing` follow the layout direction
/// (mirrored in right-to-left). The `…Margin` attributes measure the view's frame inset by its
/// ``View/layoutMargins`` (`leadingMargin` takes the inset of the side that is leading).
public enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, leading, trailing, centerX
    case top, bottom, centerY
    case width, height
    case leftMargin, rightMargin, leadingMargin, trailingMargin, centerXWithinMargins
    case topMargin, bottomMargin, centerYWithinMargins

    /// The attribute named `name`: its raw value, or one of the frame names UIKit prints for
    /// autoresizing-mask constraints (`minX` = left, `maxX` = right, `midX` = centerX, likewise y).
    public init?(named name: String) {
        if let attribute = LayoutAttribute(rawValue: name) {
            self = attribute
        } else if let alias = Self.aliases[name] {
            self = alias
        } else {
            return nil
        }
    }

    /// UIKit's frame names for the absolute attributes.
    public static let aliases: [String: LayoutAttribute] = [
        "minX": .left, "maxX": .right, "midX": .centerX, "minY": .top, "maxY": .bottom, "midY": .centerY,
    ]

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        case .top, .bottom, .centerY, .height, .topMargin, .bottomMargin, .centerYWithinMargins: .vertical
        }
    }

    /// Whether the attribute is a size (width, height) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute follows the layout direction (leading, trailing and their margins).
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is an absolute horizontal edge (left, right and their margins).
    public var isAbsoluteEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The frame attribute a margin attribute insets (`leadingMargin` → `leading`), else itself.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Whether the attribute measures the layout margins rather than the frame.
    public var isMargin: Bool { withoutMargin != self }

    /// The size attribute of an axis.
    static func size(_ axis: LayoutAxis) -> LayoutAttribute { axis == .horizontal ? .width : .height }
}
