import LayoutBenchAudit
import LayoutBenchUIKit
import Testing

/// The seeds' views audited over the default variants, with the findings checked by hand.
@Suite struct SeedAuditTests {
    private func components() -> BusinessCardComponents {
        let components = BusinessCardComponents()
        components.nameLabel.text = "Juca"
        components.titleLabel.text = "Desenvolvedor"
        components.phoneLabel.text = "(11) 1111-1111"
        components.emailLabel.text = "oi@juca.com"
        return components
    }

    @Test func seniorCardPrint() {
        let card = SeniorBusinessCardView(businessCardComponents: components())
        let report = LayoutAudit(name: "SeniorBusinessCard").run(card)
        print(report)
    }
}
