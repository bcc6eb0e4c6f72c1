// Views in the style apps write them that lean on the finer points of UIKit's semantics: a price
// row aligned on its text baselines, a form stacked baseline to baseline, a cell content view that
// preserves its superview's margins, and a scroll view whose content is pinned to its own edges.
import LayoutBenchUIKit

/// A price row: a small currency sign, a large amount and a small period, on one baseline.
final class PriceRowView: UIView {
    let currencyLabel = UILabel()
    let amountLabel = UILabel()
    let periodLabel = UILabel()
    let stackView: UIStackView

    init(alignment: UIStackView.Alignment) {
        stackView = UIStackView(arrangedSubviews: [currencyLabel, amountLabel, periodLabel])
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        currencyLabel.text = "ab"
        amountLabel.text = "ab"
        amountLabel.font = .systemFont(ofSize: 34)
        periodLabel.text = "ab"
        stackView.axis = .horizontal
        stackView.alignment = alignment
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            stackView.topAnchor.constraint(equalTo: topAnchor, constant: 50),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Two lines of a form whose vertical rhythm is measured between baselines.
final class BaselineFormView: UIView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let stackView: UIStackView

    override init(frame: CGRect) {
        stackView = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        super.init(frame: frame)
        titleLabel.text = "ab"
        subtitleLabel.text = "ab"
        stackView.axis = .vertical
        stackView.spacing = 30
        stackView.isBaselineRelativeArrangement = true
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
            stackView.topAnchor.constraint(equalTo: topAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A card whose content view sits 10 points in from its left edge and preserves the card's
/// wide margins; the title is pinned to the content view's margins.
final class MarginCardView: UIView {
    let contentView = UIView()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        contentView.preservesSuperviewLayoutMargins = true
        contentView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        contentView.addSubview(titleLabel)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A scroll view whose one big content view is pinned to the scroll view's own edges, the
/// pre-iOS 11 idiom: those edges are the content area's, so the content scrolls.
final class PinnedContentScrollView: UIView {
    let scrollView = UIScrollView()
    let pageView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        pageView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)
        scrollView.addSubview(pageView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            pageView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 10),
            pageView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -10),
            pageView.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
            pageView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -10),
            pageView.widthAnchor.constraint(equalToConstant: 500),
            pageView.heightAnchor.constraint(equalToConstant: 1000),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
