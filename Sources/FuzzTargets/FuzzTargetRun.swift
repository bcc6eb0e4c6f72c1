import Foundation

/// What a fuzz target's executable does, for both of its builds (see Sources/SolverFuzzer/main.swift
/// for why one `main.swift` serves a libFuzzer build and a plain one).
public enum FuzzTargetRun {
    /// libFuzzer's `LLVMFuzzerTestOneInput`: checks the input and traps on a finding, after
    /// printing it to standard error.
    public static func testOneInput<Target: FuzzTarget>(_ target: Target.Type, _ data: UnsafePointer<UInt8>?,
                                                         _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if case .finding(let description) = Target.check(bytes) {
            printToStandardError("== \(Target.name): finding\n\(description)")
            fatalError("\(Target.name): an invariant is broken (see above)")
        }
        return 0
    }

    /// The plain build's command line; exits with its status (declared `Void`, not `Never`, so
    /// that a global can hold its result).
    public static func main<Target: FuzzTarget>(_ target: Target.Type, _ arguments: [String]) {
        exit(run(target, Array(arguments.dropFirst())))
    }

    /// Runs the plain build's command line: replay files and directories, or write the
    /// generated seeds. Exit status: 0 no finding, 1 a finding, 2 bad arguments or unreadable input.
    public static func run<Target: FuzzTarget>(_ target: Target.Type, _ arguments: [String]) -> Int32 {
        let usage = """
            usage: \(Target.name) FILE|DIR…          replay inputs (a directory: every file in it)
                   \(Target.name) --write-seeds DIR  write the generated seeds
            Built with --sanitize=fuzzer this is a libFuzzer binary and takes libFuzzer's options.
            Exit status: 0 no finding, 1 a finding, 2 bad arguments or unreadable input.
            """
        switch arguments.first {
        case nil, "-h", "--help":
            printToStandardError(usage)
            return arguments.isEmpty ? 2 : 0
        case "--write-seeds":
            guard arguments.count == 2 else { return fail(usage) }
            return writeSeeds(Target.generatedSeeds(), to: arguments[1])
        default:
            return replay(target, arguments)
        }
    }

    /// Checks every file named, and every file in a directory named (not recursively, hidden
    /// files skipped); prints one line per file.
    public static func replay<Target: FuzzTarget>(_ target: Target.Type, _ paths: [String]) -> Int32 {
        var status: Int32 = 0
        for file in files(paths, status: &status) {
            guard let data = FileManager.default.contents(atPath: file) else {
                status = max(status, fail("\(file): the file cannot be read."))
                continue
            }
            switch Target.check(Array(data)) {
            case .checked: print("ok \(file)")
            case .refused(let reason): print("refused \(file): \(reason)")
            case .finding(let description):
                printToStandardError("\(file): finding\n\(description)")
                status = max(status, 1)
            }
        }
        return status
    }

    private static func files(_ paths: [String], status: inout Int32) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                status = max(status, fail("\(path): no such file or directory."))
                continue
            }
            guard isDirectory.boolValue else {
                result.append(path)
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                status = max(status, fail("\(path): the directory cannot be read."))
                continue
            }
            result += names.filter { !$0.hasPrefix(".") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
        return result
    }

    /// Writes each seed into `directory` (created when missing) under its name, atomically.
    /// Exit status: 0, or 2 when a file cannot be written.
    public static func writeSeeds(_ seeds: [(name: String, bytes: [UInt8])], to directory: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for (name, bytes) in seeds {
                try Data(bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name), options: .atomic)
            }
        } catch {
            return fail("\(directory): the seeds cannot be written: \(error.localizedDescription)")
        }
        print("wrote \(seeds.count) seeds to \(directory)")
        return 0
    }

    private static func fail(_ message: String) -> Int32 {
        printToStandardError(message)
        return 2
    }
}

/// Writes a line to standard error, unbuffered: a trap may follow at once.
public func printToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
