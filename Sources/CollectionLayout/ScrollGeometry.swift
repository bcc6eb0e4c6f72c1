import LayoutCore

/// A scroll view's viewport over the content (the usual zoomable UIScrollView recipe): the insets
/// that centre small content, the minimum zoom scale that fits it, and the visible rectangle in
/// content coordinates — the rectangle a collection view asks its layout about.
///
/// UIScrollView's conventions: `contentOffset` is the bounds origin, in the scroll view's
/// coordinates, where the content (scaled by `zoomScale`) has its origin at (0, 0); at rest at
/// the top left the offset is (−inset.left, −inset.top).
public struct ScrollGeometry: Hashable, Sendable {
    /// The scroll view's frame size.
    public var viewport: Size
    /// The content's size at zoom scale 1.
    public var contentSize: Size
    /// The smallest inset kept around the content at every zoom scale (the seed's `kMargin`).
    public var margin: Double
    public var zoomScale: Double
    public var contentOffset: Point

    public init(viewport: Size, contentSize: Size, margin: Double = 0, zoomScale: Double = 1,
                contentOffset: Point? = nil) {
        self.viewport = viewport
        self.contentSize = contentSize
        self.margin = margin
        self.zoomScale = zoomScale
        self.contentOffset = .zero
        self.contentOffset = contentOffset ?? Point(x: -contentInset.left, y: -contentInset.top)
    }

    /// The content's size at the current zoom scale (the zoomed view's frame size).
    public var zoomedContentSize: Size {
        Size(width: contentSize.width * zoomScale, height: contentSize.height * zoomScale)
    }

    /// Per axis max((viewport − zoomed content) / 2, margin): small content is centred, large
    /// content keeps the margin. The seed recomputes it in `scrollViewDidZoom`, hence the zoomed
    /// size.
    public var contentInset: EdgeInsets {
        let content = zoomedContentSize
        let horizontal = Swift.max((viewport.width - content.width) / 2, margin)
        let vertical = Swift.max((viewport.height - content.height) / 2, margin)
        return EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// min over the axes of viewport / (content + 2·margin): the scale at which the whole content
    /// and its margins fit.
    public var minimumZoomScale: Double {
        Swift.min(viewport.width / (contentSize.width + 2 * margin),
                  viewport.height / (contentSize.height + 2 * margin))
    }

    /// The offsets UIScrollView lets the content scroll between: from (−left, −top) to
    /// zoomed content + (right, bottom) − viewport, or the lower end when that is smaller.
    public var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = contentInset, content = zoomedContentSize
        let lowX = -inset.left, lowY = -inset.top
        return (lowX...Swift.max(lowX, content.width + inset.right - viewport.width),
                lowY...Swift.max(lowY, content.height + inset.bottom - viewport.height))
    }

    /// The viewport in content coordinates: (offset / zoomScale, viewport / zoomScale). It may
    /// reach outside the content (into the insets); a query there simply finds fewer items.
    public var visibleRect: Rect {
        Rect(x: contentOffset.x / zoomScale, y: contentOffset.y / zoomScale,
             width: viewport.width / zoomScale, height: viewport.height / zoomScale)
    }

    /// This geometry scrolled to `offset`, clamped to ``offsetRange``.
    public func scrolled(to offset: Point) -> ScrollGeometry {
        var copy = self
        let range = offsetRange
        copy.contentOffset = Point(x: Swift.min(Swift.max(offset.x, range.x.lowerBound), range.x.upperBound),
                                   y: Swift.min(Swift.max(offset.y, range.y.lowerBound), range.y.upperBound))
        return copy
    }
}
