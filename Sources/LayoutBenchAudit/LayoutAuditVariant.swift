import LayoutBenchUIKit
import LayoutCore

/// What an audit does to the text of every label of a view that has no data spec
/// (``LayoutAudit/textVariants``).
public enum LayoutAuditTextVariant: String, CaseIterable, Hashable, Sendable {
    /// The text as the view set it.
    case asSet
    /// No text.
    case empty
    /// The text repeated to at least ``longLength`` characters (a placeholder sentence when empty).
    case long
    /// As many wide characters (CJK, each one em wide) as the text has characters, at least four.
    case wide

    /// The fewest characters of a `long` text.
    public static let longLength = 80

    /// `text` under this variant.
    public func apply(to text: String) -> String {
        switch self {
        case .asSet: return text
        case .empty: return ""
        case .long:
            let unit = text.isEmpty ? "A longer text than the design expected" : text
            var long = unit
            while long.count < Self.longLength { long += " " + unit }
            return long
        case .wide:
            let wide = Array("表示確認幅広文字漢字")
            return String((0 ..< max(4, text.count)).map { wide[$0 % wide.count] })
        }
    }
}

/// One laid-out variant of an audit: enough, with the audit's view or builder, to lay it out
/// again (``LayoutAudit/run(_:variants:)``).
public struct LayoutAuditVariant: Hashable, Sendable, CustomStringConvertible {
    /// The root's width, points.
    public var width: CGFloat
    public var contentSizeCategory: UIContentSizeCategory
    public var layoutDirection: UIUserInterfaceLayoutDirection
    /// What was done to the labels' text (`asSet` under a data spec, whose strings vary instead).
    public var text: LayoutAuditTextVariant
    /// The data spec's value per property, as an index into the property's values.
    public var data: [Int]
    /// The data spec's value labels, parallel to ``data`` (`name: long`), for messages.
    public var dataLabels: [String]

    public init(width: CGFloat, contentSizeCategory: UIContentSizeCategory = .large,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, text: LayoutAuditTextVariant = .asSet,
                data: [Int] = [], dataLabels: [String] = [])
    {
        self.width = width
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.text = text
        self.data = data
        self.dataLabels = dataLabels
    }

    /// `width 320, text size L, right-to-left, text long, name: empty`.
    public var description: String {
        var parts = ["width \(formatNumber(Double(width)))", "text size \(contentSizeCategory.shortName)",
                     layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right"]
        if text != .asSet { parts.append("text \(text.rawValue)") }
        parts += dataLabels
        return parts.joined(separator: ", ")
    }
}

extension UIContentSizeCategory {
    /// `XS`, `L`, `AccessibilityXXXL`: the category's name without UIKit's prefix.
    public var shortName: String { rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "") }
}
