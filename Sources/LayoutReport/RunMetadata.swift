import LayoutCore
import Foundation

/// What produced a results CSV: the tool, the build, the machine and the command. Written next
/// to the CSV as `NAME.meta.json` (``ResultsCSV/write(_:to:metadata:)``) and read back by
/// `compare` and `report`, which say what differs between two runs.
public struct RunMetadata: Codable, Equatable, Sendable {
    /// The file format's name and version.
    public var format = "layoutbench/run-metadata@1"
    /// ``ToolVersion/current`` of the binary.
    public var toolVersion: String
    /// `git rev-parse HEAD` of the working directory, `-dirty` when tracked files changed; nil
    /// outside a checkout (or `$GITHUB_SHA` when git is unavailable).
    public var gitCommit: String?
    /// The Swift compiler that built the binary, as far as `#if compiler` tells (minor version).
    public var toolchain: String
    /// `debug` or `release`.
    public var buildConfiguration: String
    /// The distribution and kernel.
    public var os: String
    /// `model name` of /proc/cpuinfo; nil where there is none.
    public var cpuModel: String?
    public var cpuCount: Int
    /// Whether jemalloc counted allocations (else the allocation columns are empty).
    public var allocationCounts: Bool
    public var commandLine: [String]
    /// When the run started, ISO 8601 in UTC.
    public var date: String
    /// The generator seed of the run's workloads.
    public var seed: UInt64?

    public init(toolVersion: String = ToolVersion.current, gitCommit: String? = nil, toolchain: String = ToolVersion.toolchain,
                buildConfiguration: String = ToolVersion.buildConfiguration, os: String, cpuModel: String?, cpuCount: Int,
                allocationCounts: Bool, commandLine: [String], date: String, seed: UInt64?) {
        self.toolVersion = toolVersion
        self.gitCommit = gitCommit
        self.toolchain = toolchain
        self.buildConfiguration = buildConfiguration
        self.os = os
        self.cpuModel = cpuModel
        self.cpuCount = cpuCount
        self.allocationCounts = allocationCounts
        self.commandLine = commandLine
        self.date = date
        self.seed = seed
    }

    /// The metadata of a run starting now in this process.
    /// `allocationCounts` says whether the run counts allocations (the measuring side knows).
    public static func current(commandLine: [String] = CommandLine.arguments, seed: UInt64?, allocationCounts: Bool,
                               date: Date = Date()) -> RunMetadata {
        RunMetadata(gitCommit: MachineFacts.gitCommit(), os: MachineFacts.operatingSystem(),
                    cpuModel: MachineFacts.cpuModel(), cpuCount: ProcessInfo.processInfo.activeProcessorCount,
                    allocationCounts: allocationCounts, commandLine: commandLine,
                    date: UTCTimestamp.string(from: date), seed: seed)
    }

    /// `results/latest.csv` → `results/latest.meta.json` (any other name gets `.meta.json` appended).
    public static func path(forResults csvPath: String) -> String {
        (csvPath.hasSuffix(".csv") ? String(csvPath.dropLast(4)) : csvPath) + ".meta.json"
    }

    /// The JSON text: keys sorted, pretty-printed.
    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)).map { $0 + "\n" } ?? "{}\n"
    }

    /// Reads `path`; throws when it cannot be read or is not run metadata.
    public static func read(from path: String) throws(RunMetadataError) -> RunMetadata {
        let data: Data
        do { data = try readFile(path) } catch {
            throw RunMetadataError(file: path, problem: "cannot be read: \(error.reason)")
        }
        return try decode(data, file: path)
    }

    /// Decodes the bytes of a metadata file; `file` names it in errors.
    public static func decode(_ data: Data, file path: String) throws(RunMetadataError) -> RunMetadata {
        do {
            return try JSONDecoder().decode(RunMetadata.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw RunMetadataError(file: path, problem: "the key \"\(key.stringValue)\" is missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw RunMetadataError(file: path, problem: "\"\(key)\" has the wrong type")
        } catch {
            throw RunMetadataError(file: path, problem: "is not JSON run metadata")
        }
    }

    /// The metadata next to the results CSV `csvPath`, nil when there is none (an older CSV).
    public static func read(forResults csvPath: String) throws(RunMetadataError) -> RunMetadata? {
        let path = path(forResults: csvPath)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try read(from: path)
    }
}

/// A metadata file that cannot be read: which, and why.
public struct RunMetadataError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)." }
}

extension ResultsCSV {
    /// Writes the metadata to `RunMetadata.path(forResults: path)`, then the rows to `path`, each
    /// atomically (the metadata first, so a CSV is never newer than a stale description of it).
    public static func write(_ rows: [ResultRow], to path: String, metadata: RunMetadata) throws(FileWriteError) {
        try AtomicFile.write(metadata.jsonText, to: RunMetadata.path(forResults: path))
        try write(rows, to: path)
    }
}
