import LayoutSolver

extension StackView {
    /// The constraints the stack adds to the layout, named `<stack>.<name>` as docs/LayoutModel.md
    /// ("Stack views") lists them, in this order: `canvas.first`, `canvas.last`, `spacing.i`,
    /// `fillEqually.i`; then for alignment fill `align.i.lead` and `align.i.trail` per arranged
    /// view; for the other alignments `align.i` for every view, then `bound.i.lead` and
    /// `bound.i.trail` per view, then `suppress.i` for every view, and `fit` last. An empty stack
    /// adds nothing.
    ///
    /// Along the axis the stack pins the first view's leading edge and the last view's trailing
    /// edge and separates neighbours by the spacing; across it, `fill` pins both edges, the other
    /// alignments pin one edge or the centre, keep the view inside (`bound`), shrink it weakly
    /// (`suppress` @25) and shrink the stack weakly to its largest view (`fit` @51).
    ///
    /// - Complexity: O(arranged views).
    func generatedConstraints() -> [LayoutConstraint] {
        let views = arrangedSubviews
        guard let first = views.first, let last = views.last else { return [] }
        let stacking = axis == .horizontal
            ? (lead: LayoutAttribute.leading, trail: LayoutAttribute.trailing, size: LayoutAttribute.width)
            : (lead: .top, trail: .bottom, size: .height)
        let cross = axis == .horizontal
            ? (lead: LayoutAttribute.top, trail: LayoutAttribute.bottom, center: LayoutAttribute.centerY,
               size: LayoutAttribute.height)
            : (lead: .leading, trail: .trailing, center: .centerX, size: .width)

        var result: [LayoutConstraint] = []
        func add(_ name: String, _ view: View, _ attribute: LayoutAttribute, _ relation: Relation,
                 _ other: View, _ otherAttribute: LayoutAttribute, constant: Double = 0) {
            let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation,
                                              toItem: other, attribute: otherAttribute, constant: constant)
            constraint.identifier = "\(identifier).\(name)"
            result.append(constraint)
        }
        func weak(_ name: String, _ view: View, _ attribute: LayoutAttribute, _ priority: Priority) {
            let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, constant: 0)
            constraint.priority = priority
            constraint.identifier = "\(identifier).\(name)"
            result.append(constraint)
        }

        add("canvas.first", first, stacking.lead, .equal, self, stacking.lead)
        add("canvas.last", last, stacking.trail, .equal, self, stacking.trail)
        for i in views.indices.dropFirst() {
            add("spacing.\(i)", views[i], stacking.lead, .equal, views[i - 1], stacking.trail,
                constant: customSpacing(after: views[i - 1]))
        }
        if distribution == .fillEqually {
            for i in views.indices.dropFirst() {
                add("fillEqually.\(i)", views[i], stacking.size, .equal, first, stacking.size)
            }
        }
        if alignment == .fill {
            for (i, view) in views.enumerated() {
                add("align.\(i).lead", view, cross.lead, .equal, self, cross.lead)
                add("align.\(i).trail", view, cross.trail, .equal, self, cross.trail)
            }
            return result
        }
        let pinned = switch alignment {
        case .leading: cross.lead
        case .trailing: cross.trail
        case .center, .fill: cross.center
        }
        for (i, view) in views.enumerated() {
            add("align.\(i)", view, pinned, .equal, self, pinned)
        }
        for (i, view) in views.enumerated() {
            add("bound.\(i).lead", view, cross.lead, .greaterThanOrEqual, self, cross.lead)
            add("bound.\(i).trail", view, cross.trail, .lessThanOrEqual, self, cross.trail)
        }
        for (i, view) in views.enumerated() {
            weak("suppress.\(i)", view, cross.size, 25)
        }
        weak("fit", self, cross.size, 51)
        return result
    }
}
