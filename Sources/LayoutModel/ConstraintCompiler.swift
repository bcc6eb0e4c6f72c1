import LayoutCore
import LayoutSolver

/// Turns layout constraints into solver constraints over the frame variables of one tree.
///
/// Every non-root view has four variables in ROOT coordinates (x, y, width, height); the root's
/// origin is the constant 0. An attribute of view v in the space of an ancestor A reads
///
///     left = v.x − A.x        right = left + v.width        centerX = left + v.width / 2
///     top  = v.y − A.y        bottom = top + v.height       centerY = top + v.height / 2
///
/// and a constraint is evaluated in the space of its items' nearest common ancestor (which
/// matters for multipliers on locations). In a right-to-left tree, leading and trailing are
/// mirrored in that space, u = A.width − (x − A.x): leading = A.width − right and
/// trailing = A.width − left; left, right and centerX keep their absolute meaning.
struct ConstraintCompiler {
    let root: View
    let direction: LayoutDirection
    /// Each view's depth below the root, when known (a whole plan); else common ancestors are
    /// found by walking to the root.
    var depths: [ObjectIdentifier: Int] = [:]

    /// `lhs − (multiplier × rhs + constant) relation 0`, labelled `name` (nil: unlabelled, for an
    /// item whose name is derived, ``ItemName``). Both items must be alive
    /// and in the tree (the engine checks that first).
    ///
    /// The terms are written straight into one array of their final size
    /// (``AttributeTerms``), with the arithmetic ``compileByExpressions(_:named:)`` does through
    /// intermediate expressions, so the result is the same to the bit.
    ///
    /// - Complexity: O(depth of the tree); two allocations (the terms and the constraint), one
    ///   for the constant form, whose terms the item keeps (``LayoutItem/sizeTerms(_:)``).
    func compile(_ constraint: LayoutConstraint, named name: String?) -> Constraint {
        var terms: [Term] = []
        let constant: Double
        if let firstItem = constraint.firstItem, let secondItem = constraint.secondItem,
           let secondAttribute = constraint.secondAttribute
        {
            let space = nearestCommonAncestor(firstItem, secondItem) ?? root
            let first = attributeTerms(constraint.firstAttribute, of: firstItem, in: space)
            let second = attributeTerms(secondAttribute, of: secondItem, in: space)
            let multiplier = constraint.multiplier
            terms.reserveCapacity(first.count + second.count)
            first.forEach { terms.append($0) }
            // `first − (m × second + c)`: each side's constant is 0, and `−` multiplies by −1.
            second.forEach { terms.append(Term($0.variable, ($0.coefficient * multiplier) * -1)) }
            constant = 0 + ((0 * multiplier + constraint.constant) * -1)
        } else {
            let sizeTerms = constraint.firstItem.map { $0.sizeTerms(constraint.firstAttribute.axis) } ?? []
            return Self.sizeConstraint(sizeTerms, constraint.relation, constraint.constant,
                                       priority: constraint.priority, named: name)
        }
        return Constraint(LinearExpression(terms, constant: constant).simplified(), constraint.relation,
                          priority: constraint.priority, label: name)
    }

    /// The constant form `size relation constant` compiled over `sizeTerms` (an item's
    /// ``LayoutItem/sizeTerms(_:)``, or none for a released item): the same to the bit whether a
    /// ``LayoutConstraint`` states it or the engine does (a size floor, an intrinsic size:
    /// ``LayoutPlan/Item/source`` nil).
    /// - Complexity: O(1); one allocation (the constraint).
    static func sizeConstraint(_ sizeTerms: [Term], _ relation: Relation, _ constant: Double,
                               priority: Priority, named name: String?) -> Constraint {
        Constraint(LinearExpression(sizeTerms, constant: 0 + -constant).simplified(), relation,
                   priority: priority, label: name)
    }

