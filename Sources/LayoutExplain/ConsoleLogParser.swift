import LayoutCore
import Foundation

/// Why a log could not be explained at all (lines that cannot be read are reported, not thrown).
public enum LogInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(file: String, reason: String)
    /// The bytes are not text (NUL bytes, or mostly invalid UTF-8).
    case notText(file: String)
    /// The text holds no "Unable to simultaneously satisfy constraints" message and no list of
    /// constraint entries (an empty file is such a text).
    case noMessages(file: String)
    /// An output file cannot be written.
    case cannotWrite(file: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file): cannot be read: \(reason)."
        case .notText(let file): "\(file): not a text log (binary data)."
        case .noMessages(let file): "\(file): no constraint messages found."
        case .cannotWrite(let file, let reason): "\(file): cannot be written: \(reason)."
        }
    }
}

/// Finds the constraint messages in a console log as people paste it: Xcode's whole console with
/// timestamps and other lines, several messages, or only the parenthesised list; `(` … `)` or
/// `{` … `}`; entries with or without quotes, commas, `(active)` and names; any indentation.
public enum ConsoleLogParser {
    static let header = "Unable to simultaneously satisfy constraints"
    static let recovery = "Will attempt to recover by breaking"

    /// Reads the log file at `path`.
    ///
    /// - Throws: ``LogInputError`` when the file cannot be read, is not text, or has no message.
    public static func read(from path: String) throws(LogInputError) -> [LogMessage] {
        let data: Data
        do {
            data = try readFile(path)
        } catch {
            throw .unreadable(file: path, reason: error.reason)
        }
        return try messages(in: data, file: path)
    }

    /// Reads a log from its bytes; `file` names it in errors.
    public static func messages(in data: Data, file: String = "<input>") throws(LogInputError) -> [LogMessage] {
        let bytes = [UInt8](data)
        guard isText(bytes) else { throw .notText(file: file) }
        let found = messages(inBytes: bytes)
        guard !found.isEmpty else { throw .noMessages(file: file) }
        return found
    }

