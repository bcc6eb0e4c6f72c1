import LayoutModel

/// A view that arranges its arranged subviews in a row or column, as UIKit's `UIStackView`,
/// laid out by a LayoutModel ``StackView`` (whose generated constraints UIKit's log names
/// `UISV-…`). Hidden arranged views collapse: they leave the model's arrangement and are held
/// at zero size at the stack's origin (UIKit's `UISV-hiding`).
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    public var axis = NSLayoutConstraint.Axis.horizontal { didSet { arrangementChanged() } }
    public var distribution = Distribution.fill { didSet { arrangementChanged() } }
    public var alignment = Alignment.fill { didSet { arrangementChanged() } }
    public var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether arranged views are laid out inside the stack's layout margins.
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether a vertical stack measures its spacing between the arranged views' baselines.
    public var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var needsArrangement = true
    /// The constraints that hold collapsed (hidden) arranged views, by view.
    private var hidingConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

    /// The model stack, which is also ``layoutView``.
    private let stack: StackView

    public override init(frame: CGRect) {
        stack = StackView(UIView.nextModelIdentifier(for: UIStackView.self))
        super.init(frame: frame)
        layoutView = stack
    }

    public required init?(coder: NSCoder) {
        stack = StackView(UIView.nextModelIdentifier(for: UIStackView.self))
        super.init(coder: coder)
        layoutView = stack
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Arranges `view` last, making it a subview; as in UIKit, it stops translating its
    /// autoresizing mask.
    public func addArrangedSubview(_ view: UIView) {
        guard adoptAsSubview(view) else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        arrangementChanged()
    }

    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard adoptAsSubview(view) else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        arrangementChanged()
    }

    /// Makes `view` a subview unless it is one; false when `addSubview` refused it (the stack
    /// itself or one of its ancestors, UIKit's "Can't add self as subview"), so it is not arranged.
    private func adoptAsSubview(_ view: UIView) -> Bool {
        if view.superview !== self { addSubview(view) }
        return view.superview === self
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: UIView) {
        forgetArranged(view)
    }

    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementChanged()
    }

    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    func forgetArranged(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    func arrangedVisibilityChanged() { arrangementChanged() }

    private func arrangementChanged() {
        needsArrangement = true
        setNeedsLayout()
    }

    /// Rebuilds the model's arrangement from the visible arranged views, when it changed.
    override func prepareForLayout() {
        guard needsArrangement else { return }
        needsArrangement = false
        stack.axis = axis.model
        stack.distribution = switch distribution {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
        stack.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        stack.alignment = switch alignment {
        case .fill: .fill
        case .leading: .leading
        case .firstBaseline: .firstBaseline
        case .center: .center
        case .trailing: .trailing
        case .lastBaseline: .lastBaseline
        }
        stack.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        stack.spacing = Double(spacing)
        for view in stack.arrangedSubviews { stack.removeArrangedSubview(view) }
        for view in arrangedSubviews where !view.isHidden {
            stack.addArrangedSubview(view.layoutView)
            if let custom = customSpacings[ObjectIdentifier(view)], custom != UIStackView.spacingUseDefault {
                stack.setCustomSpacing(custom == UIStackView.spacingUseSystem ? 8 : Double(custom), after: view.layoutView)
            }
        }
        updateHidingConstraints()
    }

    private func updateHidingConstraints() {
        let hidden = arrangedSubviews.filter(\.isHidden)
        let hiddenIDs = Set(hidden.map(ObjectIdentifier.init))
        for (id, constraints) in hidingConstraints where !hiddenIDs.contains(id) {
            NSLayoutConstraint.deactivate(constraints)
            hidingConstraints[id] = nil
        }
        for view in hidden where hidingConstraints[ObjectIdentifier(view)] == nil {
            let constraints = [view.widthAnchor.constraint(equalToConstant: 0),
                               view.heightAnchor.constraint(equalToConstant: 0),
                               view.leftAnchor.constraint(equalTo: leftAnchor),
                               view.topAnchor.constraint(equalTo: topAnchor)]
            for constraint in constraints { constraint.identifier = "UISV-hiding" }
            NSLayoutConstraint.activate(constraints)
            hidingConstraints[ObjectIdentifier(view)] = constraints
        }
    }
}
