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
    public static func messages(inFile path: String) throws(LogInputError) -> [LogMessage] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(file: path, reason: (error as NSError).localizedDescription)
        }
        return try messages(in: data, file: path)
    }

    /// Reads a log from its bytes; `file` names it in errors.
    public static func messages(in data: Data, file: String = "<input>") throws(LogInputError) -> [LogMessage] {
        guard let text = text(of: data) else { throw .notText(file: file) }
        let found = messages(in: text)
        guard !found.isEmpty else { throw .noMessages(file: file) }
        return found
    }

    /// The bytes as text, or nil when they are not text: a NUL byte, or more than 5% of the
    /// characters invalid UTF-8.
    static func text(of data: Data) -> String? {
        if data.contains(0) { return nil }
        let text = String(decoding: data, as: UTF8.self)
        var invalid = 0
        var total = 0
        for scalar in text.unicodeScalars {
            total += 1
            if scalar == "\u{FFFD}" { invalid += 1 }
        }
        return invalid * 20 > total ? nil : text
    }

    private enum State { case outside, header, inList, afterList, awaitingBroken }

    /// The messages of `text`, in order. Never throws: what cannot be read is in each message's
    /// ``LogMessage/unreadable``.
    /// - Complexity: O(length of the text).
    public static func messages(in text: String) -> [LogMessage] {
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
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = String(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
            let trimmed = line.trimmedWhitespace
            if line.contains(header) {
                start(at: number, header: true)
                state = .header
                continue
            }
            if line.contains(recovery), current != nil {
                state = .awaitingBroken
                if ConstraintEntryParser.looksLikeEntry(line) { recordBroken(line, number) }
                continue
            }
            let isEntry = trimmed.contains("<") && ConstraintEntryParser.looksLikeEntry(line)
            switch state {
            case .awaitingBroken:
                if isEntry {
                    recordBroken(line, number)
                } else if !trimmed.isEmpty {
                    current?.unreadable.append(UnreadableLine(line: number, text: trimmed,
                                                              reason: "expected the constraint UIKit breaks"))
                    state = .afterList
                }
            case .inList:
                if trimmed == ")" || trimmed == "}" || trimmed == ")," || trimmed == "};" {
                    state = .afterList
                } else if isEntry {
                    addEntry(line, at: number)
                    if closesList(line) { state = .afterList }
                } else if !trimmed.isEmpty {
                    let stray = UnreadableLine(line: number, text: trimmed, reason: "not a constraint entry")
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
