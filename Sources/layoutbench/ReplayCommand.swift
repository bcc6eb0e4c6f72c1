import ArgumentParser
import LayoutFuzz

/// `layoutbench replay DIR|FILE…`.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Re-run saved findings and cases on every strategy; exit 1 if any disagrees.",
        discussion: """
            Directories stand for their .json case files and their solver programs (.bin files \
            and files without an extension, as libFuzzer writes them). Each file is checked as the \
            fuzzer checks a generated case of its kind (layoutbench/case@1, layoutbench/collection@1 \
            or the bytes of a solver program). A file that cannot be read also fails the replay.
            """
    )

    @Argument(help: "Case files, or directories of them (e.g. Corpus/findings).")
    var paths: [String]

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give at least one file or directory to replay.") }
    }

    func run() throws {
        let files: [String]
        do { files = try LayoutFuzz.Replay.files(paths) } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        var failed = 0
        for file in files {
            let outcome = LayoutFuzz.Replay.run(file: file)
            if let error = outcome.error {
                print("\(file): unreadable")
                printError("error: \(error)")
            } else {
                print("\(file): \(outcome.kind?.rawValue ?? "?") \(outcome.verdict.status.rawValue)")
                for problem in outcome.verdict.problems { print("    \(problem)") }
            }
            if outcome.failed { failed += 1 }
        }
        print("\(files.count) file(s) replayed, \(failed) failing")
        if failed > 0 { throw ExitCode.failure }
    }
}
