/// A color, kept and never drawn.
open class UIColor: @unchecked Sendable, Equatable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(red: brightness, green: brightness, blue: brightness, alpha: alpha)
    }
    public convenience init?(named name: String) { self.init(white: 0.5, alpha: 1) }
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let color = dynamicProvider(UITraitCollection.current)
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    public var cgColor: CGColor { CGColor(color: self) }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var systemPink: UIColor { UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1) }
    public static var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
    public static var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
    public static var systemGreen: UIColor { UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) }
    public static var systemGray: UIColor { UIColor(white: 0.56, alpha: 1) }
    public static var systemBackground: UIColor { .white }
    public static var secondarySystemBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
    public static var label: UIColor { .black }
    public static var secondaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.6) }
    public static var tertiaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.3) }
    public static var separator: UIColor { UIColor(white: 0.24, alpha: 0.29) }
    public static var tintColor: UIColor { .systemBlue }
}

/// Core Graphics' color, as the layer's properties take it.
public struct CGColor: Equatable, @unchecked Sendable {
    let color: UIColor
}

/// The corners a layer rounds, as Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A view's layer: what view code sets in passing (corners, border, shadow), kept and never drawn.
open class CALayer {
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                            .layerMaxXMaxYCorner]
    open var cornerCurve = CALayerCornerCurve.circular
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var masksToBounds = false
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var opacity: Float = 1
    open var zPosition: CGFloat = 0
    open var shadowPath: CGPath?
    open var frame = CGRect.zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var name: String?
    open var mask: CALayer?
    open var contents: Any?
    open var isHidden = false
    open var transform = CATransform3DIdentity
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var allowsEdgeAntialiasing = false
    open var isDoubleSided = true
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var position = CGPoint.zero
    open var contentsScale: CGFloat = 1
    open var contentsGravity = CALayerContentsGravity.resize
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?

    /// Required, so that a view can make its ``UIView/layerClass``.
    public required init() {}

    /// Sublayers are kept (a view's own layer and the layers added to it); nothing is drawn.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 }
        insertSublayer(layer, at: UInt32(index ?? sublayers?.count ?? 0))
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        if superlayer?.sublayers?.isEmpty == true { superlayer?.sublayers = nil }
        superlayer = nil
    }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
}
