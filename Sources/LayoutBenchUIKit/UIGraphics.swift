/// Drawing calls view code makes in `draw(_:)` or to make an image, accepted and dropped:
/// nothing is drawn here. An image renderer's image has the renderer's size, so a view that
/// shows it measures as on iOS.
extension UIColor {
    public func set() {}
    public func setFill() {}
    public func setStroke() {}
}

extension UIBezierPath {
    public func fill() {}
    public func stroke() {}
    public func addClip() {}
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {}
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {}
}

/// How drawing blends, as Core Graphics' `CGBlendMode` (kept).
public enum CGBlendMode: Int32, Sendable { case normal, multiply, screen, overlay, clear = 16, copy, sourceIn }

open class UIGraphicsRendererFormat: NSObject {
    open var scale: CGFloat = 3
    open var opaque = false
    public override init() { super.init() }
    public class func preferred() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }
}

open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    public override class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing block gets; its drawing calls are dropped.
open class UIGraphicsImageRendererContext: NSObject {
    public let format: UIGraphicsImageRendererFormat

    init(format: UIGraphicsImageRendererFormat) { self.format = format }

    open func fill(_ rect: CGRect) {}
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {}
    open func stroke(_ rect: CGRect) {}
    open func clip(to rect: CGRect) {}
}

/// Makes images of a size: the drawing block runs (its calls dropped) and the image is that size.
open class UIGraphicsImageRenderer: NSObject {
    public let size: CGSize
    public let format: UIGraphicsImageRendererFormat

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .preferred()) {
        self.size = size
        self.format = format
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .preferred()) {
        self.init(size: bounds.size, format: format)
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext(format: format))
        return UIImage(size: size)
    }
}

extension UIView {
    /// A plain view of this view's bounds (UIKit's holds a picture of it; nothing is drawn here).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        UIView(frame: bounds)
    }

    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}

/// A scene, as UIKit's `UIScene`: none is connected here (`UIApplication.shared.connectedScenes`
/// is empty and a view's `window` is nil), so code that looks one up falls through its `as?`.
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    open var activationState: ActivationState { .unattached }
    open var title: String?
}

open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
    open var keyWindow: UIWindow? { nil }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    open var screen: UIScreen { .main }
    open var traitCollection: UITraitCollection { .current }
}

extension UIApplication {
    public var connectedScenes: Set<UIScene> { [] }
    public var supportsMultipleScenes: Bool { false }
}

extension UIWindow {
    public var windowScene: UIWindowScene? { nil }
}
