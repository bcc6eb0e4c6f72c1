import LayoutCore
import LayoutSolver

/// UIKit's visual format language — `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
///
///     format     = [('H' | 'V') ':'] ['|' connection] view (connection view)* [connection '|']
///     view       = '[' name ['(' predicate (',' predicate)* ')'] ']'
///     connection = '' | '-' | '-' (number | metric) '-' | '-(' predicate (',' predicate)* ')-'
///     predicate  = ['==' | '<=' | '>='] (number | metric | name) ['@' (number | metric)]
///
/// `H:` (the default) lays the views out leading to trailing, `V:` top to bottom. `|` is the
/// superview of the view next to it; `-` alone is the standard spacing, ``standardSpacing``
/// between views and ``standardSuperviewSpacing`` to the superview; no connection is 0. A view's
/// predicates constrain its width (`H:`) or height (`V:`), to a number or to another view
/// (`[a(==b)]`); a connection's predicates constrain the gap. Names are identifiers (a letter or
/// `_`, then letters, digits and `_`) looked up in `views` and `metrics`; numbers follow
/// LayoutCore's ``TextScanner`` rule; whitespace between tokens is skipped.
public enum VisualFormat {
    /// The standard spacing between two views, as the format language's `-`: 8 points.
    public static let standardSpacing: Double = 8
    /// The standard spacing between a view and its superview's edge, as `|-[a]`: 20 points.
    public static let standardSuperviewSpacing: Double = 20

    /// The constraints `format` describes, not yet active (activate them with
    /// ``LayoutConstraint/activate(_:)``): from left to right, each view's size predicates and
    /// then the connection after it; last, the alignments `options` ask for, each view aligned
    /// with the one before it.
    ///
    /// - Throws: ``VisualFormatError`` naming the format, the position and the problem.
    /// - Complexity: O(length of `format`).
    public static func constraints(_ format: String, options: VisualFormat.Options = [],
                                   metrics: [String: Double] = [:], views: [String: View])
        throws(VisualFormatError) -> [LayoutConstraint]
    {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let line = try parser.line()
        return try line.constraints(options: options)
    }
}

/// A visual format the language cannot read or cannot build, as UIKit reports it: the problem,
/// the format and the position (from 0) the problem was found at.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    public var format: String
    public var position: Int
    public var problem: String

    public init(format: String, position: Int, problem: String) {
        self.format = format
        self.position = position
        self.problem = problem
    }

    /// UIKit's message: the problem, then the format with a caret under the position.
    public var description: String {
        "Unable to parse constraint format: \n\(problem) \n\(format) \n\(String(repeating: " ", count: position))^"
    }
}
