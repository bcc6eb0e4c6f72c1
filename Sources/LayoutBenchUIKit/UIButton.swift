/// A control: state and targets are kept; layout sees a view.
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// The actions and targets added for events (``addAction(_:for:)``).
    var eventHandlers: [ControlEventHandler] = []
}

/// A button, as UIKit's `UIButton`. Its intrinsic size is its title (in ``titleLabel``'s font,
/// 18 points by default for a system button, 15 for `.custom`) beside its image, plus
/// ``contentEdgeInsets``; a system button is at least 30 points tall when it has a title; an
/// empty custom button is 30 × 34; an info, detail-disclosure, add or close button without a
/// title or image is its 22 × 22 glyph (UIKit's sizes; docs/UIKit.md).
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    public private(set) var buttonType: ButtonType
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero
    /// With a configuration, the button's content and size come from it (UIKit's iOS 15 buttons).
    open var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    open var changesSelectionAsPrimaryAction = false
    open var showsMenuAsPrimaryAction = false
    open var menu: UIMenu?
    open var adjustsImageWhenHighlighted = true

    /// A button of `buttonType`; called on a subclass, it makes the subclass, as UIKit's.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        titleLabel?.font = .systemFont(ofSize: buttonType == .custom ? 15 : 18)
    }

    /// A custom button. Designated (as UIKit's), so that a subclass declaring no initializer of
    /// its own inherits `init(frame:)` and `init(type:)`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        titleLabel?.font = .systemFont(ofSize: 15)
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleLabel?.text = self.title(for: .normal)
        invalidateIntrinsicContentSize()
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        imageView?.image = self.image(for: .normal)
        invalidateIntrinsicContentSize()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}

    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuration.intrinsicSize }
        let title = title(for: .normal).flatMap { $0.isEmpty ? nil : $0 }
        let titleSize = title.map {
            UIKitTextMeasurement.current.size(of: $0, font: titleLabel?.font ?? .systemFont(ofSize: 18),
                                              wrappingAt: .infinity, maximumLines: 1)
        } ?? .zero
        if title == nil && image(for: .normal) == nil && buttonType.hasGlyph {
            // The system glyph of an info, detail-disclosure, add or close button: 22 × 22.
            return CGSize(width: 22 + contentEdgeInsets.left + contentEdgeInsets.right,
                          height: 22 + contentEdgeInsets.top + contentEdgeInsets.bottom)
        }
        let imageSize = image(for: .normal)?.size ?? .zero
        if title == nil && image(for: .normal) == nil && buttonType == .custom {
            return CGSize(width: 30 + contentEdgeInsets.left + contentEdgeInsets.right,
                          height: 34 + contentEdgeInsets.top + contentEdgeInsets.bottom)
        }
        var height = max(titleSize.height, imageSize.height)
        if buttonType == .system && title != nil { height = max(height, 30) }
        return CGSize(width: titleSize.width + imageSize.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }
    // Where UIKit places the button's parts; overridable (a button that puts its image on the
    // right overrides these), answered from the rectangle given, and not asked by the layout.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(origin: contentRect.origin, size: image(for: .normal)?.size ?? .zero)
    }
}

extension UIButton.ButtonType {
    /// The types that show a system glyph of their own.
    var hasGlyph: Bool { [.detailDisclosure, .infoLight, .infoDark, .contactAdd, .close].contains(self) }
}
