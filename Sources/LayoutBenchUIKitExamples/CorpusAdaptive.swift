// A profile row that adapts to the text size and the device (issue 21's corpus, round three;
// written here, copied from none): `registerForTraitChanges` with a `Self` handler and
// `traitCollectionDidChange` both answering a content-size change by stacking vertically at
// accessibility sizes; a hairline of one pixel from `UIScreen.main.scale`; margins by
// `UIDevice.current.userInterfaceIdiom`; `UIAccessibility.isVoiceOverRunning`; the avatar's
// image swapped in a `UIView.transition` block.
import LayoutBenchUIKit

final class AdaptiveProfileView: UIView {
    let stackView = UIStackView()
    let avatarView = UIImageView()
    let textStack = UIStackView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let separator = UIView()
    private(set) var traitChanges = 0
    private(set) var sizeCategoryUpdates = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let side: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 16
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: side, bottom: 12, trailing: side)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        bioLabel.font = .preferredFont(forTextStyle: .subheadline)
        bioLabel.adjustsFontForContentSizeCategory = true
        bioLabel.numberOfLines = 0
        avatarView.layer.cornerRadius = 24
        avatarView.clipsToBounds = true
        separator.backgroundColor = .separator
        textStack.axis = .vertical
        textStack.spacing = 2
        textStack.addArrangedSubview(nameLabel)
        textStack.addArrangedSubview(bioLabel)
        stackView.spacing = 12
        stackView.addArrangedSubview(avatarView)
        stackView.addArrangedSubview(textStack)
        addSubview(stackView)
        addSubview(separator)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        separator.translatesAutoresizingMaskIntoConstraints = false
        isAccessibilityElement = UIAccessibility.isVoiceOverRunning
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 48),
            avatarView.heightAnchor.constraint(equalToConstant: 48),
            stackView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            separator.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale),
        ])
        updateAxis()
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _: UITraitCollection) in
            self.updateAxis()
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            sizeCategoryUpdates += 1
        }
    }

    func setAvatar(_ image: UIImage?) {
        UIView.transition(with: avatarView, duration: 0.2, options: .transitionCrossDissolve, animations: {
            self.avatarView.image = image
        })
    }

    private func updateAxis() {
        let isAccessibilitySize = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        stackView.axis = isAccessibilitySize ? .vertical : .horizontal
        stackView.alignment = isAccessibilitySize ? .leading : .center
    }
}
