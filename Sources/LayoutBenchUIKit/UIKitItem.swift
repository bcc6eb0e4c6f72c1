import LayoutModel

/// What UIKit accepts as a constraint item — a `UIView` or a `UILayoutGuide` — and what the layer
/// needs of it: the model item, the view it lives in, its console name and baselines.
enum UIKitItem {
    /// The model item (a LayoutModel view or guide) of a UIKit item; nil for anything else.
    static func layoutItem(of item: AnyObject) -> LayoutItem? {
        switch item {
        case let view as UIView: view.layoutView
        case let guide as UILayoutGuide: guide.layoutGuide
        default: nil
        }
    }

    /// The view an item is in: a view itself, a guide's owning view.
    static func view(of item: AnyObject) -> UIView? {
        switch item {
        case let view as UIView: view
        case let guide as UILayoutGuide: guide.owningView
        default: nil
        }
    }

    /// The model attribute that measures `attribute` of `item`, and the offset to add to it:
    /// a baseline is the top plus the first line's ascent (first) or the bottom minus the last
    /// line's descent (last) of text, and the bottom of any other view, as in UIKit.
    static func measure(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> (LayoutAttribute, Double)? {
        switch attribute {
        case .notAnAttribute:
            return nil
        case .firstBaseline, .lastBaseline:
            let edge = Baselines.edge(attribute == .firstBaseline ? .first : .last, of: (item as? UIView)?.modelBaselines)
            return (edge.attribute, edge.offset)
        default:
            return attribute.model.map { ($0, 0) }
        }
    }
}

/// A fake address for UIKit's log: views from 0x7f…, constraints from 0x60…, distinct per object.
struct ObjectAddress: Hashable, Sendable {
    enum Kind { case view, constraint }

    let value: UInt64

    var text: String { "0x" + String(value, radix: 16) }

    static func next(_ kind: Kind) -> ObjectAddress {
        let base: UInt64 = kind == .view ? 0x7f00_0000_0000 : 0x6000_0000_0000
        return ObjectAddress(value: base + UInt64(AddressCounter.next()) * 0x10)
    }
}
