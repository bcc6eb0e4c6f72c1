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

    /// The naive twin: Foundation's whole-file read, on seeded random files of every size class
    /// (empty, one byte, around the first buffer's size, large).
    @Test(arguments: [UInt64(1), 2, 3])
    func agreesWithFoundationOnRandomFiles(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let directory = try temporaryDirectory()
        for index in 0..<12 {
            let count = random.element(of: [0, 1, 2, 4095, 4096, 4097, random.int(in: 0..<300_000)]) ?? 0
            let bytes = (0..<count).map { _ in UInt8(random.below(256)) }
            let path = directory.appendingPathComponent("random-\(index).bin").path
            try AtomicFile.write(bytes: bytes, to: path)
            let expected = try #require(FileManager.default.contents(atPath: path))
            #expect(try readFile(path) == expected, "seed \(seed), file \(index), \(count) bytes")
        }
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
