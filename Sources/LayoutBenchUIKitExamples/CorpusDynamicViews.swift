// Views whose constraints change (issue 21's corpus; written here, copied from none): a card
// that animates a height constraint's constant in a spring animation, and a tag list that
// rebuilds its constraints in `updateConstraints` when its tags change.
import Foundation
import LayoutBenchUIKit

final class ExpandableCardView: UIView {
    let titleLabel = UILabel()
    let chevronView = UIImageView(image: UIImage(systemName: "chevron.down"))
    let detailsLabel = UILabel()
    let toggleButton = UIButton(type: .system)
    private var detailsHeightConstraint: NSLayoutConstraint!
    private(set) var isExpanded = false
    private(set) var finishedAnimations = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.1
        layer.shadowOffset = CGSize(width: 0, height: 2)
        titleLabel.text = "Details"
        detailsLabel.numberOfLines = 0
        detailsLabel.font = .systemFont(ofSize: 10)
        detailsLabel.text = "Opening hours, address and a map."
        detailsLabel.clipsToBounds = true
        toggleButton.setTitle("More", for: .normal)
        toggleButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.setExpanded(!self.isExpanded, animated: true)
        }, for: .touchUpInside)
        for view in [titleLabel, chevronView, detailsLabel, toggleButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        detailsHeightConstraint = detailsLabel.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            chevronView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            chevronView.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            detailsLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            detailsLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            detailsLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            detailsHeightConstraint,
            toggleButton.topAnchor.constraint(equalTo: detailsLabel.bottomAnchor, constant: 8),
            toggleButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setExpanded(_ expanded: Bool, animated: Bool) {
        isExpanded = expanded
        detailsHeightConstraint.constant = expanded ? 60 : 0
        UIView.performWithoutAnimation {
            toggleButton.setTitle(expanded ? "Show less" : "More", for: .normal)
            toggleButton.layoutIfNeeded()
        }
        guard animated else { return layoutIfNeeded() }
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5,
                       options: [.curveEaseInOut, .beginFromCurrentState]) {
            self.chevronView.transform = expanded ? CGAffineTransform(rotationAngle: .pi) : .identity
            self.layoutIfNeeded()
        } completion: { finished in
            if finished { self.finishedAnimations += 1 }
        }
    }
}

final class TagListView: UIView {
    var tags: [String] = [] {
        didSet {
            tagLabels.forEach { $0.removeFromSuperview() }
            tagLabels = tags.map(makeLabel)
            tagLabels.forEach(addSubview)
            setNeedsUpdateConstraints()
        }
    }
    private(set) var tagLabels: [UILabel] = []
    private var tagConstraints: [NSLayoutConstraint] = []
    private(set) var constraintUpdates = 0

    override class var requiresConstraintBasedLayout: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConstraints() {
        NSLayoutConstraint.deactivate(tagConstraints)
        tagConstraints = []
        var previousTrailing = layoutMarginsGuide.leadingAnchor
        var spacing: CGFloat = 0
        for label in tagLabels {
            tagConstraints += [
                label.leadingAnchor.constraint(equalTo: previousTrailing, constant: spacing),
                label.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            ]
            previousTrailing = label.trailingAnchor
            spacing = 8
        }
        if let last = tagLabels.last {
            tagConstraints.append(last.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor))
        }
        NSLayoutConstraint.activate(tagConstraints)
        constraintUpdates += 1
        super.updateConstraints()
    }

    private func makeLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        label.font = .systemFont(ofSize: 12)
        label.backgroundColor = .tertiarySystemFill
        label.layer.cornerRadius = 4
        label.clipsToBounds = true
        label.setContentHuggingPriority(.required, for: .horizontal)
        return label
    }
}
