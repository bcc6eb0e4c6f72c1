import LayoutSolver

extension VisualFormatLine {
    /// The attributes a gap runs between: from the end of one element to the start of the next.
    private struct Edges {
        var start: LayoutAttribute
        var end: LayoutAttribute
        var size: LayoutAttribute
        /// Right to left: the gap is measured from the next element's start back to this one's end.
        var reversed = false
    }

    func constraints(options: VisualFormat.Options) throws(VisualFormatError) -> [LayoutConstraint] {
        try check(options)
        let edges: Edges = if vertical {
            Edges(start: .top, end: .bottom, size: .height)
        } else if options.contains(.directionRightToLeft) {
            Edges(start: .right, end: .left, size: .width, reversed: true)
        } else if options.contains(.directionLeftToRight) {
            Edges(start: .left, end: .right, size: .width)
        } else {
            Edges(start: .leading, end: .trailing, size: .width)
        }
        var constraints: [LayoutConstraint] = []
        for (index, (element, position)) in elements.enumerated() {
            if case .view(let view, let sizes) = element {
                constraints += sizes.map { size(of: view, edges.size, $0) }
            }
            guard index < connections.count else { continue }
            let next = elements[index + 1]
            let from = try anchor(element, at: position, neighbour: next.element, edge: edges.end)
            let to = try anchor(next.element, at: next.position, neighbour: element, edge: edges.start)
            let baselines = options.contains(.spacingBaselineToBaseline) && from.isView && to.isView
            for gap in gaps(connections[index], toSuperview: !(from.isView && to.isView)) {
                let (first, second) = edges.reversed ? (from, to) : (to, from)
                let constraint = LayoutConstraint(item: first.item, attribute: baselines ? .bottom : first.attribute,
                                                  relatedBy: gap.relation, toItem: second.item,
                                                  attribute: baselines ? .bottom : second.attribute,
                                                  constant: gap.constant)
                constraint.priority = Priority(gap.priority)
                constraints.append(constraint)
            }
        }
        let views = elements.compactMap { if case .view(let view, _) = $0.element { view } else { nil } }
        for (option, attribute, _) in VisualFormat.Options.alignments where options.contains(option) {
            for (previous, view) in zip(views, views.dropFirst()) {
                constraints.append(LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal,
                                                    toItem: previous, attribute: attribute))
            }
        }
        return constraints
    }

    private func size(of view: View, _ attribute: LayoutAttribute, _ predicate: Predicate) -> LayoutConstraint {
        let constraint = switch predicate.object {
        case .constant(let value):
            LayoutConstraint(item: view, attribute: attribute, relatedBy: predicate.relation, constant: value)
        case .view(let other):
            LayoutConstraint(item: view, attribute: attribute, relatedBy: predicate.relation, toItem: other,
                             attribute: attribute)
        }
        constraint.priority = Priority(predicate.priority)
        return constraint
    }

    private struct Anchor {
        var item: View
        var attribute: LayoutAttribute
        var isView: Bool
    }

    /// The edge of `element` a gap touches; the superview's opposite edge for `|`.
    private func anchor(_ element: Element, at position: Int, neighbour: Element, edge: LayoutAttribute)
        throws(VisualFormatError) -> Anchor
    {
        if case .view(let view, _) = element { return Anchor(item: view, attribute: edge, isView: true) }
        guard case .view(let view, _) = neighbour, let superview = view.superview else {
            throw VisualFormatError(format: format, position: position,
                                    problem: "Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        let opposite: [LayoutAttribute: LayoutAttribute] = [
            .leading: .trailing, .trailing: .leading, .left: .right, .right: .left, .top: .bottom, .bottom: .top,
        ]
        return Anchor(item: superview, attribute: opposite[edge] ?? edge, isView: false)
    }

    /// The gaps a connection asks for, as `(relation, constant, priority)`.
    private func gaps(_ connection: Connection, toSuperview: Bool) -> [(relation: Relation, constant: Double, priority: Double)] {
        switch connection {
        case .flush: return [(.equal, 0, 1000)]
        case .standard:
            return [(.equal, toSuperview ? VisualFormat.standardSuperviewSpacing : VisualFormat.standardSpacing, 1000)]
        case .predicates(let predicates):
            return predicates.map { predicate in
                guard case .constant(let value) = predicate.object else { return (predicate.relation, 0, predicate.priority) }
                return (predicate.relation, value, predicate.priority)
            }
        }
    }

    /// UIKit's rules for options: one direction; alignment across the layout's axis only;
    /// baseline-to-baseline spacing for vertical layouts only; no unknown bits.
    private func check(_ options: VisualFormat.Options) throws(VisualFormatError) {
        func invalid(_ problem: String) -> VisualFormatError {
            VisualFormatError(format: format, position: 0, problem: problem)
        }
        let known = VisualFormat.Options.alignments.reduce(into: VisualFormat.Options.directionMask) { $0.formUnion($1.option) }
            .union(.spacingMask)
        guard options.isSubset(of: known) else {
            throw invalid("Options hold bits that are no format option (raw value \(options.rawValue))")
        }
        if options.intersection(.directionMask) == .directionMask {
            throw invalid("Options ask for both directionLeftToRight and directionRightToLeft")
        }
        for (option, _, horizontalLayout) in VisualFormat.Options.alignments
        where options.contains(option) && horizontalLayout == vertical {
            throw invalid(vertical
                ? "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
                : "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
        }
        if options.contains(.spacingBaselineToBaseline), !vertical {
            throw invalid("Baseline-to-baseline spacing is only for a vertical layout (V:)")
        }
    }
}
