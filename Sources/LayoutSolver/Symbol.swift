/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; ≥ 0.
    case slack
    /// The error of a non-required constraint; ≥ 0 and counted in its priority level's objective.
    case error
    /// The marker of a required equality; always 0, never enters the basis.
    case dummy
    /// The temporary variable of phase one when no subject can be chosen; ≥ 0.
    case artificial

    /// Whether the symbol is restricted to be non-negative (dummies: to be zero).
    var isRestricted: Bool { self != .external }
    /// Whether the symbol may enter the basis during optimisation.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// A column of the tableau. Ids are dense (a tableau reuses the ids of symbols that are gone),
/// so per-symbol data lives in arrays indexed by id; ordered by id, which makes every pivot
/// choice deterministic.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
    let id: Int32
    let kind: SymbolKind

    /// The id as an array index.
    @inline(__always) var index: Int { Int(id) }

    /// A row's ``Cell`` keeps the kind in ``kindBits`` bits and the id in the ``idBits`` above
    /// them, so ids stay below ``idLimit`` (2^29, about 537 million: the symbol records alone
    /// would then take 25 GB, so memory runs out long before).
    static let kindBits: UInt32 = 3
    static let idBits: UInt32 = 32 - kindBits
    static let idLimit = 1 << idBits

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    var description: String {
        let prefix = switch kind {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        case .artificial: "a"
        }
        return "\(prefix)\(id)"
    }
}

/// Coefficients and constants whose magnitude is below this are zero.
let epsilon = 1e-9

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
