import LayoutCore
import LayoutModel

extension UIView {
    /// Called on a root. The margins of every view of `views` (each before its subviews) that preserves its
    /// superview's: its own, each side grown to what the superview's margin on that side
    /// reaches into it — the superview's margin less the distance between their edges, when
    /// positive — from the frames just laid out, as UIKit adjusts a content view whose frame
    /// lies inside its superview's margins. A view whose margins changed hears of it
    /// (`layoutMarginsDidChange()`). True when any changed (another pass).
    ///
    /// - Complexity: O(views).
    func preserveSuperviewMargins(_ views: some Sequence<UIView>) -> Bool {
        var changed = false
        for view in views where view.preservesSuperviewLayoutMargins {
            guard let superview = view.superview, let own = view.ownLayoutMargins?.model else { continue }
            let preserved = view.extendedBySafeArea(own).preserving(superview.layoutView.layoutMargins,
                                           of: Rect(superview.bounds), at: Rect(view.storedFrame))
            guard preserved != view.layoutView.layoutMargins else { continue }
            view.layoutView.layoutMargins = preserved
            // Its inputs (a scroll view's content margins) follow in the next pass.
            if !dirtyViews.walksWholeTree { dirtyViews.marginsChanged.append(view) }
            view.layoutMarginsDidChange()
            changed = true
        }
        return changed
    }
}

extension EdgeInsets {
    /// These margins, each side at least what `outer` — the margins of a superview whose
    /// bounds are `bounds` — reaches past the edge of `frame` (in those bounds) on that side.
    func preserving(_ outer: EdgeInsets, of bounds: Rect, at frame: Rect) -> EdgeInsets {
        let top = max(self.top, outer.top - (frame.y - bounds.y))
        let left = max(self.left, outer.left - (frame.x - bounds.x))
        let bottom = max(self.bottom, outer.bottom - ((bounds.y + bounds.height) - (frame.y + frame.height)))
        let right = max(self.right, outer.right - ((bounds.x + bounds.width) - (frame.x + frame.width)))
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
