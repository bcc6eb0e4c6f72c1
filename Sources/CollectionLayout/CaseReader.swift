import LayoutCore

/// Checks a decoded case file value by value; every error names the file and the path of the
/// offending value.
struct CaseReader {
    typealias Reader = JSONReader<CollectionCaseError>

    let file: String

    func collectionCase(_ document: Reader, defaultName: String) throws(CollectionCaseError) -> CollectionCase {
        let top = try document.object(keys: ["format", "name", "layout", "items", "queries", "notes"])
        switch top.value("format") {
        case .string(CollectionCase.format): break
        case .string(let other): throw .wrongFormat(file: file, found: JSONText.string(other))
        case nil: throw .missingKey(file: file, path: "format")
        case let other?: throw .wrongFormat(file: file, found: other.kindDescription)
        }
        let name = try top["name"]?.string() ?? defaultName
        let layoutValue = try top.required("layout")
        let kind = try layoutValue.object().required("kind").choice(LayoutKind.self)
        var allowed: Set = ["kind", "width", "itemSpacing", "insets"]
        allowed.formUnion(kind == .flow ? ["lineSpacing"] : ["columns", "columnSpacing"])
        if kind == .pdp { allowed.insert("traits") }
        let layout = try layoutValue.object(keys: allowed)

        let traits = try layout["traits"].map { value throws(CollectionCaseError) in try self.traits(value) }
        var configuration = LayoutConfiguration(width: try layout.required("width").number())
        guard configuration.width > 0 else {
            throw .invalidValue(file: file, path: "layout.width", problem: "the width must be positive.")
        }
        configuration.columns = try columns(layout["columns"], traits: traits)
        configuration.columnSpacing = try optionalLength(layout, "columnSpacing")
        configuration.itemSpacing = try optionalLength(layout, "itemSpacing")
        configuration.lineSpacing = try optionalLength(layout, "lineSpacing")
        if let insets = layout["insets"] {
            let values = try lengths(insets, names: ["top", "left", "bottom", "right"])
            configuration.insets = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        do { try configuration.validate(for: kind) } catch { throw .invalidLayout(file: file, error: error) }

        let items = try self.items(top.required("items"), kind: kind)
        var queries: [Rect] = []
        for query in try top["queries"]?.array() ?? [] {
            let values = try lengths(query, names: ["x", "y", "width", "height"], signed: 2)
            queries.append(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        }
        let notes = try top["notes"]?.strings() ?? []
        return CollectionCase(name: name, kind: kind, configuration: configuration, traits: traits, items: items,
                              queries: queries, notes: notes)
    }

    /// The items: sizes in a flow layout, heights in the others.
    private func items(_ reader: Reader, kind: LayoutKind) throws(CollectionCaseError) -> CollectionItems {
        if kind == .flow {
            return .sizes(try elements(of: reader, plain: Self.plainSize) { (item) throws(CollectionCaseError) in
                let pair = try lengths(item, names: ["width", "height"])
                return Size(width: pair[0], height: pair[1])
            })
        }
        return .heights(try elements(of: reader, plain: Self.plainLength) { (item) throws(CollectionCaseError) in
            try length(item, meaning: "height")
        })
    }

    /// Each element of the array `reader` holds: `plain`'s reading of its value when it gives one
    /// (a well-formed item, read with no allocation), else `checked`'s of a reader made for that
    /// element alone, which names its problem.
    /// - Complexity: O(elements).
    private func elements<Item>(of reader: Reader, plain: (JSONValue) -> Item?,
                                checked: (Reader) throws(CollectionCaseError) -> Item) throws(CollectionCaseError) -> [Item] {
        let values = try reader.arrayValues()
        var result: [Item] = []
        result.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            if let item = plain(value) {
                result.append(item)
            } else {
                result.append(try checked(reader.element(index, value)))
            }
        }
        return result
    }

    // MARK: Layout parts

    /// `columns`, or the traits' column count; both must agree when both are given.
    private func columns(_ value: Reader?, traits: PDPTraits?) throws(CollectionCaseError) -> Int {
        guard let value else { return traits?.columns ?? 1 }
        let columns = try value.number()
        guard columns == columns.rounded(), (1...Double(LayoutConfiguration.maximumColumns)).contains(columns) else {
            throw .invalidValue(file: file, path: value.path, problem: "\(JSONText.number(columns)) is not a "
                + "whole number in 1...\(LayoutConfiguration.maximumColumns).")
        }
        if let traits, traits.columns != Int(columns) {
            throw .invalidValue(file: file, path: value.path, problem: "\(Int(columns)) disagrees with "
                + "layout.traits, which give \(traits.columns).")
        }
        return Int(columns)
    }

    private func traits(_ value: Reader) throws(CollectionCaseError) -> PDPTraits {
        let traits = try value.object(keys: ["orientation", "horizontalSizeClass", "verticalSizeClass", "fullScreen"])
        let fullScreen = try traits["fullScreen"]?.bool() ?? true
        return PDPTraits(orientation: try traits.required("orientation").choice(PDPTraits.Orientation.self),
                         horizontalSizeClass: try traits.required("horizontalSizeClass").choice(PDPTraits.SizeClass.self),
                         verticalSizeClass: try traits.required("verticalSizeClass").choice(PDPTraits.SizeClass.self),
                         isFullScreen: fullScreen)
    }

    private func optionalLength(_ layout: JSONObjectReader<CollectionCaseError>, _ key: String)
        throws(CollectionCaseError) -> Double
    {
        guard let value = layout[key] else { return 0 }
        return try length(value, meaning: key)
    }

    // MARK: Values

    /// A number that is not negative: a size, a spacing or an inset.
    private func length(_ value: Reader, meaning: String) throws(CollectionCaseError) -> Double {
        let number = try value.number()
        guard number >= 0 else {
            throw .invalidValue(file: file, path: value.path, problem: "the \(meaning) \(JSONText.number(number)) is negative.")
        }
        return number
    }

    /// An array of one number per name (`[x, y, width, height]`), none of them negative but the
    /// first `signed`.
    private func lengths(_ value: Reader, names: [String], signed: Int = 0) throws(CollectionCaseError) -> [Double] {
        if let numbers = Self.plainLengths(value.value, count: names.count, signed: signed) { return numbers }
        let elements = try value.array()
        guard elements.count == names.count else {
            throw .invalidValue(file: file, path: value.path, problem: "expected \(names.count) numbers ["
                + names.joined(separator: ", ") + "], found \(elements.count).")
        }
        var result: [Double] = []
        for (index, element) in elements.enumerated() {
            result.append(index < signed ? try element.number() : try length(element, meaning: names[index]))
        }
        return result
    }
}

extension CaseReader {
    /// The size of a flow item that is `[width, height]`, both finite and not negative — what
    /// ``lengths(_:names:signed:)`` accepts — or nil, and the checking path names the problem.
    static func plainSize(_ value: JSONValue) -> Size? {
        guard case .array(let pair) = value, pair.count == 2,
              let width = plainLength(pair[0]), let height = plainLength(pair[1]) else { return nil }
        return Size(width: width, height: height)
    }

