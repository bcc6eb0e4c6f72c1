#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that cannot be written: which, and why.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): cannot be written: \(reason)." }
}

/// Writes whole files atomically: a reader of the path sees the old contents or the new, never
/// part of either, and a failed write leaves the old file as it was.
public enum AtomicFile {
    /// Writes `text` to a temporary file in the same directory as `path` (so that both are on one
    /// file system), flushes it to disk, then renames it over `path`. On failure the temporary
    /// file is removed.
    /// - Complexity: O(n) in the length of the text.
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` the same way as ``write(_:to:)``.
    /// - Complexity: O(n) in the number of bytes.
    public static func write(bytes contents: [UInt8], to path: String) throws(FileWriteError) {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: lastError()) }
        var failure: String?
        var bytes = contents[...]
        while failure == nil, !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { CLibrary.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno != EINTR {
                failure = lastError()
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = lastError() }
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw FileWriteError(path: path, reason: failure)
        }
    }

    /// `.NAME.tmp-PID-RANDOM` beside `path`.
    ///
    /// RANDOM is the one draw in Sources that is not a SplitMix64's: it comes from the system
    /// generator and differs on every run, on purpose (two writers must not share a temporary
    /// file). No seed reproduces it and none needs to: the name never reaches what is written.
    static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory).\(name).tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
