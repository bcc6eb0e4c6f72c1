/// A gesture recognizer: kept on its view, never fires (no touches here). Its target and
/// selector are kept; closures are not part of UIKit's recognizer API.
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    public internal(set) weak var view: UIView?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var state = State.possible
    open weak var delegate: UIGestureRecognizerDelegate?
    private var targets: [(target: AnyObject?, action: Selector)] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as Any, action: action) }
    }

    public override convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { (target == nil || $0.target === target as AnyObject) && (action == nil || $0.action == action) }
    }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// The touch's location: the view's centre here (there are no touches).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }
}

public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    {
        false
    }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var allowableMovement: CGFloat = 10
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// No movement here.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
}

open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    public var velocity: CGFloat { 0 }
}
