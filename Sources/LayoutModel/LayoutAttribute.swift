/// An attribute of a view's frame that a constraint can name, as `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, leading, trailing, centerX
    case top, bottom, centerY
    case width, height

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
        case .top, .bottom, .centerY, .height: .vertical
        }
    }

    /// Whether the attribute is a size (width, height) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute follows the layout direction (leading, trailing).
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// Whether the attribute is an absolute horizontal edge (left, right).
    public var isAbsoluteEdge: Bool { self == .left || self == .right }

    /// The size attribute of an axis.
    static func size(_ axis: LayoutAxis) -> LayoutAttribute { axis == .horizontal ? .width : .height }
}
