// A helper extension on UIView and constraints built in loops (issue 21's corpus, round three;
// written here, copied from none): `pinEdges(to:insets:)` as app code writes it, and a keypad
// whose twelve keys get their constraints from their row and column, gathered in one array and
// activated at once.
import LayoutBenchUIKit

extension UIView {
    /// Pins the four edges to `other`'s, inset by `insets`; returns the active constraints.
    @discardableResult
    func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            other.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
            other.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

final class KeypadView: UIView {
    static let titles = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"]
    static let columns = 3
    static let spacing: CGFloat = 8
    static let padding: CGFloat = 12

    let backgroundView = UIView()
    private(set) var keys: [UIButton] = []
    private(set) var edgeConstraints: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
        edgeConstraints = backgroundView.pinEdges(to: self)
        keys = Self.titles.map { title in
            let key = UIButton(type: .system)
            key.setTitle(title, for: .normal)
            key.titleLabel?.font = .monospacedDigitSystemFont(ofSize: 24, weight: .regular)
            key.backgroundColor = .tertiarySystemFill
            key.layer.cornerRadius = 8
            key.translatesAutoresizingMaskIntoConstraints = false
            addSubview(key)
            return key
        }
        NSLayoutConstraint.activate(keyConstraints())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Each key after the first in its row follows the one before it; each row after the first
    /// sits below the row above; the last column and row reach the padded edges; every key is
    /// as large as the first.
    private func keyConstraints() -> [NSLayoutConstraint] {
        var constraints: [NSLayoutConstraint] = []
        let rows = keys.count / Self.columns
        for (index, key) in keys.enumerated() {
            let row = index / Self.columns
            let column = index % Self.columns
            if row == 0 {
                constraints.append(key.topAnchor.constraint(equalTo: backgroundView.topAnchor, constant: Self.padding))
            } else {
                constraints.append(key.topAnchor.constraint(equalTo: keys[index - Self.columns].bottomAnchor,
                                                            constant: Self.spacing))
            }
            if column == 0 {
                constraints.append(key.leadingAnchor.constraint(equalTo: backgroundView.leadingAnchor, constant: Self.padding))
            } else {
                constraints.append(key.leadingAnchor.constraint(equalTo: keys[index - 1].trailingAnchor, constant: Self.spacing))
            }
            if column == Self.columns - 1 {
                constraints.append(backgroundView.trailingAnchor.constraint(equalTo: key.trailingAnchor, constant: Self.padding))
            }
            if row == rows - 1 {
                constraints.append(backgroundView.bottomAnchor.constraint(equalTo: key.bottomAnchor, constant: Self.padding))
            }
            if index > 0 {
                constraints.append(key.widthAnchor.constraint(equalTo: keys[0].widthAnchor))
                constraints.append(key.heightAnchor.constraint(equalTo: keys[0].heightAnchor))
            }
        }
        return constraints
    }
}
