import LayoutModel
import LayoutSolver

extension NSLayoutConstraint {
    /// The options of the visual format language (alignment, direction, spacing), as UIKit's.
    public typealias FormatOptions = VisualFormat.Options

    /// The constraints a visual format describes (LayoutModel's ``VisualFormat``), not yet
    /// active, as UIKit's. `metrics` values may be any number type. A format UIKit would raise on
    /// prints UIKit's message, is recorded as a finding on the first view's tree, and gives no
    /// constraints.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint]
    {
        var modelViews: [String: View] = [:]
        var items: [ObjectIdentifier: AnyObject] = [:]
        for (name, value) in views {
            guard let view = value as? UIView else { continue }
            modelViews[name] = view.layoutView
            items[ObjectIdentifier(view.layoutView)] = view
            if let superview = view.superview { items[ObjectIdentifier(superview.layoutView)] = superview }
        }
        let numbers = (metrics ?? [:]).compactMapValues(Self.number)
        let someView = views.values.lazy.compactMap { $0 as? UIView }.first
        let made: [LayoutConstraint]
        let baselineAlignments: [Attribute]
        do {
            made = try VisualFormat.constraints(format, options: opts, metrics: numbers, views: modelViews)
            baselineAlignments = try Self.baselineAlignments(of: made, format, opts, numbers, modelViews)
        } catch {
            UIKitConsole.report(.misuse, error.description, about: someView)
            return []
        }
        let baselineSpacing = opts.contains(.spacingBaselineToBaseline)
        return made.enumerated().compactMap { index, constraint -> NSLayoutConstraint? in
            guard let first = constraint.firstItem.flatMap({ items[ObjectIdentifier($0)] }),
                  var attribute = Attribute(constraint.firstAttribute) else { return nil }
            let second = constraint.secondItem.flatMap { items[ObjectIdentifier($0)] }
            var secondAttribute = constraint.secondAttribute.flatMap(Attribute.init) ?? .notAnAttribute
            // LayoutModel's views have no text, so it aligns and spaces baselines at the bottom
            // edges; here they are the views' baselines, as in UIKit.
            let alignmentIndex = index - (made.count - baselineAlignments.count)
            if alignmentIndex >= 0 {
                (attribute, secondAttribute) = (baselineAlignments[alignmentIndex], baselineAlignments[alignmentIndex])
            } else if baselineSpacing, second is UIView, attribute == .bottom, secondAttribute == .bottom {
                (attribute, secondAttribute) = (.firstBaseline, .lastBaseline)
            }
            let made = NSLayoutConstraint(item: first, attribute: attribute, relatedBy: Relation(constraint.relation),
                                          toItem: second, attribute: secondAttribute,
                                          multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
            made.priority = UILayoutPriority(constraint.priority)
            return made
        }
    }

    /// The baseline attribute of each of the last constraints of `made` that the baseline
    /// alignment options made: LayoutModel appends the alignments last, in the options' raw
    /// order (last baselines, then first), so they are what the same format without those
    /// options lacks.
    private static func baselineAlignments(of made: [LayoutConstraint], _ format: String, _ opts: FormatOptions,
                                           _ metrics: [String: Double], _ views: [String: View])
        throws(VisualFormatError) -> [Attribute]
    {
        let lines = [(FormatOptions.alignAllLastBaseline, Attribute.lastBaseline), (.alignAllFirstBaseline, .firstBaseline)]
            .filter { opts.contains($0.0) }
        guard !lines.isEmpty else { return [] }
        let without = try VisualFormat.constraints(format, options: opts.subtracting([.alignAllLastBaseline, .alignAllFirstBaseline]),
                                                   metrics: metrics, views: views)
        let each = (made.count - without.count) / lines.count
        return lines.flatMap { Array(repeating: $0.1, count: each) }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as Float: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The UIKit attribute of a model attribute.
    init?(_ attribute: LayoutAttribute) {
        guard let match = [Self.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
                           .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                           .centerXWithinMargins, .centerYWithinMargins].first(where: { $0.name == attribute.rawValue })
        else { return nil }
        self = match
    }
}

extension NSLayoutConstraint.Relation {
    init(_ relation: LayoutSolver.Relation) {
        switch relation {
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
