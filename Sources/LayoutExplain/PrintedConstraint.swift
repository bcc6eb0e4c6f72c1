import LayoutCore
import LayoutSolver

/// A constraint described the way UIKit's console prints it, in neutral terms: the UIKit layer
/// fills in its own class names and addresses, LayoutModel's adapter invented ones
/// (``PrintedConstraint/init(_:address:item:)``). ``text`` is the `<Class:0x… …>` entry.
public struct PrintedConstraint: Hashable, Sendable, CustomStringConvertible {
    /// How the constant is printed.
    public enum Constant: Hashable, Sendable {
        /// `+ 8`, `- 16`, or the bare number of the constant form.
        case number
        /// `+ NSLayoutAnchorConstraintSpace(8)`: a system spacing (`…SystemSpacing…` anchors).
        case systemSpacing
    }

    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`,
    /// `_UISystemBaselineConstraint`, ….
    public var className: String
    /// `0x…` as printed.
    public var address: String
    /// The quoted identifier after the address (`UIView-Encapsulated-Layout-Width`).
    public var identifier: String?
    /// `h=--& v=--&` of an autoresizing-mask constraint.
    public var autoresizingMask: String?
    public var equation: LogEquation
    public var constantStyle: Constant
    /// For `NSContentSizeLayoutConstraint`: the priorities UIKit prints as
    /// `Hug:250 CompressionResistance:750` after the size (the equation's priority is unused).
    public var contentPriorities: ContentPriorities?
    /// Printed in the visual format language, as UIKit prints constraints the format language
    /// made (``visualFormatText()``); the anchor form when the equation has no such form.
    public var isVisualFormat: Bool
    public var isActive: Bool
    /// The `names:` UIKit prints after `active` (`'|'` for a visual format's superview).
    public var names: [BoundName]

    public struct ContentPriorities: Hashable, Sendable {
        public var hugging: Double
        public var compressionResistance: Double
        public init(hugging: Double, compressionResistance: Double) {
            self.hugging = hugging
            self.compressionResistance = compressionResistance
        }
    }

    /// A name of the `names:` list and the item it stands for.
    public struct BoundName: Hashable, Sendable {
        public var name: String
        public var item: LogItem
        public init(_ name: String, _ item: LogItem) {
            self.name = name
            self.item = item
        }
    }

    public init(className: String = "NSLayoutConstraint", address: String, identifier: String? = nil,
                autoresizingMask: String? = nil, equation: LogEquation, constantStyle: Constant = .number,
                contentPriorities: ContentPriorities? = nil, isVisualFormat: Bool = false, isActive: Bool = true,
                names: [BoundName] = [])
    {
        self.className = className
        self.address = address
        self.identifier = identifier
        self.autoresizingMask = autoresizingMask
        self.equation = equation
        self.constantStyle = constantStyle
        self.contentPriorities = contentPriorities
        self.isVisualFormat = isVisualFormat
        self.isActive = isActive
        self.names = names
    }

    /// The entry as UIKit prints it:
    /// `<NSLayoutConstraint:0x… 'id' UILabel:0x…'Send'.leading == UIView:0x….leading + 8   (active)>`,
    /// or `<NSLayoutConstraint:0x… H:|-(8)-[UILabel:0x…'Send']   (active, names: '|':UIView:0x… )>`.
    public var text: String {
        var parts = ["\(className):\(address)"]
        if let identifier { parts.append("'\(identifier)'") }
        if let autoresizingMask { parts.append(autoresizingMask) }
        var names = self.names
        if isVisualFormat, let (format, superview) = visualFormatText() {
            parts.append(format)
            if let superview, !names.contains(where: { $0.name == "|" }) { names.append(BoundName("|", superview)) }
        } else {
            parts.append(equationText)
        }
        var annotation = isActive ? "active" : "inactive"
        if !names.isEmpty {
            let bound = names.map { ($0.name == "|" ? "'|'" : $0.name) + ":" + $0.item.description }
            annotation += ", names: " + bound.joined(separator: ", ") + " "
        }
        return "<" + parts.joined(separator: " ") + "   (\(annotation))>"
    }

    public var description: String { text }

    /// `first REL [m*]second [± c] [@p]`, `first REL c [@p]` or the content-size form.
    private var equationText: String {
        let first = Self.anchorText(equation.first)
        var text = "\(first) \(equation.relation.rawValue) "
        if let content = contentPriorities {
            return text + "\(formatExact(equation.constant)) Hug:\(formatExact(content.hugging)) "
                + "CompressionResistance:\(formatExact(content.compressionResistance))"
        }
        let constant = { (value: Double) in
            self.constantStyle == .systemSpacing ? "NSLayoutAnchorConstraintSpace(\(formatExact(value)))" : formatExact(value)
        }
        if let second = equation.second {
            if equation.multiplier != 1 { text += "\(formatExact(equation.multiplier))*" }
            text += Self.anchorText(second)
            if equation.constant != 0 || constantStyle == .systemSpacing {
                text += (equation.constant < 0 ? " - " : " + ") + constant(abs(equation.constant))
            }
        } else {
            text += constant(equation.constant)
        }
        if equation.priority != 1000 { text += " @\(formatExact(equation.priority))" }
        return text
    }

    private static func anchorText(_ anchor: LogAnchor) -> String { "\(anchor.item.description).\(anchor.attribute.rawValue)" }
}
