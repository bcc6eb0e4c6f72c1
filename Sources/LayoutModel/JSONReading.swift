import LayoutCore

/// Case files are read with LayoutCore's ``JSONReader``; its problems become ``LayoutError``s
/// naming the path of the bad value (`views[2].stack.axis`).
extension LayoutError: JSONReadingError {
    /// In a case file `null` is the same as an absent key (docs/Formats.md).
    public static var nullIsAbsent: Bool { true }

    public init(reading problem: JSONReadProblem, at path: String, in file: String?) {
        switch problem {
        case .wrongType(let expected, _):
            let words = switch expected {
            case .number: "a number"
            case .bool: "true or false"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
            self.init(file: file, subject: path, reason: .wrongType(expected: words))
        case .nonFinite: self.init(file: file, subject: path, reason: .nonFinite)
        case .unknownKey(let key): self.init(file: file, subject: path, reason: .unknownKey(key))
        case .missingKey(let key): self.init(file: file, subject: path.isEmpty ? "case" : path, reason: .missingKey(key))
        case .notOneOf(let text, let choices):
            let list = choices.map { "'\($0)'" }.joined(separator: ", ")
            self.init(file: file, subject: path, reason: .wrongType(expected: "one of \(list), not '\(text)'"))
        }
    }
}

extension JSONReader where Failure == LayoutError {
    /// EdgeInsets as four numbers: top, left, bottom, right.
    func insets() throws(LayoutError) -> EdgeInsets {
        guard case .array(let items) = value, items.count == 4 else {
            throw LayoutError(file: file, subject: path,
                              reason: .wrongType(expected: "an array of four numbers (top, left, bottom, right)"))
        }
        let numbers = try numbers()
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    /// An array of exactly two numbers.
    func pair() throws(LayoutError) -> [Double] {
        guard case .array(let items) = value, items.count == 2 else {
            throw LayoutError(file: file, subject: path, reason: .wrongType(expected: "an array of two numbers"))
        }
        return try numbers()
    }
}
