import LayoutCore
import LayoutExplain
import LayoutModel
import LayoutSolver

/// UIKit's console message for a conflict, as the values it prints, taken when it is logged:
/// each listed constraint's class, address, identifier, items (class, address, a label's text),
/// attributes, relation, multiplier, constant, priority and whether it is active. ``text`` writes
/// the message from them into one buffer — text, numbers and addresses as bytes, with no `String`
/// per entry, item or line — whenever it is asked for, so a message nobody reads costs no text,
/// and a message read later is what the tree was when it was logged (a constant changed after the
/// layout does not change it). The same bytes as ``ConsoleItems/message(for:)``'s
/// `UnsatisfiableConstraintsMessage.text` taken at the moment of logging, its naive twin.
struct ConflictMessage: Sendable {
    /// An item as the log names it.
    enum Item: Sendable {
        /// `UILabel:0x7f…'Send'`: a view or guide, with its label (a label's text, a guide's identifier).
        case object(className: String, address: UInt64, label: String?)
        /// A stack's spacer guide, `_UIOLAGapGuide:0x6…` at the fake address of its model id.
        case spacer(id: String)
        /// A model item the tree has no object for, as ``PrintedConstraint/modelItem(_:address:)`` names it.
        case model(id: String)
    }

    /// An `NSLayoutConstraint`'s entry, as ``NSLayoutConstraint/printed`` prints it.
    struct Listed: Sendable {
        var className: String
        var address: UInt64
        var identifier: String?
        /// `h=--& v=--&` for an autoresizing-mask constraint.
        var mask: String?
        /// nil prints `UIView:0x0`.
        var first: Item?
        var firstAttribute: String
        var relation: Relation
        var second: (item: Item, attribute: String)?
        var multiplier: Double
        var constant: Double
        var systemSpacing: Bool
        var priority: Double
        var isActive: Bool
        /// The autoresizing mask's superview, printed `names: '|':…`.
        var boundName: Item?
    }

    /// One listed constraint: the tree's own, or an implicit one by its model name and spec.
    enum Entry: Sendable {
        case constraint(Listed)
        case implicit(name: String, spec: ConstraintSpec, first: Item, second: Item?)

        var isAutoresizingMask: Bool {
            if case .constraint(let listed) = self { listed.className == "NSAutoresizingMaskLayoutConstraint" } else { false }
        }
    }

    /// The conflicting set in layout order, without the size floors (as `explain` lists it).
    let entries: [Entry]
    /// Where the broken constraint's entry is: its place in ``entries``, or its own when the
    /// conflict does not list it.
    private let broken: BrokenEntry

    private enum BrokenEntry: Sendable {
        case listed(at: Int)
        case own(Entry)
    }

    /// The message's values for `broken` as the tree is now; nil when an implicit constraint's
    /// text does not read back (not expected: the model writes it).
    /// - Complexity: O(conflict × tree) lookups at most; no text is written.
    init?(_ broken: BrokenConstraint, lookup: inout ConflictLookup) {
        var entries: [Entry] = []
        entries.reserveCapacity(broken.conflict.count)
        var brokenPlace: Int?
        for member in broken.conflict where !member.name.hasSuffix(".nonNegative") {
            guard let entry = Self.entry(member, &lookup) else { return nil }
            if member.name == broken.constraint.name { brokenPlace = entries.count }
            entries.append(entry)
        }
        if let brokenPlace {
            self.broken = .listed(at: brokenPlace)
        } else {
            guard let entry = Self.entry(broken.constraint, &lookup) else { return nil }
            self.broken = .own(entry)
        }
        self.entries = entries
    }

    /// The message for `broken`, written at once; nil as for ``init(_:lookup:)``.
    static func text(for broken: BrokenConstraint, lookup: inout ConflictLookup) -> String? {
        ConflictMessage(broken, lookup: &lookup)?.text
    }

    /// UIKit's message, written from the values taken when it was logged.
    /// - Complexity: one buffer of the message's length.
    var text: String {
        var text = TextBuffer(capacity: 1_200 + 240 * (entries.count + 1))
        UnsatisfiableConstraintsMessage.write(
            into: &text, entryCount: entries.count, listsAutoresizingMask: entries.contains(where: \.isAutoresizingMask),
            entry: { Self.write(entries[$0], into: &$1) },
            broken: { text in
                switch broken {
                case .listed(let place): Self.write(entries[place], into: &text)
                case .own(let entry): Self.write(entry, into: &text)
                }
            })
        return text.text
    }

    // MARK: - Taking the values

    private static func entry(_ named: NamedConstraint, _ lookup: inout ConflictLookup) -> Entry? {
        if let constraint = lookup.constraint(named: named.name) { return .constraint(listed(constraint)) }
        guard let spec = try? ConstraintSpec.parse(named.text) else { return nil }
        return .implicit(name: named.name, spec: spec, first: modelItem(spec.first.item, lookup),
                         second: spec.second.map { modelItem($0.item, lookup) })
    }

