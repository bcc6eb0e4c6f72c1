import LayoutSolver

/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`, or
/// `firstItem.width|height relation constant`, at a priority — `NSLayoutConstraint`.
///
/// Constraints have identity. Activating one hands it to the tree its views belong to; the next
/// layout adds it to the solver. `constant` and `priority` may change while it is active: the
/// next layout replaces it in place. Items are held weakly, as UIKit does (through their
/// ``ItemHandle``s, not Swift `weak` references); a view that goes away deactivates the
/// constraints that name it, and they name it no more.
public final class LayoutConstraint: CustomStringConvertible {
    // Stored in declaration order, the one-byte fields last together: interleaved with the
    // references they padded the object to 97 bytes, a 112-byte allocation; together it is 84,
    // a 96-byte one (a first layout at 10,000 independent views holds 100,000 constraints).
    /// The first item while it exists, then nil (held through its ``ItemHandle``: not
    /// retained, and without the side table a weak reference gives the item).
    public var firstItem: LayoutItem? { firstHandle.item }
    /// The second item while it exists, then nil; nil for the constant form.
    public var secondItem: LayoutItem? { secondHandle?.item }
    private let firstHandle: ItemHandle
    private let secondHandle: ItemHandle?
    public let multiplier: Double
    public var constant: Double {
        didSet { if active, constant != oldValue { recordChange(.constraint(self)) } }
    }
    public var priority: Priority = .required {
        didSet { if active, priority != oldValue { recordChange(.constraint(self)) } }
    }
    /// The label reports use; an unlabelled constraint is called `c<index>` by its position.
    public var identifier: String? {
        didSet { if active, identifier != oldValue { recordChange(.replan) } }
    }

    /// Stamp of creation: constraints enter the layout in this order.
    let sequence: Int
    public let firstAttribute: LayoutAttribute
    public let relation: Relation
    /// nil for the constant form `item.width == constant`.
    public let secondAttribute: LayoutAttribute?
    private var active = false

    /// The system spacing between two views, as UIKit's `…SystemSpacing…` anchors and
    /// `NSLayoutAnchorConstraintSpace` give it for the default font: 8 points.
    public static let systemSpacing: Double = 8

    /// The general form, as UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: Relation, toItem: LayoutItem,
                attribute secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0)
    {
        sequence = CreationOrder.next()
        firstHandle = item.handle
        firstAttribute = attribute
        self.relation = relation
        secondHandle = toItem.handle
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        // A margin is measured on the view's layout-margins guide, which UIKit makes on first use
        // (a guide has no margins: checkRules refuses them).
        if attribute.isMargin, let view = item as? View { _ = view.layoutMarginsGuide }
        if secondAttribute.isMargin, let view = toItem as? View { _ = view.layoutMarginsGuide }
    }

    /// The constant form `item.attribute relation constant` (valid for width and height only).
    public init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: Relation, constant: Double) {
        sequence = CreationOrder.next()
        firstHandle = item.handle
        firstAttribute = attribute
        self.relation = relation
        secondHandle = nil
        secondAttribute = nil
        multiplier = 1
        self.constant = constant
    }

    /// The views and guides the constraint names that still exist.
    var items: [LayoutItem] { [firstItem, secondItem].compactMap { $0 } }

    /// Whether the constraint takes part in layout, as UIKit's `isActive`.
    public var isActive: Bool {
        get { active }
        set { setActive(newValue, recording: true) }
    }

    /// ``isActive`` set, recorded on the journals of the items' trees when `recording`: false
    /// only for a tree no engine has laid out yet, which has no journal to record on (a case
    /// file's views as they are made), so that finding the tree's root is skipped.
    func setActive(_ newValue: Bool, recording: Bool) {
        guard newValue != active else { return }
        active = newValue
        if recording { recordChange(.constraint(self)) }
        // Each item by itself rather than through ``items``, which builds an array: a case file
        // activates every one of its constraints.
        let id = ObjectIdentifier(self)
        firstItem?.setActiveConstraint(id, newValue ? self : nil)
        secondItem?.setActiveConstraint(id, newValue ? self : nil)
    }

    /// Stops taking part in layout after one of its views went away.
    func detach() { isActive = false }

    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint in the case-file grammar (`label: a.top == b.bottom + 8 @750`).
    public var description: String {
        ConstraintSpec(self, label: identifier).description
    }
}

extension ConstraintSpec {
    /// The grammar form of `constraint`, naming views by their identifiers.
    init(_ constraint: LayoutConstraint, label: String?) {
        let name = { (item: LayoutItem?) in item?.identifier ?? "<released view>" }
        let second = constraint.secondAttribute.map { AttributeReference(name(constraint.secondItem), $0) }
        self.init(label: label,
                  first: AttributeReference(name(constraint.firstItem), constraint.firstAttribute),
                  relation: constraint.relation, second: second, multiplier: constraint.multiplier,
                  constant: constraint.constant, priority: constraint.priority.value)
    }
}
