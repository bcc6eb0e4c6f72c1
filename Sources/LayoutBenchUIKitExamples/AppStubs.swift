// What the cookbook's views use from their apps without showing it: the asset catalogue, an
// assertion helper, the `addSubview(_:withEdgeInsets:)` wrapper project Y calls (pins the
// four edges with the insets, as the cookbook's other wrappers do) and the `setImage(_:)` the
// calendar button's snippet calls (the image for the normal state).
import LayoutBenchUIKit

enum Asset {
    struct Image {
        let image: UIImage
    }

    /// A 24 × 24 glyph.
    static let iconPlay = Image(image: UIImage(size: CGSize(width: 24, height: 24), name: "icon-play"))
    static let calendar = Image(image: UIImage(size: CGSize(width: 24, height: 24), name: "calendar"))
    static let arrowLeft = Image(image: UIImage(size: CGSize(width: 24, height: 24), name: "arrow-left"))
    static let arrowRight = Image(image: UIImage(size: CGSize(width: 24, height: 24), name: "arrow-right"))
    static let arrowDoubleRight = Image(image: UIImage(size: CGSize(width: 24, height: 24), name: "arrow-double-right"))
}

func GAssertionFailure(_ message: String) {}

extension UIView {
    func addSubview(_ view: UIView, withEdgeInsets insets: UIEdgeInsets) {
        addSubview(view, withConstraints: [
            view.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: insets.right),
            bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: insets.bottom),
        ])
    }
}

extension UIButton {
    func setImage(_ image: UIImage?) {
        setImage(image, for: .normal)
    }
}
