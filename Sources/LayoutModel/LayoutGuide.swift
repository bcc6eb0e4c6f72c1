import LayoutCore

/// A rectangle in its owning view's coordinates that constraints place like a view, but that
/// draws nothing and holds no subviews — `UILayoutGuide`, which is not a view: the other kind
/// of ``LayoutItem``. Added with ``View/addLayoutGuide(_:)``; every view also has
/// ``View/safeAreaLayoutGuide`` and ``View/layoutMarginsGuide``.
///
/// A guide has the anchors, size floors and frame of a view (its frame is reported among the
/// views', in the owner's coordinates); it has no intrinsic size, margins or subviews.
public final class LayoutGuide: LayoutItem {
    /// A guide named `identifier` (`view<N>` when empty).
    public override init(_ identifier: String = "") {
        super.init(identifier)
    }

    /// The view that owns the guide.
    public var owningView: View? { container }

    /// The frame of the last layout in the owning view's coordinates, as UIKit names it.
    public var layoutFrame: Rect { frame }

    /// Whether the guide is its owner's safe-area or layout-margins guide, placed by implicit
    /// constraints (case files name it `<owner>.safeArea` / `<owner>.layoutMargins`).
    var isImplicit: Bool {
        guard let owner = container else { return false }
        return owner.safeAreaGuide === self || owner.marginsGuide === self
    }
}
