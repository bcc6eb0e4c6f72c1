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
        do {
            made = try VisualFormat.constraints(format, options: opts, metrics: numbers, views: modelViews)
        } catch {
            UIKitConsole.report(.misuse, error.description, about: someView)
            return []
        }
        return made.compactMap { constraint -> NSLayoutConstraint? in
            guard let first = constraint.firstItem.flatMap({ items[ObjectIdentifier($0)] }),
                  let attribute = Attribute(constraint.firstAttribute) else { return nil }
            let second = constraint.secondItem.flatMap { items[ObjectIdentifier($0)] }
            let made = NSLayoutConstraint(item: first, attribute: attribute, relatedBy: Relation(constraint.relation),
                                          toItem: second, attribute: constraint.secondAttribute.flatMap(Attribute.init) ?? .notAnAttribute,
                                          multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
            made.priority = UILayoutPriority(constraint.priority)
            return made
        }
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
