/// An unknown of a linear system, such as a view's left edge or width.
///
/// Variables have identity: two variables with the same name are different unknowns. The type is
/// deliberately not `Equatable`, so that `x == y` builds a ``Constraint`` instead of comparing.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name used in dumps, errors and reports; it need not be unique.
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name }

    /// A key with the variable's identity, for sets and dictionaries.
    public var id: ObjectIdentifier { ObjectIdentifier(self) }
}
