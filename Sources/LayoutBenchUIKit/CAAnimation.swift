import Foundation

/// A time in seconds, as Core Foundation's.
public typealias CFTimeInterval = Double

/// Core Animation's animations, accepted and dropped: nothing animates here, so a layer shows its
/// model values at once, which is what layout sees on iOS too (animations change only the
/// presentation). `CALayer.add(_:forKey:)` keeps nothing; `animation(forKey:)` is nil.
open class CAAnimation: NSObject {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var speed: Float = 1
    open var timingFunction: CAMediaTimingFunction?
    open var fillMode = CAMediaTimingFillMode.removed
    open var isRemovedOnCompletion = true

    public override init() { super.init() }
}

open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
}

open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
}

open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

open class CAMediaTimingFunction: NSObject {
    public let name: CAMediaTimingFunctionName?

    public init(name: CAMediaTimingFunctionName) {
        self.name = name
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
    }
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// How a layer's contents fill it, as Core Animation's (kept).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let center = CALayerContentsGravity(rawValue: "center")
}

public func CACurrentMediaTime() -> CFTimeInterval { Date().timeIntervalSinceReferenceDate }

extension CALayer {
    /// Dropped: nothing animates here (the model value is already the layer's).
    public func add(_ animation: CAAnimation, forKey key: String?) {}
    public func removeAnimation(forKey key: String) {}
    public func removeAllAnimations() {}
    public func animation(forKey key: String) -> CAAnimation? { nil }
    public func animationKeys() -> [String]? { nil }
}

extension CATransform3D {
    init(m11: CGFloat, m22: CGFloat, m33: CGFloat = 1, m12: CGFloat = 0, m21: CGFloat = 0,
         m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0)
    {
        self.init()
        self.m11 = m11
        self.m12 = m12
        self.m21 = m21
        self.m22 = m22
        self.m33 = m33
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
    }
}

/// The product `a × b` (apply `a`, then `b`), as Core Animation's `CATransform3DConcat`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let left = [[a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24],
                [a.m31, a.m32, a.m33, a.m34], [a.m41, a.m42, a.m43, a.m44]]
    let right = [[b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24],
                 [b.m31, b.m32, b.m33, b.m34], [b.m41, b.m42, b.m43, b.m44]]
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
        for column in 0..<4 {
            product[row][column] = (0..<4).reduce(0) { $0 + left[row][$1] * right[$1][column] }
        }
    }
    var result = CATransform3D()
    (result.m11, result.m12, result.m13, result.m14) = (product[0][0], product[0][1], product[0][2], product[0][3])
    (result.m21, result.m22, result.m23, result.m24) = (product[1][0], product[1][1], product[1][2], product[1][3])
    (result.m31, result.m32, result.m33, result.m34) = (product[2][0], product[2][1], product[2][2], product[2][3])
    (result.m41, result.m42, result.m43, result.m44) = (product[3][0], product[3][1], product[3][2], product[3][3])
    return result
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(m11: sx, m22: sy, m33: sz)
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(m11: 1, m22: 1, m41: tx, m42: ty, m43: tz)
}

/// A rotation by `angle` about the z axis (the only axis kept; view code rotates in the plane).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(m11: cos(angle), m22: cos(angle), m12: sin(angle), m21: -sin(angle))
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
