import LayoutCore
@testable import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// The model's construction fast paths against their naive twins: the compiler writing a
/// constraint's terms straight into one array (``ConstraintCompiler/compile(_:named:)``) against
/// the same constraint built with `LinearExpression`'s operators, and a case's reserved labels
/// read in place (``CaseModel/ConstraintNames``) against every implicit name spelled out.
@Suite struct ConstructionTwinTests {
    /// Seeded random trees (views, a view's margins and safe-area guides, a free guide) and random
    /// constraints between any two items with every attribute, multiplier and constant sign, in
    /// both directions: both compilers give the same terms, coefficients and constant to the bit.
    @Test func compiledTermsEqualTheExpressionForm() {
        var random = SplitMix64(seed: 24)
        let multipliers: [Double] = [1, -1, 0, -0.0, 0.5, -2, 3, 1e-3, 1e3]
        let constants: [Double] = [0, -0.0, 8, -8, 0.25, 1e7]
        for _ in 0 ..< 200 {
            let root = View("root")
            var views = [root]
            for index in 0 ..< Int.random(in: 1 ... 5, using: &random) {
                let view = View("v\(index)")
                views.randomElement(using: &random)!.addSubview(view)
                views.append(view)
            }
            var items: [LayoutItem] = views
            for view in views where Bool.random(using: &random) { items.append(view.layoutMarginsGuide) }
            for view in views where Bool.random(using: &random) { items.append(view.safeAreaLayoutGuide) }
            let free = LayoutGuide("free")
            views.randomElement(using: &random)!.addLayoutGuide(free)
            items.append(free)
            let direction: LayoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
            let compiler = ConstraintCompiler(root: root, direction: direction)
            for _ in 0 ..< 30 {
                let first = items.randomElement(using: &random)!
                let attribute = LayoutAttribute.allCases.randomElement(using: &random)!
                let constraint: LayoutConstraint
                if Int.random(in: 0 ..< 5, using: &random) == 0 {
                    constraint = LayoutConstraint(item: first, attribute: attribute, relatedBy: .equal,
                                                  constant: constants.randomElement(using: &random)!)
                } else {
                    constraint = LayoutConstraint(
                        item: first, attribute: attribute, relatedBy: Relation.allCases.randomElement(using: &random)!,
                        toItem: items.randomElement(using: &random)!,
                        attribute: LayoutAttribute.allCases.randomElement(using: &random)!,
                        multiplier: multipliers.randomElement(using: &random)!,
                        constant: constants.randomElement(using: &random)!)
                }
                constraint.priority = Bool.random(using: &random) ? .required : Priority(750)
                let fast = compiler.compile(constraint, named: "c")
                let naive = compiler.compileByExpressions(constraint, named: "c")
                #expect(Self.sameToTheBit(fast, naive), "\(constraint): \(fast) vs \(naive)")
            }
        }
    }

    static func sameToTheBit(_ a: Constraint, _ b: Constraint) -> Bool {
        a.relation == b.relation && a.priority == b.priority && a.label == b.label
            && a.expression.constant.bitPattern == b.expression.constant.bitPattern
            && a.expression.terms.count == b.expression.terms.count
            && zip(a.expression.terms, b.expression.terms).allSatisfy {
                $0.variable === $1.variable && $0.coefficient.bitPattern == $1.coefficient.bitPattern
            }
    }

    /// The naive twin of ``CaseModel/ConstraintNames``: every reserved name spelled out in a set,
    /// and the label split into an array.
    struct ReservedLabels {
        var reserved = Set(["root.width", "root.height", "root.width.fitting", "root.height.fitting"])
        let stackIDs: Set<String>
        let viewIDs: Set<String>

        init(_ specs: [LayoutCase.ViewSpec]) {
            for spec in specs {
                for size in ["width", "height"] {
                    for kind in ["hugging", "compression", "nonNegative"] { reserved.insert("\(spec.id).\(size).\(kind)") }
                }
            }
            stackIDs = Set(specs.filter { $0.stack != nil }.map(\.id))
            viewIDs = Set(specs.map(\.id))
        }

        func isReserved(_ label: String) -> Bool {
            let parts = label.split(separator: ".", maxSplits: 2).map(String.init)
            let owner = parts.first ?? ""
            let guide = parts.count == 3 && [View.safeAreaSuffix, View.layoutMarginsSuffix].contains(parts[1])
                && viewIDs.contains(owner)
            return reserved.contains(label) || stackIDs.contains(owner) && label.contains(".") || guide
        }
    }

    /// Labels made of the pieces that matter (ids, sizes, kinds, guide names, dots, empty parts,
    /// a combining mark after a dot) — every sequence of up to four pieces, then seeded random
    /// longer ones: both readings reserve the same labels.
    @Test func reservedLabelsEqualTheSpelledOutNames() {
        let specs = [LayoutCase.ViewSpec(id: "root"), LayoutCase.ViewSpec(id: "v1", parent: "root"),
                     LayoutCase.ViewSpec(id: "s", parent: "root", stack: LayoutCase.StackSpec())]
        let fast = CaseModel.ConstraintNames(specs)
        let naive = ReservedLabels(specs)
        let pieces = [".", "..", "root", "v1", "s", "x", "width", "height", "hugging", "compression", "nonNegative",
                      "fitting", "safeArea", "layoutMargins", "left", ".\u{301}", "é"]
        var labels: [String] = [""]
        var frontier: [String] = [""]
        for _ in 0 ..< 4 {
            frontier = frontier.flatMap { prefix in pieces.map { prefix + $0 } }
            labels += frontier
        }
        var random = SplitMix64(seed: 24)
        for _ in 0 ..< 20_000 {
            labels.append((0 ..< Int.random(in: 5 ... 9, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        var reservedCount = 0
        for label in labels {
            let expected = naive.isReserved(label)
            if expected { reservedCount += 1 }
            #expect(fast.isReserved(label) == expected, "\(label)")
        }
        #expect(reservedCount > 100)
    }
}
