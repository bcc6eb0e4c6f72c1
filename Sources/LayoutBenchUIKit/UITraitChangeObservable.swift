/// Trait-change observation as UIKit's (iOS 17): `registerForTraitChanges(_:handler:)` on a view
/// or controller, and the deprecated `traitCollectionDidChange(_:)`. Here the only trait a tree
/// changes is its text size (`traitOverrides.preferredContentSizeCategory` on an ancestor), so
/// that is the change that calls them; the other traits can be registered and never change
/// (`UITraitCollection.current` is process-wide and not observed).

/// An object with traits, as UIKit's `UITraitEnvironment`: views and controllers.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

/// A trait, as UIKit's `UITraitDefinition`: registered by its type (`UITraitPreferredContentSizeCategory.self`).
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(describing: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait to observe, as UIKit's `UITrait`.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var defaultValue: UIContentSizeCategory { .unspecified }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}
public enum UITraitDisplayScale: UITraitDefinition {
    public static var defaultValue: CGFloat { 0 }
}
public enum UITraitLayoutDirection: UITraitDefinition {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
}

/// The token a registration returns, as UIKit's `UITraitChangeRegistration`.
public protocol UITraitChangeRegistration: Sendable {}

/// One registration, kept by the view it observes (in its ``ViewAppearance``).
final class TraitChangeObserver: UITraitChangeRegistration, @unchecked Sendable {
    let traitIdentifiers: Set<String>
    /// Calls the handler with the environment, or does nothing once a controller is gone.
    let notify: (UIView, UITraitCollection) -> Void

    init(traits: [UITrait], notify: @escaping (UIView, UITraitCollection) -> Void) {
        traitIdentifiers = Set(traits.map { $0.identifier })
        self.notify = notify
    }

    func observes(_ trait: UITrait) -> Bool { traitIdentifiers.contains(trait.identifier) }
}

extension UIView {
    /// Calls `handler` with this view and its previous traits after one of `traits` changes.
    /// A handler whose environment type is not this view's class is never called.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        addTraitObserver(TraitChangeObserver(traits: traits) { view, previous in
            if let environment = view as? Environment { handler(environment, previous) }
        })
    }

    /// Kept: without the Objective-C runtime the selector is never performed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        addTraitObserver(TraitChangeObserver(traits: traits) { _, _ in })
    }

    /// Kept: without the Objective-C runtime the selector is never performed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        addTraitObserver(TraitChangeObserver(traits: traits) { _, _ in })
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let observer = registration as? TraitChangeObserver else { return }
        appearance.traitObservers.removeAll { $0 === observer }
    }

    func addTraitObserver(_ observer: TraitChangeObserver) -> any UITraitChangeRegistration {
        appearance.traitObservers.append(observer)
        return observer
    }

    /// Tells every view of the subtree whose text size differs from `previous` (the categories
    /// before the change, by view) and its controller: `traitCollectionDidChange(_:)`, then the
    /// handlers registered for the content-size category, in tree order.
    /// - Complexity: O(n · d) for n views of depth d (each view's traits walk up the tree).
    func notifyTraitChanges(previous: [(view: UIView, traits: UITraitCollection)]) {
        for (view, traits) in previous
        where view.traitCollection.preferredContentSizeCategory != traits.preferredContentSizeCategory {
            view.traitCollectionDidChange(traits)
            view.owningViewController?.traitCollectionDidChange(traits)
            for observer in view.appearanceForReading.traitObservers
            where observer.observes(UITraitPreferredContentSizeCategory.self) {
                observer.notify(view, traits)
            }
        }
    }
}

extension UIViewController {
    /// Calls `handler` with this controller and its previous traits after one of `traits`
    /// changes in its view (which is loaded by registering).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        view.addTraitObserver(TraitChangeObserver(traits: traits) { [weak self] _, previous in
            if let environment = self as? Environment { handler(environment, previous) }
        })
    }

    /// Kept: without the Objective-C runtime the selector is never performed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        view.registerForTraitChanges(traits, action: action)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        viewIfLoaded?.unregisterForTraitChanges(registration)
    }
}

extension UIContentSizeCategory: Comparable {
    /// No text size (a trait collection that does not set one), as UIKit's.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")

    /// Smaller text sizes first, as UIKit orders them; `unspecified` before every size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (allCases.firstIndex(of: lhs) ?? -1) < (allCases.firstIndex(of: rhs) ?? -1)
    }
}
