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

/// The folder that holds this test process's temporary directories: one per process, so a run
/// leaves nothing behind in the system's temporary directory (it is removed when the process exits).
private let processScratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("LayoutBenchTests-\(ProcessInfo.processInfo.processIdentifier)")

/// Removes ``processScratch``; registered with `atexit` when the first directory is made.
private func removeProcessScratch() {
    try? FileManager.default.removeItem(at: processScratch)
}

/// Registers the removal once, the first time a test asks for a directory.
private let scratchRemovalRegistered: Void = {
    atexit { removeProcessScratch() }
}()

/// A new empty directory for one test, named `<prefix>-<UUID>` inside this process's scratch folder
/// in the system's temporary directory; the folder is removed when the test process exits.
public func temporaryDirectory(_ prefix: String = "LayoutBenchTests") throws -> URL {
    _ = scratchRemovalRegistered
    let directory = processScratch.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