    /// The naive twin of ``compile(_:named:)``: the constraint built with ``LinearExpression``'s
    /// operators from ``expression(_:of:in:)`` (tests compare the two).
    func compileByExpressions(_ constraint: LayoutConstraint, named name: String?) -> Constraint {
        let expression: LinearExpression
        if let firstItem = constraint.firstItem, let secondItem = constraint.secondItem,
           let secondAttribute = constraint.secondAttribute
        {
            let space = nearestCommonAncestor(firstItem, secondItem) ?? root
            expression = self.expression(constraint.firstAttribute, of: firstItem, in: space)
                - (constraint.multiplier * self.expression(secondAttribute, of: secondItem, in: space)
                    + constraint.constant)
        } else {
            let size = constraint.firstItem.map { LinearExpression($0.variables.size(constraint.firstAttribute.axis)) }
            expression = (size ?? LinearExpression(0)) - constraint.constant
        }
        return Constraint(expression.simplified(), constraint.relation, priority: constraint.priority, label: name)
    }

    /// The terms of ``expression(_:of:in:)`` (whose constant is always 0), in the same order with
    /// the same coefficients, without building an expression.
    func attributeTerms(_ attribute: LayoutAttribute, of item: LayoutItem, in space: LayoutItem) -> AttributeTerms {
        if attribute.isMargin, let guide = (item as? View)?.marginsGuide {
            return attributeTerms(attribute.withoutMargin, of: guide, in: space)
        }
        let axis = attribute.axis
        let size = item.variables.size(axis)
        var terms = AttributeTerms()
        /// `item.origin − space.origin`, the root's origin being 0.
        func appendLow() {
            guard item !== space else { return }
            if item !== root { terms.append(item.variables.origin(axis), 1) }
            if space !== root { terms.append(space.variables.origin(axis), -1) }
        }
        /// `space.width − low`, with `low`'s terms negated (and the size's when `withSize`).
        func appendMirrored(withSize: Bool) {
            terms.append(space.variables.width, 1)
            if item !== space {
                if item !== root { terms.append(item.variables.origin(axis), 1 * -1) }
                if space !== root { terms.append(space.variables.origin(axis), -1 * -1) }
            }
            if withSize { terms.append(size, 1 * -1) }
        }
        switch attribute.withoutMargin {
        case .width, .height: terms.append(size, 1)
        case .left, .top: appendLow()
        case .right, .bottom:
            appendLow()
            terms.append(size, 1)
        case .centerX, .centerY:
            appendLow()
            terms.append(size, 1 * 0.5)
        case .leading:
            if direction == .leftToRight { appendLow() } else { appendMirrored(withSize: true) }
        default:  // .trailing
            if direction == .leftToRight {
                appendLow()
                terms.append(size, 1)
            } else {
                appendMirrored(withSize: false)
            }
        }
        return terms
    }

    /// The value of `attribute` of `item` in the coordinate space of its ancestor `space`.
    func expression(_ attribute: LayoutAttribute, of item: LayoutItem, in space: LayoutItem) -> LinearExpression {
        // A margin is the attribute of a view's layout-margins guide (made with the constraint).
        if attribute.isMargin, let guide = (item as? View)?.marginsGuide {
            return expression(attribute.withoutMargin, of: guide, in: space)
        }
        let axis = attribute.axis
        let size = LinearExpression(item.variables.size(axis))
        let low = offset(of: item, in: space, axis)
        switch attribute {
        case .width, .height: return size
        case .left, .top: return low
        case .right, .bottom: return low + size
        case .centerX, .centerY: return low + size * 0.5
        case .leading:
            return direction == .leftToRight ? low : LinearExpression(space.variables.width) - (low + size)
        case .trailing:
            return direction == .leftToRight ? low + size : LinearExpression(space.variables.width) - low
        default:
            // A margin without a guide cannot be laid out (checkRules refuses margins of guides).
            return expression(attribute.withoutMargin, of: item, in: space)
        }
    }

