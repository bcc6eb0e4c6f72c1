/// More of what view code sets in passing: kept per view, no effect on layout.
extension UIView {
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    /// Kept; as in UIKit, Auto Layout lays the view out by its bounds and centre, untransformed
    /// (UIKit's `frame` is undefined under a transform; here it stays the laid-out frame).
    public var transform: CGAffineTransform {
        get { appearanceForReading.transform }
        set { appearance.transform = newValue }
    }
    public var isOpaque: Bool {
        get { appearanceForReading.isOpaque }
        set { appearance.isOpaque = newValue }
    }
    public var isExclusiveTouch: Bool {
        get { appearanceForReading.isExclusiveTouch }
        set { appearance.isExclusiveTouch = newValue }
    }
    public var isMultipleTouchEnabled: Bool {
        get { appearanceForReading.isMultipleTouchEnabled }
        set { appearance.isMultipleTouchEnabled = newValue }
    }
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { appearanceForReading.overrideUserInterfaceStyle }
        set { appearance.overrideUserInterfaceStyle = newValue }
    }
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { appearanceForReading.tintAdjustmentMode }
        set { appearance.tintAdjustmentMode = newValue }
    }
    public var accessibilityValue: String? {
        get { appearanceForReading.accessibilityValue }
        set { appearance.accessibilityValue = newValue }
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { appearanceForReading.accessibilityTraits }
        set { appearance.accessibilityTraits = newValue }
    }
    public var accessibilityElementsHidden: Bool {
        get { appearanceForReading.accessibilityElementsHidden }
        set { appearance.accessibilityElementsHidden = newValue }
    }
    public var shouldGroupAccessibilityChildren: Bool {
        get { appearanceForReading.shouldGroupAccessibilityChildren }
        set { appearance.shouldGroupAccessibilityChildren = newValue }
    }

    /// Never in a window here (a tree's root stands for one).
    public var window: UIWindow? { nil }

    /// The first view in this view's subtree (itself first, then depth first) whose ``tag`` is
    /// `tag`, as UIKit's.
    public func viewWithTag(_ tag: Int) -> UIView? { subtree().first { $0.tag == tag } }

    // MARK: - Gesture recognizers (kept; no touches here)

    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { appearanceForReading.gestureRecognizers.isEmpty ? nil : appearanceForReading.gestureRecognizers }
        set {
            appearance.gestureRecognizers.forEach { $0.view = nil }
            appearance.gestureRecognizers = newValue ?? []
            appearance.gestureRecognizers.forEach { $0.view = self }
        }
    }

    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        appearance.gestureRecognizers.append(gestureRecognizer)
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.view = nil
        appearance.gestureRecognizers.removeAll { $0 === gestureRecognizer }
    }

    // MARK: - Animations (run at once: layout here has no time)

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil)
    {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil)
    {
        animations?()
        completion?(true)
    }

    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: () -> Void,
                                       completion: ((Bool) -> Void)? = nil)
    {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: () -> Void)
    {
        animations()
    }

    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }

    public static var areAnimationsEnabled: Bool { true }
}

extension UIView.AnimationOptions {
    public static let layoutSubviews = UIView.AnimationOptions(rawValue: 1 << 0)
    public static let `repeat` = UIView.AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 4)
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// What assistive technologies are told a view is (kept).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// A window: kept as a view; a tree's root stands for the window here, so nothing needs one.
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open var windowLevel: CGFloat = 0
    public private(set) var isKeyWindow = false

    open func makeKeyAndVisible() { isKeyWindow = true }
    open func makeKey() { isKeyWindow = true }
}
