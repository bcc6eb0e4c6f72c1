import LayoutCore
import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// Right-to-left layout: leading and trailing mirror in the common ancestor, left and right and
/// centerX do not.
@Suite struct DirectionTests {
    func tree(_ direction: LayoutDirection) -> (root: View, box: View, inner: View) {
        let root = View("root")
        root.targetSize = TargetSize(width: 400, height: 300)
        root.layoutDirection = direction
        let box = View("box")
        let inner = View("inner")
        root.addSubview(box, withConstraints: [
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        box.addSubview(inner, withConstraints: [
            inner.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -5),
            inner.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.5),
        ])
        return (root, box, inner)
    }

    @Test func leftToRight() throws {
        let (root, _, _) = tree(.leftToRight)
        let result = try layoutWithEveryStrategy(root)
        expectFrames(result, ["box": Rect(x: 20, y: 10, width: 200, height: 100),
                              "inner": Rect(x: 200 - 5 - 50, y: 50 - 12.5, width: 50, height: 25)])
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let (root, _, _) = tree(.rightToLeft)
        let result = try layoutWithEveryStrategy(root)
        expectFrames(result, ["box": Rect(x: 400 - 20 - 200, y: 10, width: 200, height: 100),
                              "inner": Rect(x: 5, y: 37.5, width: 50, height: 25)])
    }

    @Test func leftAndRightKeepTheirMeaning() throws {
        let (root, box, _) = tree(.rightToLeft)
        let pinned = View("pinned")
        box.addSubview(pinned, withConstraints: [
            pinned.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 7),
            pinned.rightAnchor.constraint(equalTo: box.centerXAnchor),
            pinned.topAnchor.constraint(equalTo: box.topAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 1),
        ])
        let result = try layoutWithEveryStrategy(root)
        expectFrames(result, ["pinned": Rect(x: 7, y: 0, width: 100 - 7, height: 1)])
    }

    @Test func multipliersOnPositionsUseTheCommonAncestorsSpace() throws {
        // a.leading == 0.5 × b.trailing, evaluated in root space: right-to-left, leading is the
        // mirrored right edge u = 400 − right and trailing the mirrored left edge.
        for direction in LayoutDirection.allCases {
            let root = View("root")
            root.targetSize = TargetSize(width: 400, height: 100)
            root.layoutDirection = direction
            let a = View("a"), b = View("b")
            root.addSubview(a)
            root.addSubview(b)
            LayoutConstraint.activate([
                b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
                b.widthAnchor.constraint(equalToConstant: 100),
                a.widthAnchor.constraint(equalToConstant: 10),
                LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .trailing,
                                 multiplier: 0.5),
                a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
                b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 1),
            ])
            let result = try layoutWithEveryStrategy(root)
            if direction == .leftToRight {
                expectFrames(result, ["a": Rect(x: 0.5 * 200, y: 0, width: 10, height: 1)])
            } else {
                // b.trailing = 400 − 100 = 300; a.leading = 150 = 400 − a.right → a.x = 250 − 10.
                expectFrames(result, ["a": Rect(x: 400 - 150 - 10, y: 0, width: 10, height: 1)])
            }
        }
    }

    @Test func centerXStaysAbsoluteInConstraintsThatNameLeading() throws {
        let root = View("root")
        root.targetSize = TargetSize(width: 400, height: 100)
        root.layoutDirection = .rightToLeft
        let a = View("a"), b = View("b")
        root.addSubview(a)
        root.addSubview(b)
        LayoutConstraint.activate([
            b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100), b.widthAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: b.centerXAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        // a.leading (mirrored) = 400 − a.right equals b.centerX = 150 (absolute).
        expectFrames(try layoutWithEveryStrategy(root), ["a": Rect(x: 250 - 10, y: 0, width: 10, height: 1)])
    }
}
