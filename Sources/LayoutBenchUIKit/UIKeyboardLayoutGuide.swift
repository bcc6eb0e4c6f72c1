/// The guide of the keyboard (iOS 15). No keyboard shows here, so the guide is always the
/// offscreen keyboard's: as wide as the view, from the safe area's bottom to the view's bottom
/// (`usesBottomSafeArea`, the default), or 0 tall at the view's bottom.
open class UIKeyboardLayoutGuide: UILayoutGuide {
    open var followsUndockedKeyboard = false
    open var keyboardDismissPadding: CGFloat = 0
    /// Whether the offscreen keyboard's top is the safe area's bottom (else the view's bottom).
    open var usesBottomSafeArea = true {
        didSet {
            safeAreaTop?.isActive = usesBottomSafeArea
            viewBottomTop?.isActive = !usesBottomSafeArea
        }
    }
    var safeAreaTop: NSLayoutConstraint?
    var viewBottomTop: NSLayoutConstraint?
}

extension UIView {
    /// Made on first use (listed among ``layoutGuides``, as the scroll view's guides are).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = storedLayoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(guide)
        guide.safeAreaTop = guide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        guide.viewBottomTop = guide.topAnchor.constraint(equalTo: bottomAnchor)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            guide.safeAreaTop!,
        ])
        return guide
    }
}
