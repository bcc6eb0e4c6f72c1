import LayoutModel
import LayoutSolver

/// How two layouts of the same views differ — what a differential check reports.
public enum LayoutComparison {
    /// Frames agree to this many points.
    public static let frameTolerance = 1e-3

    /// Every way `a` and `b` differ, as short sentences (empty when they agree): status, the
    /// constraints broken and their conflicting sets, the ambiguous values, and every frame value
    /// that neither leaves ambiguous (to ``frameTolerance``). Non-finite frame values count as
    /// a difference even when both sides have them.
    /// - Complexity: O(views + broken constraints).
    public static func differences(_ a: LayoutResult, _ b: LayoutResult) -> [String] {
        var found: [String] = []
        if a.status != b.status { found.append("status \(a.status.rawValue) vs \(b.status.rawValue)") }
        let brokenA = a.broken.map(\.constraint.name), brokenB = b.broken.map(\.constraint.name)
        if brokenA != brokenB { found.append("broken \(brokenA) vs \(brokenB)") }
        let conflictsA = a.broken.map { $0.conflict.map(\.name) }, conflictsB = b.broken.map { $0.conflict.map(\.name) }
        if brokenA == brokenB, conflictsA != conflictsB { found.append("conflicts \(conflictsA) vs \(conflictsB)") }
        if a.ambiguous != b.ambiguous {
            found.append("ambiguous \(describe(a.ambiguous)) vs \(describe(b.ambiguous))")
        }
        for id in a.viewIDs {
            guard let frameA = a.frames[id], let frameB = b.frames[id] else {
                found.append("\(id): frame missing on one side")
                continue
            }
            let free = Set(a.ambiguous[id] ?? []).union(b.ambiguous[id] ?? [])
            for value in FrameValue.allCases where !free.contains(value) {
                let x = frameA[value], y = frameB[value]
                if !x.isFinite || !y.isFinite || abs(x - y) > frameTolerance {
                    found.append("\(id).\(value.rawValue) \(x) vs \(y)")
                }
            }
        }
        return found
    }

    private static func describe(_ ambiguous: [String: [FrameValue]]) -> String {
        let parts = ambiguous.keys.sorted().map { "\($0): \(ambiguous[$0]!.map(\.rawValue).joined(separator: ","))" }
        return "{" + parts.joined(separator: "; ") + "}"
    }
}
