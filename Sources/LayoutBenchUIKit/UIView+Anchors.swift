import LayoutCore
import LayoutModel

extension UIView {
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    /// The guide of the layout margins (the view's bounds inset by ``layoutMargins``).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = storedLayoutGuides.first(where: { $0.role == .layoutMargins }) { return guide }
        let guide = UILayoutGuide(wrapping: layoutView.layoutMarginsGuide, role: .layoutMargins, owner: self)
        storedLayoutGuides.append(guide)
        return guide
    }

    /// The guide of the safe area (the bounds inset by ``safeAreaInsets``).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = storedLayoutGuides.first(where: { $0.role == .safeArea }) { return guide }
        let guide = UILayoutGuide(wrapping: layoutView.safeAreaLayoutGuide, role: .safeArea, owner: self)
        storedLayoutGuides.append(guide)
        return guide
    }

    /// The guide of the readable width: the layout margins, at most 672 points wide and centred
    /// (UIKit's rule for the default text size; see docs/UIKit.md).
    public var readableContentGuide: UILayoutGuide {
        if let guide = storedLayoutGuides.first(where: { $0.role == .readableContent }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        guide.role = .readableContent
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        let width = guide.widthAnchor.constraint(equalToConstant: UIView.readableContentWidth)
        width.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            width,
        ])
        return guide
    }

    /// The widest readable column at the default text size.
    static let readableContentWidth: CGFloat = 672

    public var layoutGuides: [UILayoutGuide] { storedLayoutGuides.filter { $0.role == .custom } }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        storedLayoutGuides.append(guide)
        layoutView.addLayoutGuide(guide.layoutGuide)
        setNeedsLayout()
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutView.removeLayoutGuide(guide.layoutGuide)
        storedLayoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        setNeedsLayout()
    }

    // MARK: - Margins and safe area

    /// The margins, absolute (8 points on every side by default): the view's own, as set. With
    /// ``preservesSuperviewLayoutMargins`` the margins guide measures them grown to the
    /// superview's margins where those reach into the view (``preserveSuperviewMargins(_:)``);
    /// with ``insetsLayoutMarginsFromSafeArea`` (the default), grown to the safe area's insets
    /// where those are larger (``extendedBySafeArea(_:)``).
    public var layoutMargins: UIEdgeInsets {
        get { ownLayoutMargins ?? UIEdgeInsets(layoutView.layoutMargins) }
        set {
            ownLayoutMargins = preservesSuperviewLayoutMargins ? newValue : nil
            layoutView.layoutMargins = newValue.model
            refreshModelMargins()
            setNeedsLayout()
        }
    }

    /// `margins` as the margins guide measures them: with ``insetsLayoutMarginsFromSafeArea``,
    /// each side where the safe area has an inset grows to at least that inset, as UIKit keeps
    /// margins inside the safe area (margins 8, a safe area 44 from the top: the guide's top is
    /// at 44). Sides without a safe-area inset keep their margin, negative ones included.
    func extendedBySafeArea(_ margins: EdgeInsets) -> EdgeInsets {
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = layoutView.safeAreaInsets
        func side(_ margin: Double, _ inset: Double) -> Double { inset > 0 ? max(margin, inset) : margin }
        return EdgeInsets(top: side(margins.top, safe.top), left: side(margins.left, safe.left),
                          bottom: side(margins.bottom, safe.bottom), right: side(margins.right, safe.right))
    }

    /// Sets the model's margins to the view's own extended by the safe area. The own margins
    /// are kept in ``ownLayoutMargins`` whenever the model's differ from them (a preserving view's
    /// grow further at the next layout).
    func refreshModelMargins() {
        let own = ownLayoutMargins ?? UIEdgeInsets(layoutView.layoutMargins)
        let extended = extendedBySafeArea(own.model)
        if extended != own.model { ownLayoutMargins = own }
        layoutView.layoutMargins = extended
    }

    /// The margins by leading and trailing, in the view's layout direction.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional(in: effectiveUserInterfaceLayoutDirection) }
        set { layoutMargins = newValue.absolute(in: effectiveUserInterfaceLayoutDirection) }
    }

    /// The insets of the safe area. UIKit derives them from the window and bars; here a test
    /// sets them on the root (a subview's are not derived from its position).
    public var safeAreaInsets: UIEdgeInsets {
        get { UIEdgeInsets(layoutView.safeAreaInsets) }
        set {
            layoutView.safeAreaInsets = newValue.model
            refreshModelMargins()
            setNeedsLayout()
        }
    }
}
