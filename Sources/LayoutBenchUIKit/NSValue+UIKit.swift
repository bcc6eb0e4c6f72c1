import Foundation

/// UIKit's geometry boxes on `NSValue` (its `NSValue(UIGeometryKeyedCodingAdditions)`), which
/// Linux's Foundation lacks: keyboard notifications' frames arrive as `NSValue`s that view code
/// reads with `cgRectValue`. A test that posts such a notification boxes its frame with
/// `NSValue(cgRect:)`.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    public var cgRectValue: CGRect { rectValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgPointValue: CGPoint { pointValue }
}
