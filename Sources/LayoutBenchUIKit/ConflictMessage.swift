import LayoutCore
import LayoutExplain
import LayoutModel
import LayoutSolver

/// What the conflicts of one layout name in the tree, looked up only for those names and only
/// once per layout: a tree constraint's `c<index>` name to its `NSLayoutConstraint`, a model id to
/// its view or guide. What logging a conflict needs (its key and its message) shares one lookup.
///
/// The naive twin is ``ConsoleItems``, which maps every view, guide and constraint of the tree
/// by name before the first question (`ConflictMessageTwinTests` compares their messages).
struct ConflictLookup {
    private let root: UIView
    /// The tree's constraints in the order their `c<index>` names count
    /// (``View/activeConstraintsInCreationOrder()``), taken on first use; names are made only for
    /// the constraints asked about.
    private var treeConstraints: [LayoutConstraint]?
    /// The tree's installed constraints in tree order, taken on first use.
    private var installed: [NSLayoutConstraint]?

    init(root: UIView) { self.root = root }

    /// The `NSLayoutConstraint` behind a model constraint name; nil for implicit constraints.
    /// - Complexity: O(constraints of the tree) on the first call, then O(1) to find a `c<index>`
    ///   name's model constraint and O(constraints) to find its owner among the installed ones.
    mutating func constraint(named name: String) -> NSLayoutConstraint? {
        let treeConstraints = self.treeConstraints ?? root.layoutView.activeConstraintsInCreationOrder()
        self.treeConstraints = treeConstraints
        guard let model = View.constraint(named: name, among: treeConstraints) else { return nil }
        let installed = self.installed ?? {
            var all: [NSLayoutConstraint] = []
            Self.forEachView(below: root) { all += $0.installedConstraints }
            return all
        }()
        self.installed = installed
        // The last one, as a map of every constraint by its model would keep.
        return installed.last { $0.model === model }
    }

    /// The view or guide of model id `id`, as ``ConsoleItems/item(_:)`` finds it (a margins or
    /// safe-area guide made on demand), and whether it is a stack's spacer guide (UIKit's
    /// `_UIOLAGapGuide`), which is asked first.
    /// - Complexity: O(views and guides of the tree), twice for a guide made on demand.
    func item(_ id: String) -> (object: AnyObject?, isSpacer: Bool) {
        let (object, isSpacer) = treeItem(id)
        if isSpacer || object != nil { return (object, isSpacer) }
        for suffix in [View.layoutMarginsSuffix, View.safeAreaSuffix] where id.hasSuffix("." + suffix) {
            guard let owner = treeItem(String(id.dropLast(suffix.count + 1))).object as? UIView else { return (nil, false) }
            return (suffix == View.safeAreaSuffix ? owner.safeAreaLayoutGuide : owner.layoutMarginsGuide, false)
        }
        return (nil, false)
    }

    /// The view or guide of the tree with model id `id` (the last in tree order, as a map of
    /// them all would keep), and whether `id` is a stack's spacer guide.
    private func treeItem(_ id: String) -> (object: AnyObject?, isSpacer: Bool) {
        var object: AnyObject?
        var isSpacer = false
        Self.forEachView(below: root) { view in
            if view.layoutView.identifier == id { object = view }
            if let stack = view.layoutView as? StackView, stack.spacerGuides.contains(where: { $0.identifier == id }) {
                isSpacer = true
            }
            for guide in view.storedLayoutGuides where guide.layoutGuide.identifier == id { object = guide }
        }
        return (object, isSpacer)
    }

    /// Calls `body` on `view` and every view below it, each before its subviews.
    private static func forEachView(below view: UIView, _ body: (UIView) -> Void) {
        body(view)
        for subview in view.subviews { forEachView(below: subview, body) }
    }
}

/// UIKit's console message for a conflict, written into one buffer straight from the tree's
/// constraints: an `NSLayoutConstraint` from its own fields, an implicit constraint (a stack's,
/// an intrinsic size, the root's size, a guide's placement) from its model spec; text, numbers and
/// addresses go in as bytes, with no `String` per entry, item or line. The same bytes as
/// ``ConsoleItems/message(for:)``'s `UnsatisfiableConstraintsMessage.text`, its naive twin.
struct ConflictMessage {
    /// One listed constraint: the tree's own, or an implicit one by its model name and spec.
    private enum Entry {
        case constraint(NSLayoutConstraint)
        case implicit(name: String, spec: ConstraintSpec)

        var isAutoresizingMask: Bool {
            if case .constraint(let constraint) = self { constraint.consoleClassName == "NSAutoresizingMaskLayoutConstraint" } else { false }
        }
    }

