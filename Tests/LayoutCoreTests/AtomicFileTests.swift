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

