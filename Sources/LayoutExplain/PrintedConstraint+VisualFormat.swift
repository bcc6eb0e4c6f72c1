import LayoutCore

extension PrintedConstraint {
    /// The equation in UIKit's visual-format form, as UIKit prints constraints made by the format
    /// language, with the superview item for `'|'` when one side is it; nil when the equation
    /// has no such form (a multiplier, different attributes, a system spacing).
    ///
    /// Sizes print as `H:[ITEM(>=c@p)]`; gaps as `H:[A]-(c)-[B]` (`B.leading == A.trailing + c`),
    /// `H:|-(c)-[A]` (`A.leading == S.leading + c`) and `H:[A]-(c)-|` (`S.trailing == A.trailing
    /// + c`); left and right add `(LTR)`; top and bottom are `V:`.
    func visualFormatText() -> (text: String, superview: LogItem?)? {
        guard equation.multiplier == 1, constantStyle == .number, contentPriorities == nil else { return nil }
        let first = equation.first
        var predicate = equation.relation == .equal ? "" : equation.relation.rawValue
        predicate += formatExact(equation.constant)
        if equation.priority != 1000 { predicate += "@\(formatExact(equation.priority))" }
        guard let second = equation.second else {
            guard first.attribute.isSize else { return nil }
            return ("\(first.attribute == .width ? "H" : "V"):[\(first.item)(\(predicate))]", nil)
        }
        let axes: [(start: LogAttribute, end: LogAttribute, prefix: String, suffix: String)] = [
            (.leading, .trailing, "H:", ""), (.left, .right, "H:", "(LTR)"), (.top, .bottom, "V:", ""),
        ]
        for axis in axes {
            let gap = "-(\(predicate))-"
            switch (first.attribute, second.attribute) {
            case (axis.start, axis.end):
                return ("\(axis.prefix)[\(second.item)]\(gap)[\(first.item)]\(axis.suffix)", nil)
            case (axis.start, axis.start):
                return ("\(axis.prefix)|\(gap)[\(first.item)]\(axis.suffix)", second.item)
            case (axis.end, axis.end):
                return ("\(axis.prefix)[\(second.item)]\(gap)|\(axis.suffix)", first.item)
            default: continue
            }
        }
        return nil
    }
}
