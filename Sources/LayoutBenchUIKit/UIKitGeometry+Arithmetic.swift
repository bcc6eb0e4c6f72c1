extension UIEdgeInsets {
    /// Side by side sums (used for a controller's additional safe area).
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
                     right: right + other.right)
    }

    var negated: UIEdgeInsets { UIEdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right) }
}
