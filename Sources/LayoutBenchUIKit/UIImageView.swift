/// An image: a size (points) and a name, all that layout needs.
open class UIImage: @unchecked Sendable {
    public let size: CGSize
    public let name: String?

    /// An image of `size`, for tests (UIKit loads sizes from files).
    public init(size: CGSize, name: String? = nil) {
        self.size = size
        self.name = name
    }

    /// A named image. Image files are not read here: its size is ``defaultSize`` (an SF Symbol's
    /// at the default configuration); give a size with ``init(size:name:)`` where it matters.
    public convenience init?(named name: String) { self.init(size: UIImage.defaultSize, name: name) }
    public convenience init(imageLiteralResourceName name: String) { self.init(size: UIImage.defaultSize, name: name) }
    public convenience init?(systemName name: String) { self.init(size: UIImage.defaultSize, name: name) }
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(size: UIImage.defaultSize, name: name)
    }

    public static let defaultSize = CGSize(width: 24, height: 24)

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// Kept; symbol images here have ``defaultSize`` whatever the configuration.
    public final class SymbolConfiguration: @unchecked Sendable {
        public enum Scale: Int, Sendable { case `default`, unspecified, small, medium, large }
        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: Weight) {}
        public init(pointSize: CGFloat, weight: Weight, scale: Scale) {}
        public init(scale: Scale) {}
        public init(weight: Weight) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(font: UIFont) {}
        public init(textStyle: UIFont.TextStyle, scale: Scale) {}
        public init(font: UIFont, scale: Scale) {}
        public init(hierarchicalColor: UIColor) {}
        public init(paletteColors: [UIColor]) {}
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(scale: .default) }
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration { self }
    }

    /// UIKit's names for a symbol configuration's weight and scale.
    public typealias SymbolWeight = SymbolConfiguration.Weight
    public typealias SymbolScale = SymbolConfiguration.Scale
}

/// Shows an image; its intrinsic size is the image's size, none without an image (UIKit's).
open class UIImageView: UIView {
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Kept: nothing animates here (the image shown, and measured, is ``image``).
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    public private(set) var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
    /// Kept; UIKit scales an image with a symbol configuration by the text size, which symbols
    /// here do not follow (``UIImage/defaultSize``).
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    public convenience init(image: UIImage?) {
        self.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        self.image = image
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
