import Foundation

/// A cell's content described as a value (UIKit's protocol).
public protocol UIContentConfiguration {
    func updated(for state: UIConfigurationState) -> Self
}

/// What a configuration is updated for (kept; nothing changes state here).
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state, as its configurations see it.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isEditing = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// A list cell's text, secondary text and image (UIKit's `UIListContentConfiguration`), kept:
/// setting it as a table cell's ``UITableViewCell/contentConfiguration`` stores it, and the cell's
/// built-in content is not laid out here (as its `textLabel` is not; docs/UIKit.md).
public struct UIListContentConfiguration: UIContentConfiguration {
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 0
        public var alignment = TextAlignment.natural
        public var adjustsFontForContentSizeCategory = true

        public enum TextAlignment: Int, Sendable { case natural, center, justified }
    }

    public struct ImageProperties {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
    }

    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline),
                                                        color: .secondaryLabel)
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var prefersSideBySideTextAndSecondaryText = false

    public init() {}

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textToSecondaryTextVerticalPadding = 3
        return configuration
    }
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        return configuration
    }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }
    public static func plainHeader() -> UIListContentConfiguration { groupedHeader() }

    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

extension UITableViewCell {
    /// A list configuration for the cell's style (`.subtitle` cells get the subtitle one, `.value1`
    /// the value one), as UIKit's.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// The cell's state for configurations.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }
}
