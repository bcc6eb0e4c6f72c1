/// The attribute keys UIKit adds to Foundation's attributed strings (Foundation on Linux has
/// none of them). A label measures an attributed string's text in its first character's font.
/// How text is underlined or struck through (the `.underlineStyle` and `.strikethroughStyle`
/// attributes' values, as `rawValue`), UIKit's raw values; kept, nothing is drawn here.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
}

/// A paragraph's style, kept (text measurement ignores it; docs/UIKit.md).
open class NSParagraphStyle: @unchecked Sendable {
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var alignment = NSTextAlignment.natural
    public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0

    public init() {}

    public class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
}

public typealias NSLineBreakMode = UILabel.LineBreakMode
