import LayoutModel
import LayoutSolver

/// A view or layout guide as a console log names it: `UILabel:0x7f9c1a40'Send'`,
/// `MyApp.AvatarView:0x7f…`, `UILayoutGuide:0x6000…'UIViewSafeAreaLayoutGuide'`.
///
/// A special kind has no address of its own: the superview `|` of a visual-format constraint
/// whose `names:` do not say which view it is.
public struct LogItem: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A view or guide printed with its class and address.
        case object
        /// The unnamed superview of the item with this key.
        case superview(of: String)
    }

    public var kind: Kind
    /// The class as printed, possibly module-qualified (`MyApp.AvatarView`); empty for the special kinds.
    public var className: String
    /// `0x…` as printed (lower-cased); nil for the special kinds.
    public var address: String?
    /// The quoted label after the address (an accessibility identifier or the text), without quotes.
    public var label: String?

    public init(className: String, address: String, label: String? = nil) {
        kind = .object
        self.className = className
        self.address = address.lowercased()
        self.label = label
    }

    init(kind: Kind) {
        self.kind = kind
        className = ""
        address = nil
        label = nil
    }

    /// Identifies the item within one message.
    public var key: String {
        switch kind {
        case .object: address ?? className
        case .superview(let of): "|of:\(of)"
        }
    }

    /// Whether the class is a layout guide (it is never drawn).
    public var isLayoutGuide: Bool { className.hasSuffix("LayoutGuide") }

    /// The class without its module (`AvatarView` for `MyApp.AvatarView`).
    public var shortClassName: String {
        let withoutGenerics = className.split(separator: "<", maxSplits: 1).first.map(String.init) ?? className
        return withoutGenerics.split(separator: ".").last.map(String.init) ?? className
    }

    /// As the log printed it.
    public var description: String {
        switch kind {
        case .object: "\(className):\(address ?? "")" + (label.map { "'\($0)'" } ?? "")
        case .superview(let of): "superview of \(of)"
        }
    }
}

/// An attribute as UIKit prints it, including those the view model names differently.
public enum LogAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, baseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    // Autoresizing-mask constraints name frame edges.
    case minX, minY, maxX, maxY, midX, midY

    /// Whether it measures the layout margins (the item's margins guide) rather than the item.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// Whether it is a baseline, which the model approximates (first by top, last by bottom).
    public var isBaseline: Bool { self == .lastBaseline || self == .firstBaseline || self == .baseline }

    /// The name of the view model's attribute this one is translated to: baselines approximated
    /// by top and bottom; margins and the frame names `minX`… are the model's own
    /// (``LayoutAttribute/init(named:)``).
    public var modelName: String {
        switch self {
        case .firstBaseline: "top"
        case .lastBaseline, .baseline: "bottom"
        default: LayoutAttribute(named: rawValue)?.rawValue ?? rawValue
        }
    }

    public var isSize: Bool { self == .width || self == .height }
}

/// `item.attribute` in a log.
public struct LogAnchor: Hashable, Sendable {
    public var item: LogItem
    public var attribute: LogAttribute

    public init(_ item: LogItem, _ attribute: LogAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// One linear relation: `first relation multiplier × second + constant @priority`, or
/// `first relation constant` when there is no second anchor.
public struct LogEquation: Hashable, Sendable {
    public var first: LogAnchor
    public var relation: Relation
    public var second: LogAnchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double

    public init(first: LogAnchor, relation: Relation, second: LogAnchor? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000)
    {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

/// One `<NSLayoutConstraint:0x… …>` entry of a log.
public struct LogConstraint: Hashable, Sendable {
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `_UISystemBaselineConstraint`, ….
    public var className: String
    /// `0x…`, lower-cased.
    public var address: String
    /// The quoted identifier, e.g. `UIView-Encapsulated-Layout-Width`.
    public var identifier: String?
    /// `h=--& v=--&` of an autoresizing-mask constraint.
    public var autoresizingMask: String?
    /// The entry as the log printed it, from `<` to `>`.
    public var text: String
    /// What it says; one equation for everything UIKit prints, more only for a visual format
    /// with several predicates.
    public var equations: [LogEquation]
    /// 1-based line in the input.
    public var line: Int
}

/// A line of a constraint message that could not be read: its text and why.
public struct UnreadableLine: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var text: String
    public var reason: String

    public var description: String { "line \(line): \(reason): \(text)" }
}

/// One "Unable to simultaneously satisfy constraints" message (or a bare parenthesised list).
public struct LogMessage: Sendable {
    /// 1-based line where it starts.
    public var line: Int
    /// The listed constraints, in the log's order.
    public var constraints: [LogConstraint]
    /// The constraint of "Will attempt to recover by breaking constraint", when the log has it.
    public var uikitBroken: LogConstraint?
    /// Lines of the message that could not be read.
    public var unreadable: [UnreadableLine]
}

/// Why a constraint entry could not be read.
public struct LogParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
