import LayoutCore
import LayoutExplain
import LayoutModel
import LayoutSolver

extension UIKitItem {
    /// An item as UIKit's log names it: class and address, a guide's identifier or a label's
    /// text as the quoted label (`UILabel:0x7f…'Send'`).
    static func logItem(_ item: AnyObject) -> LogItem {
        switch item {
        case let label as UILabel:
            LogItem(className: label.consoleClassName, address: label.address.text, label: label.text)
        case let view as UIView:
            LogItem(className: view.consoleClassName, address: view.address.text)
        case let guide as UILayoutGuide:
            LogItem(className: "UILayoutGuide", address: guide.address.text,
                    label: guide.identifier.isEmpty ? nil : guide.identifier)
        default:
            LogItem(className: "\(type(of: item))", address: "0x0")
        }
    }

    /// `UILabel:0x7f…'Send'`.
    static func consoleName(of item: AnyObject) -> String { logItem(item).description }
}

extension NSLayoutConstraint {
    /// The constraint as UIKit's log prints it (LayoutExplain's writer): class, address,
    /// identifier, the autoresizing mask's `h=… v=…` with frame names (`minX`) and `'|'` bound to
    /// the superview, system spacing as `NSLayoutAnchorConstraintSpace(8)`.
    var printed: PrintedConstraint {
        let isMask = autoresizingMaskText != nil
        func anchor(_ item: AnyObject?, _ attribute: Attribute) -> LogAnchor? {
            guard let item, attribute != .notAnAttribute else { return nil }
            let logAttribute = isMask ? attribute.frameName : nil
            return LogAnchor(UIKitItem.logItem(item), logAttribute ?? LogAttribute(rawValue: attribute.name) ?? .left)
        }
        let first = anchor(firstItem, firstAttribute)
            ?? LogAnchor(LogItem(className: "UIView", address: "0x0"), LogAttribute(rawValue: firstAttribute.name) ?? .left)
        let equation = LogEquation(first: first, relation: relation.model, second: anchor(secondItem, secondAttribute),
                                   multiplier: Double(multiplier), constant: Double(constant),
                                   priority: Double(priority.rawValue))
        return PrintedConstraint(className: consoleClassName, address: address.text, identifier: identifier,
                                 autoresizingMask: autoresizingMaskText, equation: equation,
                                 constantStyle: systemSpacingMultiplier == nil ? .number : .systemSpacing,
                                 isActive: isActive,
                                 names: isMask ? secondItem.map { [PrintedConstraint.BoundName("|", UIKitItem.logItem($0))] } ?? []
                                     : [])
    }
}

extension NSLayoutConstraint.Attribute {
    /// The frame's name for an edge, as an autoresizing-mask constraint prints it (`minX`).
    var frameName: LogAttribute? {
        switch self {
        case .left: .minX
        case .right: .maxX
        case .top: .minY
        case .bottom: .maxY
        default: nil
        }
    }
}

/// The items and constraints of a tree by their model names, to print the model's named
/// constraints — UIKit's own implicit ones included — as UIKit's log would. A case export names
/// constraints through it; its `message(for:)` is the naive twin of ``ConflictMessage``, which
/// the console and inspections use (`ConflictMessageTwinTests`).
struct ConsoleItems {
    private var items: [String: AnyObject] = [:]
    private var constraints: [String: NSLayoutConstraint] = [:]
    /// The model ids of stacks' spacer guides, which UIKit's log calls `_UIOLAGapGuide`.
    private var spacerGuideIDs: Set<String> = []

    /// Model constraints are not labelled (a label costs every layout); their names (`c<index>`)
    /// are matched to this module's objects here, when a message or an export needs them.
    init(root: UIView) {
        var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for view in root.subtree() {
            items[view.layoutView.identifier] = view
            if let stack = view.layoutView as? StackView { spacerGuideIDs.formUnion(stack.spacerGuides.map(\.identifier)) }
            for guide in view.storedLayoutGuides { items[guide.layoutGuide.identifier] = guide }
            for constraint in view.installedConstraints {
                if let model = constraint.model { owners[ObjectIdentifier(model)] = constraint }
            }
        }
        for (name, model) in root.layoutView.namedConstraints() {
            constraints[name] = owners[ObjectIdentifier(model)]
        }
    }

