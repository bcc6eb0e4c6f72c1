import LayoutBenchUIKit

/// What an audit found (``LayoutAudit/run(_:)``).
public struct LayoutAuditReport: Sendable, CustomStringConvertible {
    public var name: String
    public var seed: UInt64
    /// How many variants were laid out.
    public var variantCount: Int
    /// By kind, then by views.
    public var findings: [LayoutAuditFinding]
    /// The audit that ran (to judge perturbed widths with its allowances).
    let audit: LayoutAudit

    /// `SeniorBusinessCard: 576 variants, 4 findings` and one line per finding.
    public var description: String {
        let head = "\(name): \(variantCount) variant\(variantCount == 1 ? "" : "s"), "
            + "\(findings.isEmpty ? "no" : String(findings.count)) finding\(findings.count == 1 ? "" : "s")"
        return ([head] + findings.map { "- " + $0.description(ofVariantCount: variantCount) }).joined(separator: "\n")
    }
}
