import LayoutExplain
import LayoutModel
import LayoutSolver

/// A relation between two attributes of layout items (or one attribute and a constant), as
/// UIKit's `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier ×
/// secondItem.secondAttribute + constant`, with a priority.
///
/// It owns one LayoutModel ``LayoutConstraint`` (``model``), which the engine lays out; this class
/// adds UIKit's surface: attributes with baselines and `.notAnAttribute`, `Float` priorities, an
/// identifier that need not be unique, the install on the nearest common ancestor, and UIKit's
/// checks, which here print UIKit's message and record a ``UIKitLayoutFinding`` instead of raising.
open class NSLayoutConstraint: CustomStringConvertible {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// UIKit's old name of `lastBaseline`.
        public static let baseline = Attribute.lastBaseline
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    /// The first item while it exists, else nil (UIKit's is weak; here ``ItemReference``).
    public var firstItem: AnyObject? { firstReference.object }
    /// The second item while it exists; nil when there is none or it is gone.
    public var secondItem: AnyObject? { secondReference.object }
    private let firstReference: ItemReference
    private let secondReference: ItemReference
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    /// The constant; changing it on an active constraint moves the solver's constant in place.
    public var constant: CGFloat {
        didSet {
            model?.constant = modelConstant
            installedOn?.setNeedsLayout()
        }
    }

    /// The priority. As in UIKit, an active constraint may not change between required and
    /// optional: the change is refused with UIKit's message (a finding).
    public var priority: UILayoutPriority {
        get { storedPriority }
        set { changePriority(to: newValue) }
    }

    private var storedPriority = UILayoutPriority.required

    /// A name for debugging, printed in UIKit's log as `'identifier'`; need not be unique.
    public var identifier: String?

    /// The model constraint the engine lays out; nil when UIKit would have refused to make it
    /// (``refusal`` says why).
    let model: LayoutConstraint?
    /// UIKit's exception text for a constraint it refuses to make.
    let refusal: String?
    /// What the baselines add to the model's constant (``modelConstant``).
    var baselineAdjustment: Double = 0
    /// The UIKit class name the console prints (`NSLayoutConstraint`,
    /// `NSAutoresizingMaskLayoutConstraint`, …).
    var consoleClassName = "NSLayoutConstraint"
    /// `h=--& v=--&` for an autoresizing-mask constraint.
    var autoresizingMaskText: String?
    /// The multiplier of the system spacing it was made with, printed `NSSpace(8)`.
    var systemSpacingMultiplier: CGFloat?
    /// The view it is installed on while active (the items' nearest common ancestor), which
    /// lists it in its ``UIView/installedConstraints``. Unretained (no weak reference,
    /// ``UIView/superview``): cleared when the view drops it from that list or goes.
    unowned(unsafe) var installedOn: UIView?
    /// The fake address UIKit's log prints.
    let address = ObjectAddress.next(.constraint)

    /// UIKit's general form. A second item of nil with `.notAnAttribute` makes
    /// `item.attribute relation constant` (sizes only).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat)
    {
        self.init(view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier: multiplier,
                  constant: c)
    }

    /// The general form over objects, as anchors make it (an `Any` item costs a dynamic cast).
    init(_ view1: AnyObject, _ attr1: Attribute, _ relation: Relation, _ view2: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant c: CGFloat)
    {
        firstReference = ItemReference(view1)
        secondReference = ItemReference(view2)
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        switch ConstraintCheck.model(item: view1, attr1, relation, toItem: view2, attr2, multiplier: multiplier) {
        case .success(let made):
            model = made.constraint
            baselineAdjustment = made.baselineAdjustment
            refusal = nil
            made.constraint.constant = modelConstant
        case .failure(let reason):
            model = nil
            refusal = reason.message
        }
    }

    /// The model's constant: ``constant`` plus what baselines add.
    var modelConstant: Double { Double(constant) + baselineAdjustment }

