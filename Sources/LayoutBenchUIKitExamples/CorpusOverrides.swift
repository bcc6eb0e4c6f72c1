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

/// A label that pads its text, the way padded labels are written for iOS: the text's rectangle
/// inset for measuring and drawing (UIKit's intrinsic size asks `textRect`).
final class PaddedLabel: UILabel {
    var textInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: textInsets))
    }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let text = super.textRect(forBounds: bounds.inset(by: textInsets), limitedToNumberOfLines: numberOfLines)
        return text.inset(by: UIEdgeInsets(top: -textInsets.top, left: -textInsets.left,
                                           bottom: -textInsets.bottom, right: -textInsets.right))
    }
}

/// A text field whose text and placeholder sit 12 points in from each side.
final class InsetTextField: UITextField {
    private let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)

    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
}

/// A self-sizing collection cell: a padded tag label, its height fitted to the width it is given.
final class TagCell: UICollectionViewCell {
    static let reuseIdentifier = "TagCell"
    let tagLabel = PaddedLabel()
    private(set) var selectionChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        tagLabel.numberOfLines = 0
        tagLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(tagLabel)
        NSLayoutConstraint.activate([
            tagLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
            tagLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            tagLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            tagLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var isSelected: Bool {
        didSet { selectionChanges += 1 }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        tagLabel.text = nil
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = ceil(attributes.size.height)
        return attributes
    }
}

/// A controller that relays a size transition to its content and supports portrait only.
final class RotationAwareViewController: UIViewController {
    private(set) var transitions: [CGSize] = []

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.transitions.append(size)
            self.view.frame.size = size
            self.view.layoutIfNeeded()
        }, completion: nil)
    }
}

/// A button with its image after its title.
final class TrailingImageButton: UIButton {
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let image = super.imageRect(forContentRect: contentRect)
        return CGRect(x: contentRect.maxX - image.width, y: image.minY, width: image.width, height: image.height)
    }

    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let title = super.titleRect(forContentRect: contentRect)
        let image = imageRect(forContentRect: contentRect)
        return CGRect(x: contentRect.minX, y: title.minY, width: title.width - image.width, height: title.height)
    }
}
