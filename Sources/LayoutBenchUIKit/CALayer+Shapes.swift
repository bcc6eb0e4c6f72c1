/// The layers and paths card, gradient and shape code makes in passing: kept, never drawn.

/// A path as Core Graphics keeps it: here its bounding box (what `shadowPath` code reads back).
public final class CGPath: @unchecked Sendable {
    public let boundingBox: CGRect

    init(boundingBox: CGRect) { self.boundingBox = boundingBox }
}

public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path built of lines and shapes; it keeps the box of the points and shapes added.
open class UIBezierPath {
    public private(set) var bounds = CGRect.null
    open var lineWidth: CGFloat = 1
    public private(set) var currentPoint = CGPoint.zero

    public init() {}
    public convenience init(rect: CGRect) {
        self.init()
        include(rect)
    }
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(rect: rect)
    }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool)
    {
        self.init(rect: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    open func move(to point: CGPoint) {
        currentPoint = point
        include(CGRect(origin: point, size: .zero))
    }
    open func addLine(to point: CGPoint) { move(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { move(to: endPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { move(to: endPoint) }
    open func close() {}
    open func append(_ bezierPath: UIBezierPath) { include(bezierPath.bounds) }

    public var cgPath: CGPath { CGPath(boundingBox: bounds.isNull ? .zero : bounds) }

    private func include(_ rect: CGRect) { bounds = bounds.isNull ? rect : bounds.union(rect) }
}

/// A gradient (kept).
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type = CAGradientLayerType.axial
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A shape (kept).
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineCap = CAShapeLayerLineCap.butt
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// Core Animation's 3-D transform, kept (only its identity is named here).
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
    public init() {}
}

public let CATransform3DIdentity = CATransform3D()
