/// A problem with one value of a JSON document, before a file format's error type words it.
public enum JSONReadProblem: Equatable, Sendable {
    /// The value is not of the `expected` kind; `found` is the kind it is (``JSONValue/kindDescription``).
    case wrongType(expected: JSONReadKind, found: String)
    /// A number that is not finite.
    case nonFinite
    /// The object has `key`, which the format does not know.
    case unknownKey(String)
    /// The object lacks the required `key`.
    case missingKey(String)
    /// A string that is none of `choices`.
    case notOneOf(String, choices: [String])
}

/// The kinds of value a ``JSONReader`` asks for.
public enum JSONReadKind: Equatable, Sendable {
    case number, bool, string, array, object
}

/// The error type of a file format read through ``JSONReader``: it words each problem, and says
/// how the format reads `null`.
public protocol JSONReadingError: Error {
    /// The error for `problem` at `path`, the path of the value (`views[2].stack.axis`; for a key
    /// problem, the path of its object; "" at the top level), in `file` when it is known.
    init(reading problem: JSONReadProblem, at path: String, in file: String?)

    /// Whether a member whose value is `null` reads as absent (false: `null` is a value of the
    /// wrong type).
    static var nullIsAbsent: Bool { get }
}

/// Typed access to a parsed JSON document for one file format, with errors of the format's type
/// that name the file and the path of the bad value (`views[2].stack.axis`, `items[3]`).
///
/// The accessors are `@inlinable`, so each format's reader is specialised to its error type in
/// its own module: a large document calls them once per value.
public struct JSONReader<Failure: JSONReadingError> {
    public let value: JSONValue
    /// Where the value is, spelled out by ``path`` only when needed.
    public let location: JSONPath
    /// The file the document came from, for errors.
    public let file: String?

    /// The path of the value: keys joined by `.`, array positions in brackets; "" at the top.
    public var path: String { location.text }

    public init(_ value: JSONValue, path: String = "", file: String?) {
        self.init(value, location: .text(path), file: file)
    }

    @inlinable
    public init(_ value: JSONValue, location: JSONPath, file: String?) {
        self.value = value
        self.location = location
        self.file = file
    }

    /// The error for `problem` at this value.
    public func failure(_ problem: JSONReadProblem) -> Failure {
        Failure(reading: problem, at: path, in: file)
    }

    @usableFromInline
    func wrong(_ expected: JSONReadKind) -> Failure {
        failure(.wrongType(expected: expected, found: value.kindDescription))
    }

    public var isNull: Bool { value == .null }

    /// A finite number.
    @inlinable
    public func number() throws(Failure) -> Double {
        guard case .number(let number) = value else { throw wrong(.number) }
        guard number.isFinite else { throw failure(.nonFinite) }
        return number
    }

    @inlinable
    public func bool() throws(Failure) -> Bool {
        guard case .bool(let bool) = value else { throw wrong(.bool) }
        return bool
    }

    @inlinable
    public func string() throws(Failure) -> String {
        guard case .string(let string) = value else { throw wrong(.string) }
        return string
    }

    /// The elements, each with its path (`items[3]`).
    @inlinable
    public func array() throws(Failure) -> [JSONReader] {
        try arrayValues().enumerated().map { element($0, $1) }
    }

    /// The elements' values, with no reader each: a large array read element by element makes
    /// a reader (``element(_:_:)``) only for the one it must name in an error.
    @inlinable
    public func arrayValues() throws(Failure) -> [JSONValue] {
        guard case .array(let items) = value else { throw wrong(.array) }
        return items
    }

    /// The reader of element `index`, whose value is `value`, of this array.
    @inlinable
    public func element(_ index: Int, _ value: JSONValue) -> JSONReader {
        JSONReader(value, location: .element(location, index), file: file)
    }

    /// An array of strings.
    @inlinable
    public func strings() throws(Failure) -> [String] {
        let values = try arrayValues()
        var result: [String] = []
        result.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            if case .string(let string) = value {
                result.append(string)
            } else {
                result.append(try element(index, value).string())
            }
        }
        return result
    }

    /// An array of finite numbers.
    @inlinable
    public func numbers() throws(Failure) -> [Double] {
        let values = try arrayValues()
        var result: [Double] = []
        result.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            if case .number(let number) = value, number.isFinite {
                result.append(number)
            } else {
                result.append(try element(index, value).number())
            }
        }
        return result
    }

    /// One of the raw values of `T`.
    public func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(Failure) -> T
    where T.RawValue == String {
        let raw = try string()
        guard let choice = T(rawValue: raw) else {
            throw failure(.notOneOf(raw, choices: T.allCases.map(\.rawValue)))
        }
        return choice
    }

    /// The members of an object; when `keys` is given, a key outside it is refused (the first
    /// unknown in key order).
    @inlinable
    public func object(keys: Set<String>? = nil) throws(Failure) -> JSONObjectReader<Failure> {
        guard case .object(let pairs) = value else { throw wrong(.object) }
        if let keys, let unknown = pairs.lazy.map(\.0).filter({ !keys.contains($0) }).min() {
            throw failure(.unknownKey(unknown))
        }
        return JSONObjectReader(members: pairs, location: location, file: file)
    }

    /// The members of an object with any keys, in key order, each with its path.
    public func members() throws(Failure) -> [(key: String, value: JSONReader)] {
        let object = try object()
        return object.members.sorted { $0.key < $1.key }.map { member in
            (member.key, JSONReader(member.value, location: .member(location, member.key), file: file))
        }
    }
}

/// An object's members by key, read as ``JSONReader``s.
///
/// Members are looked up one by one: the objects of a file format have a handful of keys (an
/// object keyed by ids is read with ``JSONReader/members()``).
public struct JSONObjectReader<Failure: JSONReadingError> {
    /// The members in the order of the text.
    public let members: [(key: String, value: JSONValue)]
    /// Where the object is, spelled out by ``path`` only when needed.
    public let location: JSONPath
    public let file: String?

    @usableFromInline
    init(members: [(key: String, value: JSONValue)], location: JSONPath, file: String?) {
        self.members = members
        self.location = location
        self.file = file
    }

    /// The value of member `key` as written (`null` too), or nil when it is absent; the first
    /// when a key is given twice.
    /// - Complexity: O(members).
    @inlinable
    public func value(_ key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// The path of the object ("" at the top level).
    public var path: String { location.text }

    /// The path of the member `key`.
    public func path(of key: String) -> String { JSONPath.member(location, key).text }

    /// The member `key`, or nil when it is absent (or `null`, where the format reads it as absent).
    @inlinable
    public subscript(key: String) -> JSONReader<Failure>? {
        guard let value = value(key), !(Failure.nullIsAbsent && value == .null) else { return nil }
        return JSONReader(value, location: .member(location, key), file: file)
    }

    /// The member `key`, which must be present.
    @inlinable
    public func required(_ key: String) throws(Failure) -> JSONReader<Failure> {
        guard let reader = self[key] else { throw Failure(reading: .missingKey(key), at: path, in: file) }
        return reader
    }
}
