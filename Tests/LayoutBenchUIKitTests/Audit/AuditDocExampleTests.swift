import LayoutBenchAudit
import LayoutBenchAuditTesting
import LayoutBenchUIKit
import Synchronization
import Testing

/// docs/UIKit.md's audit example, as written there: it fails with the senior card's eight
/// findings (expected here as known issues).
@Suite struct AuditDocExampleTests {
    @Test func theBusinessCardExampleRecordsEightIssues() {
        let recorded = Mutex<[String]>([])
        withKnownIssue {
            // The example, verbatim:
            let parts = BusinessCardComponents()
            parts.nameLabel.text = "Juca"
            parts.titleLabel.text = "Desenvolvedor"
            parts.phoneLabel.text = "(11) 1111-1111"
            parts.emailLabel.text = "oi@juca.com"
            let card = SeniorBusinessCardView(businessCardComponents: parts)
            LayoutAudit(name: "SeniorBusinessCard").expectNoFindings(card)
        } matching: { issue in
            recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        let messages = recorded.withLock { $0 }
        #expect(messages.count == 8)
        #expect(messages.allSatisfy { $0.hasPrefix("SeniorBusinessCard: ") && $0.contains("; picture ") })
    }
}
