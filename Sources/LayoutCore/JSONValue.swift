import Foundation

/// A JSON document as a tree: what case files are read into and results are written from.
///
/// Objects keep their keys in order, so that files are written in a readable order; results are
/// written with sorted keys. Numbers print exactly, in their shortest form, integers without a fraction.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// Text that is not one JSON document, and where it stops being JSON in the parser's words.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The parser's explanation ("… around line 2, column 7").
        public var detail: String
        public var description: String { "not valid JSON (\(detail))" }
    }

    /// Parses `data` as one JSON document.
    public static func parse(_ data: Data) throws(SyntaxError) -> JSONValue {
        do {
            return try JSONDecoder().decode(DecodedJSON.self, from: data).value
        } catch let error as DecodingError {
            throw SyntaxError(detail: syntaxError(in: data) ?? error.explanation)
        } catch {
            throw SyntaxError(detail: "\(error)")
        }
    }

    /// "a number", "an array" …, for messages.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Where `data` stops being JSON, in Foundation's words ("… around line 2, column 7"), or
    /// nil when it is valid JSON text (the problem is then a value, e.g. a number out of range).
    private static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            return nil
        } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        }
    }

    /// The document as text. `sortedKeys` orders object keys; `indent` nil writes one line,
    /// otherwise nested values that do not fit in `width` columns go one per line.
    public func text(sortedKeys: Bool = false, indent: Int? = 2, width: Int = 100) -> String {
        let value = sortedKeys ? sorted() : self
        guard let indent else { return value.compact }
        var out = ""
        value.write(into: &out, indent: indent, level: 0, column: 0, width: width)
        return out
    }

    private func sorted() -> JSONValue {
        switch self {
        case .array(let items): .array(items.map { $0.sorted() })
        case .object(let pairs): .object(pairs.map { ($0.0, $0.1.sorted()) }.sorted { $0.0 < $1.0 })
        default: self
        }
    }

    private var compact: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): JSONText.number(n)
        case .string(let s): Self.quote(s)
        case .array(let items): "[" + items.map(\.compact).joined(separator: ", ") + "]"
        case .object(let pairs):
            "{" + pairs.map { Self.quote($0.0) + ": " + $0.1.compact }.joined(separator: ", ") + "}"
        }
    }

    private func write(into out: inout String, indent: Int, level: Int, column: Int, width: Int) {
        let flat = compact
        let children: [(String?, JSONValue)]
        let brackets: (String, String)
        switch self {
        case .array(let items) where !items.isEmpty:
            children = items.map { (nil, $0) }
            brackets = ("[", "]")
        case .object(let pairs) where !pairs.isEmpty:
            children = pairs.map { ($0.0, $0.1) }
            brackets = ("{", "}")
        default:
            out += flat
            return
        }
        if column + flat.count <= width {
            out += flat
            return
        }
        let pad = String(repeating: " ", count: indent * (level + 1))
        out += brackets.0 + "\n"
        for (index, (key, child)) in children.enumerated() {
            let prefix = pad + (key.map { Self.quote($0) + ": " } ?? "")
            out += prefix
            child.write(into: &out, indent: indent, level: level + 1, column: prefix.count, width: width)
            out += index + 1 < children.count ? ",\n" : "\n"
        }
        out += String(repeating: " ", count: indent * level) + brackets.1
    }

    private static func quote(_ string: String) -> String { JSONText.string(string) }
}

/// Decodes any JSON document into a ``JSONValue``; booleans stay booleans (never 0 or 1).
private struct DecodedJSON: Decodable {
    let value: JSONValue

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            value = .number(number)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let items = try? container.decode([DecodedJSON].self) {
            value = .array(items.map(\.value))
        } else if let pairs = try? container.decode([String: DecodedJSON].self) {
            value = .object(pairs.map { ($0.key, $0.value.value) }.sorted { $0.0 < $1.0 })
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a value that is not JSON, or a number out of range")
        }
    }
}

extension DecodingError {
    /// The decoder's own words, with the path to the problem.
    var explanation: String {
        switch self {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
             .keyNotFound(_, let context):
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return [path.isEmpty ? nil : "at \(path)", underlying ?? context.debugDescription]
                .compactMap { $0 }.joined(separator: ": ")
        @unknown default:
            return "\(self)"
        }
    }
}
