import LayoutCore
import Foundation
import LayoutTestSupport
import Testing

@Suite struct AtomicFileTests {
    @Test func leavesNoTemporaryFileBehind() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("latest.csv").path
        try AtomicFile.write("old\n", to: path)
        try AtomicFile.write("new\n", to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["latest.csv"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    }

    @Test func aFailedRenameKeepsWhatWasThereAndRemovesTheTemporaryFile() throws {
        let directory = try temporaryDirectory()
        // A directory in the way: the temporary file is written in full, then the rename fails.
        let target = directory.appendingPathComponent("results.csv")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"),
                                                withIntermediateDirectories: true)
        #expect(throws: FileWriteError.self) { try AtomicFile.write("a,b\n", to: target.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["results.csv"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["inside"])
    }

    @Test func aMissingDirectoryIsAClearError() {
        #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: "/nonexistent-dir/results.csv") }
        do {
            try AtomicFile.write("x", to: "/nonexistent-dir/results.csv")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent-dir/results.csv: cannot be written: "))
        }
    }

    /// A reader racing many rewrites sees one whole version or the other, never a mix or a part.
    @Test func aReaderNeverSeesHalfAFile() async throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("latest.csv").path
        let versions = ["a", "b"].map { String(repeating: $0, count: 256 * 1024) }
        try AtomicFile.write(versions[0], to: path)
        let reader = Task.detached { () -> Int in
            var torn = 0
            for _ in 0..<400 {
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                if !versions.contains(text) { torn += 1 }
            }
            return torn
        }
        for round in 0..<200 { try AtomicFile.write(versions[round % 2], to: path) }
        #expect(await reader.value == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["latest.csv"])
    }
}


/// Outputs are checked before any work: the folder exists or is made, and takes a new file.
@Suite struct OutputCheckTests {
    @Test func aMissingFolderIsMadeAndNothingIsLeftBehind() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("a/b/results.csv").path
        try AtomicFile.checkWritable(path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("a/b").path).isEmpty)
        try AtomicFile.checkWritableFolder(directory.appendingPathComponent("findings/new").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("findings/new").path).isEmpty)
    }

    @Test func unwritableOutputsAreNamed() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("plain.txt").path
        try AtomicFile.write("x", to: file)
        #expect(throws: FileWriteError(path: file + "/results.csv", reason: "\(file) is not a directory")) {
            try AtomicFile.checkWritable(file + "/results.csv")
        }
        #expect(throws: FileWriteError(path: directory.path, reason: "it is a directory")) {
            try AtomicFile.checkWritable(directory.path)
        }
        #expect(throws: FileWriteError.self) { try AtomicFile.checkWritableFolder(file + "/findings") }
        #expect(throws: FileWriteError.self) { try AtomicFile.checkWritable("/proc/x.csv") }
        #expect(throws: FileWriteError.self) { try AtomicFile.checkWritableFolder("/proc/findings") }
    }
}
