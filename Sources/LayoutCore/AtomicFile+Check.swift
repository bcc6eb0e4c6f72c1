import Foundation

extension AtomicFile {
    /// Checks, before any work, that a file can be written at `path`: `path` is not a folder, and
    /// its folder exists or is made (with its parents) and takes a new file — probed by creating
    /// and removing an empty temporary file, the way ``write(_:to:)`` starts. A long run can then
    /// fail at once instead of after measuring.
    public static func checkWritable(_ path: String) throws(FileWriteError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw FileWriteError(path: path, reason: "it is a directory")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try makeFolder(folder, for: path)
        try probe(temporaryPath(for: path), for: path)
    }

    /// Checks, before any work, that files can be written into the folder `path`: it exists or
    /// is made (with its parents), and takes a new file.
    public static func checkWritableFolder(_ path: String) throws(FileWriteError) {
        try makeFolder(path, for: path)
        try probe(temporaryPath(for: path + "/probe"), for: path)
    }

    private static func makeFolder(_ folder: String, for path: String) throws(FileWriteError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw FileWriteError(path: path, reason: "\(folder) is not a directory") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: path, reason: "its directory \(folder) cannot be created")
        }
    }

    private static func probe(_ temporary: String, for path: String) throws(FileWriteError) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: String(cString: strerror(errno))) }
        close(descriptor)
        unlink(temporary)
    }
}
