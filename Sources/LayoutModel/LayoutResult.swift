import LayoutCore
import LayoutSolver

/// What one layout produced: frames and the constraints broken to recover — and, when the caller
/// asked for the analysis (``LayoutEngine/layout(_:analyzingAmbiguity:)``), the ambiguous values.
public struct LayoutResult: Sendable {
    /// The verdict; an unsatisfiable layout may also have ambiguous values.
    public enum Status: String, Sendable, CaseIterable {
        case satisfied, ambiguous, unsatisfiable
    }

    /// `unsatisfiable` when a constraint broke; otherwise `ambiguous` or `satisfied` — but
    /// without the analysis (``isAmbiguityAnalyzed`` false) `satisfied` only says that nothing
    /// broke, not that the layout is unique.
    public var status: Status
    /// View ids in layout (creation) order.
    public var viewIDs: [String]
    /// Each view's frame in its superview's coordinates.
    public var frames: [String: Rect]
    /// The frame values each view leaves free, for views that leave any (sorted x, y, width,
    /// height); empty unless ``isAmbiguityAnalyzed``.
    public var ambiguous: [String: [FrameValue]]
    /// Whether the layout was analysed for ambiguity (``ambiguous`` and ``status`` say it).
    public var isAmbiguityAnalyzed: Bool
    /// Every constraint broken to recover, in layout order, with the conflict that broke it.
    public var broken: [BrokenConstraint]

    /// The frame of the view called `id`.
    public subscript(id: String) -> Rect? { frames[id] }
}

/// A constraint by name, with its text in the case-file grammar.
public struct NamedConstraint: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// `name: item.attr == … @priority`.
    public var text: String

    public var description: String { text }
}

/// A required constraint the layout broke, as UIKit's "Will attempt to recover by breaking
/// constraint": it cannot hold together with the required constraints accepted before it.
public struct BrokenConstraint: Sendable {
    public var constraint: NamedConstraint
    /// An irreducible conflicting set of required constraints, in layout order, ending with
    /// ``constraint``: alone they have no solution; without any one of them they do.
    public var conflict: [NamedConstraint]
    /// The same set as solver constraints (over the layout's variables), to re-check it.
    public var system: [Constraint]
}