    /// The variables `item`'s frame is read from, without building expressions.
    func frameReader(of item: LayoutItem) -> FrameReader {
        let parent = item.container ?? item
        let origin = { (v: LayoutItem) in v === root ? nil : v.variables }
        return FrameReader(own: item === parent ? nil : origin(item), parent: item === parent ? nil : origin(parent),
                           width: item.variables.width, height: item.variables.height)
    }

    /// `item`'s origin minus `space`'s origin along `axis`.
    private func offset(of item: LayoutItem, in space: LayoutItem, _ axis: LayoutAxis) -> LinearExpression {
        guard item !== space else { return LinearExpression(0) }
        return origin(of: item, axis) - origin(of: space, axis)
    }

    private func origin(of item: LayoutItem, _ axis: LayoutAxis) -> LinearExpression {
        item === root ? LinearExpression(0) : LinearExpression(item.variables.origin(axis))
    }

    /// The deepest item that is `a` or an ancestor of it and also `b` or an ancestor of `b`.
    ///
    /// - Complexity: O(distance between them) with ``depths``, else O(depth).
    func nearestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> LayoutItem? {
        guard let depthA = depths[ObjectIdentifier(a)], let depthB = depths[ObjectIdentifier(b)] else {
            return Self.nearestCommonAncestor(a, b)
        }
        var (a, b): (LayoutItem?, LayoutItem?) = (a, b)
        for _ in 0..<max(0, depthA - depthB) { a = a?.container }
        for _ in 0..<max(0, depthB - depthA) { b = b?.container }
        while let x = a, let y = b, x !== y {
            a = x.container
            b = y.container
        }
        return a
    }

    /// ``nearestCommonAncestor(_:_:)`` without depths: every ancestor of `a`, then `b`'s walk up.
    ///
    /// - Complexity: O(depth).
    static func nearestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> LayoutItem? {
        var ancestors = Set<ObjectIdentifier>()
        var current: LayoutItem? = a
        while let item = current {
            ancestors.insert(ObjectIdentifier(item))
            current = item.container
        }
        current = b
        while let item = current {
            if ancestors.contains(ObjectIdentifier(item)) { return item }
            current = item.container
        }
        return nil
    }
}

/// Where a view's frame values (x, y, width, height in its superview's coordinates) come from:
/// x = view.x − superview.x (a root's origin is the constant 0), likewise y. `Source` is a
/// solver variable (``FrameReader``) or the place of a value already read (``FrameValueIndex``),
/// so both ways of reading a frame share one arithmetic.
struct FrameSources<Source> {
    /// The view's origin; nil for a root.
    let origin: (x: Source, y: Source)?
    /// The superview's origin; nil when the superview is the root.
    let parentOrigin: (x: Source, y: Source)?
    let width: Source
    let height: Source

    /// The frame from each source's `value`, with the arithmetic of evaluating
    /// ``FrameReader/expressions`` (from 0, term by term) but no expression built.
    /// - Complexity: at most six calls of `value`.
    @inline(__always) func frame(_ value: (Source) -> Double) -> Rect {
        func offset(_ own: Source?, _ parent: Source?) -> Double {
            guard let own else { return 0 }
            let offset = 0 + value(own)
            guard let parent else { return offset }
            return offset + -1 * value(parent)
        }
        return Rect(x: offset(origin?.x, parentOrigin?.x), y: offset(origin?.y, parentOrigin?.y),
                    width: 0 + value(width), height: 0 + value(height))
    }

    /// Every source ``frame(_:)`` reads: origin, the superview's origin, width, height.
    var sources: [Source] {
        [origin?.x, origin?.y, parentOrigin?.x, parentOrigin?.y, width, height].compactMap { $0 }
    }

    /// The same frame over other sources.
    func map<Other>(_ transform: (Source) -> Other) -> FrameSources<Other> {
        FrameSources<Other>(origin: origin.map { (transform($0.x), transform($0.y)) },
                            parentOrigin: parentOrigin.map { (transform($0.x), transform($0.y)) },
                            width: transform(width), height: transform(height))
    }
}

