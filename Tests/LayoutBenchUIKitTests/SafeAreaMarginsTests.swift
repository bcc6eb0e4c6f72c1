import LayoutBenchUIKit
import Testing

/// `insetsLayoutMarginsFromSafeArea`: the margins guide keeps the margins inside the safe area,
/// each side at least the safe area's inset where it has one. Frames worked out by hand.
@Suite struct SafeAreaMarginsTests {
    /// A root of `size` with `safeArea`, and a view pinned to the root's margins guide.
    private func pinnedToMargins(_ size: CGSize, safeArea: UIEdgeInsets,
                                 configure: (UIView) -> Void = { _ in }) -> (root: UIView, view: UIView)
    {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.safeAreaInsets = safeArea
        configure(root)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            view.topAnchor.constraint(equalTo: margins.topAnchor),
            view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, view)
    }

    @Test func marginsGrowToTheSafeAreaByDefault() {
        let (root, view) = pinnedToMargins(CGSize(width: 375, height: 812),
                                           safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // Margins 8; the safe area's 44 above and 34 below exceed them, its 0 sides do not.
        expectFrame(view, 8, 44, 375 - 16, 812 - 44 - 34)
        // The margins read as set.
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func turningItOffMeasuresTheMarginsFromTheBounds() {
        let (root, view) = pinnedToMargins(CGSize(width: 375, height: 812),
                                           safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)) {
            $0.insetsLayoutMarginsFromSafeArea = false
        }
        expectFrame(view, 8, 8, 359, 812 - 16)
        root.insetsLayoutMarginsFromSafeArea = true
        root.layoutIfNeeded()
        expectFrame(view, 8, 44, 359, 734)
    }

    @Test func aLargerMarginWinsOverTheSafeArea() {
        let (root, view) = pinnedToMargins(CGSize(width: 375, height: 812),
                                           safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)) {
            $0.layoutMargins = UIEdgeInsets(top: 60, left: 20, bottom: 10, right: 20)
        }
        // top max(60, 44) = 60; bottom max(10, 34) = 34; sides 20.
        expectFrame(view, 20, 60, 335, 812 - 60 - 34)
        #expect(root.layoutMargins == UIEdgeInsets(top: 60, left: 20, bottom: 10, right: 20))
        // A later safe area moves the guide at once.
        root.safeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        expectFrame(view, 20, 60, 335, 812 - 60 - 10)
    }

    @Test func landscapeInsetsBothSides() {
        let (_, view) = pinnedToMargins(CGSize(width: 812, height: 375),
                                        safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        expectFrame(view, 44, 8, 812 - 88, 375 - 8 - 21)
    }

    @Test func aPreservingSubviewTakesTheExtendedMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        root.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = UIView(), label = UIView()
        for view in [content, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        content.preservesSuperviewLayoutMargins = true
        root.addSubview(content)
        content.addSubview(label)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: root.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // The root's margins guide starts 44 down; the content view, at the root's top, takes
        // that 44 as its own top margin (its own 8 is less).
        expectFrame(label, 8, 44, 10, 10)
        #expect(content.layoutMargins.top == 8)
    }
}
