/// A font: its point size drives text measurement (``TextMeasuring``); the rest is kept.
open class UIFont: @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public let fontName: String
    public let pointSize: CGFloat
    public let weight: Weight
    /// The text style of a Dynamic Type font.
    public let textStyle: TextStyle?

    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        pointSize = fontSize
        weight = .regular
        textStyle = nil
    }

    init(name: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        fontName = name
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Regular", pointSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", pointSize: fontSize, weight: weight)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a text style at ``UITraitCollection/current``'s content-size category.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont {
        let category = traits?.preferredContentSizeCategory ?? UITraitCollection.current.preferredContentSizeCategory
        return UIFont(name: ".SFUI", pointSize: DynamicTypeSizes.pointSize(of: style, in: category),
                      weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The distance from the top of a line to its baseline (``TextMeasuring``).
    public var ascender: CGFloat { UIKitTextMeasurement.current.ascentAndDescent(of: self).ascent }
    /// Negative, as in UIKit: the baseline to the bottom of a line.
    public var descender: CGFloat { -UIKitTextMeasurement.current.ascentAndDescent(of: self).descent }
    public var lineHeight: CGFloat { ascender - descender }
}

/// Scales a custom font for Dynamic Type, as UIKit's `UIFontMetrics`: by the ratio of the text
/// style's size at the current category to its size at `.large`.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traits))
    }

    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traits: UITraitCollection?) -> CGFloat {
        let category = traits?.preferredContentSizeCategory ?? UITraitCollection.current.preferredContentSizeCategory
        return (value * DynamicTypeSizes.pointSize(of: textStyle, in: category)
            / DynamicTypeSizes.pointSize(of: textStyle, in: .large)).rounded()
    }
}
