import LayoutCore
import LayoutModel
import LayoutSolver

/// One constraint as UIKit's log prints it:
/// `<CLASS:0xADDR ['identifier'] [h=… v=…] ITEM.attr REL [m*]ITEM.attr [+ c] [@p]   (active[, names: …])>`.
struct ConsoleEntry {
    var className: String
    var address: String
    var identifier: String?
    var maskText: String?
    var equation: String
    var names: String?

    var text: String {
        var text = "<\(className):\(address)"
        if let identifier { text += " '\(identifier)'" }
        if let maskText { text += " \(maskText)" }
        text += " \(equation)   (active"
        if let names { text += ", names: \(names) " }
        return text + ")>"
    }

    init(className: String, address: String, identifier: String?, maskText: String? = nil, equation: String,
         names: String? = nil)
    {
        self.className = className
        self.address = address
        self.identifier = identifier
        self.maskText = maskText
        self.equation = equation
        self.names = names
    }

    init(_ constraint: NSLayoutConstraint) {
        let isMask = constraint.autoresizingMaskText != nil
        let first = constraint.firstItem.map { Self.item($0, constraint.firstAttribute, autoresizing: isMask) }
        let second = constraint.secondItem.map { Self.item($0, constraint.secondAttribute, autoresizing: isMask) }
        self.init(className: constraint.consoleClassName, address: constraint.address.text,
                  identifier: constraint.identifier, maskText: constraint.autoresizingMaskText,
                  equation: Self.equationText(first: first ?? "<released>", relation: constraint.relation.model,
                                          second: second, multiplier: Double(constraint.multiplier),
                                          constant: Double(constraint.constant),
                                          priority: Double(constraint.priority.rawValue)),
                  names: isMask ? constraint.secondItem.map { "'|':\(UIKitItem.consoleName(of: $0))" } : nil)
    }

    /// `ITEM.attr`, with UIKit's frame names in autoresizing constraints (`minX`, `maxX`).
    static func item(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, autoresizing: Bool) -> String {
        let frameNames: [NSLayoutConstraint.Attribute: String] = [.left: "minX", .right: "maxX", .top: "minY",
                                                                  .bottom: "maxY"]
        let name = autoresizing ? frameNames[attribute] ?? attribute.name : attribute.name
        return "\(UIKitItem.consoleName(of: item)).\(name)"
    }

    static func equationText(first: String, relation: Relation, second: String?, multiplier: Double, constant: Double,
                         priority: Double) -> String
    {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(formatNumber(multiplier))*" }
            text += second
            if constant != 0 { text += constant > 0 ? " + \(formatNumber(constant))" : " - \(formatNumber(-constant))" }
        } else {
            text += formatNumber(constant)
        }
        if priority != 1000 { text += " @\(formatNumber(priority))" }
        return text
    }
}

/// The items and constraints of a tree by their model names, to print the model's named
/// constraints (implicit ones included) as UIKit's log would.
struct ConsoleItems {
    private var items: [String: AnyObject] = [:]
    private var constraints: [String: NSLayoutConstraint] = [:]

    init(root: UIView) {
        for view in root.subtree() {
            items[view.layoutView.identifier] = view
            for guide in view.storedLayoutGuides { items[guide.layoutGuide.identifier] = guide }
            for constraint in view.installedConstraints {
                if let name = constraint.model?.identifier { constraints[name] = constraint }
            }
        }
    }

    func constraint(named name: String) -> NSLayoutConstraint? { constraints[name] }

    /// The object a model item id names; a margins or safe-area guide is made on demand.
    func item(_ id: String) -> AnyObject? {
        if let item = items[id] { return item }
        for (suffix, role) in [(View.layoutMarginsSuffix, UILayoutGuide.Role.layoutMargins),
                               (View.safeAreaSuffix, .safeArea)] where id.hasSuffix("." + suffix)
        {
            guard let owner = items[String(id.dropLast(suffix.count + 1))] as? UIView else { return nil }
            return role == .safeArea ? owner.safeAreaLayoutGuide : owner.layoutMarginsGuide
        }
        return nil
    }

    /// The console entry of a model constraint: the NSLayoutConstraint's own, or an implicit
    /// constraint under the name UIKit gives its counterpart.
    func entry(for named: NamedConstraint) -> String {
        if let constraint = constraints[named.name] { return ConsoleEntry(constraint).text }
        guard let spec = try? ConstraintSpec.parse(named.text) else { return named.text }
        let name = { (reference: AttributeReference) -> String in
            let item = self.item(reference.item).map(UIKitItem.consoleName(of:)) ?? reference.item
            return "\(item).\(reference.attribute.rawValue)"
        }
        let (className, identifier) = ImplicitConstraintName.uikit(named.name)
        if className == "NSContentSizeLayoutConstraint", let view = item(spec.first.item) as? UIView {
            let axis: NSLayoutConstraint.Axis = spec.first.attribute == .width ? .horizontal : .vertical
            let equation = "\(name(spec.first)) == \(formatNumber(spec.constant)) "
                + "Hug:\(formatPriority(view.contentHuggingPriority(for: axis))) "
                + "CompressionResistance:\(formatPriority(view.contentCompressionResistancePriority(for: axis)))"
            return ConsoleEntry(className: className, address: Self.address(of: named.name), identifier: nil,
                                equation: equation).text
        }
        return ConsoleEntry(className: className, address: Self.address(of: named.name), identifier: identifier,
                            equation: ConsoleEntry.equationText(first: name(spec.first), relation: spec.relation,
                                                            second: spec.second.map(name), multiplier: spec.multiplier,
                                                            constant: spec.constant, priority: spec.priority)).text
    }

    /// A stable fake address for an implicit constraint (UIKit's would be its object's).
    private static func address(of name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "0x6" + String(hash % 0x10_0000_0000, radix: 16)
    }
}

/// The class and identifier UIKit prints for the constraints it makes itself, from the model's
/// names of their counterparts.
enum ImplicitConstraintName {
    static func uikit(_ name: String) -> (className: String, identifier: String?) {
        if name == "root.width" { return ("NSLayoutConstraint", "UIView-Encapsulated-Layout-Width") }
        if name == "root.height" { return ("NSLayoutConstraint", "UIView-Encapsulated-Layout-Height") }
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count >= 2 else { return ("NSLayoutConstraint", name) }
        let last = parts[parts.count - 1]
        let before = parts[parts.count - 2]
        switch (before, last) {
        case ("width", "hugging"), ("width", "compression"), ("height", "hugging"), ("height", "compression"):
            return ("NSContentSizeLayoutConstraint", nil)
        case (_, "nonNegative"):
            return ("NSLayoutConstraint", "LayoutBench-\(before)-nonNegative")
        case (View.layoutMarginsSuffix, _):
            return ("NSLayoutConstraint", "UIView-\(last)Margin-guide-constraint")
        case (View.safeAreaSuffix, _):
            return ("NSLayoutConstraint", "UIViewSafeAreaLayoutGuide-\(last)")
        default:
            break
        }
        let stackNames = ["canvas": "UISV-canvas-connection", "spacing": "UISV-spacing", "fillEqually": "UISV-fill-equally",
                          "align": "UISV-alignment", "bound": "UISV-spanning-boundary",
                          "suppress": "UISV-ambiguity-suppression", "fit": "UISV-ambiguity-suppression"]
        for part in parts.dropFirst() { if let stack = stackNames[part] { return ("NSLayoutConstraint", stack) } }
        return ("NSLayoutConstraint", name)
    }
}