    /// Whether the constraint takes part in layout. Activating installs it on the items' nearest
    /// common ancestor; without one (or when UIKit refused to make it) activating prints UIKit's
    /// message and records a finding.
    public var isActive: Bool {
        get { model?.isActive ?? false }
        set { newValue ? activate(on: nil) : deactivate() }
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Activates on `view` (``UIView/addConstraint(_:)``) or on the common ancestor.
    func activate(on view: UIView?) {
        guard let model else {
            UIKitConsole.report(.misuse, refusal ?? "", about: firstItem.flatMap(UIKitItem.view(of:)))
            return
        }
        guard !model.isActive else { return }
        guard let ancestor = commonAncestor else {
            let anchors = [(firstItem, firstAttribute), (secondItem, secondAttribute)].map { item, attribute in
                UIKitMisuseMessage.Anchor(
                    address: ObjectAddress.next(.constraint).text,
                    anchor: LogAnchor(item.map(UIKitItem.logItem) ?? LogItem(className: "UIView", address: "0x0"),
                                      LogAttribute(rawValue: attribute.name) ?? .left))
            }
            UIKitConsole.report(.misuse, UIKitMisuseMessage.noCommonAncestor(anchors[0], anchors[1]),
                                about: firstItem.flatMap(UIKitItem.view(of:)))
            return
        }
        let host = view ?? ancestor
        installedOn = host
        host.installedConstraints.append(self)
        model.isActive = true
        host.setNeedsLayout()
    }

    func deactivate() {
        guard let model, model.isActive else { return }
        model.isActive = false
        installedOn?.installedConstraints.removeAll { $0 === self }
        installedOn?.setNeedsLayout()
        installedOn = nil
    }

    /// The nearest view both items are in (an item's own view counts; a guide counts as its
    /// owning view).
    var commonAncestor: UIView? {
        guard let first = firstItem.flatMap(UIKitItem.view(of:)) else { return nil }
        guard let secondObject = secondItem else { return first }
        guard let second = UIKitItem.view(of: secondObject) else { return nil }
        // Most constraints tie a view to itself, its superview or a sibling.
        if first === second || first.superview === second { return second }
        if second.superview === first { return first }
        if let parent = first.superview, parent === second.superview { return parent }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = first
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// Sets the priority unless UIKit would refuse it: outside (0, 1000], or required changed
    /// to optional (or back) while active.
    private func changePriority(to new: UILayoutPriority) {
        let old = storedPriority
        let valid = new.rawValue > 0 && new.rawValue <= 1000
        if !valid || (isActive && (old == .required) != (new == .required)) {
            let reason = valid
                ? UIKitMisuseMessage.requiredPriorityChange(from: Double(old.rawValue), to: Double(new.rawValue))
                : "*** Assertion failure in -[NSLayoutConstraint setPriority:]: Invalid parameter not satisfying: "
                    + "priority <= UILayoutPriorityRequired && priority > 0 (priority \(formatPriority(new)))\n"
            UIKitConsole.report(.misuse, reason, about: firstItem.flatMap(UIKitItem.view(of:)))
            return
        }
        storedPriority = new
        model?.priority = new.solverPriority
        installedOn?.setNeedsLayout()
    }

    /// The constraint as UIKit's log prints it.
    public var description: String { printed.text }
}

extension NSLayoutConstraint.Attribute {
    /// The name UIKit's log prints.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The model attribute of the same name; nil for the baselines (a view's edge plus an
    /// offset, ``UIKitItem/measure(_:_:)``) and `.notAnAttribute`.
    var model: LayoutAttribute? {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .lastBaseline, .firstBaseline, .notAnAttribute: nil
        }
    }
}

extension NSLayoutConstraint.Relation {
    var model: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Axis {
    var model: LayoutAxis { self == .horizontal ? .horizontal : .vertical }
}

/// `999` or `999.5`, as UIKit prints a priority.
func formatPriority(_ priority: UILayoutPriority) -> String {
    let value = priority.rawValue
    return value == value.rounded() ? String(Int(value)) : String(value)
}