    /// Whether the bytes are text: no NUL byte, and at most 5% of the characters invalid UTF-8.
    static func isText(_ bytes: [UInt8]) -> Bool {
        if bytes.contains(0) { return false }
        var invalid = 0
        var total = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: total += 1
            case .error: total += 1; invalid += 1
            case .emptyInput: break loop
            }
        }
        return invalid * 20 <= total
    }

    private enum State { case outside, header, inList, afterList, awaitingBroken }

    /// The messages of `text`, in order. Never throws: what cannot be read is in each message's
    /// ``LogMessage/unreadable``.
    /// - Complexity: O(length of the text).
    public static func messages(in text: String) -> [LogMessage] { messages(inBytes: Array(text.utf8)) }

    static let headerBytes = Array(header.utf8)
    static let recoveryBytes = Array(recovery.utf8)

    /// Whether `needle` occurs in `bytes[range]`.
    static func contains(_ needle: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard let first = needle.first, range.count >= needle.count else { return false }
        var index = range.lowerBound
        let last = range.upperBound - needle.count
        while index <= last {
            if bytes[index] == first {
                var k = 1
                while k < needle.count, bytes[index + k] == needle[k] { k += 1 }
                if k == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether `bytes[range]` holds `<Name:0x` (what ``ConstraintEntryParser/looksLikeEntry(_:)`` checks, on bytes).
    static func hasEntry(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: "<") {
                var j = index + 1
                while j < range.upperBound, bytes[j] != UInt8(ascii: ":"), bytes[j] != UInt8(ascii: "<"),
                      bytes[j] != UInt8(ascii: " "), bytes[j] != UInt8(ascii: ">") { j += 1 }
                if j > index + 1, j + 2 < range.upperBound, bytes[j] == UInt8(ascii: ":"), bytes[j + 1] == UInt8(ascii: "0"),
                   bytes[j + 2] == UInt8(ascii: "x") || bytes[j + 2] == UInt8(ascii: "X")
                {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    static func messages(inBytes bytes: [UInt8]) -> [LogMessage] {
        var result: [LogMessage] = []
        var current: LogMessage?
        var hasHeader = false
        var state = State.outside
        // Lines of a list without a header that are not entries: reported only if it has entries.
        var strayLines: [UnreadableLine] = []

        func finish() {
            guard var message = current else { return }
            if !message.constraints.isEmpty || message.unreadable.contains(where: { ConstraintEntryParser.looksLikeEntry($0.text) }) {
                message.unreadable += strayLines
                message.unreadable.sort { $0.line < $1.line }
                result.append(message)
            } else if hasHeader {
                message.unreadable.append(UnreadableLine(line: message.line, text: header,
                                                         reason: "the message lists no constraints"))
                result.append(message)
            }
            current = nil
            strayLines = []
            state = .outside
        }

        func start(at line: Int, header: Bool) {
            finish()
            current = LogMessage(line: line, constraints: [], uikitBroken: nil, unreadable: [])
            hasHeader = header
        }

        func addEntry(_ line: String, at number: Int) {
            do {
                current?.constraints.append(try ConstraintEntryParser.parse(line, lineNumber: number))
            } catch {
                current?.unreadable.append(UnreadableLine(line: number, text: line.trimmedWhitespace, reason: error.reason))
            }
        }

        /// Whether the text after an entry's closing `>` closes the list.
        func closesList(_ line: String) -> Bool {
            guard let end = line.lastIndex(of: ">") else { return false }
            let tail = line[line.index(after: end)...]
            return tail.contains(")") || tail.contains("}")
        }

        var number = 0
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            if lineEnd == bytes.count && lineStart == bytes.count && number > 0 { break }
            number += 1
            var low = lineStart
            var high = lineEnd
            while low < high, bytes[low] == 32 || bytes[low] == 9 || bytes[low] == 13 { low += 1 }
            while high > low, bytes[high - 1] == 32 || bytes[high - 1] == 9 || bytes[high - 1] == 13 { high -= 1 }
            let range = lineStart..<lineEnd
            lazy var line = String(decoding: bytes[range], as: UTF8.self)
            let trimmed = high - low <= 2 ? String(decoding: bytes[low..<high], as: UTF8.self) : "…"
            let isBlank = low == high
            if contains(headerBytes, in: bytes, range) {
                start(at: number, header: true)
                state = .header
                continue
            }
            if current != nil, contains(recoveryBytes, in: bytes, range) {
                state = .awaitingBroken
                if hasEntry(bytes, range) { recordBroken(line, number) }
                continue
            }
            let isEntry = hasEntry(bytes, range)
            switch state {
            case .awaitingBroken:
                if isEntry {
                    recordBroken(line, number)
                } else if !isBlank {
                    current?.unreadable.append(UnreadableLine(line: number, text: line.trimmedWhitespace,
                                                              reason: "expected the constraint UIKit breaks"))
                    state = .afterList
                }
            case .inList:
                if trimmed == ")" || trimmed == "}" || trimmed == ")," || trimmed == "};" {
                    state = .afterList
                } else if isEntry {
                    addEntry(line, at: number)
                    if closesList(line) { state = .afterList }
                } else if !isBlank {
                    let stray = UnreadableLine(line: number, text: line.trimmedWhitespace, reason: "not a constraint entry")
                    if hasHeader { current?.unreadable.append(stray) } else { strayLines.append(stray) }
                }
            case .header:
                if trimmed == "(" || trimmed == "{" {
                    state = .inList
                } else if isEntry {
                    state = .inList
                    addEntry(line, at: number)
                }
            case .outside, .afterList:
                if trimmed == "(" || trimmed == "{" {
                    start(at: number, header: false)
                    state = .inList
                } else if isEntry {
                    start(at: number, header: false)
                    state = .inList
                    addEntry(line, at: number)
                    if closesList(line) { state = .afterList }
                }
            }
        }
        finish()
        return result

        func recordBroken(_ line: String, _ number: Int) {
            do {
                current?.uikitBroken = try ConstraintEntryParser.parse(line, lineNumber: number)
            } catch {
                current?.unreadable.append(UnreadableLine(line: number, text: line.trimmedWhitespace, reason: error.reason))
            }
            state = .afterList
        }
    }
}
