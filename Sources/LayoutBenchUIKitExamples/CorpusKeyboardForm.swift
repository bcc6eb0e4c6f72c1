// A login screen that moves out of the keyboard's way (issue 21's corpus, round three; written
// here, copied from none): a scroll view on the safe area whose bottom constraint follows the
// keyboard, set from `NotificationCenter` block observers reading the frame as an `NSValue`;
// a footer on `keyboardLayoutGuide`; a margins-relative stack in the scroll view's content
// guide; `contentInsetAdjustmentBehavior`; `DispatchQueue.main.async` to focus the first field.
// The notification centre is injected (`.default` in the app) so that a test posts to its own.
import LayoutBenchUIKit

final class LoginViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentStack = UIStackView()
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    let footerLabel = UILabel()
    private(set) var scrollBottomConstraint: NSLayoutConstraint!
    private let notificationCenter: NotificationCenter
    private var observers: [NSObjectProtocol] = []

    init(notificationCenter: NotificationCenter = .default) {
        self.notificationCenter = notificationCenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        observers.forEach(notificationCenter.removeObserver)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.keyboardDismissMode = .interactive
        contentStack.axis = .vertical
        contentStack.spacing = 16
        contentStack.isLayoutMarginsRelativeArrangement = true
        contentStack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20)
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        loginButton.setTitle("Log in", for: .normal)
        footerLabel.text = "Forgot password?"
        footerLabel.font = .systemFont(ofSize: 13)
        footerLabel.textColor = .link
        [emailField, passwordField, loginButton].forEach(contentStack.addArrangedSubview)
        scrollView.addSubview(contentStack)
        view.addSubview(scrollView)
        view.addSubview(footerLabel)
        [scrollView, contentStack, footerLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        scrollBottomConstraint = scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollBottomConstraint,
            contentStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            footerLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            footerLabel.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        observers.append(notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                        object: nil, queue: nil) { [weak self] notification in
            self?.keyboardWillShow(notification)
        })
        observers.append(notificationCenter.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                        object: nil, queue: nil) { [weak self] notification in
            self?.keyboardWillHide(notification)
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.async { [weak self] in
            self?.emailField.becomeFirstResponder()
        }
    }

    private func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
        scrollBottomConstraint.constant = -(frame.height - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }

    private func keyboardWillHide(_ notification: Notification) {
        scrollBottomConstraint.constant = 0
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }
}
