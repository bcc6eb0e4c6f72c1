import LayoutCore
import Foundation
import LayoutTestSupport
import Testing

@Suite struct ReadFileTests {
    @Test func readsWhatAtomicFileWrote() throws {
        let path = try temporaryDirectory().appendingPathComponent("round-trip.txt").path
        let text = String(repeating: "héllo, wörld\n", count: 10_000)
        try AtomicFile.write(text, to: path)
        #expect(try readFile(path) == Data(text.utf8))
        #expect(try readTextFile(path) == text)
    }

    @Test func readsEmptyFilesAndFilesThatReportNoSize() throws {
        let path = try temporaryDirectory().appendingPathComponent("empty").path
        try AtomicFile.write("", to: path)
        #expect(try readFile(path).isEmpty)
        // /proc files report a size of 0 but have contents.
        #expect(try readTextFile("/proc/self/status").contains("Name:"))
    }

    @Test func aMissingPathIsNamed() {
        #expect(throws: FileReadError(path: "/nonexistent-dir/case.json", problem: .missing)) {
            try readFile("/nonexistent-dir/case.json")
        }
        #expect("\(FileReadError(path: "x.json", problem: .missing))" == "x.json: cannot be read: no such file.")
    }

    @Test func aFolderIsADirectoryNotAnOpaqueError() throws {
        let directory = try temporaryDirectory().path
        #expect(throws: FileReadError(path: directory, problem: .isDirectory)) { try readFile(directory) }
        #expect("\(FileReadError(path: directory, problem: .isDirectory))" == "\(directory): cannot be read: is a directory.")
    }

    @Test func textMustBeUTF8() throws {
        let path = try temporaryDirectory().appendingPathComponent("latin1.csv").path
        try AtomicFile.write(bytes: [0x63, 0x61, 0x66, 0xE9, 0x0A], to: path)
        #expect(try readFile(path).count == 5)
        #expect(throws: FileReadError(path: path, problem: .notUTF8)) { try readTextFile(path) }
    }
}
