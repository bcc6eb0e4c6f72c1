// Constraints kept in properties and toggled (issue 21's corpus, round three; written here,
// copied from none): a section that collapses to its header by deactivating the constraint that
// holds its bottom below the body and activating one at the header's bottom, the way most apps
// write it (`var collapsedConstraint: NSLayoutConstraint!`, deactivate before activate).
import LayoutBenchUIKit

final class CollapsibleSectionView: UIView {
    let headerButton = UIButton(type: .system)
    let bodyLabel = UILabel()
    var collapsedConstraint: NSLayoutConstraint!
    var expandedConstraint: NSLayoutConstraint!
    private(set) var toggleCount = 0

    var isCollapsed = false {
        didSet { updateCollapsedState() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        headerButton.setTitle("Details", for: .normal)
        headerButton.contentHorizontalAlignment = .leading
        headerButton.addAction(UIAction { [unowned self] _ in
            self.toggleCount += 1
            self.isCollapsed.toggle()
        }, for: .touchUpInside)
        bodyLabel.font = .systemFont(ofSize: 14)
        bodyLabel.numberOfLines = 0
        for view in [headerButton, bodyLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        collapsedConstraint = bottomAnchor.constraint(equalTo: headerButton.bottomAnchor)
        expandedConstraint = bottomAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 16)
        NSLayoutConstraint.activate([
            headerButton.topAnchor.constraint(equalTo: topAnchor),
            headerButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            headerButton.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            headerButton.heightAnchor.constraint(equalToConstant: 44),
            bodyLabel.topAnchor.constraint(equalTo: headerButton.bottomAnchor, constant: 8),
            bodyLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            bodyLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            expandedConstraint,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func updateCollapsedState() {
        if isCollapsed {
            expandedConstraint.isActive = false
            collapsedConstraint.isActive = true
        } else {
            collapsedConstraint.isActive = false
            expandedConstraint.isActive = true
        }
        bodyLabel.isHidden = isCollapsed
        UIView.animate(withDuration: 0.25) {
            self.superview?.layoutIfNeeded()
        }
    }
}
