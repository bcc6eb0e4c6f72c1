import LayoutCore
import CollectionLayout
import Foundation
import LayoutModel

/// Re-runs saved findings and cases: each file is checked as the fuzzer checks a generated case
/// of its format (`layoutbench/case@1`, `layoutbench/collection@1`, or the bytes of a solver
/// program in any other file, as `SolverFuzzer` reads them).
public enum Replay {
    /// One replayed file.
    public struct Outcome: Sendable {
        public var path: String
        /// nil when the file could not be read as either format.
        public var kind: FuzzKind?
        public var verdict: FuzzVerdict
        /// Why the file could not be read.
        public var error: String?

        /// A file that still disagrees or cannot be read fails the replay.
        public var failed: Bool { verdict.isDisagreement || error != nil }
    }

    /// A path given to `replay` that is neither a file nor a directory.
    public struct MissingPath: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path): no such file or directory." }
    }

    /// The files `paths` name: files as given; directories (not recursively) as their `.json`
    /// case files and their solver programs — `.bin` files and files without an extension,
    /// as libFuzzer names its inputs and crash files — sorted by name.
    public static func files(_ paths: [String]) throws(MissingPath) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPath(path: path) }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                result += names.filter { !$0.hasPrefix(".") && (isCaseFile($0) || isSolverProgram($0)) }.sorted()
                    .map { (path as NSString).appendingPathComponent($0) }
            } else {
                result.append(path)
            }
        }
        return result
    }

    /// Reads and checks the file at `path`; an unreadable or malformed file is an outcome
    /// with its error (naming the file), not a crash.
    public static func run(file path: String) -> Outcome {
        let data: Data
        do {
            data = try readFile(path)
        } catch {
            return Outcome(path: path, verdict: FuzzVerdict(status: .invalid), error: "\(error)")
        }
        if !isCaseFile(path) {
            return Outcome(path: path, kind: .solver, verdict: SolverProgram(decoding: data).verdict)
        }
        if format(of: data) == CollectionCase.format {
            do {
                let collectionCase = try CollectionCase(json: data, file: path)
                return Outcome(path: path, kind: .collection, verdict: CollectionCaseCheck.check(collectionCase))
            } catch {
                return Outcome(path: path, kind: .collection, verdict: FuzzVerdict(status: .invalid), error: "\(error)")
            }
        }
        do {
            let layoutCase = try LayoutCase(data: data, file: path)
            return Outcome(path: path, kind: .layout, verdict: LayoutCaseCheck.check(layoutCase))
        } catch {
            return Outcome(path: path, kind: .layout, verdict: FuzzVerdict(status: .invalid), error: "\(error)")
        }
    }

    /// Whether `path` names a case file (`.json`); any other file replays as a solver program.
    static func isCaseFile(_ path: String) -> Bool { path.hasSuffix(".json") }

    /// Whether a file in a replayed directory is a solver program: `.bin`, or no extension.
    static func isSolverProgram(_ name: String) -> Bool { name.hasSuffix(".bin") || !name.contains(".") }

    /// The `format` member of a JSON object, if there is one.
    private static func format(of data: Data) -> String? {
        guard case .object(let members)? = try? JSONValue.parse(data),
              case .string(let format)? = members.first(where: { $0.0 == "format" })?.1
        else { return nil }
        return format
    }
}
