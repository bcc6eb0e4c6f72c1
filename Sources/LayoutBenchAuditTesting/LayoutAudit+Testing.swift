import LayoutBenchAudit
import LayoutBenchUIKit
import Testing

extension LayoutAuditReport {
    /// Writes each finding's picture and case file (``writeArtifacts(to:)``, into `directory`)
    /// and records each finding as a Swift Testing issue at the caller, so that the test fails
    /// naming the views, the variant, the width range and the files. A file that cannot be
    /// written is recorded as an issue too.
    @discardableResult
    public func recordIssues(artifactsDirectory directory: String? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation) -> LayoutAuditReport
    {
        guard !findings.isEmpty else { return self }
        var report = self
        do {
            try report.writeArtifacts(to: directory ?? Self.defaultArtifactsDirectory(for: name))
        } catch {
            Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
        }
        for finding in report.findings {
            Issue.record("\(name): \(finding.description(ofVariantCount: variantCount))", sourceLocation: sourceLocation)
        }
        return report
    }
}

extension LayoutAudit {
    /// Audits `view` and records every finding as an issue (``LayoutAuditReport/recordIssues(artifactsDirectory:sourceLocation:)``).
    @discardableResult
    public func expectNoFindings(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutAuditReport {
        run(view).recordIssues(sourceLocation: sourceLocation)
    }

    /// Audits the views `build` makes and records every finding as an issue.
    @discardableResult
    public func expectNoFindings(sourceLocation: SourceLocation = #_sourceLocation,
                                 _ build: (LayoutAuditData) -> UIView) -> LayoutAuditReport
    {
        run(build).recordIssues(sourceLocation: sourceLocation)
    }
}
