/// RFC 4180 text: records of fields separated by commas, ended by CRLF (a bare LF is accepted
/// when reading); a field holding a comma, a quote, CR or LF is quoted, with quotes doubled.
public enum CSVText {
    /// One record as read, with the line it starts on (1-based).
    public struct Record: Sendable {
        public var line: Int
        public var fields: [String]
    }

    /// What is wrong with the text at a line and field (both 1-based).
    public struct SyntaxError: Error, Equatable, Sendable {
        public enum Problem: Equatable, Sendable {
            case unterminatedQuote
            case quoteInUnquotedField
            case textAfterQuote
        }

        public var line: Int
        public var field: Int
        public var problem: Problem
    }

    /// The records of `text`. A final line ending does not start another record.
    /// - Complexity: O(n) in the length of the text.
    public static func records(_ text: String) throws(SyntaxError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1, recordLine = 1
        var bytes = Array(text.utf8)[...]
        var atFieldStart = true, fieldWasQuoted = false

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            atFieldStart = true
            fieldWasQuoted = false
        }
        func endRecord() {
            endField()
            records.append(Record(line: recordLine, fields: fields))
            fields = []
        }

        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "\""):
                guard atFieldStart else {
                    throw SyntaxError(line: line, field: fields.count + 1,
                                      problem: fieldWasQuoted ? .textAfterQuote : .quoteInUnquotedField)
                }
                let openingLine = line
                var closed = false
                while let inner = bytes.popFirst() {
                    if inner == UInt8(ascii: "\"") {
                        if bytes.first == UInt8(ascii: "\"") {
                            bytes.removeFirst()
                            field.append(inner)
                        } else {
                            closed = true
                            break
                        }
                    } else {
                        if inner == UInt8(ascii: "\n") { line += 1 }
                        field.append(inner)
                    }
                }
                guard closed else {
                    throw SyntaxError(line: openingLine, field: fields.count + 1, problem: .unterminatedQuote)
                }
                atFieldStart = false
                fieldWasQuoted = true
            case UInt8(ascii: ","):
                endField()
            case UInt8(ascii: "\r") where bytes.first == UInt8(ascii: "\n"):
                break  // the LF that follows ends the record
            case UInt8(ascii: "\n"):
                endRecord()
                line += 1
                recordLine = line
            default:
                guard !fieldWasQuoted else {
                    throw SyntaxError(line: line, field: fields.count + 1, problem: .textAfterQuote)
                }
                field.append(byte)
                atFieldStart = false
            }
        }
        if !fields.isEmpty || !atFieldStart || fieldWasQuoted { endRecord() }
        return records
    }

    /// `fields` as one record, quoted where needed, ended by CRLF.
    public static func line(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",") + "\r\n"
    }

    /// `field` as RFC 4180 writes it. Scalar by scalar, as the reader reads bytes: a combining
    /// mark after a quote makes one `Character` of both, which a comparison with `"` misses
    /// (ResultsFuzzer found such a field written unescaped).
    public static func quoted(_ field: String) -> String {
        let scalars = field.unicodeScalars
        guard scalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else { return field }
        var result = String.UnicodeScalarView()
        result.append("\"")
        for scalar in scalars {
            if scalar == "\"" { result.append("\"") }
            result.append(scalar)
        }
        result.append("\"")
        return String(result)
    }
}
