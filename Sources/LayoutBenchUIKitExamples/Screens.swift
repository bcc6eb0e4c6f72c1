// Screens in the style apps write them: a view controller with margins, the safe area, system
// spacing and a wrapping label; a badge that builds its constraints in updateConstraints; a
// self-sizing comment cell with margin attributes; a settings row in the visual format language.
import LayoutBenchUIKit

final class ProfileViewController: UIViewController {
    private(set) var didLayoutCount = 0
    let titleLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = UIButton(type: .system)

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.text = "Grace Hopper"
        bioLabel.numberOfLines = 0
        bioLabel.font = .systemFont(ofSize: 10)
        bioLabel.text = Array(repeating: "word", count: 30).joined(separator: " ")
        followButton.setTitle("Follow", for: .normal)
        for subview in [titleLabel, bioLabel, followButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            bioLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            bioLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            followButton.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 16),
            followButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        didLayoutCount += 1
    }
}

final class BadgeView: UIView {
    let countLabel = UILabel()
    var inset: CGFloat = 6 {
        didSet { setNeedsUpdateConstraints() }
    }
    private var leadingConstraint: NSLayoutConstraint?
    private var trailingConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        countLabel.font = .systemFont(ofSize: 12)
        countLabel.text = "12"
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateConstraints() {
        if leadingConstraint == nil {
            let leading = countLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset)
            let trailing = trailingAnchor.constraint(equalTo: countLabel.trailingAnchor, constant: inset)
            NSLayoutConstraint.activate([
                leading, trailing,
                countLabel.topAnchor.constraint(equalTo: topAnchor, constant: 2),
                bottomAnchor.constraint(equalTo: countLabel.bottomAnchor, constant: 2),
            ])
            leadingConstraint = leading
            trailingConstraint = trailing
        }
        leadingConstraint?.constant = inset
        trailingConstraint?.constant = inset
        super.updateConstraints()
    }
}

final class CommentCell: UITableViewCell {
    let authorLabel = UILabel()
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = .boldSystemFont(ofSize: 10)
        bodyLabel.font = .systemFont(ofSize: 10)
        bodyLabel.numberOfLines = 0
        for label in [authorLabel, bodyLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        contentView.addConstraints([
            NSLayoutConstraint(item: authorLabel, attribute: .leading, relatedBy: .equal, toItem: contentView,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: authorLabel, attribute: .top, relatedBy: .equal, toItem: contentView,
                               attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: bodyLabel, attribute: .leading, relatedBy: .equal, toItem: authorLabel,
                               attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: bodyLabel, attribute: .trailing, relatedBy: .equal, toItem: contentView,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: bodyLabel, attribute: .top, relatedBy: .equal, toItem: authorLabel,
                               attribute: .bottom, multiplier: 1, constant: 4),
            NSLayoutConstraint(item: bodyLabel, attribute: .bottom, relatedBy: .equal, toItem: contentView,
                               attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SettingsRowView: UIView {
    let iconView = UIImageView(image: UIImage(size: CGSize(width: 29, height: 29)))
    let titleLabel = UILabel()
    let toggle = UISwitch()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Wi-Fi"
        let views: [String: Any] = ["icon": iconView, "title": titleLabel, "toggle": toggle]
        for case let view as UIView in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let metrics = ["gap": 15, "icon": 29]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-gap-[icon(icon)]-gap-[title]-(>=8)-[toggle]-gap-|",
                                           options: [.alignAllCenterY], metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(8)-[icon(icon)]-(8)-|", options: [],
                                                 metrics: metrics, views: views))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
