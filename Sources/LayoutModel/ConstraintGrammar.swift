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
        var parser = GrammarParser(text)
        return try parser.constraint()
    }
}

/// A recursive-descent reader of the constraint grammar over the characters of one string.
private struct GrammarParser {
    private let text: String
    private let characters: [Character]
    private var index = 0

    init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    mutating func constraint() throws(LayoutError) -> ConstraintSpec {
        var label: String?
        if let colon = characters.firstIndex(of: ":") {
            let name = String(characters[..<colon]).trimmingWhitespace()
            guard !name.isEmpty, name.allSatisfy(isLabelCharacter) else {
                throw error("a label is letters, digits and '_', '.', '-' before ':'")
            }
            label = name
            index = colon + 1
        }
        let first = try reference()
        let relation = try relationOperator()
        var spec: ConstraintSpec
        skipWhitespace()
        if startsNumber() {
            let number = try self.number()
            skipWhitespace()
            if peek() == "*" {
                index += 1
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
        skipWhitespace()
        if peek() == "@" {
            index += 1
            spec.priority = try number()
        }
        skipWhitespace()
        guard index == characters.count else { throw error("unexpected '\(characters[index])'") }
        return spec
    }

    /// `[(+|-) (number | [number '*'] system)]` after the second item: `system` is the system
    /// spacing, ``LayoutConstraint/systemSpacing`` points (times the number).
    private mutating func offset(into spec: inout ConstraintSpec) throws(LayoutError) {
        skipWhitespace()
        guard let sign = peek(), sign == "+" || sign == "-" else { return }
        index += 1
        var value: Double
        if word("system") {
            value = LayoutConstraint.systemSpacing
        } else {
            value = try number()
            skipWhitespace()
            if peek() == "*" {
                index += 1
                guard word("system") else { throw error("expected 'system' after '*' in a constant") }
                value *= LayoutConstraint.systemSpacing
            }
        }
        spec.constant = sign == "-" ? -value : value
    }

    /// Skips whitespace and `keyword` when it comes next as a whole word.
    private mutating func word(_ keyword: String) -> Bool {
        skipWhitespace()
        let letters = Array(keyword)
        guard index + letters.count <= characters.count,
              Array(characters[index..<index + letters.count]) == letters,
              !(index + letters.count < characters.count && characters[index + letters.count].isLetter)
        else { return false }
        index += letters.count
        return true
    }

    /// `identifier ['.' ('safeArea' | 'layoutMargins')] '.' attribute`: a view or layout guide's
    /// id, or a view's implicit guide (`<view>.safeArea`, `<view>.layoutMargins`); the attribute
    /// by name or UIKit's alias (`minX`).
    private mutating func reference() throws(LayoutError) -> AttributeReference {
        skipWhitespace()
        let start = index
        guard let head = peek(), head.isLetter || head == "_" else {
            throw error("expected a view id (a letter or '_', then letters, digits, '_' or '-')")
        }
        while let c = peek(), c.isLetter || c.isNumber || c == "_" || c == "-" { index += 1 }
        var item = String(characters[start..<index])
        guard peek() == "." else { throw error("expected '.' and an attribute after '\(item)'") }
        index += 1
        var name = letters()
        if name == View.safeAreaSuffix || name == View.layoutMarginsSuffix, peek() == "." {
            item += ".\(name)"
            index += 1
            name = letters()
        }
        guard let attribute = LayoutAttribute(named: name) else {
            throw LayoutError(subject: "constraint '\(text)'", reason: .unknownAttribute(name))
        }
        return AttributeReference(item, attribute)
    }

    private mutating func letters() -> String {
        let start = index
        while let c = peek(), c.isLetter { index += 1 }
        return String(characters[start..<index])
    }

    private mutating func relationOperator() throws(LayoutError) -> Relation {
        skipWhitespace()
        let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
        guard let relation = Relation(rawValue: pair) else { throw error("expected '==', '<=' or '>='") }
        index += 2
        return relation
    }

    /// `[+|-] digits [. digits] [(e|E) [+|-] digits]`.
    private mutating func number() throws(LayoutError) -> Double {
        skipWhitespace()
        let start = index
        if let sign = peek(), sign == "+" || sign == "-" { index += 1 }
        var digits = 0
        while let c = peek(), c.isASCII, c.isNumber { index += 1; digits += 1 }
        if peek() == "." {
            index += 1
            while let c = peek(), c.isASCII, c.isNumber { index += 1; digits += 1 }
        }
        guard digits > 0 else { index = start; throw error("expected a number") }
        if let e = peek(), e == "e" || e == "E" {
            index += 1
            if let sign = peek(), sign == "+" || sign == "-" { index += 1 }
            let exponentStart = index
            while let c = peek(), c.isASCII, c.isNumber { index += 1 }
            guard index > exponentStart else { throw error("expected the exponent's digits") }
        }
        guard let value = Double(String(characters[start..<index])) else { throw error("expected a number") }
        return value
    }

    private func startsNumber() -> Bool {
        guard let c = peek() else { return false }
        return c.isASCII && c.isNumber || c == "-" || c == "+" || c == "."
    }

    private func peek() -> Character? { index < characters.count ? characters[index] : nil }

    private mutating func skipWhitespace() {
        while let c = peek(), c.isWhitespace { index += 1 }
    }

    private func isLabelCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "." || c == "-"
    }

    private func error(_ message: String) -> LayoutError {
        LayoutError(subject: "constraint '\(text)'", reason: .syntax("\(message) at column \(index + 1)."))
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
