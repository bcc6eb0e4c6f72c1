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
        public init(detail: String) { self.detail = detail }
        public var description: String { "not valid JSON (\(detail))" }
    }

    /// Parses `data` as one JSON document (UTF-8) with ``JSONParser``.
    /// - Complexity: O(n) in the number of bytes.
    public static func parse(_ data: Data) throws(SyntaxError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(SyntaxError) -> JSONValue in
                var parser = JSONParser(raw.bindMemory(to: UInt8.self))
                return try parser.document()
            }
        }
        return try result.get()
    }

    /// Parses UTF-8 `bytes` as one JSON document, as ``parse(_:)`` does.
    public static func parse(bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SyntaxError) -> JSONValue in
                var parser = JSONParser(buffer)
                return try parser.document()
            }
        }
        return try result.get()
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
}
