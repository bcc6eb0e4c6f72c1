import LayoutCore
import LayoutModel

extension RandomCaseGenerator {
    /// A number in `0..<count` by the remainder of one draw (``SplitMix64/below(_:)``).
    private mutating func below(_ count: Int) -> Int { Int(random.below(UInt64(count))) }
    /// `true` with probability `p`: a 53-bit uniform (``SplitMix64/unit()``) against `p`.
    private mutating func odds(_ p: Double) -> Bool { random.unit() < p }
    private mutating func element<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// Adds UIKit's extras to a made case, each with ``Knobs/uikitAnchors``: custom layout
    /// margins on a view; a placement against the parent's edge moved to the parent's margin
    /// (`leading` → `leadingMargin`) or to the parent's safe-area guide; safe-area insets on a
    /// view; and a layout guide `g` in the root, spanning its margins below its safe area, that
    /// a child of the root may sit under.
    mutating func addUIKitAnchors(to layoutCase: inout LayoutCase, parents: [Int?]) {
        let p = knobs.uikitAnchors
        for index in layoutCase.views.indices where odds(p) {
            layoutCase.views[index].layoutMargins = EdgeInsets(top: element([0, 4, 8, 20]), left: element([0, 8, 16]),
                                                           bottom: element([0, 8, 34]), right: element([0, 8, 24.5]))
        }
        for index in layoutCase.views.indices where odds(p / 2) {
            layoutCase.views[index].safeAreaInsets = EdgeInsets(top: element([0, 20, 44]), left: element([0, 10]),
                                                            bottom: element([0, 34]), right: element([0, 10]))
        }
        let parentOf = Dictionary(uniqueKeysWithValues: parents.enumerated().compactMap { index, parent in
            parent.map { ("v\(index)", "v\($0)") }
        })
        for index in layoutCase.constraints.indices {
            let spec = layoutCase.constraints[index]
            guard let second = spec.second, parentOf[spec.first.item] == second.item, !second.attribute.isSize,
                  !second.attribute.isMargin, odds(p)
            else { continue }
            if odds(0.5) {
                layoutCase.constraints[index].second?.attribute = Self.margin(of: second.attribute)
            } else {
                layoutCase.constraints[index].second?.item = "\(second.item).\(View.safeAreaSuffix)"
            }
        }
        guard odds(p) else { return }
        layoutCase.views.append(LayoutCase.ViewSpec(id: "g", parent: "v0", isGuide: true))
        let guideConstraints = [
            "g.leading == v0.leadingMargin", "g.trailing == v0.trailingMargin",
            "g.top == v0.safeArea.top", "g.height == \(element([0, 20, 44]))",
        ]
        layoutCase.constraints += guideConstraints.compactMap { try? ConstraintSpec.parse($0) }
        if let child = parents.indices.first(where: { parents[$0] == 0 }),
           let under = try? ConstraintSpec.parse("v\(child).top >= g.bottom + \(element([0, 8, 16])) @\(element([1000, 750]))")
        {
            layoutCase.constraints.append(under)
        }
    }

    /// The margin attribute of a frame attribute (`leading` → `leadingMargin`).
    static func margin(of attribute: LayoutAttribute) -> LayoutAttribute {
        LayoutAttribute.allCases.first { $0.isMargin && $0.withoutMargin == attribute } ?? attribute
    }
}
