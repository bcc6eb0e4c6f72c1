// A table cell made with `style: .subtitle` and a reuse identifier, its own views on the content
// view's margins guide after editing `contentView.layoutMargins` (issue 21's corpus, round
// three; written here, copied from none). The built-in labels of the style are not used for
// layout, as UIKit places them privately (docs/UIKit.md, "Tables and collections").
import LayoutBenchUIKit

final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    let avatarView = UIView()
    let initialsLabel = UILabel()
    let nameLabel = UILabel()
    let emailLabel = UILabel()
    private let textStack = UIStackView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
        contentView.layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
        avatarView.backgroundColor = .systemBlue
        avatarView.layer.cornerRadius = 20
        initialsLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        initialsLabel.textColor = .white
        nameLabel.font = .preferredFont(forTextStyle: .body)
        emailLabel.font = .systemFont(ofSize: 13)
        emailLabel.textColor = .secondaryLabel
        textStack.axis = .vertical
        textStack.spacing = 2
        textStack.addArrangedSubview(nameLabel)
        textStack.addArrangedSubview(emailLabel)
        avatarView.addSubview(initialsLabel)
        contentView.addSubview(avatarView)
        contentView.addSubview(textStack)
        [avatarView, initialsLabel, textStack].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            initialsLabel.centerXAnchor.constraint(equalTo: avatarView.centerXAnchor),
            initialsLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            textStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            textStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            textStack.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            textStack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        emailLabel.text = nil
    }

    func configure(name: String, email: String) {
        nameLabel.text = name
        emailLabel.text = email
        initialsLabel.text = name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}
