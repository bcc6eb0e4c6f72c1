import Foundation

/// What this binary is: the version `--version` prints and the build facts run metadata records.
public enum ToolVersion {
    /// The tool's version (bump with releases).
    public static let current = "0.9.0"

    /// The compiler that built this module, to the minor version: `#if compiler` is the only
    /// record of it in the binary (`swift --version` may not exist where the binary runs).
    public static let toolchain: String = {
        #if compiler(>=6.4)
        "Swift 6.4 or later"
        #elseif compiler(>=6.3)
        "Swift 6.3"
        #elseif compiler(>=6.2)
        "Swift 6.2"
        #elseif compiler(>=6.1)
        "Swift 6.1"
        #else
        "Swift 6.0 or earlier"
        #endif
    }()

    /// `debug` or `release`, from the `DEBUG` condition SwiftPM sets in debug builds.
    public static let buildConfiguration: String = {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }()

    public static var isDebugBuild: Bool { buildConfiguration == "debug" }
}

/// Facts about the machine and checkout, read when a run starts.
enum MachineFacts {
    /// `PRETTY_NAME` of /etc/os-release and the kernel, e.g. `Debian GNU/Linux 12 (bookworm), Linux 6.1.0`.
    static func operatingSystem() -> String {
        var name = "unknown OS"
        if let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") }) {
            name = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        var system = utsname()
        guard uname(&system) == 0 else { return name }
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return "\(name), \(text(system.sysname)) \(text(system.release)) \(text(system.machine))"
    }

    /// The first `model name` of /proc/cpuinfo.
    static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        return cpuModel(inCPUInfo: text)
    }

    static func cpuModel(inCPUInfo text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// HEAD of the working directory's checkout (`-dirty` with changed tracked files), else
    /// `$GITHUB_SHA`, else nil.
    static func gitCommit() -> String? {
        if let head = run(["git", "rev-parse", "HEAD"]), !head.isEmpty {
            let dirty = run(["git", "status", "--porcelain", "--untracked-files=no"]).map { !$0.isEmpty } ?? false
            return head + (dirty ? "-dirty" : "")
        }
        return ProcessInfo.processInfo.environment["GITHUB_SHA"]
    }

    /// Standard output of a command found on PATH, trimmed; nil when it fails.
    private static func run(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
