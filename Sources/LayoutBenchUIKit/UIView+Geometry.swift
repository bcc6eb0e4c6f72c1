extension UIView {
    /// `point` in this view's coordinates converted to `view`'s (the root's when nil), through
    /// the frames of the last layout.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let origin = originInRoot, target = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + origin.x - target.x, y: point.y + origin.y - target.y)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let origin = originInRoot, source = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + source.x - origin.x, y: point.y + source.y - origin.y)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The view's origin in its root's coordinates (a root's is (0, 0)).
    private var originInRoot: CGPoint {
        var point = CGPoint.zero
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            point.x += current.frame.minX
            point.y += current.frame.minY
            view = parent
        }
        return point
    }

    /// Runs `animations` at once and calls `completion` with true: layout here has no time.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil)
    {
        animations()
        completion?(true)
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil)
    {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    /// Kept; animations run at once.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    }
}

extension CGRect {
    /// The rectangle inset by `insets`, as UIKit's extension.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }
}

/// The screen: an iPhone's, 375 × 812 points at scale 3 (`UIScreen.main`).
public final class UIScreen: Sendable {
    public let bounds: CGRect
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 812), scale: 3)
    public var nativeScale: CGFloat { scale }
}
