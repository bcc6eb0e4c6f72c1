import Foundation

/// The package's root directory, from this file's path (Tests/LayoutTestSupport/Paths.swift).
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// `relative` inside the package, as a path.
public func packagePath(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

/// `Corpus/<folder>` of this package (`Corpus` itself for an empty folder).
public func corpusPath(_ folder: String = "") -> String {
    packagePath(folder.isEmpty ? "Corpus" : "Corpus/\(folder)")
}

/// A new empty directory for one test, named `<prefix>-<UUID>` in the system's temporary directory.
public func temporaryDirectory(_ prefix: String = "LayoutBenchTests") throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
