/// An on/off switch: 51 × 31, UIKit's fixed size.
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}

/// A spinner: 20 × 20 (`.medium`, and the older `.white` and `.gray`) or 37 × 37 (`.large` and
/// the older `.whiteLarge`), UIKit's sizes; the raw values are UIKit's.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
    }

    open var style = Style.medium { didSet { invalidateIntrinsicContentSize() } }
    open var hidesWhenStopped = true
    open var color: UIColor! = .gray
    public private(set) var isAnimating = false

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    open override var intrinsicContentSize: CGSize {
        style == .large || style == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}

/// A one-line text field. Intrinsic size: its text (or placeholder) measured in its font
/// (17 points), 34 points tall with the rounded-rect border (UIKit's), else one line plus 4
/// (text fields pad a line by 2 above and below).
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

    open var text: String? = "" { didSet { invalidateIntrinsicContentSize() } }
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var attributedPlaceholder: NSAttributedString?
    open var isSecureTextEntry = false
    open var clearButtonMode = ViewMode.never
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var textContentType: UITextContentType!
    open var enablesReturnKeyAutomatically = false
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumFontSize: CGFloat = 0
    open weak var delegate: UITextFieldDelegate?
    /// Kept, and not counted in the intrinsic size here (UIKit makes room for them).
    open var leftView: UIView?
    open var leftViewMode = ViewMode.never
    open var rightView: UIView?
    open var rightViewMode = ViewMode.never
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    public var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { true }

    // Where UIKit draws the parts of the field; overridable to pad a field's text, answered
    // here from `bounds` as given (nothing is drawn, and the intrinsic size does not ask them).
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(origin: bounds.origin, size: leftView?.frame.size ?? .zero)
    }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY, width: size.width, height: size.height)
    }
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}

    open override var intrinsicContentSize: CGSize {
        let shown = (text?.isEmpty ?? true) ? placeholder ?? "" : text ?? ""
        let font = self.font ?? .systemFont(ofSize: 17)
        let line = UIKitTextMeasurement.current.size(of: shown, font: font, wrappingAt: .infinity, maximumLines: 1)
        let lineHeight = UIKitTextMeasurement.current.size(of: "X", font: font, wrappingAt: .infinity, maximumLines: 1).height
        return CGSize(width: line.width, height: borderStyle == .roundedRect ? max(34, lineHeight + 4) : lineHeight + 4)
    }
}

/// Editable text in many lines: a scroll view in UIKit, so no intrinsic size unless scrolling is
/// off; then its text wrapped at its width (as a multi-line label), plus 8 above and below
/// (UIKit's `textContainerInset`).
open class UITextView: UIView {
    open var text: String! = "" { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { invalidateIntrinsicContentSize() } }
    open var isScrollEnabled = true { didSet { invalidateIntrinsicContentSize() } }
    open var isEditable = true
    open var isSelectable = true
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var attributedText: NSAttributedString!
    open var adjustsFontForContentSizeCategory = false
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open weak var delegate: UITextViewDelegate?
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Where the text is laid: its `lineFragmentPadding` (5 by default, as UIKit's) narrows the
    /// width the text wraps at on each side.
    public let textContainer = NSTextContainer()

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// With scrolling off, the height of the text wrapped at the view's width less the container's
    /// insets and padding, plus the insets (UIKit's self-sizing text view); none with scrolling on.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let inner = bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
        let width = bounds.width > 0 ? max(inner, 0) : .infinity
        let size = UIKitTextMeasurement.current.size(of: text ?? "", font: font ?? .systemFont(ofSize: 12),
                                                     wrappingAt: width, maximumLines: 0)
        return CGSize(width: UIView.noIntrinsicMetric,
                      height: size.height + textContainerInset.top + textContainerInset.bottom)
    }
}

/// A scrolling view. Its ``frameLayoutGuide`` is its frame; its ``contentLayoutGuide`` starts at
/// its origin and is as large as the constraints to it make it, which is ``contentSize`` after a
/// layout. As in UIKit, a constraint between the scroll view's own edges or margins and its
/// content measures the content area (docs/UIKit.md).
open class UIScrollView: UIView {
    open var contentInset = UIEdgeInsets.zero
    /// Scrolling moves the bounds' origin in UIKit, which asks for a layout pass; so does this.
    open var contentOffset = CGPoint.zero {
        didSet { if contentOffset != oldValue { setNeedsLayout() } }
    }
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bounces = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var isDirectionalLockEnabled = false
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Kept: the safe area is not added to the content inset here (``adjustedContentInset`` is
    /// ``contentInset``).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var decelerationRate = DecelerationRate.normal
    open var refreshControl: UIRefreshControl?
    /// Kept. Typed `AnyObject` here, not `UIScrollViewDelegate`, because Swift cannot narrow
    /// it in ``UITableView`` and ``UICollectionView`` as Objective-C does; assigning works alike.
    open weak var delegate: AnyObject?
    private var explicitContentSize: CGSize?

    public private(set) lazy var frameLayoutGuide: UILayoutGuide = makeGuide("UIScrollView-frameLayoutGuide", pinned: true)
    public private(set) lazy var contentLayoutGuide: UILayoutGuide = makeGuide("UIScrollView-contentLayoutGuide", pinned: false)
    /// ``contentMargins`` once made.
    private var madeContentMargins: ContentMargins?

    /// The content area inset by the layout margins, which margin attributes of the scroll view
    /// measure against its content; made on first use.
    var contentMargins: ContentMargins {
        if let madeContentMargins { return madeContentMargins }
        let made = ContentMargins(in: self)
        madeContentMargins = made
        return made
    }

    /// Keeps the content margins' insets equal to the margins the layout measures.
    override func prepareForLayout() {
        super.prepareForLayout()
        madeContentMargins?.follow(UIEdgeInsets(layoutView.layoutMargins))
    }

    /// The content guide's size after a layout, unless set.
    open var contentSize: CGSize {
        get { explicitContentSize ?? contentLayoutGuide.layoutFrame.size }
        set { explicitContentSize = newValue }
    }

    private func makeGuide(_ identifier: String, pinned: Bool) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        var constraints = [guide.leadingAnchor.constraint(equalTo: leadingAnchor),
                           guide.topAnchor.constraint(equalTo: topAnchor)]
        if pinned {
            constraints += [guide.trailingAnchor.constraint(equalTo: trailingAnchor),
                            guide.bottomAnchor.constraint(equalTo: bottomAnchor)]
        }
        NSLayoutConstraint.activate(constraints)
        return guide
    }
}
