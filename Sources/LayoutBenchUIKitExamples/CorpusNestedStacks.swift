// Stack views nested three deep (issue 21's corpus, round three; written here, copied from
// none): an order summary whose vertical stack holds a stack of rows, each row a horizontal
// stack of a name and a price; custom spacing after the rows; the discount row hidden and shown.
import LayoutBenchUIKit

final class OrderSummaryView: UIView {
    let titleLabel = UILabel()
    let itemsStack = UIStackView()
    let totalRow: UIStackView
    let discountRow: UIStackView
    private(set) var rows: [UIStackView] = []

    private lazy var contentStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [titleLabel, itemsStack, totalRow])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    init(items: [(name: String, price: String)], discount: String, total: String) {
        totalRow = Self.makeRow(name: "Total", price: total, font: .boldSystemFont(ofSize: 17))
        discountRow = Self.makeRow(name: "Discount", price: discount, font: .systemFont(ofSize: 14))
        super.init(frame: .zero)
        titleLabel.text = "Order"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        itemsStack.axis = .vertical
        itemsStack.spacing = 4
        rows = items.map { Self.makeRow(name: $0.name, price: $0.price, font: .systemFont(ofSize: 14)) } + [discountRow]
        rows.forEach(itemsStack.addArrangedSubview)
        addSubview(contentStack)
        contentStack.setCustomSpacing(20, after: itemsStack)
        NSLayoutConstraint.activate([
            contentStack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            contentStack.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var showsDiscount: Bool {
        get { !discountRow.isHidden }
        set { discountRow.isHidden = !newValue }
    }

    private static func makeRow(name: String, price: String, font: UIFont) -> UIStackView {
        let nameLabel = UILabel()
        nameLabel.text = name
        nameLabel.font = font
        let priceLabel = UILabel()
        priceLabel.text = price
        priceLabel.font = font
        priceLabel.textAlignment = .right
        priceLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        priceLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [nameLabel, priceLabel])
        row.axis = .horizontal
        row.spacing = 8
        row.distribution = .fill
        return row
    }
}
