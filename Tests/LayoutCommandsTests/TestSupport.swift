import ArgumentParser
import Foundation
import LayoutCommands

/// Writes `text` to `path`, creating its directory.
func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// Whether parsing `arguments` as `Options` is refused as a usage error (exit 64): the options'
/// `usageProblem`, checked by their `validate()`.
func refusedWhileParsing<Options: CommandOptions>(_ options: Options.Type, _ arguments: [String]) -> Bool {
    do {
        _ = try Options.parse(arguments)
        return false
    } catch {
        return Options.exitCode(for: error) == .validationFailure
    }
}
