import ArgumentParser
import Foundation
import LayoutCommands

/// Writes a line to standard error (progress and diagnostics; results go to standard output).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Prints a command's output on standard output and its messages on standard error, then exits
/// with its status (docs/CLI.md, "Exit codes").
func finish(_ result: CommandResult) throws {
    print(result.output, terminator: "")
    for message in result.messages { printError(message) }
    if result.status != .success { throw ExitCode(result.status.rawValue) }
}
