// Views that override what UIKit declares on its classes (issue 21's corpus; written here,
// copied from none): a badge whose layer is a gradient (`layerClass`), and a pill button that
// dims when highlighted, keeps its colour in step with `backgroundColor` and pads its intrinsic
// size. Compiled outside the module (no `@testable`), so every `override` here is one app code
// can write.
import LayoutBenchUIKit

final class GradientBadgeView: UIView {
    let titleLabel = UILabel()

    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer? { layer as? CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer?.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradientLayer?.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer?.endPoint = CGPoint(x: 1, y: 0.5)
        layer.cornerRadius = 8
        titleLabel.text = "New"
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var backgroundColor: UIColor? {
        didSet { gradientLayer?.colors = backgroundColor.map { [$0.cgColor, $0.cgColor] } }
    }
}

final class PillButton: UIButton {
    /// Colour changes seen, for the test.
    private(set) var colourChanges = 0

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }

    override var backgroundColor: UIColor? {
        didSet { colourChanges += 1 }
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 24, height: size.height + 12)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }
}

/// A 300 × 60 bar with a pill button centred in it.
final class PillBarView: UIView {
    let button = PillButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        button.setTitle("Continue", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: centerXAnchor),
            button.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
