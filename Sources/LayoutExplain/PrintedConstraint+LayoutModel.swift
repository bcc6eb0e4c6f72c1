import LayoutModel
import LayoutSolver

extension PrintedConstraint {
    /// `constraint` as UIKit would print it, its items named by `item` (class, address, label),
    /// `(active)` or `(inactive)` as it is.
    /// nil when one of its views has gone away.
    public init?(_ constraint: LayoutConstraint, address: String, item: (LayoutItem) -> LogItem) {
        guard let firstItem = constraint.firstItem else { return nil }
        var second: LogAnchor?
        if let attribute = constraint.secondAttribute {
            guard let secondItem = constraint.secondItem else { return nil }
            second = LogAnchor(item(secondItem), LogAttribute(attribute))
        }
        let equation = LogEquation(first: LogAnchor(item(firstItem), LogAttribute(constraint.firstAttribute)),
                                   relation: constraint.relation, second: second, multiplier: constraint.multiplier,
                                   constant: constraint.constant, priority: constraint.priority.value)
        self.init(address: address, identifier: constraint.identifier, equation: equation, isActive: constraint.isActive)
    }

    /// A case-file constraint as UIKit would print it, views named by `item` from their ids.
    /// Implicit constraints get UIKit's class and identifier for the same thing: the root's size is
    /// `'UIView-Encapsulated-Layout-Width'`, a margins guide's placement
    /// `'UIView-leftMargin-guide-constraint'`, a safe-area guide's `'UIViewSafeAreaLayoutGuide-left'`,
    /// an intrinsic size an `NSContentSizeLayoutConstraint`; other labels are the identifier, except
    /// the automatic `c<i>`.
    public init(_ spec: ConstraintSpec, address: String, item: (String) -> LogItem) {
        func anchor(_ reference: AttributeReference) -> LogAnchor {
            LogAnchor(item(reference.item), LogAttribute(reference.attribute))
        }
        let equation = LogEquation(first: anchor(spec.first), relation: spec.relation, second: spec.second.map(anchor),
                                   multiplier: spec.multiplier, constant: spec.constant, priority: spec.priority)
        let (className, identifier) = Self.uikitNaming(of: spec.label)
        self.init(className: className, address: address, identifier: identifier, equation: equation)
    }

    /// A view id as a UIKit item: `UIView` labelled with the id, or a layout-margins or safe-area
    /// guide (`<view>.layoutMargins`, `<view>.safeArea`) as UIKit labels them; addresses from
    /// `address`.
    public static func modelItem(_ id: String, address: String) -> LogItem {
        if id.hasSuffix("." + View.layoutMarginsSuffix) {
            return LogItem(className: "UILayoutGuide", address: address, label: "UIViewLayoutMarginsGuide")
        }
        if id.hasSuffix("." + View.safeAreaSuffix) {
            return LogItem(className: "UILayoutGuide", address: address, label: "UIViewSafeAreaLayoutGuide")
        }
        return LogItem(className: "UIView", address: address, label: id)
    }

    /// The class and identifier UIKit gives the counterpart of the model's implicit constraint
    /// labelled `label` (a root's encapsulated size, a content-size constraint, a margin or
    /// safe-area guide's edge; an automatic `c<n>` label prints no identifier).
    public static func uikitNaming(of label: String?) -> (className: String, identifier: String?) {
        guard let label else { return ("NSLayoutConstraint", nil) }
        let parts = label.split(separator: ".")
        switch (parts.first, parts.last, parts.count) {
        case ("root", "width", 2): return ("NSLayoutConstraint", "UIView-Encapsulated-Layout-Width")
        case ("root", "height", 2): return ("NSLayoutConstraint", "UIView-Encapsulated-Layout-Height")
        case (_, "hugging", 3), (_, "compression", 3): return ("NSContentSizeLayoutConstraint", nil)
        default: break
        }
        if parts.count == 3, let side = parts.last {
            if parts[1] == View.layoutMarginsSuffix { return ("NSLayoutConstraint", "UIView-\(side)Margin-guide-constraint") }
            if parts[1] == View.safeAreaSuffix { return ("NSLayoutConstraint", "UIViewSafeAreaLayoutGuide-\(side)") }
        }
        let automatic = label.first == "c" && label.dropFirst().allSatisfy(\.isNumber) && label.count > 1
        return ("NSLayoutConstraint", automatic ? nil : label)
    }
}

extension LogAttribute {
    /// The log's name of a view-model attribute (every one has one).
    init(_ attribute: LayoutAttribute) {
        self = LogAttribute(rawValue: attribute.rawValue) ?? .left
    }
}

extension UnsatisfiableConstraintsMessage {
    /// The message UIKit would print for a conflict LayoutModel found: the conflicting set in
    /// layout order (without the size floors `<view>.width.nonNegative`, which UIKit's engine
    /// keeps without listing them, as `explain` does), breaking the same constraint. Constraints
    /// get the addresses `0x6000021c4000`, `0x6000021c4050`, … in order; items, unless `item`
    /// names them, ``PrintedConstraint/modelItem(_:address:)`` at `0x7fb8e2d0a00`,
    /// `0x7fb8e2d0a10`, … in order of appearance.
    ///
    /// - Returns: nil when a member's text does not read back (not expected: the model writes it).
    public init?(conflict: BrokenConstraint, linePrefix: String = "", item: ((String) -> LogItem)? = nil) {
        var items: [String: LogItem] = [:]
        let name = { (id: String) -> LogItem in
            if let item { return item(id) }
            if let known = items[id] { return known }
            let made = PrintedConstraint.modelItem(id, address: "0x7fb8e2d0" + String(0xa00 + items.count * 0x10, radix: 16))
            items[id] = made
            return made
        }
        var printed: [PrintedConstraint] = []
        var broken: PrintedConstraint?
        for member in conflict.conflict where !member.name.hasSuffix(".nonNegative") {
            guard let spec = try? ConstraintSpec.parse(member.text) else { return nil }
            let address = "0x6000021c" + String(0x4000 + printed.count * 0x50, radix: 16)
            let constraint = PrintedConstraint(spec, address: address, item: name)
            printed.append(constraint)
            if member.name == conflict.constraint.name { broken = constraint }
        }
        guard let broken else { return nil }
        self.init(constraints: printed, broken: broken, linePrefix: linePrefix)
    }
}
