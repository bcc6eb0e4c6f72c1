// Views written to have one audit finding each, and one written to have none.
import LayoutBenchUIKit
@testable import LayoutBenchUIKitExamples

/// A badge asked to be 100 and 200 wide, both required: unsatisfiable.
final class ConflictingBadgeView: UIView {
    let badgeLabel = UILabel()

    init() {
        super.init(frame: .zero)
        badgeLabel.text = "New"
        badgeLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badgeLabel)
        NSLayoutConstraint.activate([
            badgeLabel.topAnchor.constraint(equalTo: topAnchor),
            badgeLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
            badgeLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            badgeLabel.widthAnchor.constraint(equalToConstant: 100),
            badgeLabel.widthAnchor.constraint(equalToConstant: 200),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A divider with a position and a height but no width: its width is free.
final class AmbiguousDividerView: UIView {
    let divider = UIView()

    init() {
        super.init(frame: .zero)
        divider.translatesAutoresizingMaskIntoConstraints = false
        addSubview(divider)
        NSLayoutConstraint.activate([
            divider.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            divider.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            divider.heightAnchor.constraint(equalToConstant: 1),
            divider.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A title and a price both pinned to the leading edge at the same top: they overlap.
final class OverlappingPriceView: UIView {
    let titleLabel = UILabel()
    let priceLabel = UILabel()

    init() {
        super.init(frame: .zero)
        titleLabel.text = "Coffee"
        priceLabel.text = "3.50"
        for label in [titleLabel, priceLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ])
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// A banner whose trailing edge is 10 past its superview's (the sign of the constant wrong).
final class OverflowingBannerView: UIView {
    let banner = UIView()

    init() {
        super.init(frame: .zero)
        banner.translatesAutoresizingMaskIntoConstraints = false
        addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: topAnchor),
            banner.bottomAnchor.constraint(equalTo: bottomAnchor),
            banner.heightAnchor.constraint(equalToConstant: 44),
            banner.leadingAnchor.constraint(equalTo: leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: trailingAnchor, constant: 10),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A one-line label held to 40 points: "Settings" (64 points at 17) does not fit.
final class NarrowTitleView: UIView {
    let titleLabel = UILabel()

    init() {
        super.init(frame: .zero)
        titleLabel.text = "Settings"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            titleLabel.widthAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// An avatar with an image whose width constraint is 0: content of zero size.
final class CollapsedAvatarView: UIView {
    let avatarImageView = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))

    init() {
        super.init(frame: .zero)
        avatarImageView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(avatarImageView)
        NSLayoutConstraint.activate([
            avatarImageView.topAnchor.constraint(equalTo: topAnchor),
            avatarImageView.bottomAnchor.constraint(equalTo: bottomAnchor),
            avatarImageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: 0),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A contact row done right: a 40-point photo, and beside it a name that wraps, both inside
/// 8/16-point insets; the row is as tall as the taller of the two.
final class ContactRowView: UIView {
    let photoImageView = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))
    let nameLabel = UILabel()

    init(name: String = "Maria da Silva", photo: Bool = true) {
        super.init(frame: .zero)
        nameLabel.text = name
        nameLabel.numberOfLines = 0
        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.adjustsFontForContentSizeCategory = true
        photoImageView.image = photo ? photoImageView.image : nil
        for view in [photoImageView, nameLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            photoImageView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            photoImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            photoImageView.widthAnchor.constraint(equalToConstant: 40),
            photoImageView.heightAnchor.constraint(equalToConstant: 40),
            photoImageView.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -8),
            nameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: photoImageView.trailingAnchor, constant: 8),
            nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            nameLabel.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A message cell filled from data: an optional attachment image above a wrapping text. The
/// image view has no size constraints, so without an image its size is free (ambiguous).
final class MessageCellView: UIView {
    let attachmentImageView = UIImageView()
    let messageLabel = UILabel()

    init() {
        super.init(frame: .zero)
        messageLabel.numberOfLines = 0
        for view in [attachmentImageView, messageLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            attachmentImageView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            attachmentImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            messageLabel.topAnchor.constraint(equalTo: attachmentImageView.bottomAnchor, constant: 8),
            messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            messageLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
