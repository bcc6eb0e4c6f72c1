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

    /// `KIND-seed-N`, the file name without its extension.
    public var name: String { "\(kind.rawValue)-seed-\(seed)" }

    /// The case file's text, with the problems as its notes.
    public var fileText: String {
        switch reproducer {
        case .layout(var layoutCase):
            layoutCase.notes = problems
            return layoutCase.text
        case .collection(var collectionCase):
            collectionCase.notes = problems
            return collectionCase.jsonText
        }
    }
}

/// Where findings are saved: one case file per finding, written atomically, so an interrupted
/// run keeps every finding saved before it stopped.
public struct FindingStore: Sendable {
    public var directory: String

    public init(directory: String) { self.directory = directory }

    /// Saves `finding` as `DIRECTORY/NAME.json` (creating the directory); returns the path.
    @discardableResult
    public func save(_ finding: Finding) throws(FileWriteError) -> String {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: directory, reason: "the directory cannot be created (\(error.localizedDescription))")
        }
        let path = (directory as NSString).appendingPathComponent(finding.name + ".json")
        try AtomicFile.write(finding.fileText, to: path)
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
