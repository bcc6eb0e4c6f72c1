// Views with the conflicts real apps have, written as app code would.
import LayoutBenchUIKit

/// A profile header whose author forgot `translatesAutoresizingMaskIntoConstraints = false` on
/// the avatar: its frame (.zero) becomes required constraints that fight the anchors.
final class ForgottenMaskHeaderView: UIView {
    let avatarView = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatarView)
        addSubview(nameLabel)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.text = "Ada Lovelace"
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            avatarView.centerYAnchor.constraint(equalTo: centerYAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A banner with a fixed height that its content cannot fit: 8 + 44 + 8 > 50.
final class OverfullBannerView: UIView {
    let iconView = UIImageView()
    let dismissButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        for view in [iconView, dismissButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let fixedHeight = heightAnchor.constraint(equalToConstant: 50)
        fixedHeight.identifier = "banner-height"
        NSLayoutConstraint.activate([
            fixedHeight,
            iconView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            iconView.heightAnchor.constraint(equalToConstant: 44),
            iconView.widthAnchor.constraint(equalTo: iconView.heightAnchor),
            iconView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            dismissButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            dismissButton.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
