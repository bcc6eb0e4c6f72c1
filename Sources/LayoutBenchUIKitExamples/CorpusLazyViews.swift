// Views built from lazy closures with a convenience initializer (issue 21's corpus, round three;
// written here, copied from none): a product tile whose subviews are `private lazy var`s made by
// closures, a label that shrinks its font to fit (`adjustsFontSizeToFitWidth`, which changes
// drawing, not the frame), an image from the asset catalogue by name.
import LayoutBenchUIKit

struct Product {
    let name: String
    let price: String
    let imageName: String
    let isNew: Bool
}

final class ProductTileView: UIView {
    private lazy var imageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 12
        return imageView
    }()

    private lazy var nameLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 16, weight: .semibold)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.lineBreakMode = .byTruncatingTail
        label.textAlignment = .center
        return label
    }()

    private lazy var priceLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 14)
        label.textColor = .secondaryLabel
        label.textAlignment = .right
        return label
    }()

    private lazy var badgeLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .boldSystemFont(ofSize: 12)
        label.text = "NEW"
        label.textColor = .white
        label.backgroundColor = .systemRed
        return label
    }()

    convenience init(product: Product) {
        self.init(frame: .zero)
        configure(with: product)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with product: Product) {
        imageView.image = UIImage(named: product.imageName)
        nameLabel.text = product.name
        priceLabel.text = product.price
        badgeLabel.isHidden = !product.isNew
        accessibilityLabel = "\(product.name), \(product.price)"
    }

    private func setUpViews() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        [imageView, nameLabel, priceLabel, badgeLabel].forEach(addSubview)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: topAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.75),

            badgeLabel.topAnchor.constraint(equalTo: imageView.topAnchor, constant: 8),
            badgeLabel.leadingAnchor.constraint(equalTo: imageView.leadingAnchor, constant: 8),

            nameLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),

            priceLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            priceLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            priceLabel.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -8),
        ])
    }
}