    private static func listed(_ constraint: NSLayoutConstraint) -> Listed {
        let mask = constraint.autoresizingMaskText
        let firstItem = constraint.firstAttribute != .notAnAttribute ? constraint.firstItem : nil
        let secondItem = constraint.secondItem
        return Listed(
            className: constraint.consoleClassName, address: constraint.address.value, identifier: constraint.identifier,
            mask: mask, first: firstItem.map(item),
            firstAttribute: attributeName(constraint.firstAttribute, isMask: mask != nil && firstItem != nil),
            relation: constraint.relation.model,
            second: secondItem.flatMap { second in
                constraint.secondAttribute == .notAnAttribute ? nil
                    : (item(second), attributeName(constraint.secondAttribute, isMask: mask != nil))
            },
            multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
            systemSpacing: constraint.systemSpacingMultiplier != nil, priority: Double(constraint.priority.rawValue),
            isActive: constraint.isActive, boundName: mask != nil ? secondItem.map(item) : nil)
    }

    /// An object as ``UIKitItem/logItem(_:)`` names it.
    private static func item(_ object: AnyObject) -> Item {
        switch object {
        case let label as UILabel: .object(className: label.consoleClassName, address: label.address.value, label: label.text)
        case let view as UIView: .object(className: view.consoleClassName, address: view.address.value, label: nil)
        case let guide as UILayoutGuide:
            .object(className: "UILayoutGuide", address: guide.address.value, label: guide.identifier.isEmpty ? nil : guide.identifier)
        default: .object(className: "\(type(of: object))", address: 0, label: nil)
        }
    }

    /// A model id as ``ConsoleItems/printed(_:)`` names it: a spacer guide, the tree's view or
    /// guide, else the model's own name for it.
    private static func modelItem(_ id: String, _ lookup: ConflictLookup) -> Item {
        let (object, isSpacer) = lookup.item(id)
        if isSpacer { return .spacer(id: id) }
        return object.map(item) ?? .model(id: id)
    }

    // MARK: - Writing

    private static func write(_ entry: Entry, into text: inout TextBuffer) {
        switch entry {
        case .constraint(let listed): write(listed, into: &text)
        case .implicit(let name, let spec, let first, let second): write(name, spec, first, second, into: &text)
        }
    }

    /// `<NSLayoutConstraint:0x… 'id' h=--& v=--& first REL …   (active, names: '|':…)>`.
    private static func write(_ listed: Listed, into text: inout TextBuffer) {
        text.append(byte: UInt8(ascii: "<"))
        text.append(listed.className)
        text.append(byte: UInt8(ascii: ":"))
        writeAddress(listed.address, into: &text)
        if let identifier = listed.identifier {
            text.append(" '" as StaticString)
            text.append(identifier)
            text.append(byte: UInt8(ascii: "'"))
        }
        if let mask = listed.mask {
            text.append(byte: UInt8(ascii: " "))
            text.append(mask)
        }
        text.append(byte: UInt8(ascii: " "))
        if let first = listed.first {
            write(first, into: &text)
        } else {
            text.append("UIView:0x0" as StaticString)
        }
        text.append(byte: UInt8(ascii: "."))
        text.append(listed.firstAttribute)
        writeRelation(listed.relation, into: &text)
        if let second = listed.second {
            writeRelative(multiplier: listed.multiplier, constant: listed.constant, systemSpacing: listed.systemSpacing,
                          into: &text) { text in
                write(second.item, into: &text)
                text.append(byte: UInt8(ascii: "."))
                text.append(second.attribute)
            }
        } else {
            writeConstant(listed.constant, systemSpacing: listed.systemSpacing, into: &text)
        }
        writePriority(listed.priority, into: &text)
        text.append(listed.isActive ? "   (active" as StaticString : "   (inactive" as StaticString)
        if let bound = listed.boundName {
            text.append(", names: '|':" as StaticString)
            write(bound, into: &text)
            text.append(byte: UInt8(ascii: " "))
        }
        text.append(")>" as StaticString)
    }

    /// An implicit constraint under the class and identifier UIKit gives its counterpart, at a
    /// stable fake address, as ``ConsoleItems/printed(_:)`` prints it.
    private static func write(_ name: String, _ spec: ConstraintSpec, _ first: Item, _ second: Item?,
                              into text: inout TextBuffer)
    {
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
        write(first, into: &text)
        text.append(byte: UInt8(ascii: "."))
        text.append(modelAttributeName(spec.first.attribute))
        writeRelation(spec.relation, into: &text)
        if let secondReference = spec.second, let second {
            writeRelative(multiplier: spec.multiplier, constant: spec.constant, systemSpacing: false, into: &text) { text in
                write(second, into: &text)
                text.append(byte: UInt8(ascii: "."))
                text.append(modelAttributeName(secondReference.attribute))
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
    private static func write(_ item: Item, into text: inout TextBuffer) {
        switch item {
        case .object(let className, let address, let label):
            text.append(className)
            text.append(byte: UInt8(ascii: ":"))
            writeAddress(address, into: &text)
            writeLabel(label, into: &text)
        case .spacer(let id):
            text.append("_UIOLAGapGuide:0x6" as StaticString)
            writeHex(ConsoleItems.addressHash(of: id), into: &text)
        case .model(let id):
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
