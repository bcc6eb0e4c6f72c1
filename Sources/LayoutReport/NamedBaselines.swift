import Foundation
import LayoutCore

/// Named baselines: results CSVs kept as `DIRECTORY/NAME.csv` with their run metadata beside them
/// (`NAME.meta.json`), by default in `results/baselines`. `layoutbench baseline update | list |
/// check` manage them. A baseline is held only to runs of the same toolchain, build
/// configuration and CPU model (``incompatibility(of:with:)``) unless forced: times and counts
/// from another machine or compiler say nothing about the code.
public struct NamedBaselines: Sendable {
    /// One stored baseline.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var path: String
        public var metadata: RunMetadata
        public var rowCount: Int
    }

    public static let defaultDirectory = "results/baselines"
    /// The fields whose difference refuses a baseline.
    public static let refusingFields = ["toolchain", "build configuration", "CPU model"]

    public var directory: String

    public init(directory: String = NamedBaselines.defaultDirectory) {
        self.directory = directory
    }

    /// `DIRECTORY/NAME.csv`.
    /// - Throws: ``NamedBaselineError/badName(_:)`` unless NAME is letters, digits, `.`, `_` and
    ///   `-`, not starting with `.`.
    public func path(of name: String) throws(NamedBaselineError) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
        guard !name.isEmpty, !name.hasPrefix("."), name.unicodeScalars.allSatisfy(allowed.contains) else {
            throw .badName(name)
        }
        return (directory as NSString).appendingPathComponent(name + ".csv")
    }

    /// Stores the results CSV at `resultsPath` and its metadata as the baseline `name`, replacing
    /// one of that name; both written atomically, the metadata first.
    /// - Returns: the files written.
    /// - Throws: ``NamedBaselineError`` when the name is bad or the results have no metadata;
    ///   ``ResultsCSVError``, ``RunMetadataError`` or ``FileWriteError`` naming the file.
    @discardableResult
    public func update(_ name: String, from resultsPath: String) throws -> [String] {
        let destination = try path(of: name)
        let rows = try ResultsCSV.read(from: resultsPath)
        guard let metadata = try RunMetadata.read(forResults: resultsPath) else {
            throw NamedBaselineError.noMetadata(resultsPath)
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try ResultsCSV.write(rows, to: destination, metadata: metadata)
        return [destination, RunMetadata.path(forResults: destination)]
    }

    /// Every baseline in the directory, by name (none when the directory does not exist).
    /// - Throws: ``NamedBaselineError/noMetadata(_:)`` for a CSV without metadata; the CSV's or
    ///   metadata's own error for one that cannot be read.
    public func list() throws -> [Entry] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return try files.filter { $0.hasSuffix(".csv") }.sorted().map { file in
            try entry(String(file.dropLast(4)))
        }
    }

    /// The baseline `name`.
    /// - Throws: ``NamedBaselineError/notFound(_:directory:)`` when there is none.
    public func entry(_ name: String) throws -> Entry {
        let csv = try path(of: name)
        guard FileManager.default.fileExists(atPath: csv) else { throw NamedBaselineError.notFound(name, directory: directory) }
        guard let metadata = try RunMetadata.read(forResults: csv) else { throw NamedBaselineError.noMetadata(csv) }
        return Entry(name: name, path: csv, metadata: metadata, rowCount: try ResultsCSV.read(from: csv).count)
    }

    /// Why `baseline` may not be held to a run described by `current`, or nil: the fields of
    /// ``refusingFields`` that differ, or the current run's missing metadata.
    public static func incompatibility(of baseline: Entry, with current: RunMetadata?) -> NamedBaselineError? {
        guard let current else { return .currentHasNoMetadata(baseline.name) }
        let differences = MetadataCheck(baseline: baseline.metadata, current: current).differences
            .filter { refusingFields.contains($0.field) }
        return differences.isEmpty ? nil : .incompatible(baseline.name, differences.map(\.description))
    }
}

/// Why a named baseline cannot be stored, found or used.
public enum NamedBaselineError: Error, Equatable, CustomStringConvertible {
    case badName(String)
    case notFound(String, directory: String)
    /// A results CSV without run metadata: a baseline must say what produced it.
    case noMetadata(String)
    /// The baseline was made by another toolchain, build configuration or CPU.
    case incompatible(String, [String])
    case currentHasNoMetadata(String)

    public var description: String {
        switch self {
        case .badName(let name):
            "'\(name)' is not a baseline name: use letters, digits, '.', '_' and '-', not starting with '.'."
        case .notFound(let name, let directory):
            "there is no baseline '\(name)' in \(directory) (layoutbench baseline list shows them)."
        case .noMetadata(let path):
            "\(path): has no run metadata (\(RunMetadata.path(forResults: path))), so it cannot be a baseline."
        case .incompatible(let name, let differences):
            "the baseline '\(name)' comes from another build or machine (\(differences.joined(separator: "; "))); "
                + "its numbers do not compare. Update it on this machine, or pass --force."
        case .currentHasNoMetadata(let name):
            "the current results have no run metadata, so they cannot be checked against the baseline '\(name)'; pass --force to compare anyway."
        }
    }
}
