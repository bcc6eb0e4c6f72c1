import LayoutBenchAudit
import LayoutBenchUIKit
import LayoutMeasure

/// The audit's cost: the seed's senior business card (a photo over four labels whose trailing
/// constants are +5, so each label overflows the card) audited over the default variants
/// (6 widths × 12 text sizes × 2 directions × 4 text variants = 576). `incremental` audits one
/// card, changed and re-laid out in place between variants (`run(_ view:)`); `scratch` (the
/// naive twin) builds, names and lays out a new card for every variant. Size: variants; variants per second is size over
/// the time. Answers: the findings' kinds and how many variants each holds in, the same for both.
enum AuditScenarios {
    static let scenarios = ["audit-business-card"]
    static let strategies = ["incremental", "scratch"]
    static let variantCount = 576

    static func measure(iterations: Int) -> [BenchMeasurement] {
        strategies.map { strategy in
            var audit = LayoutAudit(name: "BusinessCard")
            audit.rebuildsEveryVariant = strategy == "scratch"
            var answers: [Double] = []
            var variants = 0
            let samples = sample(iterations: iterations) {
                let report = strategy == "scratch" ? audit.run { _ in BenchBusinessCard() } : audit.run(BenchBusinessCard())
                variants = report.variantCount
                answers = report.findings.flatMap { [Double(LayoutAuditFinding.Kind.allCases.firstIndex(of: $0.kind)!),
                                                     Double($0.variants.count)] }
            }
            return BenchMeasurement(scenario: scenarios[0], strategy: strategy, size: variants, seed: 0,
                                    samples: samples, answers: answers)
        }
    }
}

/// The seed's senior business card (seeds/000), its constraints as the article wrote them.
private final class BenchBusinessCard: UIView {
    let photoImageView = UIImageView(frame: .zero)
    let nameLabel = UILabel(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let phoneLabel = UILabel(frame: .zero)
    let emailLabel = UILabel(frame: .zero)

    init() {
        super.init(frame: .zero)
        let labels = [nameLabel, titleLabel, phoneLabel, emailLabel]
        zip(labels, ["Juca", "Desenvolvedor", "(11) 1111-1111", "oi@juca.com"]).forEach { $0.text = $1 }
        var above: UIView = photoImageView
        for view in [photoImageView] + labels {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            photoImageView.topAnchor.constraint(equalTo: topAnchor),
            photoImageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            photoImageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            photoImageView.heightAnchor.constraint(equalToConstant: 100),
            emailLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        for label in labels {
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 5),
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
                label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: 5),
            ])
            above = label
        }
    }

    required init?(coder: NSCoder) { nil }
}
