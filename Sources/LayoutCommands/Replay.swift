import ArgumentParser
import LayoutFuzz

/// `layoutbench replay PATH…`.
public struct ReplayOptions: CommandOptions {
    /// Files, or directories standing for their `.json`, `.bin` and extensionless files.
    @Argument(help: "Case files, or directories of them (e.g. Corpus/findings).")
    public var paths: [String] = []

    public init() {}

    /// Why the options cannot run (a usage error), or nil.
    public var usageProblem: String? { paths.isEmpty ? "Give at least one file or directory to replay." : nil }
}

extension Commands {
    /// Re-runs each file through the fuzzer's check of its kind; prints `FILE: KIND STATUS` per
    /// file (`FILE: unreadable` for one that cannot be read or parsed), the problems of a
    /// disagreement indented below it, then `N file(s) replayed, M failing`.
    /// Exit: usage without a path; bad input when a path does not exist or a file cannot be read
    /// or parsed as its format; a finding when a file still disagrees; else success. A case that
    /// every strategy refuses alike (status `invalid`) is a verdict, not a failure.
    public static func replay(_ options: ReplayOptions) -> CommandResult {
        if let problem = options.usageProblem { return .failure(.usage, "layoutbench replay: \(problem)") }
        let files: [String]
        do { files = try Replay.files(options.paths) } catch {
            return .failure(.badInput, "layoutbench replay: \(error)")
        }
        var result = CommandResult()
        var failing = 0
        for file in files {
            let outcome = Replay.run(file: file)
            if let error = outcome.error {
                result.output += "\(file): unreadable\n"
                result.record(.badInput, "layoutbench replay: \(error)")
            } else {
                result.output += "\(file): \(outcome.kind?.rawValue ?? "?") \(outcome.verdict.status.rawValue)\n"
                for problem in outcome.verdict.problems { result.output += "    \(problem)\n" }
                if outcome.verdict.isDisagreement { result.status = max(result.status, .finding) }
            }
            if outcome.failed { failing += 1 }
        }
        result.output += "\(files.count) file(s) replayed, \(failing) failing\n"
        return result
    }
}
