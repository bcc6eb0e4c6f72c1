import LayoutCore
@testable import LayoutModel
import LayoutSolver
import Testing

/// Size floors and intrinsic sizes are plan items without a ``LayoutConstraint``
/// (``LayoutPlan/Item/source`` nil): compiled directly, and read back for reports
/// (``LayoutEngine/statement(of:label:)``). The naive twin is the `LayoutConstraint` that stated
/// each before: compiled by ``ConstraintCompiler/compile(_:named:)`` and printed by
/// ``ConstraintSpec``. Both must give the same constraint to the bit and the same text.
@Suite struct DerivedItemTests {
    /// A root with `count` labels of random intrinsic sizes (whole, fractional, zero, none on
    /// an axis) and random priorities.
    private static func tree(seed: UInt64, count: Int) -> View {
        var random = SplitMix64(seed: seed)
        let root = View("root")
        root.targetSize = TargetSize(width: 320, height: nil)
        let sizes: [Double] = [0, 1, 17.5, 44, 1e-3, 123_456.25, View.noIntrinsicMetric]
        let priorities: [Priority] = [.defaultLow, .defaultHigh, Priority(1), Priority(999), Priority(500.5), .required]
        for index in 0..<count {
            let label = View("label\(index)")
            label.intrinsicContentSize = Size(width: sizes[random.int(in: 0..<sizes.count)],
                                              height: sizes[random.int(in: 0..<sizes.count)])
            for axis in LayoutAxis.allCases {
                label.contentHugging[axis] = priorities[random.int(in: 0..<priorities.count)]
                label.compressionResistance[axis] = priorities[random.int(in: 0..<priorities.count)]
            }
            root.addSubview(label)
        }
        return root
    }

    /// The constraint that stated a derived item before: `<view>.<size> relation constant @priority`.
    private static func twin(of item: LayoutPlan.Item, in views: [String: LayoutItem]) -> LayoutConstraint {
        let name = item.name
        let suffix = name.suffix!
        let view = views[name.stem]!
        let axis = suffix.axis
        let constant: Double, relation: Relation, priority: Priority
        switch suffix {
        case .widthNonNegative, .heightNonNegative:
            (constant, relation, priority) = (0, .greaterThanOrEqual, .required)
        case .widthHugging, .heightHugging:
            let view = view as! View
            (constant, relation, priority) = (view.intrinsicContentSize[axis], .lessThanOrEqual, view.contentHugging[axis])
        case .widthCompression, .heightCompression:
            let view = view as! View
            (constant, relation, priority) = (view.intrinsicContentSize[axis], .greaterThanOrEqual,
                                              view.compressionResistance[axis])
        }
        let constraint = LayoutConstraint(item: view, attribute: .size(axis), relatedBy: relation, constant: constant)
        constraint.priority = priority
        return constraint
    }

    private static func expectBitIdentical(_ a: Constraint, _ b: Constraint, _ context: String) {
        #expect(a.relation == b.relation && a.priority == b.priority && a.label == b.label, "\(context)")
        #expect(a.expression.constant.bitPattern == b.expression.constant.bitPattern, "\(context)")
        #expect(a.expression.terms.count == b.expression.terms.count, "\(context)")
        for (x, y) in zip(a.expression.terms, b.expression.terms) {
            #expect(x.variable === y.variable && x.coefficient.bitPattern == y.coefficient.bitPattern, "\(context)")
        }
    }

    @Test(arguments: Array(UInt64(1)...UInt64(40)))
    func derivedItemsCompileAndPrintAsTheirConstraints(_ seed: UInt64) throws {
        let root = Self.tree(seed: seed, count: 12)
        let plan = try LayoutPlan(root: root)
        let views = Dictionary(uniqueKeysWithValues: plan.views.map { ($0.identifier, $0) })
        let engine = LayoutEngine()
        var derived = 0
        for item in plan.items where item.order.section == .sizeFloor || item.order.section == .intrinsicSize {
            derived += 1
            #expect(item.source == nil)
            let twin = Self.twin(of: item, in: views)
            Self.expectBitIdentical(item.compiled, plan.compiler.compile(twin, named: nil), "seed \(seed) \(item.name.text)")
            let entry = LayoutEngine.Entry(compiled: item.compiled, source: nil, fixedName: item.fixedName, isAccepted: true)
            let label = item.name.text
            #expect(engine.statement(of: entry, label: label).description
                    == ConstraintSpec(twin, label: label).description, "seed \(seed) \(label)")
        }
        #expect(derived >= 2 * plan.views.count)
    }

    /// An intrinsic size held by an edit variable states the edit's value: after a text change
    /// the report's text is the new size's, as the refreshed constraint's was.
    @Test func anEditHeldSizeStatesTheEditsValue() throws {
        let root = View("root")
        root.targetSize = TargetSize(width: 100, height: 50)
        let label = View("label")
        label.intrinsicContentSize = Size(width: 30, height: 10)
        root.addSubview(label)
        let pinned = LayoutConstraint(item: label, attribute: .width, relatedBy: .equal, constant: 20)
        pinned.identifier = "pinned"
        pinned.isActive = true
        let engine = LayoutEngine()
        _ = try engine.layout(root)
        for width in [45.0, 12.5, 80] {
            label.intrinsicContentSize = Size(width: width, height: 10)
            _ = try engine.layout(root)
            #expect(!engine.intrinsicEdits.isEmpty)
            let key = LayoutPlan.intrinsicSizeKey(of: label, .widthHugging)
            let entry = try #require(engine.entries[key])
            #expect(engine.statedSize(of: entry) == width)
            let twin = LayoutConstraint(item: label, attribute: .width, relatedBy: .lessThanOrEqual, constant: width)
            twin.priority = label.contentHugging.horizontal
            #expect(engine.statement(of: entry, label: "x").description == ConstraintSpec(twin, label: "x").description)
        }
    }
}
