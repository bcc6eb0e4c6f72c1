import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that cannot be read: which, and why.
public struct FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why the file cannot be read.
    public enum Problem: Equatable, Sendable {
        /// Nothing exists at the path.
        case missing
        /// The path names a folder where a file was expected.
        case isDirectory
        /// The file is not UTF-8 text (only when text was asked for).
        case notUTF8
        /// The file exists, but this process may not read it.
        case permissionDenied
        /// Anything else, as the system words it.
        case other(String)
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The problem in words, without the path: "no such file", "is a directory", ….
    public var reason: String {
        switch problem {
        case .missing: "no such file"
        case .isDirectory: "is a directory"
        case .notUTF8: "is not UTF-8 text"
        case .permissionDenied: "permission denied"
        case .other(let reason): reason
        }
    }

    public var description: String { "\(path): cannot be read: \(reason)." }
}

/// The bytes of the file at `path`: the counterpart of ``AtomicFile``. A folder, a missing path
/// and a file this process may not read are typed problems, not the system's words.
/// - Complexity: O(n) in the size of the file.
public func readFile(_ path: String) throws(FileReadError) -> Data {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw FileReadError(path: path, problem: .lastError()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileReadError(path: path, problem: .lastError()) }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw FileReadError(path: path, problem: .isDirectory) }
    // The size is a hint: files under /proc report 0, and a file may grow while it is read.
    var data = Data(count: max(Int(status.st_size), 0) + 1)
    var filled = 0
    while true {
        if filled == data.count { data.count = 2 * data.count }
        let count = data.count
        let read = data.withUnsafeMutableBytes { buffer in
            CLibrary.read(descriptor, buffer.baseAddress! + filled, count - filled)
        }
        if read > 0 {
            filled += read
        } else if read == 0 {
            break
        } else if errno != EINTR {
            throw FileReadError(path: path, problem: .lastError())
        }
    }
    data.count = filled
    return data
}

/// The text of the UTF-8 file at `path`, as ``readFile(_:)`` reads it.
/// - Throws: ``FileReadError``, with ``FileReadError/Problem/notUTF8`` for bytes that are not UTF-8.
/// - Complexity: O(n) in the size of the file.
public func readTextFile(_ path: String) throws(FileReadError) -> String {
    let data = try readFile(path)
    guard let text = String(data: data, encoding: .utf8) else {
        throw FileReadError(path: path, problem: .notUTF8)
    }
    return text
}

extension FileReadError.Problem {
    /// The problem `errno` names.
    fileprivate static func lastError() -> Self {
        switch errno {
        case ENOENT, ENOTDIR: .missing
        case EISDIR: .isDirectory
        case EACCES, EPERM: .permissionDenied
        default: .other(String(cString: strerror(errno)))
        }
    }
}