    /// The message for `broken`, nil when an implicit constraint's text does not read back (not
    /// expected: the model writes it).
    /// - Complexity: O(conflict × tree) lookups at most, and one buffer of the message's length.
    static func text(for broken: BrokenConstraint, lookup: inout ConflictLookup) -> String? {
        var entries: [Entry] = []
        entries.reserveCapacity(broken.conflict.count)
        var brokenEntry: Entry?
        for member in broken.conflict where !member.name.hasSuffix(".nonNegative") {
            guard let entry = self.entry(member, &lookup) else { return nil }
            entries.append(entry)
            if member.name == broken.constraint.name { brokenEntry = entry }
        }
        guard let brokenEntry = brokenEntry ?? self.entry(broken.constraint, &lookup) else { return nil }
        var text = TextBuffer(capacity: 1_200 + 240 * (entries.count + 1))
        UnsatisfiableConstraintsMessage.write(
            into: &text, entryCount: entries.count, listsAutoresizingMask: entries.contains(where: \.isAutoresizingMask),
            entry: { write(entries[$0], into: &$1, lookup) }, broken: { write(brokenEntry, into: &$0, lookup) })
        return text.text
    }

    private static func entry(_ named: NamedConstraint, _ lookup: inout ConflictLookup) -> Entry? {
        if let constraint = lookup.constraint(named: named.name) { return .constraint(constraint) }
        guard let spec = try? ConstraintSpec.parse(named.text) else { return nil }
        return .implicit(name: named.name, spec: spec)
    }

    private static func write(_ entry: Entry, into text: inout TextBuffer, _ lookup: ConflictLookup) {
        switch entry {
        case .constraint(let constraint): write(constraint, into: &text)
        case .implicit(let name, let spec): write(name, spec, into: &text, lookup)
        }
    }

    // MARK: - Entries

