import Foundation
import LayoutCore
import FuzzTargets
import LayoutFuzz

/// `SolverFuzzer` built without libFuzzer (plain `swift build`): replays inputs and checks
/// generated programs with the same check the fuzzer runs, and writes the seed corpus.
enum StandaloneRun {
    static let usage = """
        usage: SolverFuzzer FILE|DIR…              replay inputs (a directory: every file in it)
               SolverFuzzer --generated COUNT [SEED] check COUNT generated programs (seeds SEED…)
               SolverFuzzer --write-seeds DIR      write the seed corpus (Corpus/solver-fuzz)
        Built with --sanitize=fuzzer this is a libFuzzer binary and takes libFuzzer's options.
        Exit status: 0 all agree, 1 a divergence, 2 bad arguments or unreadable input.
        """

    /// Runs the command line and exits with its status.
    static func main(_ arguments: [String]) {
        exit(run(Array(arguments.dropFirst())))
    }

    static func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case nil, "-h", "--help":
            printToStandardError(usage)
            return arguments.isEmpty ? 2 : 0
        case "--write-seeds":
            guard arguments.count == 2 else { return fail(usage) }
            return writeSeeds(to: arguments[1])
        case "--generated":
            guard (2...3).contains(arguments.count), let count = Int(arguments[1]), count > 0,
                  let seed = arguments.count == 3 ? UInt64(arguments[2]) : 1
            else { return fail("--generated takes a positive COUNT and an optional SEED.\n" + usage) }
            var diverged = false
            for index in 0..<UInt64(count) {
                let program = SolverProgram.generate(seed: seed &+ index, operations: 32)
                diverged = report(program, name: "generated seed \(seed &+ index)", quiet: true) || diverged
            }
            print("\(count) generated programs from seed \(seed): \(diverged ? "divergence found" : "all agree")")
            return diverged ? 1 : 0
        default:
            return replay(arguments)
        }
    }

    /// Replays every file named or in a directory named; 1 if any diverges, 2 if any is unreadable.
    static func replay(_ paths: [String]) -> Int32 {
        var status: Int32 = 0
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                status = max(status, fail("\(path): no such file or directory."))
                continue
            }
            let files: [String]
            if isDirectory.boolValue {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                    status = max(status, fail("\(path): the directory cannot be read."))
                    continue
                }
                files = names.sorted().map { "\(path)/\($0)" }
            } else {
                files = [path]
            }
            for file in files {
                let data: Data
                do {
                    data = try readFile(file)
                } catch {
                    status = max(status, fail("\(error)"))
                    continue
                }
                if report(SolverProgram(decoding: data), name: file, quiet: false) { status = max(status, 1) }
            }
        }
        return status
    }

    /// Checks one program; prints a line (or the divergence report) and says whether it diverged.
    static func report(_ program: SolverProgram, name: String, quiet: Bool) -> Bool {
        let result = program.check()
        if result.agrees {
            if !quiet { print("ok \(name) (\(program.operations.count) operations)") }
            return false
        }
        printToStandardError("\(name):\n" + FuzzReport.divergence(program, result.divergences))
        return true
    }

    static func writeSeeds(to directory: String) -> Int32 {
        FuzzTargetRun.writeSeeds(SolverProgram.seedCorpus.map { ($0.name, $0.program.encoded) }, to: directory)
    }

    private static func fail(_ message: String) -> Int32 {
        printToStandardError(message)
        return 2
    }
}
