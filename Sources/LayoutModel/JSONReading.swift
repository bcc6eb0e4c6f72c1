import LayoutCore

/// Typed access to a parsed JSON document, with errors that name the path of the bad value
/// (`views[2].stack.axis`).
struct JSONReader {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    private func wrong(_ expected: String) -> LayoutError {
        LayoutError(subject: path, reason: .wrongType(expected: expected))
    }

    var isNull: Bool { value == .null }

    func number() throws(LayoutError) -> Double {
        guard case .number(let number) = value else { throw wrong("a number") }
        guard number.isFinite else { throw LayoutError(subject: path, reason: .nonFinite) }
        return number
    }

    func bool() throws(LayoutError) -> Bool {
        guard case .bool(let bool) = value else { throw wrong("true or false") }
        return bool
    }

    func string() throws(LayoutError) -> String {
        guard case .string(let string) = value else { throw wrong("a string") }
        return string
    }

    func array() throws(LayoutError) -> [JSONReader] {
        guard case .array(let items) = value else { throw wrong("an array") }
        return items.enumerated().map { JSONReader($1, path: "\(path)[\($0)]") }
    }

    func strings() throws(LayoutError) -> [String] {
        var result: [String] = []
        for item in try array() { result.append(try item.string()) }
        return result
    }

    /// EdgeInsets as four numbers: top, left, bottom, right.
    func insets() throws(LayoutError) -> EdgeInsets {
        guard case .array(let items) = value, items.count == 4 else {
            throw wrong("an array of four numbers (top, left, bottom, right)")
        }
        var result: [Double] = []
        for item in try array() { result.append(try item.number()) }
        return EdgeInsets(top: result[0], left: result[1], bottom: result[2], right: result[3])
    }

    /// An array of exactly two numbers.
    func pair() throws(LayoutError) -> [Double] {
        guard case .array(let items) = value, items.count == 2 else { throw wrong("an array of two numbers") }
        var result: [Double] = []
        for item in try array() { result.append(try item.number()) }
        return result
    }

    /// One of the raw values of `T`.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(LayoutError) -> T
    where T.RawValue == String {
        let raw = try string()
        guard let choice = T(rawValue: raw) else {
            throw wrong("one of " + T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") + ", not '\(raw)'")
        }
        return choice
    }

    /// The members of an object, refusing keys outside `keys`.
    func object(keys: Set<String>) throws(LayoutError) -> JSONObject {
        guard case .object(let pairs) = value else { throw wrong("an object") }
        if let unknown = pairs.first(where: { !keys.contains($0.0) }) {
            throw LayoutError(subject: path, reason: .unknownKey(unknown.0))
        }
        return JSONObject(pairs: Dictionary(pairs, uniquingKeysWith: { first, _ in first }), path: path)
    }

    /// The members of an object with any keys, in key order.
    func members() throws(LayoutError) -> [(String, JSONReader)] {
        guard case .object(let pairs) = value else { throw wrong("an object") }
        return pairs.map { ($0.0, JSONReader($0.1, path: "\(path).\($0.0)")) }
    }
}

/// An object's members by key.
struct JSONObject {
    let pairs: [String: JSONValue]
    let path: String

    /// The member `key`, or nil when it is absent or null.
    subscript(key: String) -> JSONReader? {
        guard let value = pairs[key], value != .null else { return nil }
        return JSONReader(value, path: path.isEmpty ? key : "\(path).\(key)")
    }

    func required(_ key: String) throws(LayoutError) -> JSONReader {
        guard let reader = self[key] else {
            throw LayoutError(subject: path.isEmpty ? "case" : path, reason: .missingKey(key))
        }
        return reader
    }
}