    /// `<NSLayoutConstraint:0x… 'id' h=--& v=--& first REL …   (active, names: '|':…)>`, as
    /// ``NSLayoutConstraint/printed`` prints it.
    private static func write(_ constraint: NSLayoutConstraint, into text: inout TextBuffer) {
        let mask = constraint.autoresizingMaskText
        text.append(byte: UInt8(ascii: "<"))
        text.append(constraint.consoleClassName)
        text.append(byte: UInt8(ascii: ":"))
        writeAddress(constraint.address.value, into: &text)
        if let identifier = constraint.identifier {
            text.append(" '" as StaticString)
            text.append(identifier)
            text.append(byte: UInt8(ascii: "'"))
        }
        if let mask {
            text.append(byte: UInt8(ascii: " "))
            text.append(mask)
        }
        text.append(byte: UInt8(ascii: " "))
        let first = constraint.firstItem
        if let first, constraint.firstAttribute != .notAnAttribute {
            writeItem(first, into: &text)
        } else {
            text.append("UIView:0x0" as StaticString)
        }
        text.append(byte: UInt8(ascii: "."))
        text.append(attributeName(constraint.firstAttribute, isMask: mask != nil && first != nil))
        writeRelation(constraint.relation.model, into: &text)
        let systemSpacing = constraint.systemSpacingMultiplier != nil
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            writeRelative(multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
                          systemSpacing: systemSpacing, into: &text) { text in
                writeItem(second, into: &text)
                text.append(byte: UInt8(ascii: "."))
                text.append(attributeName(constraint.secondAttribute, isMask: mask != nil))
            }
        } else {
            writeConstant(Double(constraint.constant), systemSpacing: systemSpacing, into: &text)
        }
        writePriority(Double(constraint.priority.rawValue), into: &text)
        text.append(constraint.isActive ? "   (active" as StaticString : "   (inactive" as StaticString)
        if mask != nil, let second = constraint.secondItem {
            text.append(", names: '|':" as StaticString)
            writeItem(second, into: &text)
            text.append(byte: UInt8(ascii: " "))
        }
        text.append(")>" as StaticString)
    }

    /// An implicit constraint under the class and identifier UIKit gives its counterpart, at a
    /// stable fake address, as ``ConsoleItems/printed(_:)`` prints it.
    private static func write(_ name: String, _ spec: ConstraintSpec, into text: inout TextBuffer, _ lookup: ConflictLookup) {
        let naming = PrintedConstraint.uikitNaming(of: spec.label)
        text.append(byte: UInt8(ascii: "<"))
        text.append(naming.className)
        text.append(byte: UInt8(ascii: ":"))
        text.append("0x6" as StaticString)
        writeHex(ConsoleItems.addressHash(of: name), into: &text)
        if let identifier = ConsoleItems.stackIdentifier(of: name) ?? naming.identifier {
            text.append(" '" as StaticString)
            text.append(identifier)
            text.append(byte: UInt8(ascii: "'"))
        }
        text.append(byte: UInt8(ascii: " "))
        writeModelItem(spec.first.item, into: &text, lookup)
        text.append(byte: UInt8(ascii: "."))
        text.append(modelAttributeName(spec.first.attribute))
        writeRelation(spec.relation, into: &text)
        if let second = spec.second {
            writeRelative(multiplier: spec.multiplier, constant: spec.constant, systemSpacing: false, into: &text) { text in
                writeModelItem(second.item, into: &text, lookup)
                text.append(byte: UInt8(ascii: "."))
                text.append(modelAttributeName(second.attribute))
            }
        } else {
            writeConstant(spec.constant, systemSpacing: false, into: &text)
        }
        writePriority(spec.priority, into: &text)
        text.append("   (active)>" as StaticString)
    }

    // MARK: - Parts

    /// ` == `, ` <= ` or ` >= `.
    private static func writeRelation(_ relation: Relation, into text: inout TextBuffer) {
        switch relation {
        case .equal: text.append(" == " as StaticString)
        case .lessThanOrEqual: text.append(" <= " as StaticString)
        case .greaterThanOrEqual: text.append(" >= " as StaticString)
        }
    }

    /// `[m*]second [± c]`.
    private static func writeRelative(multiplier: Double, constant: Double, systemSpacing: Bool, into text: inout TextBuffer,
                                      second: (inout TextBuffer) -> Void)
    {
        if multiplier != 1 {
            text.append(exactly: multiplier)
            text.append(byte: UInt8(ascii: "*"))
        }
        second(&text)
        if constant != 0 || systemSpacing {
            text.append(constant < 0 ? " - " as StaticString : " + " as StaticString)
            writeConstant(abs(constant), systemSpacing: systemSpacing, into: &text)
        }
    }

    /// `8` or `NSLayoutAnchorConstraintSpace(8)`.
    private static func writeConstant(_ value: Double, systemSpacing: Bool, into text: inout TextBuffer) {
        if systemSpacing {
            text.append("NSLayoutAnchorConstraintSpace(" as StaticString)
            text.append(exactly: value)
            text.append(byte: UInt8(ascii: ")"))
        } else {
            text.append(exactly: value)
        }
    }

    private static func writePriority(_ priority: Double, into text: inout TextBuffer) {
        guard priority != 1000 else { return }
        text.append(" @" as StaticString)
        text.append(exactly: priority)
    }

    /// `0x` and `value` in lower-case hexadecimal, as ``ObjectAddress/text`` spells it.
    private static func writeAddress(_ value: UInt64, into text: inout TextBuffer) {
        text.append("0x" as StaticString)
        writeHex(value, into: &text)
    }

    /// `value` in lower-case hexadecimal without leading zeros, as `String(value, radix: 16)`.
    private static func writeHex(_ value: UInt64, into text: inout TextBuffer) {
        var shift = max(0, (64 - value.leadingZeroBitCount + 3) / 4 - 1) * 4
        while shift >= 0 {
            let digit = UInt8((value >> UInt64(shift)) & 0xF)
            text.append(byte: digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            shift -= 4
        }
    }

    /// `UILabel:0x7f…'Send'`, as ``UIKitItem/logItem(_:)`` names an item.
    private static func writeItem(_ item: AnyObject, into text: inout TextBuffer) {
        switch item {
        case let label as UILabel:
            text.append(label.consoleClassName)
            text.append(byte: UInt8(ascii: ":"))
            writeAddress(label.address.value, into: &text)
            writeLabel(label.text, into: &text)
        case let view as UIView:
            text.append(view.consoleClassName)
            text.append(byte: UInt8(ascii: ":"))
            writeAddress(view.address.value, into: &text)
        case let guide as UILayoutGuide:
            text.append("UILayoutGuide:" as StaticString)
            writeAddress(guide.address.value, into: &text)
            writeLabel(guide.identifier.isEmpty ? nil : guide.identifier, into: &text)
        default:
            text.append("\(type(of: item)):0x0")
        }
    }

    /// A model id as ``ConsoleItems/printed(_:)`` names it: a spacer guide, the tree's view or
    /// guide, else ``PrintedConstraint/modelItem(_:address:)``.
    private static func writeModelItem(_ id: String, into text: inout TextBuffer, _ lookup: ConflictLookup) {
        let (object, isSpacer) = lookup.item(id)
        if isSpacer {
            text.append("_UIOLAGapGuide:0x6" as StaticString)
            writeHex(ConsoleItems.addressHash(of: id), into: &text)
        } else if let object {
            writeItem(object, into: &text)
        } else {
            text.append(PrintedConstraint.modelItem(id, address: "0x0").description)
        }
    }

    /// `'label'`, when there is one.
    private static func writeLabel(_ label: String?, into text: inout TextBuffer) {
        guard let label else { return }
        text.append(byte: UInt8(ascii: "'"))
        text.append(label)
        text.append(byte: UInt8(ascii: "'"))
    }

    /// The log's name of an attribute; an autoresizing-mask constraint names frame edges (`minX`).
    /// Every attribute but `.notAnAttribute` (printed `left`) is a `LogAttribute` of its own name.
    private static func attributeName(_ attribute: NSLayoutConstraint.Attribute, isMask: Bool) -> String {
        if isMask, let frameName = attribute.frameName { return frameName.rawValue }
        return attribute == .notAnAttribute ? LogAttribute.left.rawValue : attribute.name
    }

    /// The log's name of a model attribute: its own (every one is a `LogAttribute`).
    private static func modelAttributeName(_ attribute: LayoutAttribute) -> String { attribute.rawValue }
}
