import LayoutBenchUIKit
import LayoutCore

/// The values an audit fills a view with, per property (LayoutTest-iOS's data specs): a string
/// as set, empty, long and in wide characters; an optional image present and absent; numbers
/// as listed. The audit lays out their combinations (``LayoutAudit``).
///
/// ```swift
/// let spec = LayoutAuditDataSpec()
///     .string("name", "Juca")
///     .image("photo", UIImage(size: CGSize(width: 100, height: 100)))
///     .numbers("unread", [0, 7, 1_000_000])
/// ```
public struct LayoutAuditDataSpec: Sendable {
    /// One property and its values.
    public enum Property: Sendable {
        case string(name: String, asSet: String)
        case image(name: String, UIImage)
        case numbers(name: String, [Double])

        public var name: String {
            switch self {
            case .string(let name, _), .image(let name, _), .numbers(let name, _): name
            }
        }

        /// How many values the audit tries.
        public var valueCount: Int {
            switch self {
            case .string: LayoutAuditTextVariant.allCases.count
            case .image: 2
            case .numbers(_, let values): values.count
            }
        }

        /// `name: long`, `photo: absent`, `unread: 7`.
        public func label(ofValue index: Int) -> String {
            switch self {
            case .string(let name, _): "\(name): \(LayoutAuditTextVariant.allCases[index].rawValue)"
            case .image(let name, _): "\(name): \(index == 0 ? "present" : "absent")"
            case .numbers(let name, let values): "\(name): \(formatNumber(values[index]))"
            }
        }
    }

    public private(set) var properties: [Property] = []

    public init() {}

    /// A string property: `value` as set, empty, long and wide (``LayoutAuditTextVariant``).
    public func string(_ name: String, _ value: String) -> Self { adding(.string(name: name, asSet: value)) }

    /// An optional image: present, then absent.
    public func image(_ name: String, _ image: UIImage) -> Self { adding(.image(name: name, image)) }

    /// A number property taking each of `values` (at least one).
    public func numbers(_ name: String, _ values: [Double]) -> Self {
        adding(.numbers(name: name, values.isEmpty ? [0] : values))
    }

    private func adding(_ property: Property) -> Self {
        var spec = self
        spec.properties.removeAll { $0.name == property.name }
        spec.properties.append(property)
        return spec
    }
}

/// The values of one combination, read by the closure that fills the view.
public struct LayoutAuditData: Sendable {
    private let spec: LayoutAuditDataSpec
    private let choice: [Int]

    init(spec: LayoutAuditDataSpec, choice: [Int]) {
        self.spec = spec
        self.choice = choice
    }

    /// The data of a view audited without a spec: every read gives nil or 0.
    static let none = LayoutAuditData(spec: LayoutAuditDataSpec(), choice: [])

    private func value(_ name: String) -> (LayoutAuditDataSpec.Property, Int)? {
        guard let index = spec.properties.firstIndex(where: { $0.name == name }), index < choice.count else { return nil }
        return (spec.properties[index], choice[index])
    }

    /// The string property `name` in this combination (nil when the spec has no such string).
    public func string(_ name: String) -> String? {
        guard case (.string(_, let asSet), let index)? = value(name) else { return nil }
        return LayoutAuditTextVariant.allCases[index].apply(to: asSet)
    }

    /// The image property `name`: the image or nil.
    public func image(_ name: String) -> UIImage? {
        guard case (.image(_, let image), let index)? = value(name) else { return nil }
        return index == 0 ? image : nil
    }

    /// The number property `name` (0 when the spec has no such number).
    public func number(_ name: String) -> Double {
        guard case (.numbers(_, let values), let index)? = value(name) else { return 0 }
        return values[index]
    }
}
