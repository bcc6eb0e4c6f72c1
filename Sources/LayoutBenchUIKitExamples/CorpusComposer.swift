// A chat composer in the iOS 15 style (issue 21's corpus; written here, copied from none): an
// input bar on the keyboard layout guide, a self-sizing text view, a gradient and a shadow path
// set from the laid-out bounds in `viewDidLayoutSubviews`, and trait checks.
import LayoutBenchUIKit

final class ComposerViewController: UIViewController {
    let inputBar = UIView()
    let textView = UITextView()
    let sendButton = UIButton(type: .system)
    let gradientLayer = CAGradientLayer()
    private(set) var appearanceChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        inputBar.backgroundColor = .secondarySystemGroupedBackground
        inputBar.layer.shadowColor = UIColor.black.cgColor
        inputBar.layer.shadowOpacity = 0.08
        inputBar.layer.shadowRadius = 4
        gradientLayer.colors = [UIColor.white.cgColor, UIColor.systemGray6.cgColor]
        gradientLayer.locations = [0, 1]
        inputBar.layer.insertSublayer(gradientLayer, at: 0)
        if UIDevice.current.userInterfaceIdiom == .pad || traitCollection.horizontalSizeClass == .regular {
            inputBar.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        }

        textView.isScrollEnabled = false
        textView.text = "Hi"
        textView.layer.cornerRadius = 15
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.separator.cgColor
        textView.returnKeyType = .send

        let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
        sendButton.setImage(UIImage(systemName: "arrow.up.circle.fill", withConfiguration: configuration), for: .normal)
        sendButton.accessibilityLabel = "Send"

        view.addSubview(inputBar)
        for subview in [inputBar, textView, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        inputBar.addSubview(textView)
        inputBar.addSubview(sendButton)
        let margins = inputBar.layoutMarginsGuide
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),

            textView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            textView.topAnchor.constraint(equalTo: margins.topAnchor),
            textView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            textView.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),

            sendButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            sendButton.bottomAnchor.constraint(equalTo: textView.bottomAnchor, constant: -3),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        gradientLayer.frame = inputBar.bounds
        inputBar.layer.shadowPath = UIBezierPath(roundedRect: inputBar.bounds, cornerRadius: 0).cgPath
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            appearanceChanges += 1
            textView.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }
    }
}