    func constraint(named name: String) -> NSLayoutConstraint? { constraints[name] }

    /// The object a model item id names; a margins or safe-area guide is made on demand.
    func item(_ id: String) -> AnyObject? {
        if let item = items[id] { return item }
        for suffix in [View.layoutMarginsSuffix, View.safeAreaSuffix] where id.hasSuffix("." + suffix) {
            guard let owner = items[String(id.dropLast(suffix.count + 1))] as? UIView else { return nil }
            return suffix == View.safeAreaSuffix ? owner.safeAreaLayoutGuide : owner.layoutMarginsGuide
        }
        return nil
    }

    /// UIKit's message for a conflict the engine found: the conflicting set in layout order
    /// (without the size floors, which UIKit's engine keeps without listing, as `explain` does).
    func message(for broken: BrokenConstraint) -> UnsatisfiableConstraintsMessage? {
        let members = broken.conflict.filter { !$0.name.hasSuffix(".nonNegative") }
        let entries = members.compactMap(printed)
        guard entries.count == members.count, let brokenEntry = printed(broken.constraint) else { return nil }
        return UnsatisfiableConstraintsMessage(constraints: entries, broken: brokenEntry)
    }

    /// A model constraint as UIKit prints it: the NSLayoutConstraint's own entry, or an implicit
    /// constraint under the class and identifier UIKit gives its counterpart.
    func printed(_ named: NamedConstraint) -> PrintedConstraint? {
        if let constraint = constraints[named.name] { return constraint.printed }
        guard let spec = try? ConstraintSpec.parse(named.text) else { return nil }
        var printed = PrintedConstraint(spec, address: Self.address(of: named.name)) { id in
            if spacerGuideIDs.contains(id) { return LogItem(className: "_UIOLAGapGuide", address: Self.address(of: id)) }
            return item(id).map(UIKitItem.logItem) ?? PrintedConstraint.modelItem(id, address: "0x0")
        }
        if let stackName = Self.stackIdentifier(of: named.name) { printed.identifier = stackName }
        return printed
    }

    /// UIKit's identifiers of a stack view's constraints (`UISV-spacing`, …) for the model's
    /// `<stack>.spacing.1` names. As UIKit's logs show, the first arranged view's cross-axis
    /// constraints to the stack (`align.0…`) are canvas connections; the others' alignments.
    static func stackIdentifier(of name: String) -> String? {
        let parts = name.split(separator: ".")
        guard parts.count >= 2 else { return nil }
        if parts[1] == "align", parts.count >= 3, parts[2] == "0" { return "UISV-canvas-connection" }
        return stackIdentifiers[String(parts[1])]
    }

    private static let stackIdentifiers = [
        "canvas": "UISV-canvas-connection", "spacing": "UISV-spacing", "fillEqually": "UISV-fill-equally",
        "fillProportionally": "UISV-fill-proportionally", "distributing": "UISV-distributing-edge",
        "distributingEqually": "UISV-fill-equally", "align": "UISV-alignment", "bound": "UISV-spanning-boundary",
        "suppress": "UISV-ambiguity-suppression", "fit": "UISV-ambiguity-suppression",
    ]

    /// A stable fake address for an implicit constraint (UIKit's would be its object's).
    static func address(of name: String) -> String {
        "0x6" + String(addressHash(of: name), radix: 16)
    }

    /// What ``address(of:)`` prints after `0x6`: 40 bits of the name's hash.
    static func addressHash(of name: String) -> UInt64 { FNV1a.hash(name) % 0x100_0000_0000 }
}
