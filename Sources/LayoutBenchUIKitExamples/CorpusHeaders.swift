// Headers in older styles (issue 21's corpus; written here, copied from none): a profile
// header in the visual format language with metrics and alignment options, and a banner built
// with `NSLayoutConstraint(item:attribute:…)`: margin attributes, multipliers on a size and a
// centre, `.notAnAttribute` constants, installed with `addConstraint`.
import LayoutBenchUIKit

final class ProfileHeaderView: UIView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        avatarView.image = UIImage(named: "avatar")
        avatarView.layer.cornerRadius = 32
        avatarView.layer.masksToBounds = true
        avatarView.layer.borderWidth = 1
        avatarView.layer.borderColor = UIColor.separator.cgColor
        nameLabel.text = "Grace"
        handleLabel.text = "@grace"
        handleLabel.font = .systemFont(ofSize: 14)
        handleLabel.textColor = .secondaryLabel
        followButton.setTitle("Follow", for: .normal)
        followButton.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        followButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        followButton.accessibilityIdentifier = "profile.follow"
        for view in [avatarView, nameLabel, handleLabel, followButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let views: [String: Any] = ["avatar": avatarView, "name": nameLabel, "handle": handleLabel,
                                    "follow": followButton]
        let metrics = ["pad": 16, "avatar": 64, "gap": 12]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[avatar(avatar)]-gap-[name]-(>=8)-[follow]-pad-|",
                                                      options: [.alignAllTop], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[avatar(avatar)]-(>=pad)-|",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[name]-4-[handle]-(>=pad)-|",
                                                      options: .alignAllLeading, metrics: metrics, views: views)
        addConstraints(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class MarginBannerView: UIView {
    let iconView = UIImageView(image: UIImage(systemName: "star.fill"))
    let titleLabel = UILabel()
    let captionLabel = UILabel()
    let badgeView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        titleLabel.text = "Featured"
        captionLabel.text = "Every day"
        captionLabel.font = .systemFont(ofSize: 10)
        captionLabel.textAlignment = .center
        badgeView.backgroundColor = .systemRed
        badgeView.layer.cornerRadius = 12
        for view in [iconView, titleLabel, captionLabel, badgeView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        addConstraints([
            NSLayoutConstraint(item: iconView, attribute: .leading, relatedBy: .equal, toItem: self,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: iconView, attribute: .top, relatedBy: .equal, toItem: self,
                               attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: iconView, attribute: .width, relatedBy: .equal, toItem: self,
                               attribute: .width, multiplier: 0.25, constant: 0),
            NSLayoutConstraint(item: iconView, attribute: .height, relatedBy: .equal, toItem: iconView,
                               attribute: .width, multiplier: 1, constant: 0),

            NSLayoutConstraint(item: titleLabel, attribute: .leading, relatedBy: .equal, toItem: iconView,
                               attribute: .trailing, multiplier: 1, constant: 8),
            NSLayoutConstraint(item: titleLabel, attribute: .trailing, relatedBy: .equal, toItem: self,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: titleLabel, attribute: .top, relatedBy: .equal, toItem: self,
                               attribute: .topMargin, multiplier: 1, constant: 0),

            NSLayoutConstraint(item: captionLabel, attribute: .centerX, relatedBy: .equal, toItem: self,
                               attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: captionLabel, attribute: .top, relatedBy: .equal, toItem: iconView,
                               attribute: .bottom, multiplier: 1, constant: 4),
            NSLayoutConstraint(item: captionLabel, attribute: .width, relatedBy: .equal, toItem: self,
                               attribute: .width, multiplier: 0.5, constant: -10),
            NSLayoutConstraint(item: captionLabel, attribute: .height, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 12),
            NSLayoutConstraint(item: self, attribute: .bottomMargin, relatedBy: .greaterThanOrEqual,
                               toItem: captionLabel, attribute: .bottom, multiplier: 1, constant: 0),

            NSLayoutConstraint(item: badgeView, attribute: .centerX, relatedBy: .equal, toItem: self,
                               attribute: .centerX, multiplier: 1.5, constant: 0),
            NSLayoutConstraint(item: badgeView, attribute: .centerY, relatedBy: .equal, toItem: iconView,
                               attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: badgeView, attribute: .width, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 24),
            NSLayoutConstraint(item: badgeView, attribute: .height, relatedBy: .equal, toItem: badgeView,
                               attribute: .width, multiplier: 1, constant: 0),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
