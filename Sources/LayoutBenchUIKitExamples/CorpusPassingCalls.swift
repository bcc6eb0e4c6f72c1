// The calls view code makes in passing (issue 21's corpus; written here, copied from none):
// shadows and corner masks, fonts and attributed text, symbol images, text-input traits, button
// insets, scroll and table settings, animation blocks, transforms, gradient sublayers, list content
// configurations, a table controller's data source. Its test makes both, lays them out and checks
// that nothing crashes and the controller's table fills the safe area; the point is that every
// line compiles against the module as it does against UIKit.
import LayoutBenchUIKit

final class PassingCallsView: UIView {
    let label = UILabel()
    let imageView = UIImageView()
    let button = UIButton(type: .system)
    let stack = UIStackView()
    let field = UITextField()
    let textView = UITextView()
    let scrollView = UIScrollView()
    let activity = UIActivityIndicatorView(style: .large)
    let toggle = UISwitch()
    var heightConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4
        layer.cornerCurve = .continuous
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        label.font = UIFont.boldSystemFont(ofSize: 16)
        label.font = .preferredFont(forTextStyle: .headline)
        label.font = .systemFont(ofSize: 14, weight: .semibold)
        label.font = UIFont(name: "Avenir-Heavy", size: 18)
        label.adjustsFontForContentSizeCategory = true
        label.lineBreakMode = .byWordWrapping
        label.textAlignment = .center
        label.textColor = UIColor(white: 0.2, alpha: 1)
        label.attributedText = NSAttributedString(string: "x", attributes: [.foregroundColor: UIColor.gray, .font: UIFont.systemFont(ofSize: 12), .kern: 1.2])
        let mutable = NSMutableAttributedString(string: "Hello")
        mutable.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
        label.attributedText = mutable
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.lightGray])
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        imageView.contentMode = .scaleAspectFill
        imageView.image = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        imageView.tintColor = .systemYellow
        imageView.image = UIImage(named: "x")?.withRenderingMode(.alwaysTemplate)
        stack.axis = .vertical
        stack.alignment = .fill
        stack.distribution = .fillEqually
        stack.spacing = UIStackView.spacingUseSystem
        stack.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        stack.isLayoutMarginsRelativeArrangement = true
        button.titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(.gray, for: .highlighted)
        button.imageView?.contentMode = .scaleAspectFit
        button.contentHorizontalAlignment = .left
        button.semanticContentAttribute = .forceRightToLeft
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 0)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        button.layer.cornerRadius = 8
        button.clipsToBounds = true
        toggle.onTintColor = .systemGreen
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        activity.hidesWhenStopped = true
        activity.startAnimating()
        textView.isScrollEnabled = false
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        textView.font = .preferredFont(forTextStyle: .body)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.showsVerticalScrollIndicator = false
        scrollView.keyboardDismissMode = .onDrag
        scrollView.alwaysBounceVertical = true
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        scrollView.scrollIndicatorInsets = .zero
        scrollView.setContentOffset(.zero, animated: false)
        backgroundColor = UIColor(named: "Background") ?? .systemBackground
        backgroundColor = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        for view in [label, imageView, button, stack, field, textView, scrollView, activity, toggle] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        label.setContentCompressionResistancePriority(UILayoutPriority(751), for: .vertical)
        label.setContentHuggingPriority(UILayoutPriority(rawValue: 252), for: .horizontal)
        let height = imageView.heightAnchor.constraint(equalToConstant: 0)
        height.priority = .defaultHigh - 1
        heightConstraint = height
        NSLayoutConstraint.activate([
            height,
            imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: 16.0 / 9.0),
            label.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            label.topAnchor.constraint(equalToSystemSpacingBelow: safeAreaLayoutGuide.topAnchor, multiplier: 1),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
        ])
        stack.setCustomSpacing(12, after: label)
        stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        subviews.forEach { $0.removeFromSuperview() }
        let width = UIScreen.main.bounds.width
        _ = width * 0.5 + CGFloat.pi
        _ = frame.insetBy(dx: 4, dy: 4)
        _ = frame.origin.y + safeAreaInsets.bottom
        _ = UIApplication.shared.windows.first?.safeAreaInsets
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [.curveEaseInOut], animations: {
            self.layoutIfNeeded()
        }, completion: nil)
        UIView.animate(withDuration: 0.2) { self.alpha = 0 }
        UIView.transition(with: self, duration: 0.25, options: .transitionCrossDissolve, animations: { self.isHidden = false }, completion: nil)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.alpha = 1 }
        })
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { }
        transform = CGAffineTransform(scaleX: 0.9, y: 0.9).rotated(by: .pi / 8)
        layer.borderColor = UIColor.separator.cgColor
        let gradient = CAGradientLayer()
        gradient.frame = bounds
        layer.insertSublayer(gradient, at: 0)
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.separatorStyle = .none
        tableView.estimatedRowHeight = 44
        tableView.rowHeight = UITableView.automaticDimension
        tableView.tableFooterView = UIView()
        tableView.contentInset.top = 8
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        collection.backgroundColor = .clear
        _ = collection
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        layer.shadowPath = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8)).cgPath
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.borderColor = UIColor.separator.cgColor
        }
    }
}

final class PassingCallsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .never
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        cell.selectionStyle = .none
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        content.secondaryText = "Detail"
        content.image = UIImage(systemName: "gear")
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let next = UIViewController()
        navigationController?.pushViewController(next, animated: true)
        present(next, animated: true)
        dismiss(animated: true)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
}
