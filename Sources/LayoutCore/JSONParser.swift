/// A byte-level JSON reader (RFC 8259): one pass over UTF-8 bytes, no Foundation, no
/// per-character `String` work. ``JSONValue/parse(_:)`` calls it.
///
/// Stricter than Foundation where Foundation is lenient with data: a key given twice in one
/// object, a number out of `Double`'s range, invalid UTF-8 and lone UTF-16 surrogates are errors,
/// each with the line and column where it is. A UTF-8 byte order mark at the start is skipped.
/// Objects keep their keys in the order of the text.
///
/// Arrays and objects are collected on one shared stack and moved out at their end, so each
/// becomes one allocation of its exact size and no value is copied. Numbers of up to 19 significant digits whose
/// decimal exponent is small are converted exactly with one multiplication or division (the
/// Clinger fast path); the others go through the standard library's correctly rounded parser.
struct JSONParser {
    /// Deeper nesting is refused rather than risking the stack.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    private var items: [JSONValue] = []
    private var members: [(String, JSONValue)] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// The one value the bytes hold, with nothing but white space around it.
    mutating func document() throws(JSONValue.SyntaxError) -> JSONValue {
        skipWhiteSpace()
        guard position < bytes.count else { throw error("the document is empty") }
        let value = try self.value()
        skipWhiteSpace()
        guard position == bytes.count else { throw error("unexpected \(describe(position)) after the document") }
        return value
    }

    // MARK: Values

