/// A constraint's priority: a number in (0, 1000]; 1000 is required.
///
/// Lower priorities are strictly lexicographic: no number of errors at one level outweighs a
/// single error at a higher level. Every distinct number is its own level (999.5 sits between
/// 999 and 1000), as UIKit's `UILayoutPriority` behaves.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    public var value: Double

    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { value == 1000 }
    /// Whether the priority lies in (0, 1000].
    public var isValid: Bool { value > 0 && value <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
