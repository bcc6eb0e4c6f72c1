import Foundation

/// UIKit's string measuring (`NSString(UIKitAdditions)`, `NSAttributedString(UIKitAdditions)`),
/// which view code calls to size cells and labels by hand. Measured with the text measurement in
/// use (``UIKitTextMeasurement``), in the `.font` attribute's font (UIKit's default, 12 points,
/// without one), so the sizes agree with the labels' here. Drawing is dropped.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Kept; `actualScaleFactor` is always 1 (fonts are never shrunk here).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    public private(set) var actualScaleFactor: CGFloat = 1
    public internal(set) var totalBounds = CGRect.zero
    public override init() { super.init() }
}

enum StringDrawing {
    static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    }

    /// One line's size.
    static func size(of text: String, font: UIFont) -> CGSize {
        UIKitTextMeasurement.current.size(of: text, font: font, wrappingAt: .infinity, maximumLines: 1)
    }

    /// With `.usesLineFragmentOrigin` the text wraps at `size.width` (when finite and positive);
    /// without it, UIKit measures one line. The rectangle starts at the origin.
    static func boundingRect(of text: String, font: UIFont, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect
    {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0
        let measured = UIKitTextMeasurement.current.size(of: text, font: font, wrappingAt: wraps ? size.width : .infinity,
                                                         maximumLines: wraps ? 0 : 1)
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: self as String, font: StringDrawing.font(in: attrs))
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect
    {
        StringDrawing.boundingRect(of: self as String, font: StringDrawing.font(in: attributes), size: size,
                                   options: options, context: context)
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

extension String {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: self, font: StringDrawing.font(in: attrs))
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect
    {
        StringDrawing.boundingRect(of: self, font: StringDrawing.font(in: attributes), size: size, options: options,
                                   context: context)
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

extension NSAttributedString {
    /// The font of the first character, as a label takes it here (docs/UIKit.md, "Text measurement").
    private var measuringFont: UIFont {
        guard length > 0 else { return .systemFont(ofSize: 12) }
        return attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? .systemFont(ofSize: 12)
    }

    public func size() -> CGSize { StringDrawing.size(of: string, font: measuringFont) }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect
    {
        StringDrawing.boundingRect(of: string, font: measuringFont, size: size, options: options, context: context)
    }

    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect) {}
}

extension UIFont {
    /// Capital letters' height: 0.7 of the point size here (inferred: San Francisco's is about that).
    public var capHeight: CGFloat { (pointSize * 0.7).rounded() }
    /// Lower-case letters' height: 0.5 of the point size here (inferred).
    public var xHeight: CGFloat { (pointSize * 0.5).rounded() }
    /// The space between lines beyond ``lineHeight``: none here, as the system font's.
    public var leading: CGFloat { 0 }
}
