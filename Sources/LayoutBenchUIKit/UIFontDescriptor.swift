/// A font's description, as view code uses it to make a bold or italic variant of a Dynamic Type
/// font: the size and weight are what measurement reads (``TextMeasuring``); the rest is kept.
public final class UIFontDescriptor: @unchecked Sendable {
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    public enum SystemDesign: Sendable { case `default`, rounded, monospaced, serif }

    let font: UIFont
    public let symbolicTraits: SymbolicTraits

    init(font: UIFont, symbolicTraits: SymbolicTraits = []) {
        self.font = font
        self.symbolicTraits = symbolicTraits
    }

    public var pointSize: CGFloat { font.pointSize }

    /// The same font with `symbolicTraits` (bold sets the weight).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight = symbolicTraits.contains(.traitBold) ? .bold : font.weight
        return UIFontDescriptor(font: UIFont(name: font.fontName, pointSize: font.pointSize, weight: weight,
                                             textStyle: font.textStyle), symbolicTraits: symbolicTraits)
    }

    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize), symbolicTraits: symbolicTraits)
    }

    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style))
    }
}

extension UIFont {
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The descriptor's font at `pointSize` (0 keeps the descriptor's size), as UIKit's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        self.init(name: font.fontName, pointSize: pointSize > 0 ? pointSize : font.pointSize, weight: font.weight,
                  textStyle: font.textStyle)
    }

    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    public var familyName: String { fontName }
}
