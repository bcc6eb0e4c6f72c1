import Foundation

/// A new empty directory under the temporary directory; removed by the caller.
func temporaryDirectory(_ label: String) throws -> String {
    let path = NSTemporaryDirectory() + "layoutcommands-\(label)-\(UInt32.random(in: 0 ... .max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Writes `text` to `path`, creating its directory.
func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}