    /// A finite number that is not negative, or nil.
    static func plainLength(_ value: JSONValue) -> Double? {
        guard case .number(let number) = value, number.isFinite, number >= 0 else { return nil }
        return number
    }

    /// The numbers of `value` when it is an array of `count` finite numbers, none negative but the
    /// first `signed` — what ``lengths(_:names:signed:)`` accepts — read without a reader per
    /// element; nil otherwise, and the checking path finds and names the problem.
    static func plainLengths(_ value: JSONValue, count: Int, signed: Int) -> [Double]? {
        guard case .array(let elements) = value, elements.count == count else { return nil }
        var result: [Double] = []
        result.reserveCapacity(count)
        for index in elements.indices {
            guard case .number(let number) = elements[index], number.isFinite, index < signed || number >= 0 else {
                return nil
            }
            result.append(number)
        }
        return result
    }
}

extension CollectionCaseError: JSONReadingError {
    /// In a collection case, `null` is a value of the wrong type (docs/Formats.md).
    public static var nullIsAbsent: Bool { false }

    public init(reading problem: JSONReadProblem, at path: String, in file: String?) {
        let file = file ?? ""
        func member(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        switch problem {
        case .wrongType(let expected, let found):
            let words = switch expected {
            case .number: "a number"
            case .bool: "a boolean"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
            self = .wrongType(file: file, path: path.isEmpty ? "the top level" : path, expected: words, found: found)
        case .nonFinite: self = .invalidValue(file: file, path: path, problem: "the number is not finite.")
        case .unknownKey(let key): self = .unknownKey(file: file, path: member(key))
        case .missingKey(let key): self = .missingKey(file: file, path: member(key))
        case .notOneOf(let text, let choices):
            self = .invalidValue(file: file, path: path, problem: "\(JSONText.string(text)) is not one of "
                + choices.joined(separator: ", ") + ".")
        }
    }
}
