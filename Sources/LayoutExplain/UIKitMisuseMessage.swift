import LayoutCore

/// The messages UIKit prints when it traps on misuse of Auto Layout, word for word, for a layer
/// that records the misuse as a finding instead of crashing. Each is the
/// `*** Terminating app due to uncaught exception …` line (after an assertion line where UIKit
/// prints one).
public enum UIKitMisuseMessage {
    /// An anchor as UIKit describes it in exceptions:
    /// `<NSLayoutXAxisAnchor:0x600001c3c0c0 "UIView:0x7f8b3a4b1e20.leading">`.
    public struct Anchor: Hashable, Sendable {
        /// `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` or `NSLayoutDimension`.
        public var className: String
        /// The anchor object's own address.
        public var address: String
        public var anchor: LogAnchor

        /// `className` defaults to the anchor class UIKit uses for the attribute.
        public init(address: String, anchor: LogAnchor, className: String? = nil) {
            self.address = address
            self.anchor = anchor
            self.className = className ?? Self.anchorClass(of: anchor.attribute)
        }

        public var text: String {
            "<\(className):\(address) \"\(anchor.item.description).\(anchor.attribute.rawValue)\">"
        }

        static func anchorClass(of attribute: LogAttribute) -> String {
            switch attribute {
            case .width, .height: "NSLayoutDimension"
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .baseline, .topMargin, .bottomMargin,
                 .centerYWithinMargins, .minY, .maxY, .midY: "NSLayoutYAxisAnchor"
            default: "NSLayoutXAxisAnchor"
            }
        }
    }

    /// Activating a constraint whose two anchors' items share no ancestor.
    public static func noCommonAncestor(_ first: Anchor, _ second: Anchor) -> String {
        terminating("NSGenericException",
                    "Unable to activate constraint with anchors \(first.text) and \(second.text) because they have no "
                        + "common ancestor.  Does the constraint or its anchors reference items in different view "
                        + "hierarchies?  That's illegal.")
    }

    /// The API a misused constraint was made with, as UIKit names it in the message.
    public enum ConstraintAPI: String, Sendable {
        case itemAttribute = "+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]"
        case anchor = "-[NSLayoutAnchor constraintEqualToAnchor:]"
    }

    /// A constraint between a leading/trailing attribute and a left/right one.
    public static func leadingTrailingWithLeftRight(madeWith api: ConstraintAPI) -> String {
        terminating("NSInvalidArgumentException",
                    "*** \(api.rawValue): A constraint cannot be made between a leading/trailing attribute and a "
                        + "right/left attribute. Use leading/trailing for both or neither.")
    }

    /// Changing the priority of an installed (active) constraint from required to optional or back.
    public static func requiredPriorityChange(from old: Double, to new: Double) -> String {
        "*** Assertion failure in -[NSLayoutConstraint setPriority:], NSLayoutConstraint.m:222\n"
            + terminating("NSInternalInconsistencyException",
                          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                              + "supported.  You passed priority \(formatExact(new)) and the existing priority was "
                              + "\(formatExact(old)).")
    }

    private static func terminating(_ exception: String, _ reason: String) -> String {
        "*** Terminating app due to uncaught exception '\(exception)', reason: '\(reason)'\n"
    }
}