/// A view's frame values over the solver's variables.
typealias FrameReader = FrameSources<Variable>

extension FrameSources where Source == Variable {
    init(own: FrameVariables?, parent: FrameVariables?, width: Variable, height: Variable) {
        self.init(origin: own.map { ($0.x, $0.y) }, parentOrigin: own == nil ? nil : parent.map { ($0.x, $0.y) },
                  width: width, height: height)
    }

    /// The frame's values in the solver's solution.
    /// - Complexity: at most six value reads.
    func frame(in solver: any SolverStrategy) -> Rect {
        frame { solver.value(of: $0) }
    }

    /// Every variable ``frame(in:)`` reads.
    var variables: [Variable] { sources }

    /// x, y, width and height as expressions, for the ambiguity analysis.
    var expressions: [LinearExpression] {
        func offset(_ own: Variable?, _ parent: Variable?) -> LinearExpression {
            guard let own else { return LinearExpression(0) }
            guard let parent else { return LinearExpression(own) }
            return own - parent
        }
        return [offset(origin?.x, parentOrigin?.x), offset(origin?.y, parentOrigin?.y),
                LinearExpression(width), LinearExpression(height)]
    }
}

/// The at most four terms of one attribute of a constraint (``ConstraintCompiler/attributeTerms(_:of:in:)``),
/// held inline so that compiling a constraint allocates only its final term array.
struct AttributeTerms {
    private var first: Term?
    private var second: Term?
    private var third: Term?
    private var fourth: Term?
    private(set) var count = 0

    /// Appends a term; at most four are ever appended (a mirrored edge: the space's width, two
    /// origins and a size).
    mutating func append(_ variable: Variable, _ coefficient: Double) {
        let term = Term(variable, coefficient)
        switch count {
        case 0: first = term
        case 1: second = term
        case 2: third = term
        default: fourth = term
        }
        count += 1
    }

    /// Calls `body` with each term in order.
    func forEach(_ body: (Term) -> Void) {
        if let first { body(first) }
        if let second { body(second) }
        if let third { body(third) }
        if let fourth { body(fourth) }
    }
}

extension LinearExpression {
    /// The same expression with one term per variable (in first-appearance order) and no zero
    /// coefficients, so that equal constraints compile to equal expressions.
    func simplified() -> LinearExpression {
        // Few terms (what constraints between two views compile to): look for a repeated
        // variable pairwise instead of hashing.
        if terms.count <= 8, !terms.indices.contains(where: { i in
            terms[(i + 1)...].contains { $0.variable === terms[i].variable }
        }) {
            return terms.allSatisfy({ $0.coefficient != 0 }) ? self
                : LinearExpression(terms.filter { $0.coefficient != 0 }, constant: constant)
        }
        var order: [ObjectIdentifier] = []
        var sums: [ObjectIdentifier: Term] = [:]
        for term in terms {
            if var sum = sums[term.variable.id] {
                sum.coefficient += term.coefficient
                sums[term.variable.id] = sum
            } else {
                order.append(term.variable.id)
                sums[term.variable.id] = term
            }
        }
        return LinearExpression(order.compactMap { sums[$0] }.filter { $0.coefficient != 0 }, constant: constant)
    }
}

extension Constraint {
    /// Whether `other` states the same constraint: relation, priority, constant and terms (same
    /// variables, same coefficients, same order). Labels are ignored.
    func states(sameAs other: Constraint) -> Bool {
        relation == other.relation && priority == other.priority
            && expression.constant == other.expression.constant
            && expression.terms.count == other.expression.terms.count
            && zip(expression.terms, other.expression.terms).allSatisfy {
                $0.variable === $1.variable && $0.coefficient == $1.coefficient
            }
    }
}
