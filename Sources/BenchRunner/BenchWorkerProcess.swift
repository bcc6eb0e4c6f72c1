import Foundation
import LayoutReport

/// A running `bench-worker` of one build: started once, asked for group after group.
final class BenchWorkerProcess {
    /// Which side of the comparison, for messages.
    let side: String
    let executable: String
    /// The build, as its hello described it.
    private(set) var build = ""
    private let process: Process
    private let input: Pipe
    private let output: Pipe
    private var buffer = Data()

    /// How many times a launch of an existing executable is tried before giving up.
    static let launchAttempts = 5

    /// Starts `executable bench-worker` and reads its hello.
    /// - Parameter removing: environment variables the worker must not inherit.
    init(side: String, executable: String, removing: [String] = []) throws(ABRunError) {
        self.side = side
        self.executable = executable
        var environment = ProcessInfo.processInfo.environment
        for name in removing { environment[name] = nil }
        (process, input, output) = try Self.launch(side: side, executable: executable, environment: environment)
        guard let line = readLine() else {
            throw .protocolBroken(side: side, executable: executable,
                                  reason: "it printed no hello line (is it a layoutbench with the bench-worker command?)")
        }
        guard let hello = try? JSONDecoder().decode(BenchWorker.Hello.self, from: Data(line.utf8)),
              hello.protocol == BenchWorker.protocolName else {
            throw .protocolBroken(side: side, executable: executable,
                                  reason: "its first line is not a \(BenchWorker.protocolName) hello: \(line.prefix(200))")
        }
        build = BuildDescription(hello.metadata, executable: executable).description
    }

    deinit { stop() }

    /// Starts the worker with fresh pipes. A launch of an executable that exists can fail for a
    /// moment: `ETXTBSY` while another process forked in between still holds a just-written file
    /// open for writing. Such a launch is retried (a `Process` runs once, so each try is a new
    /// one) after a short, growing pause; a missing or non-executable file fails at once.
    private static func launch(side: String, executable: String,
                               environment: [String: String]) throws(ABRunError) -> (Process, Pipe, Pipe) {
        var attempt = 1
        while true {
            let process = Process(), input = Pipe(), output = Pipe()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["bench-worker"]
            process.environment = environment
            process.standardInput = input
            process.standardOutput = output
            do {
                try process.run()
                return (process, input, output)
            } catch {
                guard attempt < launchAttempts, FileManager.default.isExecutableFile(atPath: executable) else {
                    throw .cannotStart(side: side, executable: executable, reason: error.localizedDescription)
                }
                Thread.sleep(forTimeInterval: 0.02 * Double(1 << (attempt - 1)))
                attempt += 1
            }
        }
    }

    /// Measures one group once.
    func measure(_ request: BenchWorker.Request) throws(ABRunError) -> BenchWorker.Reply {
        let line = BenchWorker.encoded(request) + "\n"
        do { try input.fileHandleForWriting.write(contentsOf: Data(line.utf8)) } catch {
            throw .protocolBroken(side: side, executable: executable, reason: "it stopped reading requests")
        }
        guard let replyLine = readLine() else {
            throw .protocolBroken(side: side, executable: executable, reason: "it exited while measuring '\(request.group)'")
        }
        guard let reply = try? JSONDecoder().decode(BenchWorker.Reply.self, from: Data(replyLine.utf8)) else {
            throw .protocolBroken(side: side, executable: executable, reason: "its reply is not JSON: \(replyLine.prefix(200))")
        }
        return reply
    }

    /// Closes the worker's input (it exits at the end of input) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// The next line of the worker's output, nil at its end.
    private func readLine() -> String? {
        let handle = output.fileHandleForReading
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                return String(decoding: line, as: UTF8.self)
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}

/// Why an A/B run could not finish.
public enum ABRunError: Error, Equatable, CustomStringConvertible {
    case cannotStart(side: String, executable: String, reason: String)
    case protocolBroken(side: String, executable: String, reason: String)
    /// A worker could not measure a group (its own error message).
    case measurementFailed(side: String, group: String, reason: String)

    public var description: String {
        switch self {
        case .cannotStart(let side, let executable, let reason):
            "the \(side) (\(executable)) cannot be started: \(reason)"
        case .protocolBroken(let side, let executable, let reason):
            "the \(side) worker (\(executable)) broke the \(BenchWorker.protocolName) protocol: \(reason)"
        case .measurementFailed(let side, let group, let reason):
            "the \(side) could not measure '\(group)': \(reason)"
        }
    }
}
