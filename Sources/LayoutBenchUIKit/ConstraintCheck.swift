import LayoutExplain
import LayoutModel

/// UIKit's checks when a constraint is made, and the model constraint of one that passes.
enum ConstraintCheck {
    struct Made {
        var constraint: LayoutConstraint
        /// What the items' baseline offsets add to the constant (``NSLayoutConstraint/baselineAdjustment``).
        var baselineAdjustment: Double
    }

    /// A constraint UIKit refuses to make, with the text of its exception.
    struct Refusal: Error {
        var message: String

        init(_ reason: String) {
            message = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: \(reason)"
        }

        init(exactly message: String) { self.message = message }
    }

    /// The model constraint of `item.attr1 relation multiplier × toItem.attr2 + constant`
    /// (without the constant, which the caller sets), or UIKit's reason to refuse it.
    static func model(item: AnyObject, _ attr1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      toItem: AnyObject?, _ attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat)
        -> Result<Made, Refusal>
    {
        guard let first = UIKitItem.layoutItem(of: item), let (firstAttribute, firstOffset) = UIKitItem.measure(item, attr1)
        else {
            return .failure(Refusal("Constraint items must each be a view or layout guide."))
        }
        let m = Double(multiplier)
        guard m.isFinite else { return .failure(Refusal("The multiplier must be finite.")) }
        guard let toItem, attr2 != .notAnAttribute else {
            guard firstAttribute.isSize else {
                return .failure(Refusal("""
                    A multiplier of 0 or a nil second item together with a location for the first attribute creates \
                    an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.
                    """))
            }
            let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation.model, constant: 0)
            return .success(Made(constraint: constraint, baselineAdjustment: 0))
        }
        guard let second = UIKitItem.layoutItem(of: toItem), let (secondAttribute, secondOffset) = UIKitItem.measure(toItem, attr2)
        else {
            return .failure(Refusal("Constraint items must each be a view or layout guide."))
        }
        if firstAttribute.axis != secondAttribute.axis || firstAttribute.isSize != secondAttribute.isSize {
            if !(firstAttribute.isSize && secondAttribute.isSize) {
                return .failure(Refusal("Invalid pairing of layout attributes."))
            }
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteEdge)
            || (firstAttribute.isAbsoluteEdge && secondAttribute.isDirectional)
        {
            return .failure(Refusal(exactly: UIKitMisuseMessage.leadingTrailingWithLeftRight(madeWith: .itemAttribute)))
        }
        if m == 0 && !firstAttribute.isSize {
            return .failure(Refusal("""
                A multiplier of 0 or a nil second item together with a location for the first attribute creates \
                an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.
                """))
        }
        // A scroll view's edges and margins against its content measure the content area.
        let firstMeasured = UIScrollView.contentItem(measuring: firstAttribute, of: item, against: toItem)
            ?? (first, firstAttribute)
        let secondMeasured = UIScrollView.contentItem(measuring: secondAttribute, of: toItem, against: item)
            ?? (second, secondAttribute)
        let constraint = LayoutConstraint(item: firstMeasured.item, attribute: firstMeasured.attribute,
                                          relatedBy: relation.model, toItem: secondMeasured.item,
                                          attribute: secondMeasured.attribute, multiplier: m, constant: 0)
        // first + o1 REL m × (second + o2) + c  ⇔  first REL m × second + (c + m × o2 − o1)
        return .success(Made(constraint: constraint, baselineAdjustment: m * secondOffset - firstOffset))
    }
}
