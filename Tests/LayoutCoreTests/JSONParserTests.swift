import Foundation
import LayoutCore
import LayoutTestSupport
import Testing

/// The byte-level parser against its naive twin, Foundation's `JSONSerialization`, and against
/// the writer: seeded random documents, every short text over JSON's alphabet, and errors with
/// their positions.
@Suite struct JSONParserTests {
    /// Foundation's reading of `text` as a ``JSONValue`` (objects' keys sorted: Foundation keeps
    /// no order), or nil when Foundation refuses it.
    static func foundation(_ text: [UInt8]) -> JSONValue? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text), options: .fragmentsAllowed) else {
            return nil
        }
        return convert(object)
    }

    static func convert(_ object: Any) -> JSONValue {
        switch object {
        case is NSNull: return .null
        case let number as NSNumber:
            return String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let string as String: return .string(string)
        case let array as [Any]: return .array(array.map(convert))
        case let dictionary as [String: Any]:
            return .object(dictionary.map { ($0.key, convert($0.value)) }.sorted { $0.0 < $1.0 })
        default: return .string("unexpected \(type(of: object))")
        }
    }

    /// Whether Foundation's reading agrees with the parser's: the same tree, numbers within 1e-13
    /// of each other relatively (Foundation's reader is off by up to a few dozen units in the last
    /// place on long numbers; the standard library's `Double(_:)` is the exact twin for numbers).
    static func agree(_ foundation: JSONValue?, _ ours: JSONValue) -> Bool {
        switch (foundation, sortedKeys(ours)) {
        case (.number(let a)?, .number(let b)): a == b || abs(a - b) <= 1e-13 * max(abs(a), abs(b)) || abs(a - b) < 0x1p-1000
        case (.array(let a)?, .array(let b)): a.count == b.count && zip(a, b).allSatisfy { agree($0, $1) }
        case (.object(let a)?, .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && agree($0.1, $1.1) }
        case (let a?, let b): a == b
        case (nil, _): false
        }
    }

    /// `value` with every object's keys sorted, to compare with Foundation's reading.
    static func sortedKeys(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): .array(items.map(sortedKeys))
        case .object(let pairs): .object(pairs.map { ($0.0, sortedKeys($0.1)) }.sorted { $0.0 < $1.0 })
        default: value
        }
    }

    static func parse(_ text: String) throws(JSONValue.SyntaxError) -> JSONValue {
        try JSONValue.parse(Data(text.utf8))
    }

    // MARK: Seeded random documents

    /// A random document: nested arrays and objects of numbers, strings with escapes and
    /// non-ASCII text, booleans and nulls.
    static func randomValue(_ random: inout SplitMix64, depth: Int = 0) -> JSONValue {
        switch random.int(in: 0...(depth > 3 ? 3 : 5)) {
        case 0: return random.bool() ? .null : .bool(random.bool())
        case 1, 2: return .number(randomNumber(&random))
        case 3: return .string(randomString(&random))
        case 4: return .array((0..<random.int(in: 0...5)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            let keys = Set((0..<random.int(in: 0...5)).map { _ in randomString(&random) })
            return .object(keys.sorted().map { ($0, randomValue(&random, depth: depth + 1)) })
        }
    }

    static func randomNumber(_ random: inout SplitMix64) -> Double {
        switch random.int(in: 0...5) {
        case 0: Double(random.int(in: -1_000_000...1_000_000))
        case 1: Double(random.int(in: -100_000...100_000)) / 64
        case 2: random.double(in: -1...1) * pow(10, Double(random.int(in: -320...300)))
        case 3: Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF)  // any finite positive double
        case 4: Double(random.int(in: -9_007_199_254_740_992...9_007_199_254_740_992))
        default: random.element(of: [0, -0.0, 0.1, 1e-5, 0x1p-1074, 2.2250738585072014e-308, 1.7976931348623157e308, 1e22, 1e23])!
        }
    }

    static func randomString(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "é", "€", "😀", "\u{7F}", "key", "\r"]
        return (0..<random.int(in: 0...6)).map { _ in random.element(of: pieces)! }.joined()
    }

    /// A number written in JSON's grammar with random digits, fraction and exponent.
    static func randomNumberText(_ random: inout SplitMix64) -> String {
        var text = random.bool() ? "-" : ""
        let integerDigits = random.int(in: 1...25)
        text += random.int(in: 0...3) == 0 ? "0"
            : String(random.int(in: 1...9)) + (1..<integerDigits).map { _ in String(random.int(in: 0...9)) }.joined()
        if random.bool() {
            text += "." + (0..<random.int(in: 1...25)).map { _ in String(random.int(in: 0...9)) }.joined()
        }
        if random.bool() {
            text += random.element(of: ["e", "E"])! + random.element(of: ["", "+", "-"])! + String(random.int(in: 0...330))
        }
        return text
    }

    @Test func randomDocumentsReadBackAsWrittenAndAsFoundationReadsThem() throws {
        var random = SplitMix64(seed: 26)
        for index in 0..<2_000 {
            let value = Self.randomValue(&random)
            for text in [value.text(indent: nil), value.text(), value.text(sortedKeys: true, indent: 4, width: 20)] {
                let parsed = try Self.parse(text)
                #expect(Self.sortedKeys(parsed) == Self.sortedKeys(value), "document \(index): \(text)")
                #expect(Self.agree(Self.foundation(Array(text.utf8)), value), "document \(index): \(text)")
            }
        }
    }

    @Test func randomNumberTextsReadAsTheStandardLibraryAndFoundationReadThem() throws {
        var random = SplitMix64(seed: 5)
        for _ in 0..<20_000 {
            let text = Self.randomNumberText(&random)
            guard let expected = Double(text), expected.isFinite else {
                #expect(throws: JSONValue.SyntaxError.self, "\(text)") { try Self.parse(text) }
                continue
            }
            let parsed = try Self.parse(text)
            #expect(parsed == .number(expected), "\(text)")
            if case .number(let foundation)? = Self.foundation(Array(text.utf8)) {
                #expect(Self.agree(.number(foundation), .number(expected)), "\(text)")
            }
        }
    }

    // MARK: Every short text

    /// Every text of up to four bytes over JSON's punctuation, digits and a few letters: where
    /// the parser accepts, Foundation reads the same value; where Foundation refuses, so does
    /// the parser. Foundation accepts a trailing comma (`[1,]`), which JSON does not.
    @Test func everyShortTextAgreesWithFoundation() {
        let alphabet: [UInt8] = Array("01-.e+[]{},:\" a\\".utf8) + [0xC3]
        var texts: [[UInt8]] = [[]]
        var frontier: [[UInt8]] = [[]]
        for _ in 1...4 {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + [$0] } }
            texts += frontier
        }
        var accepted = 0
        for text in texts {
            let ours = try? JSONValue.parse(bytes: text)
            let theirs = Self.foundation(text)
            if let ours {
                accepted += 1
                #expect(Self.agree(theirs, ours), "\(String(decoding: text, as: UTF8.self))")
            } else if theirs != nil {
                let written = String(decoding: text.filter { $0 != 0x20 && $0 != 0x0A }, as: UTF8.self)
                #expect(written.contains(",]") || written.contains(",}"),
                        "Foundation reads \(String(decoding: text, as: UTF8.self)), the parser does not")
            }
        }
        #expect(accepted > 300)
    }

    // MARK: Edge cases and errors

    @Test func numbersStringsAndNesting() throws {
        #expect(try Self.parse("-0") == .number(-0.0))
        #expect(try Self.parse(" 1E+2 ") == .number(100))
        #expect(try Self.parse("0.1") == .number(0.1))
        #expect(try Self.parse("123456789012345678901234567890") == .number(123456789012345677877719597056))
        #expect(try Self.parse("1e-400") == .number(0))
        #expect(try Self.parse("4.9406564584124654e-324") == .number(0x1p-1074))
        #expect(try Self.parse("\"\\u00e9\\ud83d\\ude00\\/\\b\\f\"") == .string("é😀/\u{8}\u{C}"))
        #expect(try Self.parse("\u{FEFF}[true, false, null]") == .array([.bool(true), .bool(false), .null]))
        #expect(try Self.parse("{\"b\": 1, \"a\": {}}") == .object([("b", .number(1)), ("a", .object([]))]))
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try Self.parse(deep) }
    }

    @Test(arguments: [
        ("", "the document is empty around line 1, column 1"),
        ("[1,]", "unexpected character ']', expected a value around line 1, column 4"),
        ("{\"a\": 1,\n \"a\": 2}", "the key \"a\" is given twice around line 2, column 2"),
        ("[1 2]", "unexpected character '2' in an array, expected ',' or ']' around line 1, column 4"),
        ("{\"a\" 1}", "unexpected character '1' after a key, expected ':' around line 1, column 6"),
        ("{1: 2}", "unexpected character '1' in an object, expected a key around line 1, column 2"),
        ("01", "a number cannot start with 0 followed by a digit around line 1, column 1"),
        ("[-]", "a number needs a digit after '-' around line 1, column 2"),
        ("1.", "a number needs a digit after '.' around line 1, column 1"),
        ("1e+", "a number needs a digit in its exponent around line 1, column 1"),
        ("1e400", "the number 1e400 is out of range around line 1, column 1"),
        ("\"abc", "a string is not closed around line 1, column 1"),
        ("\"a\tb\"", "a control character (byte 0x09) inside a string around line 1, column 3"),
        ("\"\\x\"", "a backslash before character 'x' is not an escape around line 1, column 2"),
        ("\"\\u12\"", "'\\u' needs four hex digits around line 1, column 2"),
        ("\"\\ud800\"", "a lone UTF-16 surrogate (\\uD800) around line 1, column 2"),
        ("\"\\udc00\\ud800\"", "a lone UTF-16 surrogate (\\uDC00) around line 1, column 2"),
        ("tru", "unexpected character 't', expected a value around line 1, column 1"),
        ("[1] x", "unexpected character 'x' after the document around line 1, column 5"),
        ("\"é\" é", "unexpected byte 0xC3 after the document around line 1, column 5"),
    ])
    func errorsSayWhatAndWhere(text: String, message: String) {
        #expect(throws: JSONValue.SyntaxError(detail: message)) { try Self.parse(text) }
    }

    @Test func invalidUTF8AndDeepNestingAreErrors() {
        #expect(throws: JSONValue.SyntaxError(detail: "a string is not valid UTF-8 around line 1, column 1")) {
            try JSONValue.parse(bytes: [0x22, 0xFF, 0x22])
        }
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: JSONValue.SyntaxError.self) { try Self.parse(deep) }
        #expect(throws: JSONValue.SyntaxError.self) { try Self.parse(String(repeating: "[", count: 100_000)) }
    }
}
