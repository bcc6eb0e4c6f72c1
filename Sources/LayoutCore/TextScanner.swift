/// A cursor over the characters of one piece of constraint text — the case-file grammar, UIKit's
/// printed constraints, the visual format language — with the token rules they share:
///
/// - **number**: `[+|-] (digits [. digits] | . digits) [(e|E) [+|-] digits]`. A sign belongs to
///   a number only when a digit (or `.` and a digit) follows it, so a lone `-` or `+` is
///   punctuation; an exponent belongs to it only when its digits follow, so `1e` is the number 1
///   followed by the letter `e`. A number too large for a `Double` reads as infinity; the parser
///   decides whether that is an error.
/// - **identifier**: a letter or `_`, then letters, digits and `_`.
/// - **relation**: `==`, `<=` or `>=`.
/// - **whitespace**: what `Character.isWhitespace` says; parsers skip it where they allow it.
///
/// Every reader stops at the first character it cannot take and leaves the cursor there, so a
/// parser names the problem and its ``column``.
public struct TextScanner: Sendable {
    public let characters: [Character]
    /// The position of the next character, from 0.
    public var index = 0

    public init(_ text: String) { characters = Array(text) }
    public init(_ characters: [Character]) { self.characters = characters }

    public var atEnd: Bool { index >= characters.count }
    /// The position of the next character counted from 1, for error messages.
    public var column: Int { index + 1 }
    /// The characters not read yet.
    public var rest: ArraySlice<Character> { characters[min(index, characters.count)...] }

    public func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    /// Whether the unread text starts with `text`.
    public func startsWith(_ text: String) -> Bool {
        var position = index
        for character in text {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    /// Reads `text` when the unread text starts with it.
    public mutating func skip(_ text: String) -> Bool {
        guard startsWith(text) else { return false }
        index += text.count
        return true
    }

    /// Reads `keyword` when it comes next as a whole word (no letter, digit or `_` right after it).
    public mutating func skipWord(_ keyword: String) -> Bool {
        guard startsWith(keyword) else { return false }
        if let next = peek(keyword.count), Self.isIdentifierCharacter(next) { return false }
        index += keyword.count
        return true
    }

    public mutating func skipWhitespace() {
        while let character = peek(), character.isWhitespace { index += 1 }
    }

    /// Reads characters while `accept` says so; "" when the first is not accepted.
    public mutating func read(while accept: (Character) -> Bool) -> String {
        let start = index
        while let character = peek(), accept(character) { index += 1 }
        return String(characters[start..<index])
    }

    /// Reads an identifier; nil, reading nothing, when none starts here.
    public mutating func identifier() -> String? {
        guard let head = peek(), head.isLetter || head == "_" else { return nil }
        return read(while: Self.isIdentifierCharacter)
    }

    public static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Reads `==`, `<=` or `>=` and returns it; nil, reading nothing, when none comes next.
    public mutating func relation() -> String? {
        for relation in ["==", "<=", ">="] where skip(relation) { return relation }
        return nil
    }

    /// Whether a number (by the rule above) starts at the cursor.
    public func startsNumber() -> Bool { numberEnd() != nil }

    /// Reads a number; nil, reading nothing, when none starts here.
    ///
    /// - Complexity: O(length of the number).
    public mutating func number() -> Double? {
        guard let end = numberEnd(), let value = Double(String(characters[index..<end])) else {
            return nil
        }
        index = end
        return value
    }

    /// Where the number starting at the cursor ends, or nil when none starts here.
    private func numberEnd() -> Int? {
        var position = index
        func digits() -> Int {
            let start = position
            while position < characters.count, characters[position].isASCII, characters[position].isNumber { position += 1 }
            return position - start
        }
        if position < characters.count, characters[position] == "+" || characters[position] == "-" { position += 1 }
        var count = digits()
        if position < characters.count, characters[position] == "." {
            position += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if position < characters.count, characters[position] == "e" || characters[position] == "E" {
            let mantissaEnd = position
            position += 1
            if position < characters.count, characters[position] == "+" || characters[position] == "-" { position += 1 }
            if digits() == 0 { position = mantissaEnd }
        }
        return position
    }
}

extension String {
    /// The text without leading and trailing whitespace.
    public var trimmedWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
