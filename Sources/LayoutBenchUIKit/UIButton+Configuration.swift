extension UIButton {
    /// A button's look and content, as UIKit's (iOS 15) `UIButton.Configuration`. Its title,
    /// subtitle, image, paddings, content insets and button size decide the button's intrinsic
    /// size (``intrinsicSize``); colors, corners and the background are kept.
    public struct Configuration: Hashable, @unchecked Sendable {
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum CornerStyle: Int, Sendable { case dynamic, fixed, small, medium, large, capsule }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless, borderlessTinted }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        /// Between the image and the title (0 by default, as UIKit's).
        public var imagePadding: CGFloat = 0
        /// Between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The edge of the content the image sits on.
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var titleAlignment = TitleAlignment.automatic
        /// The size class; with ``contentInsets`` unset it decides the insets and the title font.
        public var buttonSize = Size.medium
        /// Set explicitly, or from ``buttonSize`` (``defaultContentInsets``).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { explicitContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
            set { explicitContentInsets = newValue }
        }
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var background = UIBackgroundConfiguration()
        public var showsActivityIndicator = false
        public var automaticallyUpdateForSelection = true
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        private var explicitContentInsets: NSDirectionalEdgeInsets?
        let style: String

        init(style: String) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func gray() -> Configuration { Configuration(style: "gray") }
        public static func filled() -> Configuration { Configuration(style: "filled") }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        /// The configuration itself (UIKit adjusts colors for the button's state).
        public func updated(for button: UIButton) -> Configuration { self }

        /// Resets ``contentInsets`` to the ones ``buttonSize`` gives.
        public mutating func setDefaultContentInsets() { explicitContentInsets = nil }

        /// The insets of each button size: large 14 × 20, medium 7 × 12, small 5 × 10, mini
        /// 3 × 8 (top and bottom × leading and trailing). Inferred from UIKit's printed
        /// defaults; not confirmed from Apple's documentation (docs/UIKit.md).
        public static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            }
        }

        /// The title's font: 17 points for large, 15 for medium, 13 for small, 12 for mini
        /// (the body, subheadline, footnote and caption1 text styles at the default size); an
        /// attributed title's own fonts are not read.
        var titleFont: UIFont { .systemFont(ofSize: [12, 13, 15, 17][buttonSize.rawValue]) }

        /// The subtitle's font: 2 points smaller than the title's.
        var subtitleFont: UIFont { .systemFont(ofSize: titleFont.pointSize - 2) }

        var shownTitle: String? {
            let text = attributedTitle.map { String($0.characters) } ?? title
            return text.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// The button's intrinsic size: the title and subtitle stacked (with ``titlePadding``),
        /// beside or above the image (with ``imagePadding`` when both show), plus
        /// ``contentInsets``.
        var intrinsicSize: CGSize {
            let measure = UIKitTextMeasurement.current
            var text = CGSize.zero
            if let title = shownTitle {
                text = measure.size(of: title, font: titleFont, wrappingAt: .infinity, maximumLines: 1)
            }
            if let subtitle, !subtitle.isEmpty {
                let size = measure.size(of: subtitle, font: subtitleFont, wrappingAt: .infinity, maximumLines: 1)
                text = CGSize(width: max(text.width, size.width),
                              height: text.height + (text.height > 0 ? titlePadding : 0) + size.height)
            }
            let imageSize = image?.size ?? .zero
            let padding = image != nil && text != .zero ? imagePadding : 0
            var content: CGSize
            switch imagePlacement {
            case .top, .bottom:
                content = CGSize(width: max(text.width, imageSize.width), height: text.height + padding + imageSize.height)
            default:
                content = CGSize(width: text.width + padding + imageSize.width, height: max(text.height, imageSize.height))
            }
            let insets = contentInsets
            content.width += insets.leading + insets.trailing
            content.height += insets.top + insets.bottom
            return content
        }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
                && lhs.attributedTitle == rhs.attributedTitle && lhs.image === rhs.image
                && lhs.imagePadding == rhs.imagePadding && lhs.titlePadding == rhs.titlePadding
                && lhs.imagePlacement == rhs.imagePlacement && lhs.buttonSize == rhs.buttonSize
                && lhs.contentInsets == rhs.contentInsets && lhs.cornerStyle == rhs.cornerStyle
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
        }
    }
}

/// An edge of a rectangle by leading and trailing (`NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A button configuration's background: kept, never drawn.
public struct UIBackgroundConfiguration: @unchecked Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var customView: UIView?
    public var image: UIImage?

    public init() {}

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

/// Changes a color for a state; kept, never called.
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    let transform: (UIColor) -> UIColor
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
}

extension UIButton {
    /// A button made from a configuration, as UIKit's; `primaryAction` runs on `.primaryActionTriggered`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .custom, primaryAction: primaryAction)
        self.frame = frame
    }

    /// Calls ``configurationUpdateHandler`` (UIKit calls it when the state changes; here, when asked).
    public func setNeedsUpdateConfiguration() {
        configurationUpdateHandler?(self)
        invalidateIntrinsicContentSize()
    }

    public func updateConfiguration() { setNeedsUpdateConfiguration() }
}
