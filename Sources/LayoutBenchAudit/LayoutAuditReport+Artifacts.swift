import Foundation
import LayoutBenchUIKit
import LayoutCore
import LayoutFuzz
import LayoutModel
import LayoutPictures
import LayoutSolver

extension LayoutAuditReport {
    /// Where a test's audit artifacts go by default: `$LAYOUTBENCH_AUDIT_OUTPUT/<name>`, else
    /// `.build/layout-audit/<name>` under the working directory (the package, under `swift test`).
    public static func defaultArtifactsDirectory(for name: String) -> String {
        let base = ProcessInfo.processInfo.environment["LAYOUTBENCH_AUDIT_OUTPUT"]
            ?? FileManager.default.currentDirectoryPath + "/.build/layout-audit"
        return base + "/" + fileName(name)
    }

    /// For each finding: its width range (perturbation of its exported case), and its picture
    /// (`N-kind-views.svg`, the finding's views outlined) and case file (`N-kind-views.json`)
    /// written atomically into `directory` (made if missing).
    /// - Throws: ``FileWriteError`` naming the file that could not be written.
    /// - Complexity: per finding, one layout of its case and the perturbation's width sweep
    ///   (about 36 layouts plus 7 per boundary).
    public mutating func writeArtifacts(to directory: String) throws(FileWriteError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: directory, reason: "cannot make the directory: \(error.localizedDescription)")
        }
        for index in findings.indices {
            findings[index].widthRange = widthRange(of: findings[index])
            let finding = findings[index]
            let stem = directory + "/" + Self.fileName("\(index + 1)-\(finding.kind.rawValue)-\(finding.views.joined(separator: "-"))")
            try AtomicFile.write(finding.caseFile, to: stem + ".json")
            try AtomicFile.write(picture(of: finding), to: stem + ".svg")
            findings[index].casePath = stem + ".json"
            findings[index].picturePath = stem + ".svg"
        }
    }

    /// The finding's case laid out as `solve` lays it out, drawn with its views outlined.
    public func picture(of finding: LayoutAuditFinding) -> String {
        guard let layoutCase = try? LayoutCase(data: Data(finding.caseFile.utf8)) else { return "" }
        var result = CaseRunner.run(layoutCase, strategy: IncrementalSolver.self)
        result.name = "\(name) — \(finding.kind.rawValue): \(finding.views.joined(separator: ", ")) at \(finding.variant)"
        return LayoutPicture.svg(result, parents: layoutCase.parents, highlighting: Set(finding.views))
    }

    /// The root widths around the finding's own at which its exported case still has the same
    /// finding, by LayoutFuzz's perturbation search (device widths sampled, then bisected to a
    /// point); nil when the case does not show the finding at its own width.
    public func widthRange(of finding: LayoutAuditFinding) -> LayoutAuditWidthRange? {
        guard let layoutCase = try? LayoutCase(data: Data(finding.caseFile.utf8)),
              let perturbation = try? Perturbation(layoutCase),
              let samples = perturbation.samples(.width), let width = perturbation.base[.width]
        else { return nil }
        let keys = { (value: Double) throws(LayoutError) -> Set<LayoutAuditFinding.Key> in
            let outcome = try perturbation.outcome(perturbation.base.with(.width, value))
            let layout = AuditedLayout(outcome.result, of: layoutCase, intrinsicSizes: outcome.intrinsicSizes,
                                       like: finding.liveLayout)
            return Set(layout.findings().map(\.key).filter { !audit.isAllowed($0) })
        }
        guard (try? keys(width))?.contains(finding.key) == true,
              let boundaries = try? PerturbationBoundaries.bisect(samples: samples, grid: .wholePoints, problems: keys)
        else { return nil }
        let edges = boundaries.filter { $0.key == finding.key }
        let lower = edges.filter { $0.outside < $0.inside && $0.inside <= width }.map(\.inside).max()
        let upper = edges.filter { $0.outside > $0.inside && $0.inside >= width }.map(\.inside).min()
        return LayoutAuditWidthRange(smallest: lower ?? samples.min()!, largest: upper ?? samples.max()!,
                                     holdsBelow: lower == nil, holdsAbove: upper == nil)
    }

    /// Letters, digits, `-`, `_` and `.`; anything else becomes `_`.
    static func fileName(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
    }
}
