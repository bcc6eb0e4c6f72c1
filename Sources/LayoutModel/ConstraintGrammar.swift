import LayoutCore
import LayoutSolver

/// `item.attribute`, by view id.
public struct AttributeReference: Hashable, Sendable, CustomStringConvertible {
    public var item: String
    public var attribute: LayoutAttribute

    public init(_ item: String, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// A constraint as a case file writes it — the grammar's syntax tree, with views named by id:
///
///     [label ':'] item.attr (== | <= | >=) [number '*'] item.attr [(+|-) constant] ['@' number]
///     [label ':'] item.attr (== | <= | >=) number ['@' number]
///     item     = id | id '.safeArea' | id '.layoutMargins'
///     constant = number | [number '*'] 'system'
///
/// `system` is the system spacing (8 points; `2 * system` 16) and is read as its value;
/// `description` prints the canonical form, which ``parse(_:)`` reads back to an equal value:
/// the multiplier is left out when it is 1, the constant when it is 0, the priority when it is
/// 1000; a negative constant is written `- c`.
public struct ConstraintSpec: Hashable, Sendable, CustomStringConvertible {
    public var label: String?
    public var first: AttributeReference
    public var relation: Relation
    /// nil for the constant form.
    public var second: AttributeReference?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double

    public init(label: String? = nil, first: AttributeReference, relation: Relation,
                second: AttributeReference? = nil, multiplier: Double = 1, constant: Double = 0,
                priority: Double = 1000)
    {
        self.label = label
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = second == nil ? 1 : multiplier
        self.constant = constant
        self.priority = priority
    }

    public var description: String {
        var text = label.map { "\($0): " } ?? ""
        text += "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(formatExact(multiplier)) * " }
            text += second.description
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatExact(abs(constant)) }
        } else {
            text += formatExact(constant)
        }
        if priority != 1000 { text += " @\(formatExact(priority))" }
        return text
    }

    /// Reads one constraint of the grammar.
    ///
    /// - Throws: ``LayoutError/Reason/syntax(_:)`` or ``LayoutError/Reason/unknownAttribute(_:)``,
    ///   with the constraint's text as the subject.
    /// - Complexity: O(length of `text`).
    public static func parse(_ text: String) throws(LayoutError) -> ConstraintSpec {
        if let spec = ByteGrammarParser.constraint(text) { return spec }
        return try parseCharacters(text)
    }

    /// ``parse(_:)`` by the character-level parser alone: the naive twin of the byte-level one,
    /// and what reads text that one leaves and words every error.
    static func parseCharacters(_ text: String) throws(LayoutError) -> ConstraintSpec {
        var parser = GrammarParser(text)
        return try parser.constraint()
    }
}

/// A recursive-descent reader of the constraint grammar, on LayoutCore's ``TextScanner``.
private struct GrammarParser {
    private let text: String
    private var scanner: TextScanner

    init(_ text: String) {
        self.text = text
        scanner = TextScanner(text)
    }

    mutating func constraint() throws(LayoutError) -> ConstraintSpec {
        var label: String?
        if let colon = scanner.characters.firstIndex(of: ":") {
            let name = String(scanner.characters[..<colon]).trimmedWhitespace
            guard !name.isEmpty, name.allSatisfy(isLabelCharacter) else {
                throw error("a label is letters, digits and '_', '.', '-' before ':'")
            }
            label = name
            scanner.index = colon + 1
        }
        let first = try reference()
        let relation = try relationOperator()
        var spec: ConstraintSpec
        scanner.skipWhitespace()
        if scanner.startsNumber() {
            let number = try self.number()
            scanner.skipWhitespace()
            if scanner.skip("*") {
                spec = ConstraintSpec(label: label, first: first, relation: relation, second: try reference(),
                                      multiplier: number)
                try offset(into: &spec)
            } else {
                spec = ConstraintSpec(label: label, first: first, relation: relation, constant: number)
            }
        } else {
            spec = ConstraintSpec(label: label, first: first, relation: relation, second: try reference())
            try offset(into: &spec)
        }
        scanner.skipWhitespace()
        if scanner.skip("@") {
            spec.priority = try number()
        }
        scanner.skipWhitespace()
        if let extra = scanner.peek() { throw error("unexpected '\(extra)'") }
        return spec
    }

    /// `[(+|-) (number | [number '*'] system)]` after the second item: `system` is the system
    /// spacing, ``LayoutConstraint/systemSpacing`` points (times the number).
    private mutating func offset(into spec: inout ConstraintSpec) throws(LayoutError) {
        scanner.skipWhitespace()
        guard let sign = scanner.peek(), sign == "+" || sign == "-" else { return }
        scanner.index += 1
        scanner.skipWhitespace()
        var value: Double
        if scanner.skipWord("system") {
            value = LayoutConstraint.systemSpacing
        } else {
            value = try number()
            scanner.skipWhitespace()
            if scanner.skip("*") {
                scanner.skipWhitespace()
                guard scanner.skipWord("system") else { throw error("expected 'system' after '*' in a constant") }
                value *= LayoutConstraint.systemSpacing
            }
        }
        spec.constant = sign == "-" ? -value : value
    }

    /// `identifier ['.' ('safeArea' | 'layoutMargins')] '.' attribute`: a view or layout guide's
    /// id (an identifier that may also hold '-'), or a view's implicit guide (`<view>.safeArea`,
    /// `<view>.layoutMargins`); the attribute by name or UIKit's alias (`minX`).
    private mutating func reference() throws(LayoutError) -> AttributeReference {
        scanner.skipWhitespace()
        guard let head = scanner.peek(), head.isLetter || head == "_" else {
            throw error("expected a view id (a letter or '_', then letters, digits, '_' or '-')")
        }
        var item = scanner.read { TextScanner.isIdentifierCharacter($0) || $0 == "-" }
        guard scanner.skip(".") else { throw error("expected '.' and an attribute after '\(item)'") }
        var name = scanner.read(while: \.isLetter)
        if name == View.safeAreaSuffix || name == View.layoutMarginsSuffix, scanner.skip(".") {
            item += ".\(name)"
            name = scanner.read(while: \.isLetter)
        }
        guard let attribute = LayoutAttribute(named: name) else {
            throw LayoutError(subject: "constraint '\(text)'", reason: .unknownAttribute(name))
        }
        return AttributeReference(item, attribute)
    }

    private mutating func relationOperator() throws(LayoutError) -> Relation {
        scanner.skipWhitespace()
        guard let relation = scanner.relation().flatMap(Relation.init(rawValue:)) else {
            throw error("expected '==', '<=' or '>='")
        }
        return relation
    }

    /// A number by ``TextScanner``'s rule.
    private mutating func number() throws(LayoutError) -> Double {
        scanner.skipWhitespace()
        guard let value = scanner.number() else { throw error("expected a number") }
        return value
    }

    private func isLabelCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "." || c == "-"
    }

    private func error(_ message: String) -> LayoutError {
        LayoutError(subject: "constraint '\(text)'", reason: .syntax("\(message) at column \(scanner.column)."))
    }
}
