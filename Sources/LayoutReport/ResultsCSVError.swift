import LayoutCore

/// A results file that cannot be read: where, and what is wrong.
public struct ResultsCSVError: Error, Equatable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case unreadable(String)
        case empty
        /// Not RFC 4180 text.
        case syntax(CSVText.SyntaxError.Problem)
        case missingColumn(String)
        case duplicateColumn(String)
        case wrongFieldCount(expected: Int, found: Int)
        case notANumber(String)
        case notABoolean(String)
        case missingValue
        case duplicateRow(ResultRow.Key, firstLine: Int)
    }

    /// The file as it was named.
    public var file: String
    /// The line (1-based) the problem is on; 0 for the file as a whole.
    public var line: Int
    /// The field (1-based) the problem is in, when it is in one.
    public var column: Int?
    /// The header name of that field, when known.
    public var columnName: String?
    public var problem: Problem

    public init(file: String, line: Int, column: Int? = nil, columnName: String? = nil, problem: Problem) {
        self.file = file
        self.line = line
        self.column = column
        self.columnName = columnName
        self.problem = problem
    }

    /// `file:line: column N (name): problem`.
    public var description: String {
        var place = line > 0 ? "\(file):\(line)" : file
        if let column {
            place += ": column \(column)"
            if let columnName { place += " (\(columnName))" }
        }
        return "\(place): \(sentence)"
    }

    private var sentence: String {
        switch problem {
        case .unreadable(let reason): "cannot be read: \(reason)."
        case .empty: "has no header line."
        case .syntax(.unterminatedQuote): "a quoted field is never closed."
        case .syntax(.quoteInUnquotedField): "a quote inside an unquoted field (quote the whole field and double the quote)."
        case .syntax(.textAfterQuote): "text after the closing quote of a field."
        case .missingColumn(let name): "the header has no column \(name)."
        case .duplicateColumn(let name): "the header names column \(name) twice."
        case .wrongFieldCount(let expected, let found): "\(found) fields, but the header has \(expected)."
        case .notANumber(let text): "\"\(text)\" is not a number."
        case .notABoolean(let text): "\"\(text)\" is not true or false."
        case .missingValue: "empty, but this column needs a value."
        case .duplicateRow(let key, let firstLine): "a second row for \(key) (the first is on line \(firstLine))."
        }
    }
}
