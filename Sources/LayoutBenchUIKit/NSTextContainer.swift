import Foundation

/// The region a text view lays its text in (TextKit's class, the part view code sets).
open class NSTextContainer: NSObject {
    /// Blank space at each end of a line; narrows a text view's wrapping width twice over.
    open var lineFragmentPadding: CGFloat = 5
    /// Kept (0: no limit); the text view's measurement does not cut lines here.
    open var maximumNumberOfLines = 0
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open var size = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}
