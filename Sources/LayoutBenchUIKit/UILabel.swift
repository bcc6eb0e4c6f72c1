import LayoutCore

/// Text in one or more lines, as UIKit's `UILabel`. Its intrinsic size is its text measured by
/// ``UIKitTextMeasurement/current`` in ``font`` (17-point system font by default): one line, or
/// for `numberOfLines` 0 or > 1 wrapped at ``preferredMaxLayoutWidth`` or, when that is 0, at
/// the width the layout gives it (a second pass, as UIKit's).
open class UILabel: UIView {
    public enum LineBreakMode: Int, Sendable {
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    }

    open var text: String? {
        didSet {
            if text != storedAttributedText?.string { storedAttributedText = nil }
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// The text with attributes; setting it sets ``text`` and, as in UIKit, ``font`` to the
    /// first character's font. Other attributes are kept in the string and not measured.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue
            if let newValue, newValue.length > 0,
               let first = newValue.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
            {
                font = first
            }
            text = newValue?.string
        }
    }
    private var storedAttributedText: NSAttributedString?
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var numberOfLines = 1 {
        didSet {
            if (numberOfLines == 1) != (oldValue == 1) { rootView.dirtyViews.wrappingLabels = nil }
            invalidateIntrinsicContentSize()
        }
    }
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    open var lineBreakMode = LineBreakMode.byTruncatingTail
    open var textAlignment = NSTextAlignment.natural
    open var textColor: UIColor! = .label
    open var adjustsFontSizeToFitWidth = false
    /// Whether a Dynamic Type font follows the content-size category (``UIView/traitOverrides``).
    open var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    /// Kept (how a shrunk font's baseline sits; drawing only).
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    /// Kept: lines break greedily at spaces here whatever the strategy (docs/UIKit.md).
    open var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard
    open var showsExpansionTextWhenTruncated = false
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// The width the text was last wrapped at (∞ until a layout gave one).
    private var wrapWidth = CGFloat.infinity

    private var wraps: Bool { numberOfLines != 1 }

    /// The text's size through ``textRect(forBounds:limitedToNumberOfLines:)`` at the width it
    /// wraps at (`preferredMaxLayoutWidth`, else the laid-out width), as UIKit's: a subclass that
    /// pads its text there gets a padded intrinsic size.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : wrapWidth
        return textRect(forBounds: CGRect(x: 0, y: 0, width: wraps ? width : .infinity, height: .infinity),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The font text is measured in: with ``adjustsFontForContentSizeCategory``, a text style's
    /// font at the category of the view's ``traitCollection``.
    var effectiveFont: UIFont {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return font }
        return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textRect(forBounds: CGRect(x: 0, y: 0, width: size.width > 0 ? size.width : .infinity, height: .infinity),
                 limitedToNumberOfLines: numberOfLines).size
    }

    /// Where the text goes in `bounds`: its measured size, wrapped at the bounds' width when the
    /// label wraps, from their origin. The intrinsic size and ``sizeThatFits(_:)`` ask it, as
    /// UIKit's do, so a subclass that insets `bounds` and outsets the answer pads its text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let width = bounds.width
        let size = UIKitTextMeasurement.current.size(of: text ?? "", font: effectiveFont,
                                                     wrappingAt: wraps && width > 0 && width.isFinite ? width : .infinity,
                                                     maximumLines: numberOfLines)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Draws nothing here (no drawing on Linux); overridable, so `super.drawText(in: rect.inset(by: insets))` compiles.
    open func drawText(in rect: CGRect) {}

    /// Whether the label wraps at its laid-out width and `width` is new: the layout's second pass.
    func wrapsAtLayoutWidth(_ width: CGFloat) -> Bool {
        guard wraps, preferredMaxLayoutWidth == 0, width != wrapWidth else { return false }
        wrapWidth = width
        return true
    }

    /// Whether the text, measured at the width just taken (``wrapsAtLayoutWidth(_:)``), has the
    /// intrinsic size the model holds, which the layout just used: then another pass would lay
    /// out the same inputs again. False while the model waits for a new measure anyway, and for
    /// a subclass, whose overrides (of the intrinsic size, the text's rect, the invalidation)
    /// must be called as the other pass calls them.
    /// - Complexity: one measure of the text (the one the other pass would make).
    func keepsModelSizeAtNewWrapWidth() -> Bool {
        guard type(of: self) == UILabel.self, !needsIntrinsicUpdate else { return false }
        let size = intrinsicContentSize
        return Size(width: Double(size.width), height: Double(size.height)) == layoutView.intrinsicContentSize
    }

    override var baselineMetrics: (ascent: Double, descent: Double)? {
        let metrics = UIKitTextMeasurement.current.ascentAndDescent(of: effectiveFont)
        return (Double(metrics.ascent), Double(metrics.descent))
    }
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
