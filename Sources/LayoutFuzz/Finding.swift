import LayoutCore
import CollectionLayout
import Foundation
import LayoutModel

/// A disagreement the fuzzer found, shrunk: the minimal case that still disagrees, saved as a
/// case file whose `notes` say what disagreed.
public struct Finding: Sendable {
    /// The shrunk case, in the format of its kind.
    public enum Reproducer: Sendable {
        case layout(LayoutCase)
        case collection(CollectionCase)
        /// Saved as its bytes (what `SolverFuzzer` reads), without notes.
        case solver(SolverProgram)
    }

    public var kind: FuzzKind
    /// The seed the original case was generated from.
    public var seed: UInt64
    public var reproducer: Reproducer
    /// What disagreed in the shrunk case.
    public var problems: [String]
    /// The sizes before and after shrinking (views + constraints + steps, or items + queries).
    public var originalSize: Int
    public var shrunkSize: Int

    public init(kind: FuzzKind, seed: UInt64, reproducer: Reproducer, problems: [String], originalSize: Int,
                shrunkSize: Int)
    {
        self.kind = kind
        self.seed = seed
        self.reproducer = reproducer
        self.problems = problems
        self.originalSize = originalSize
        self.shrunkSize = shrunkSize
    }

    /// `KIND-seed-N.json` (`.bin` for a solver program), the file name.
    public var fileName: String {
        "\(kind.rawValue)-seed-\(seed)" + (kind == .solver ? ".bin" : ".json")
    }

    /// The file's contents: a case file with the problems as its notes, or a program's bytes.
    public var fileContents: [UInt8] {
        switch reproducer {
        case .layout(var layoutCase):
            layoutCase.notes = problems
            return Array(layoutCase.text.utf8)
        case .collection(var collectionCase):
            collectionCase.notes = problems
            return Array(collectionCase.jsonText.utf8)
        case .solver(let program):
            return program.encoded
        }
    }
}

/// Where findings are saved: one case file per finding, written atomically, so an interrupted
/// run keeps every finding saved before it stopped.
public struct FindingStore: Sendable {
    public var directory: String

    public init(directory: String) { self.directory = directory }

    /// Saves `finding` as `DIRECTORY/` ``Finding/fileName`` (creating the directory); returns
    /// the path.
    @discardableResult
    public func save(_ finding: Finding) throws(FileWriteError) -> String {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: directory, reason: "the directory cannot be created (\(error.localizedDescription))")
        }
        let path = (directory as NSString).appendingPathComponent(finding.fileName)
        try AtomicFile.write(bytes: finding.fileContents, to: path)
        return path
    }
}

/// The size of a case for shrinking reports.
extension LayoutCase {
    var shrinkSize: Int { views.count + constraints.count + steps.count }
}

extension CollectionCase {
    var shrinkSize: Int { items.count + queries.count }
}

extension SolverProgram {
    var shrinkSize: Int { operations.count }

    /// The program's outcome when every strategy agrees: unsatisfiable when an operation was
    /// refused as unsatisfiable, satisfied otherwise.
    var verdict: FuzzVerdict {
        let result = check()
        guard result.agrees else { return FuzzVerdict(status: .disagreement, problems: result.divergences.map(\.description)) }
        let refused = result.outcomes.contains { if case .unsatisfiable = $0 { true } else { false } }
        return FuzzVerdict(status: refused ? .unsatisfiable : .satisfied)
    }
}
