import LayoutCore
import LayoutSolver

/// The constraint grammar read from UTF-8 bytes: the fast twin of the character-level
/// `GrammarParser`, for the text case files hold by the hundred thousand.
///
/// It takes only printable ASCII (space to `~`) and gives up — nil — at the first thing it does
/// not accept, without a message: ``ConstraintSpec/parse(_:)`` then runs the character-level
/// parser, which reads what this one leaves (tabs, non-ASCII letters) and words every error.
/// Where both read a text they give the same value (`ConstraintGrammarTwinTests`). On ASCII a
/// letter is `A`–`Z` or `a`–`z`, a digit `0`–`9` and white space a space, as
/// `Character.isLetter`, `isNumber` and `isWhitespace` say of those bytes.
struct ByteGrammarParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// The constraint `text` holds, or nil where the character-level parser must decide.
    /// - Complexity: O(length of `text`).
    static func constraint(_ text: String) -> ConstraintSpec? {
        let spec = text.utf8.withContiguousStorageIfAvailable { bytes in
            var parser = ByteGrammarParser(bytes: bytes)
            return parser.constraint()
        }
        return spec ?? nil
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func constraint() -> ConstraintSpec? {
        guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return nil }
        var label: String?
        if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
            var start = 0, end = colon
            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            guard start < end, bytes[start..<end].allSatisfy(Self.isLabelByte) else { return nil }
            label = text(start..<end)
            position = colon + 1
        }
        guard let first = reference(), let relation = relation() else { return nil }
        skipSpaces()
        var spec: ConstraintSpec
        if startsNumber() {
            guard let number = number() else { return nil }
            skipSpaces()
            if skip(UInt8(ascii: "*")) {
                guard let second = reference() else { return nil }
                spec = ConstraintSpec(label: label, first: first, relation: relation, second: second, multiplier: number)
                guard offset(into: &spec) else { return nil }
            } else {
                spec = ConstraintSpec(label: label, first: first, relation: relation, constant: number)
            }
        } else {
            guard let second = reference() else { return nil }
            spec = ConstraintSpec(label: label, first: first, relation: relation, second: second)
            guard offset(into: &spec) else { return nil }
        }
        skipSpaces()
        if skip(UInt8(ascii: "@")) {
            skipSpaces()
            guard let priority = number() else { return nil }
            spec.priority = priority
        }
        skipSpaces()
        return position == bytes.count ? spec : nil
    }

    /// `[(+|-) (number | [number '*'] system)]`; false where the grammar is broken.
    private mutating func offset(into spec: inout ConstraintSpec) -> Bool {
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") else {
            return true
        }
        let negative = bytes[position] == UInt8(ascii: "-")
        position += 1
        skipSpaces()
        var value: Double
        if skipSystem() {
            value = LayoutConstraint.systemSpacing
        } else {
            guard let number = number() else { return false }
            value = number
            skipSpaces()
            if skip(UInt8(ascii: "*")) {
                skipSpaces()
                guard skipSystem() else { return false }
                value *= LayoutConstraint.systemSpacing
            }
        }
        spec.constant = negative ? -value : value
        return true
    }

    /// `identifier ['.' ('safeArea' | 'layoutMargins')] '.' attribute`, as the character-level
    /// parser reads it.
    private mutating func reference() -> AttributeReference? {
        skipSpaces()
        guard position < bytes.count, Self.isLetter(bytes[position]) || bytes[position] == UInt8(ascii: "_") else {
            return nil
        }
        var item = read { Self.isIdentifierByte($0) || $0 == UInt8(ascii: "-") }
        guard skip(UInt8(ascii: ".")) else { return nil }
        var name = read(while: Self.isLetter)
        if name == View.safeAreaSuffix || name == View.layoutMarginsSuffix, skip(UInt8(ascii: ".")) {
            item += ".\(name)"
            name = read(while: Self.isLetter)
        }
        guard let attribute = LayoutAttribute(named: name) else { return nil }
        return AttributeReference(item, attribute)
    }

    private mutating func relation() -> Relation? {
        skipSpaces()
        guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "=") else { return nil }
        let relation: Relation? = switch bytes[position] {
        case UInt8(ascii: "="): .equal
        case UInt8(ascii: "<"): .lessThanOrEqual
        case UInt8(ascii: ">"): .greaterThanOrEqual
        default: nil
        }
        if relation != nil { position += 2 }
        return relation
    }

    // MARK: Numbers

    /// Whether a number by ``TextScanner``'s rule starts here.
    private func startsNumber() -> Bool { numberEnd() != nil }

    /// The number by ``TextScanner``'s rule: whole numbers of up to 15 digits exactly, any other
    /// through the same conversion the character-level parser uses.
    private mutating func number() -> Double? {
        guard let end = numberEnd() else { return nil }
        var start = position
        let negative = bytes[start] == UInt8(ascii: "-")
        if negative || bytes[start] == UInt8(ascii: "+") { start += 1 }
        var value: Double?
        if end - start <= 15, bytes[start..<end].allSatisfy(Self.isDigit) {
            let whole = bytes[start..<end].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            value = negative ? -Double(whole) : Double(whole)
        } else {
            value = Double(text(position..<end))
        }
        if value != nil { position = end }
        return value
    }

    /// Where the number starting here ends: `[+|-] (digits [. digits] | . digits) [(e|E) [+|-] digits]`.
    private func numberEnd() -> Int? {
        var end = position
        func digits() -> Int {
            let start = end
            while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
            return end - start
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
        var count = digits()
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e") {
            let mantissaEnd = end
            end += 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
            if digits() == 0 { end = mantissaEnd }
        }
        return end
    }

    // MARK: Bytes

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    private mutating func skip(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Reads `system` when it comes next as a whole word.
    private mutating func skipSystem() -> Bool {
        let word = "system".utf8
        let end = position + word.count
        guard end <= bytes.count, bytes[position..<end].elementsEqual(word),
              end == bytes.count || !Self.isIdentifierByte(bytes[end]) else { return false }
        position = end
        return true
    }

    private mutating func read(while accept: (UInt8) -> Bool) -> String {
        let start = position
        while position < bytes.count, accept(bytes[position]) { position += 1 }
        return text(start..<position)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }
    private static func isLabelByte(_ byte: UInt8) -> Bool {
        isIdentifierByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}
