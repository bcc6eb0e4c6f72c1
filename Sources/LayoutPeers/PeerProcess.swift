import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the external programs peers need (python3, pip, tar, clang++, the harness) to completion
/// or to a time limit.
enum PeerProcess {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The first executable file called `name` on PATH.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments`, its output collected in files of `directory` (pipes
    /// could fill up and stall it). Past `timeout` seconds it is terminated (then killed, if it
    /// does not stop within a second).
    /// - Throws: ``PeerError/timedOut(seconds:message:)`` with its stderr so far;
    ///   ``PeerError/cannotRun(_:)`` when it cannot be started or its output read.
    static func run(_ executable: String, _ arguments: [String], in directory: URL,
                    timeout: Double) throws(PeerError) -> Output {
        let tag = UUID().uuidString
        let outputFile = directory.appendingPathComponent("stdout-\(tag).txt")
        let errorFile = directory.appendingPathComponent("stderr-\(tag).txt")
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let process = Process()
        let finished = DispatchSemaphore(value: 0)
        var timedOut = false
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
            process.standardError = try FileHandle(forWritingTo: errorFile)
            process.terminationHandler = { _ in finished.signal() }
            try process.run()
        } catch {
            throw .cannotRun("\(executable): \(error.localizedDescription)")
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 1) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        process.waitUntilExit()
        let standardOutput: String, standardError: String
        do {
            standardOutput = try String(contentsOf: outputFile, encoding: .utf8)
            standardError = try String(contentsOf: errorFile, encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            throw .cannotRun("\(executable): its output cannot be read: \(error.localizedDescription)")
        }
        if timedOut { throw .timedOut(seconds: timeout, message: standardError) }
        return Output(status: process.terminationStatus, standardOutput: standardOutput, standardError: standardError)
    }

    /// A new empty directory under the system's temporary directory.
    static func temporaryDirectory(_ purpose: String) throws(PeerError) -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutbench-\(purpose)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotRun("cannot create \(directory.path): \(error.localizedDescription)")
        }
        return directory
    }
}
