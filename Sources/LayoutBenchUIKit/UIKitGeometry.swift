import LayoutCore

/// Insets from each side, absolute (left is left in right-to-left too), as UIKit's.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()

    var model: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }

    init(_ insets: EdgeInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
                  right: CGFloat(insets.right))
    }
}

/// Insets by leading and trailing, which follow the layout direction, as UIKit's.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()

    /// The absolute insets in `direction`.
    func absolute(in direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .leftToRight
            ? UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

extension UIEdgeInsets {
    /// The directional insets in `direction`.
    func directional(in direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .leftToRight
            ? NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// Whether a view flips in right-to-left, as UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}
