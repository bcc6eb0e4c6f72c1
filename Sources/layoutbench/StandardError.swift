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

/// A usage problem found by a command's options, as ArgumentParser's validation error (exit 64).
func validateUsage(_ problem: String?) throws {
    if let problem { throw ValidationError(problem) }
}

extension SolveOptions.Format: ExpressibleByArgument {}
extension LayoutOptions.Format: ExpressibleByArgument {}
extension PerturbOptions.Format: ExpressibleByArgument {}
extension ExplainOptions.Format: ExpressibleByArgument {}
extension CompareOptions.Format: ExpressibleByArgument {}