    private mutating func value() throws(JSONValue.SyntaxError) -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of text, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected \(describe(position)), expected a value")
        }
    }

    private mutating func array() throws(JSONValue.SyntaxError) -> JSONValue {
        try enterContainer()
        let start = items.count
        skipWhiteSpace()
        if skip(UInt8(ascii: "]")) {
            depth -= 1
            return .array([])
        }
        while true {
            skipWhiteSpace()
            items.append(try value())
            skipWhiteSpace()
            if skip(UInt8(ascii: ",")) { continue }
            if skip(UInt8(ascii: "]")) { break }
            throw error("unexpected \(describe(position)) in an array, expected ',' or ']'")
        }
        depth -= 1
        return .array(items.moveTail(from: start, leaving: .null))
    }

    private mutating func object() throws(JSONValue.SyntaxError) -> JSONValue {
        try enterContainer()
        let start = members.count
        skipWhiteSpace()
        if skip(UInt8(ascii: "}")) {
            depth -= 1
            return .object([])
        }
        while true {
            skipWhiteSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describe(position)) in an object, expected a key")
            }
            let keyStart = position
            let key = try string()
            if members[start...].contains(where: { $0.0 == key }) {
                throw error("the key \(JSONText.string(key)) is given twice", at: keyStart)
            }
            skipWhiteSpace()
            guard skip(UInt8(ascii: ":")) else {
                throw error("unexpected \(describe(position)) after a key, expected ':'")
            }
            skipWhiteSpace()
            members.append((key, try value()))
            skipWhiteSpace()
            if skip(UInt8(ascii: ",")) { continue }
            if skip(UInt8(ascii: "}")) { break }
            throw error("unexpected \(describe(position)) in an object, expected ',' or '}'")
        }
        depth -= 1
        return .object(members.moveTail(from: start, leaving: ("", .null)))
    }

    private mutating func enterContainer() throws(JSONValue.SyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("arrays and objects are nested more than \(Self.maximumDepth) deep")
        }
        position += 1
    }

    private mutating func literal(_ word: StaticString) throws(JSONValue.SyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = position + count <= bytes.count
            && (0..<count).allSatisfy { bytes[position + $0] == word.utf8Start[$0] }
        guard matches else { throw error("unexpected \(describe(position)), expected a value") }
        position += count
    }

    // MARK: Strings

    /// The string starting at the opening quote at `position`.
    private mutating func string() throws(JSONValue.SyntaxError) -> String {
        let opening = position
        position += 1
        let start = position
        var isASCII = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                if isASCII { return String(decoding: run, as: UTF8.self) }
                guard let text = String(validating: run, as: UTF8.self) else {
                    throw error("a string is not valid UTF-8", at: opening)
                }
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(opening: opening, from: start) }
            if byte < 0x20 { throw error("a control character (\(describe(position))) inside a string") }
            if byte >= 0x80 { isASCII = false }
            position += 1
        }
        throw error("a string is not closed", at: opening)
    }

    /// The rest of a string that has an escape: `start` is just after the opening quote, and
    /// `position` at the first backslash.
    private mutating func escapedString(opening: Int, from start: Int) throws(JSONValue.SyntaxError) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(position - start + 16)
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw error("a string is not valid UTF-8", at: opening)
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &utf8)
            case ..<0x20:
                throw error("a control character (\(describe(position))) inside a string")
            default:
                utf8.append(byte)
                position += 1
            }
        }
        throw error("a string is not closed", at: opening)
    }

    /// The escape at `position` (a backslash), appended as UTF-8.
    private mutating func escape(into utf8: inout [UInt8]) throws(JSONValue.SyntaxError) {
        let backslash = position
        guard position + 1 < bytes.count else { throw error("a string is not closed", at: backslash) }
        let letter = bytes[position + 1]
        position += 2
        let simple: UInt8? = switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            utf8.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw error("a backslash before \(describeByte(letter)) is not an escape", at: backslash)
        }
        var scalar = try hexQuad(escapeAt: backslash)
        if (0xD800...0xDBFF).contains(scalar) {
            let low = position + 1 < bytes.count && bytes[position] == UInt8(ascii: "\\")
                && bytes[position + 1] == UInt8(ascii: "u") ? try lowSurrogate() : nil
            guard let low else { throw error("a lone UTF-16 surrogate (\\u\(hex(scalar)))", at: backslash) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw error("a lone UTF-16 surrogate (\\u\(hex(scalar)))", at: backslash)
        }
        utf8.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
    }

    /// The `\uDC00`…`\uDFFF` escape at `position`, or nil (and `position` unchanged) when the
    /// escape there is not a low surrogate.
    private mutating func lowSurrogate() throws(JSONValue.SyntaxError) -> UInt32? {
        let start = position
        position += 2
        let value = try hexQuad(escapeAt: start)
        guard (0xDC00...0xDFFF).contains(value) else {
            position = start
            return nil
        }
        return value
    }

    /// The four hex digits at `position`.
    private mutating func hexQuad(escapeAt backslash: Int) throws(JSONValue.SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = hexDigit(bytes[position]) else {
                throw error("'\\u' needs four hex digits", at: backslash)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Numbers

    /// The number at `position`, in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(JSONValue.SyntaxError) -> Double {
        let start = position
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var truncated = false

        func digit(_ value: UInt64, inFraction: Bool) {
            if mantissa == 0, value == 0 {
                if inFraction { exponent -= 1 }
            } else if significantDigits < 19 {
                mantissa = mantissa &* 10 &+ value
                significantDigits += 1
                if inFraction { exponent -= 1 }
            } else {
                truncated = truncated || value != 0
                if !inFraction { exponent += 1 }
            }
        }

        guard position < bytes.count, isDigit(bytes[position]) else {
            throw error("a number needs a digit after '-'", at: start)
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw error("a number cannot start with 0 followed by a digit", at: start)
            }
        } else {
            while position < bytes.count, isDigit(bytes[position]) {
                digit(UInt64(bytes[position] - UInt8(ascii: "0")), inFraction: false)
                position += 1
            }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("a number needs a digit after '.'", at: start)
            }
            while position < bytes.count, isDigit(bytes[position]) {
                digit(UInt64(bytes[position] - UInt8(ascii: "0")), inFraction: true)
                position += 1
            }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var exponentNegative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("a number needs a digit in its exponent", at: start)
            }
            var written = 0
            while position < bytes.count, isDigit(bytes[position]) {
                written = min(written * 10 + Int(bytes[position] - UInt8(ascii: "0")), 1_000_000)
                position += 1
            }
            exponent += exponentNegative ? -written : written
        }
        if !truncated, mantissa < 1 << 53, let exact = Self.exactlyScaled(mantissa, by: exponent) {
            return negative ? -exact : exact
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is out of range", at: start)
        }
        return value
    }

    /// `mantissa` × 10^`exponent` when both it and the power of ten are exact doubles, so that
    /// one correctly rounded operation gives the correctly rounded result; otherwise nil.
    private static func exactlyScaled(_ mantissa: UInt64, by exponent: Int) -> Double? {
        guard exponent >= -22, exponent <= 22 else { return mantissa == 0 ? 0 : nil }
        let value = Double(mantissa)
        return exponent >= 0 ? value * powersOfTen[exponent] : value / powersOfTen[-exponent]
    }

    /// 10^0 … 10^22, every one exact in a `Double`.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    // MARK: White space and errors

    private mutating func skipWhiteSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }

    /// Steps over `byte` when it is next.
    private mutating func skip(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// "character 'x'", "byte 0xFF" or "end of text", for messages.
    private func describe(_ offset: Int) -> String {
        offset < bytes.count ? describeByte(bytes[offset]) : "end of text"
    }

    private func describeByte(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "character '\(Character(Unicode.Scalar(byte)))'"
            : "byte 0x" + hex(UInt32(byte), digits: 2)
    }

    private func hex(_ value: UInt32, digits: Int = 4) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `problem` at `offset` (by default where the parser is), as "… around line L, column C":
    /// lines count from 1, columns count characters from 1.
    private func error(_ problem: String, at offset: Int? = nil) -> JSONValue.SyntaxError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONValue.SyntaxError(detail: "\(problem) around line \(line), column \(column)")
    }
}

extension Array {
    /// The elements from `start` on, moved into an array of their own (no copy, no reference
    /// count touched), and removed from this one; `filler`, a value that owns nothing (`.null`),
    /// holds their places until the removal.
    /// - Complexity: O(count - start).
    fileprivate mutating func moveTail(from start: Int, leaving filler: Element) -> [Element] {
        let count = self.count - start
        guard count > 0 else { return [] }
        let tail = withUnsafeMutableBufferPointer { stack in
            [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
                let moved = stack.baseAddress! + start
                buffer.baseAddress!.moveInitialize(from: moved, count: count)
                moved.initialize(repeating: filler, count: count)
                initialized = count
            }
        }
        removeLast(count)
        return tail
    }
}
