import Foundation

extension UIControl {
    /// The events a control sends, as UIKit's option set.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// Adds a closure action, as UIKit's (iOS 14); ``sendActions(for:)`` runs it.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        eventHandlers.append(ControlEventHandler(events: controlEvents, action: action, target: nil, selector: nil))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        eventHandlers.removeAll { $0.action === action && $0.events == controlEvents }
    }

    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        eventHandlers.removeAll { $0.action?.identifier == actionIdentifier && $0.events == controlEvents }
    }

    /// Kept: a selector cannot be performed without the Objective-C runtime, so
    /// ``sendActions(for:)`` runs only closure actions. (`#selector(…)` does not compile on
    /// Linux; write `Selector("name")` or wrap the line.)
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        eventHandlers.append(ControlEventHandler(events: controlEvents, action: nil, target: target as AnyObject?,
                                                 selector: action))
    }

    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        eventHandlers.removeAll { handler in
            handler.selector != nil && (target == nil || handler.target === target as AnyObject?)
                && (action == nil || handler.selector == action) && !handler.events.isDisjoint(with: controlEvents)
        }
    }

    public var allControlEvents: Event { eventHandlers.reduce([]) { $0.union($1.events) } }

    /// Runs the closure actions added for any of `controlEvents`, in the order they were added.
    public func sendActions(for controlEvents: Event) {
        for handler in eventHandlers where !handler.events.isDisjoint(with: controlEvents) {
            handler.action.map { $0.handler($0) }
        }
    }
}

/// One action or target added to a control.
struct ControlEventHandler {
    var events: UIControl.Event
    var action: UIAction?
    weak var target: AnyObject?
    var selector: Selector?
}

/// A method's name, as Objective-C's selector: kept, never performed (no runtime here).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}

public typealias UIActionHandler = (UIAction) -> Void

/// An item of a menu: an action or a submenu (UIKit's `UIMenuElement`).
open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable { case off, on, mixed }

    public override init() { super.init() }
}

/// A menu a button or bar button shows (kept: nothing shows it; its children are there to read).
open class UIMenu: UIMenuElement {
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier?
    public let options: Options
    public let children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = [])
    {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init()
    }
}

/// A closure a control runs for an event (UIKit's `UIAction`); its title and image are kept.
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    public let identifier: Identifier
    open var attributes: Attributes
    open var state: State
    let handler: UIActionHandler
    /// The control that sent the action, while its handler runs (nil here: handlers run through
    /// ``UIControl/sendActions(for:)`` without a sender).
    public var sender: Any? { nil }

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler)
    {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }
}
