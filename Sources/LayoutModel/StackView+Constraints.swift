import LayoutSolver

extension StackView {
    /// The constraints the stack adds to the layout, named `<stack>.<name>` as docs/LayoutModel.md
    /// ("Stack views") lists them, in this order: `canvas.first`, `canvas.last`, `spacing.i`,
    /// `fillEqually.i`, `fillProportionally.i`, per spacer guide `distributing.i.lead`,
    /// `distributing.i.trail`, `distributing.i.cross`, `distributing.i.thickness`, then
    /// `distributingEqually.i`; then for alignment fill `align.i.lead` and `align.i.trail` per
    /// arranged view; for a baseline alignment of a horizontal stack `canvas.cross`, `align.i`
    /// (i ≥ 1) and one `bound.i.…` per view (``addBaselineAlignment(_:of:add:sizeZero:)``); for
    /// the other alignments `align.i` for every view, then `bound.i.lead` and `bound.i.trail` per
    /// view; then `suppress.i` for every view, and `fit` last. An empty stack adds nothing.
    ///
    /// Along the axis the stack pins the first view's leading edge and the last view's trailing
    /// edge and separates neighbours by the spacing (at least the spacing for `equalSpacing` and
    /// `equalCentering`, whose spacer guides span the gaps or the centre distances and are made
    /// equal); across it, `fill` pins both edges, the other alignments pin one edge or the
    /// centre, keep the view inside (`bound`), shrink it weakly (`suppress` @25) and shrink the
    /// stack weakly to its largest view (`fit` @51). With
    /// ``isLayoutMarginsRelativeArrangement`` the stack's edges are its layout margins; with
    /// ``isBaselineRelativeArrangement`` a vertical stack measures spacing between baselines.
    ///
    /// - Complexity: O(arranged views).
    func generatedConstraints() -> [LayoutConstraint] {
        let views = arrangedSubviews
        guard let first = views.first, let last = views.last else { return [] }
        let stacking = axis == .horizontal
            ? (lead: LayoutAttribute.leading, trail: LayoutAttribute.trailing, center: LayoutAttribute.centerX,
               size: LayoutAttribute.width)
            : (lead: .top, trail: .bottom, center: .centerY, size: .height)
        let cross = axis == .horizontal
            ? (lead: LayoutAttribute.top, trail: LayoutAttribute.bottom, center: LayoutAttribute.centerY,
               size: LayoutAttribute.height)
            : (lead: .leading, trail: .trailing, center: .centerX, size: .width)

        var result: [LayoutConstraint] = []
        func add(_ name: String, _ view: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation,
                 _ other: LayoutItem, _ otherAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
                 priority: Priority = .required) {
            let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: other,
                                              attribute: edge(otherAttribute, of: other),
                                              multiplier: multiplier, constant: constant)
            if priority != .required { constraint.priority = priority }  // a new constraint is required
            constraint.identifier = "\(identifier).\(name)"
            result.append(constraint)
        }
        func sizeZero(_ name: String, _ view: LayoutItem, _ attribute: LayoutAttribute, _ priority: Priority) {
            let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, constant: 0)
            constraint.priority = priority
            constraint.identifier = "\(identifier).\(name)"
            result.append(constraint)
        }

        // Spacing is measured from each view's spacing edges (offset from its frame edges by its
        // baselines when the arrangement is baseline-relative); an edge's offset moves the constant.
        let (firstLead, lastTrail) = (spacingEdge(of: first, leading: true), spacingEdge(of: last, leading: false))
        add("canvas.first", first, stacking.lead, .equal, self, stacking.lead,
            constant: firstLead.gap - firstLead.offset)
        add("canvas.last", last, stacking.trail, .equal, self, stacking.trail,
            constant: 0 - lastTrail.gap - lastTrail.offset)  // from 0, so that no gap is +0, not −0
        let spacingRelation: Relation = distribution.usesSpacerGuides ? .greaterThanOrEqual : .equal
        for i in views.indices.dropFirst() {
            let (lead, trail) = (spacingEdge(of: views[i], leading: true), spacingEdge(of: views[i - 1], leading: false))
            add("spacing.\(i)", views[i], stacking.lead, spacingRelation, views[i - 1], stacking.trail,
                constant: customSpacing(after: views[i - 1]) + trail.offset - lead.offset)
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for i in views.indices.dropFirst() {
                add("fillEqually.\(i)", views[i], stacking.size, .equal, first, stacking.size)
            }
        case .fillProportionally:
            for (i, share) in proportionalShares().enumerated() {
                add("fillProportionally.\(i)", views[i], stacking.size, .equal, self, stacking.size,
                    multiplier: share.multiplier, constant: share.constant, priority: 999)
            }
        case .equalSpacing, .equalCentering:
            let edges = distribution == .equalSpacing
                ? (lead: stacking.trail, trail: stacking.lead)
                : (lead: stacking.center, trail: stacking.center)
            let guides = spacerGuides
            guard guides.count == views.count - 1 else { break }  // kept in step by arrangementChanged
            for (g, guide) in guides.enumerated() {
                add("distributing.\(g + 1).lead", guide, stacking.lead, .equal, views[g], edges.lead)
                add("distributing.\(g + 1).trail", guide, stacking.trail, .equal, views[g + 1], edges.trail)
                add("distributing.\(g + 1).cross", guide, cross.lead, .equal, self, cross.lead)
                sizeZero("distributing.\(g + 1).thickness", guide, cross.size, .required)
            }
            let equalGaps: Priority = distribution == .equalSpacing ? .required : 149
            for g in guides.indices.dropFirst() {
                add("distributingEqually.\(g + 1)", guides[g], stacking.size, .equal, guides[0], stacking.size,
                    priority: equalGaps)
            }
        }
        if alignment == .fill {
            for (i, view) in views.enumerated() {
                add("align.\(i).lead", view, cross.lead, .equal, self, cross.lead)
                add("align.\(i).trail", view, cross.trail, .equal, self, cross.trail)
            }
            return result
        }
        if axis == .horizontal, let line = alignment.baseline {
            addBaselineAlignment(line, of: views, add: add, sizeZero: sizeZero)
            return result
        }
        let pinned = switch alignment {
        case .leading, .firstBaseline: cross.lead
        case .trailing, .lastBaseline: cross.trail
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
            sizeZero("suppress.\(i)", view, cross.size, 25)
        }
        sizeZero("fit", self, cross.size, 51)
        return result
    }

    /// A horizontal stack's baseline alignment: `canvas.cross` keeps the first view inside the
    /// stack on the baseline's side (its top edge for the first baseline, its bottom for the
    /// last) — the only view kept so on that side, as UIKit's stack does (its top, or bottom,
    /// follows the first view: rdar://32291130); `align.i` (i ≥ 1) puts each view's baseline on
    /// the first view's; `bound.i.trail` (first baseline) or `bound.i.lead` (last) keep every
    /// view inside on the other side; then `suppress.i` and `fit` as for the other alignments.
    private func addBaselineAlignment(
        _ line: Baselines.Line, of views: [View],
        add: (String, LayoutItem, LayoutAttribute, Relation, LayoutItem, LayoutAttribute, Double, Double, Priority) -> Void,
        sizeZero: (String, LayoutItem, LayoutAttribute, Priority) -> Void
    ) {
        let first = views[0]
        if line == .first {
            add("canvas.cross", first, .top, .greaterThanOrEqual, self, .top, 1, 0, .required)
        } else {
            add("canvas.cross", first, .bottom, .lessThanOrEqual, self, .bottom, 1, 0, .required)
        }
        let anchor = Baselines.edge(line, of: first.baselines)
        for i in views.indices.dropFirst() {
            let own = Baselines.edge(line, of: views[i].baselines)
            add("align.\(i)", views[i], own.attribute, .equal, first, anchor.attribute, 1, anchor.offset - own.offset,
                .required)
        }
        for (i, view) in views.enumerated() {
            if line == .first {
                add("bound.\(i).trail", view, .bottom, .lessThanOrEqual, self, .bottom, 1, 0, .required)
            } else {
                add("bound.\(i).lead", view, .top, .greaterThanOrEqual, self, .top, 1, 0, .required)
            }
        }
        for (i, view) in views.enumerated() { sizeZero("suppress.\(i)", view, .height, 25) }
        sizeZero("fit", self, .height, 51)
    }

    /// The edge of `view` that spacing along a vertical baseline-relative stack measures from on
    /// its leading (top) or trailing (bottom) side, as an offset from the frame edge (the first
    /// baseline below the top, the last above the bottom), and the gap the stack's own edge keeps
    /// to it (the spacing, when a baseline is measured); a frame edge and no gap otherwise.
    private func spacingEdge(of view: View, leading: Bool) -> (offset: Double, gap: Double) {
        guard axis == .vertical, isBaselineRelativeArrangement, let baselines = view.baselines else { return (0, 0) }
        let offset = Baselines.edge(leading ? .first : .last, of: baselines).offset
        return (offset, spacing)
    }

    /// `attribute` of `view` as the stack's constraints measure it: the stack's layout margins
    /// instead of its frame edges when ``isLayoutMarginsRelativeArrangement``.
    private func edge(_ attribute: LayoutAttribute, of item: LayoutItem) -> LayoutAttribute {
        guard item === self, isLayoutMarginsRelativeArrangement else { return attribute }
        return switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: attribute
        }
    }

    /// For `fillProportionally`, each arranged view's size as `multiplier × stack size + constant`:
    /// its intrinsic size's share of all of theirs, of the stack's length less the spacing (and
    /// the margins along the axis when the arrangement is margin-relative). Empty — laid out as
    /// `fill` — when a view has no intrinsic size along the axis or all of them are zero.
    ///
    /// - Complexity: O(arranged views).
    func proportionalShares() -> [(multiplier: Double, constant: Double)] {
        let views = arrangedSubviews
        let sizes = views.map { axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
        let total = sizes.reduce(0, +)
        guard sizes.allSatisfy({ $0 >= 0 }), total > 0 else { return [] }
        var taken = views.dropLast().reduce(0) { $0 + customSpacing(after: $1) }
        if isLayoutMarginsRelativeArrangement {
            taken += axis == .horizontal ? layoutMargins.left + layoutMargins.right
                                         : layoutMargins.top + layoutMargins.bottom
        }
        return sizes.map { (multiplier: $0 / total, constant: -taken * $0 / total) }
    }
}
