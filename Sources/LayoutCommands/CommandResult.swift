import Foundation
import LayoutFuzz

/// How a command exits: the policy of docs/CLI.md, "Exit codes". The cases are ordered by
/// severity (their raw values too): a run that meets several exits with the most severe —
/// bad usage, then a bad input or output file, then a finding.
public enum ExitStatus: Int32, CaseIterable, Comparable, Sendable {
    /// The job is done and nothing the command gates on was found.
    case success = 0
    /// A finding: strategies that disagree, a regression, a `--fail-on` gate that tripped, a
    /// replay that fails.
    case finding = 1
    /// A file that cannot be read or is not valid, or an output file that cannot be written.
    case badInput = 2
    /// Bad option values, a `--filter` that selects nothing, `bench` on a debug build without
    /// `--allow-debug` (the executable's argument parser exits 64 for unknown options too).
    case usage = 64

    public static func < (a: ExitStatus, b: ExitStatus) -> Bool { a.rawValue < b.rawValue }
}

/// What a command did: the text for standard output, the messages for standard error, the files
/// it wrote and its exit status. The executable prints the output, then the messages, and exits
/// with the status; the tests read them.
public struct CommandResult: Equatable, Sendable {
    /// Standard output, each line ended by a newline.
    public var output: String
    /// Lines for standard error (diagnostics, `--fail-on` hits, warnings), in order.
    public var messages: [String]
    /// The files the command wrote, in order.
    public var written: [String]
    public var status: ExitStatus

    public init(output: String = "", messages: [String] = [], written: [String] = [], status: ExitStatus = .success) {
        self.output = output
        self.messages = messages
        self.written = written
        self.status = status
    }

    /// A result that only reports `message` with `status` (a usage error, an unreadable file).
    public static func failure(_ status: ExitStatus, _ message: String) -> CommandResult {
        CommandResult(messages: [message], status: status)
    }

    /// Adds `message` and raises the status to `status` when that is more severe.
    mutating func record(_ status: ExitStatus, _ message: String) {
        messages.append(message)
        self.status = max(self.status, status)
    }
}

/// Creates the directory `path` is in when it is missing.
/// - Throws: a message naming the directory, for a bad-output result.
func createParentDirectory(of path: String) throws(MessageError) {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
        throw MessageError("\(directory): cannot be created: \(error.localizedDescription)")
    }
}

/// An error that is its message.
struct MessageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The commands of `layoutbench`, one function each: plain options in, a ``CommandResult`` out.
public enum Commands {}

/// The message of a `--fail-on` value that does not parse, or nil (also when there is none).
func failOnProblem(_ text: String?, allowed: [FailureGate.Condition]) -> String? {
    guard let text else { return nil }
    do {
        _ = try FailureGate(parsing: text, allowed: allowed)
        return nil
    } catch {
        return error.description
    }
}

/// The gate a `--fail-on` value names; nil when there is none (or it does not parse: a usage
/// problem reported before).
func failureGate(_ text: String?, allowed: [FailureGate.Condition]) -> FailureGate? {
    text.flatMap { try? FailureGate(parsing: $0, allowed: allowed) }
}
