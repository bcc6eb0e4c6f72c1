import LayoutCore

/// Checks a decoded case file value by value; every error names the file and the path of the
/// offending value.
struct CaseReader {
    let file: String

    func collectionCase(_ root: JSONValue, defaultName: String) throws(CollectionCaseError) -> CollectionCase {
        let top = try object(root, "the top level")
        try allowOnly(["format", "name", "layout", "items", "queries", "notes"], in: top, at: nil)
        switch top["format"] {
        case .string(CollectionCase.format): break
        case .string(let other): throw .wrongFormat(file: file, found: JSONText.string(other))
        case nil: throw .missingKey(file: file, path: "format")
        case let other?: throw .wrongFormat(file: file, found: other.kindDescription)
        }
        let name = try top["name"].map { value throws(CollectionCaseError) in try string(value, "name") } ?? defaultName
        let layout = try object(required(top, "layout", at: nil), "layout")
        let kind = try self.kind(required(layout, "kind", at: "layout"))
        var allowed = ["kind", "width", "itemSpacing", "insets"]
        allowed += kind == .flow ? ["lineSpacing"] : ["columns", "columnSpacing"]
        if kind == .pdp { allowed.append("traits") }
        try allowOnly(allowed, in: layout, at: "layout")

        let traits = try layout["traits"].map { value throws(CollectionCaseError) in try self.traits(value) }
        var configuration = LayoutConfiguration(width: try number(required(layout, "width", at: "layout"), "layout.width"))
        guard configuration.width > 0 else {
            throw .invalidValue(file: file, path: "layout.width", problem: "the width must be positive.")
        }
        configuration.columns = try columns(layout["columns"], traits: traits)
        configuration.columnSpacing = try optionalLength(layout, "columnSpacing")
        configuration.itemSpacing = try optionalLength(layout, "itemSpacing")
        configuration.lineSpacing = try optionalLength(layout, "lineSpacing")
        if let insets = layout["insets"] {
            let values = try lengths(insets, "layout.insets", names: ["top", "left", "bottom", "right"])
            configuration.insets = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        do { try configuration.validate(for: kind) } catch { throw .invalidLayout(file: file, error: error) }

        let itemValues = try array(required(top, "items", at: nil), "items")
        let items: CollectionItems
        if kind == .flow {
            items = .sizes(try itemValues.enumerated().map { (index, value) throws(CollectionCaseError) in
                let pair = try lengths(value, "items[\(index)]", names: ["width", "height"])
                return Size(width: pair[0], height: pair[1])
            })
        } else {
            items = .heights(try itemValues.enumerated().map { (index, value) throws(CollectionCaseError) in
                try length(value, "items[\(index)]", meaning: "height")
            })
        }
        var queries: [Rect] = []
        if let value = top["queries"] {
            for (index, query) in try array(value, "queries").enumerated() {
                let values = try lengths(query, "queries[\(index)]", names: ["x", "y", "width", "height"], signed: 2)
                queries.append(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
            }
        }
        var notes: [String] = []
        if let value = top["notes"] {
            for (index, note) in try array(value, "notes").enumerated() { notes.append(try string(note, "notes[\(index)]")) }
        }
        return CollectionCase(name: name, kind: kind, configuration: configuration, traits: traits, items: items,
                              queries: queries, notes: notes)
    }

    // MARK: Layout parts

    private func kind(_ value: JSONValue) throws(CollectionCaseError) -> LayoutKind {
        let text = try string(value, "layout.kind")
        guard let kind = LayoutKind(rawValue: text) else {
            throw .invalidValue(file: file, path: "layout.kind", problem: "\(JSONText.string(text)) is not one of "
                + LayoutKind.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        return kind
    }

    /// `columns`, or the traits' column count; both must agree when both are given.
    private func columns(_ value: JSONValue?, traits: PDPTraits?) throws(CollectionCaseError) -> Int {
        guard let value else { return traits?.columns ?? 1 }
        let columns = try number(value, "layout.columns")
        guard columns == columns.rounded(), (1...Double(LayoutConfiguration.maximumColumns)).contains(columns) else {
            throw .invalidValue(file: file, path: "layout.columns", problem: "\(JSONText.number(columns)) is not a "
                + "whole number in 1...\(LayoutConfiguration.maximumColumns).")
        }
        if let traits, traits.columns != Int(columns) {
            throw .invalidValue(file: file, path: "layout.columns", problem: "\(Int(columns)) disagrees with "
                + "layout.traits, which give \(traits.columns).")
        }
        return Int(columns)
    }

    private func traits(_ value: JSONValue) throws(CollectionCaseError) -> PDPTraits {
        let path = "layout.traits"
        let traits = try object(value, path)
        try allowOnly(["orientation", "horizontalSizeClass", "verticalSizeClass", "fullScreen"], in: traits, at: path)
        func choice<T: RawRepresentable & CaseIterable>(_ key: String) throws(CollectionCaseError) -> T
        where T.RawValue == String {
            let text = try string(required(traits, key, at: path), "\(path).\(key)")
            guard let choice = T(rawValue: text) else {
                throw .invalidValue(file: file, path: "\(path).\(key)", problem: "\(JSONText.string(text)) is not one of "
                    + T.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            }
            return choice
        }
        var fullScreen = true
        switch traits["fullScreen"] {
        case nil: break
        case .bool(let value)?: fullScreen = value
        case let other?:
            throw .wrongType(file: file, path: "\(path).fullScreen", expected: "a boolean", found: other.kindDescription)
        }
        return PDPTraits(orientation: try choice("orientation"), horizontalSizeClass: try choice("horizontalSizeClass"),
                         verticalSizeClass: try choice("verticalSizeClass"), isFullScreen: fullScreen)
    }

    private func optionalLength(_ layout: [String: JSONValue], _ key: String) throws(CollectionCaseError) -> Double {
        guard let value = layout[key] else { return 0 }
        return try length(value, "layout.\(key)", meaning: key)
    }

    // MARK: Values

    private func required(_ object: [String: JSONValue], _ key: String, at path: String?) throws(CollectionCaseError) -> JSONValue {
        guard let value = object[key] else { throw .missingKey(file: file, path: path.map { "\($0).\(key)" } ?? key) }
        return value
    }

    private func allowOnly(_ keys: [String], in object: [String: JSONValue], at path: String?) throws(CollectionCaseError) {
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            throw .unknownKey(file: file, path: path.map { "\($0).\(unknown)" } ?? unknown)
        }
    }

    private func object(_ value: JSONValue, _ path: String) throws(CollectionCaseError) -> [String: JSONValue] {
        guard case .object(let pairs) = value else {
            throw .wrongType(file: file, path: path, expected: "an object", found: value.kindDescription)
        }
        return Dictionary(pairs, uniquingKeysWith: { _, last in last })
    }

    private func array(_ value: JSONValue, _ path: String) throws(CollectionCaseError) -> [JSONValue] {
        guard case .array(let array) = value else {
            throw .wrongType(file: file, path: path, expected: "an array", found: value.kindDescription)
        }
        return array
    }

    private func string(_ value: JSONValue, _ path: String) throws(CollectionCaseError) -> String {
        guard case .string(let string) = value else {
            throw .wrongType(file: file, path: path, expected: "a string", found: value.kindDescription)
        }
        return string
    }

    private func number(_ value: JSONValue, _ path: String) throws(CollectionCaseError) -> Double {
        guard case .number(let number) = value else {
            throw .wrongType(file: file, path: path, expected: "a number", found: value.kindDescription)
        }
        guard number.isFinite else { throw .invalidValue(file: file, path: path, problem: "the number is not finite.") }
        return number
    }

    /// A number that is not negative: a size, a spacing or an inset.
    private func length(_ value: JSONValue, _ path: String, meaning: String) throws(CollectionCaseError) -> Double {
        let number = try number(value, path)
        guard number >= 0 else {
            throw .invalidValue(file: file, path: path, problem: "the \(meaning) \(JSONText.number(number)) is negative.")
        }
        return number
    }

    /// An array of one number per name (`[x, y, width, height]`).
    private func numbers(_ value: JSONValue, _ path: String, names: [String]) throws(CollectionCaseError) -> [Double] {
        let values = try array(value, path)
        guard values.count == names.count else {
            throw .invalidValue(file: file, path: path, problem: "expected \(names.count) numbers ["
                + names.joined(separator: ", ") + "], found \(values.count).")
        }
        return try values.enumerated().map { (index, value) throws(CollectionCaseError) in try number(value, "\(path)[\(index)]") }
    }

    /// An array of one number per name, none of them negative but the first `signed`.
    private func lengths(_ value: JSONValue, _ path: String, names: [String], signed: Int = 0) throws(CollectionCaseError) -> [Double] {
        let values = try numbers(value, path, names: names)
        for (index, value) in values.enumerated().dropFirst(signed) {
            _ = try length(.number(value), "\(path)[\(index)]", meaning: names[index])
        }
        return values
    }
}
