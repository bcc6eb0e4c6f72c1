import Foundation

/// Writes a line to standard error (progress and diagnostics; results go to standard output).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
