import LayoutCore
import CollectionLayout
import LayoutFuzz
import LayoutModel
import LayoutSolver

/// The picture saved next to a fuzz finding: its layout case laid out by the reference
/// strategy, or its collection with its queries; nil for a solver program (no picture).
public enum FindingPicture {
    public static func svg(_ finding: Finding) -> String? {
        switch finding.reproducer {
        case .layout(let layoutCase):
            return LayoutPicture.svg(CaseRunner.run(layoutCase, strategy: FullSolver.self), parents: layoutCase.parents)
        case .collection(let collectionCase):
            guard let result = try? CollectionResult(collectionCase, strategy: NaiveQuery.self) else { return nil }
            return CollectionPicture.svg(result, of: collectionCase, strategy: NaiveQuery.name)
        case .solver:
            return nil
        }
    }

    /// `Corpus/findings/x.json` → `Corpus/findings/x.svg`.
    public static func path(forFinding path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path + ".svg" }
        return String(path[..<dot]) + ".svg"
    }
}

extension FindingPicture {
    /// Writes the finding's picture atomically next to its saved file (`x.json` → `x.svg`);
    /// returns the picture's path, nil when the finding has none.
    public static func save(_ finding: Finding, besideFileAt path: String) throws(FileWriteError) -> String? {
        guard let picture = svg(finding) else { return nil }
        let target = self.path(forFinding: path)
        try AtomicFile.write(picture, to: target)
        return target
    }
}
