// View controllers that build their views in code (issue 21's corpus; written here, copied
// from none): a sign-up form in a scroll view around a stack view (content and frame layout
// guides, text fields with keyboard traits and a delegate, a configuration button, keyboard
// notifications through selectors, the one edit Linux forces), and an onboarding page on the safe area made in `viewDidLoad`.
import Foundation
import LayoutBenchUIKit

final class SignUpFormViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let stackView = UIStackView()
    let titleLabel = UILabel()
    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()
    let termsLabel = UILabel()
    lazy var submitButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Create account"
        configuration.cornerStyle = .medium
        configuration.baseBackgroundColor = .systemIndigo
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.submitCount += 1
        })
    }()
    private(set) var submitCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Sign up"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self,
                                                            action: Selector("showHelp"))
        configureFields()
        layOutForm()
        observeKeyboard()
        let tap = UITapGestureRecognizer(target: view, action: Selector("endEditing:"))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    private func configureFields() {
        titleLabel.text = "Sign up"
        titleLabel.font = .boldSystemFont(ofSize: 20)
        titleLabel.accessibilityTraits = .header
        for (field, placeholder) in [(nameField, "Name"), (emailField, "Email"), (passwordField, "Password")] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.returnKeyType = .next
            field.delegate = self
        }
        nameField.textContentType = .name
        nameField.autocapitalizationType = .words
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .newPassword
        passwordField.returnKeyType = .done
        termsLabel.numberOfLines = 0
        termsLabel.font = .systemFont(ofSize: 10)
        termsLabel.text = Array(repeating: "word", count: 30).joined(separator: " ")
    }

    private func layOutForm() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .interactive
        scrollView.alwaysBounceVertical = true
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        view.addSubview(scrollView)
        scrollView.addSubview(stackView)
        [titleLabel, nameField, emailField, passwordField, termsLabel, submitButton].forEach(stackView.addArrangedSubview)
        stackView.setCustomSpacing(24, after: termsLabel)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    private func observeKeyboard() {
        // The one edit Linux forces in this file: selectors need the Objective-C runtime.
        #if canImport(UIKit)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
        #endif
    }

    /* @objc */ func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height - view.safeAreaInsets.bottom
        scrollView.verticalScrollIndicatorInsets.bottom = scrollView.contentInset.bottom
    }

    /* @objc */ func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
        scrollView.verticalScrollIndicatorInsets = .zero
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField == nameField {
            emailField.becomeFirstResponder()
        } else if textField == emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submitButton.sendActions(for: .primaryActionTriggered)
        }
        return true
    }
}

final class OnboardingViewController: UIViewController {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let pageControl = UIPageControl()
    let continueButton = UIButton(configuration: .filled())
    let skipButton = UIButton(type: .system)
    private(set) var skipped = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        imageView.image = UIImage(systemName: "sparkles")
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .systemYellow

        titleLabel.text = "Welcome"
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0

        bodyLabel.text = Array(repeating: "word", count: 30).joined(separator: " ")
        bodyLabel.font = .systemFont(ofSize: 10)
        bodyLabel.textAlignment = .center
        bodyLabel.numberOfLines = 0
        bodyLabel.textColor = .secondaryLabel

        pageControl.numberOfPages = 3
        pageControl.currentPage = 0
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .systemGray4

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.buttonSize = .large
        configuration.cornerStyle = .capsule
        continueButton.configuration = configuration

        skipButton.setTitle("Skip", for: .normal)
        skipButton.addAction(UIAction { [weak self] _ in self?.skipped = true }, for: .touchUpInside)

        for subview in [imageView, titleLabel, bodyLabel, pageControl, continueButton, skipButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            skipButton.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8),
            skipButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            imageView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 60),
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            imageView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.6),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),

            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            continueButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            continueButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            continueButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16),

            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: continueButton.topAnchor, constant: -16),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}
