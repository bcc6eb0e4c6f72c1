import LayoutBenchUIKit
import LayoutCore

/// Something wrong with a view in some of an audit's variants, naming the views by property.
/// Findings with the same kind and views are one finding with every variant they hold in.
public struct LayoutAuditFinding: Sendable, CustomStringConvertible {
    public enum Kind: String, CaseIterable, Comparable, Sendable {
        /// Required constraints conflicted and one was broken: ``detail`` names it and the conflict.
        case unsatisfiable
        /// The constraints leave frame values of the view free: ``detail`` lists them.
        case ambiguous
        /// Two visible sibling views overlap.
        case overlap
        /// The view reaches past its superview's bounds.
        case outsideSuperview
        /// A one-line label is narrower than its text.
        case labelNarrowerThanText
        /// A view with content (an intrinsic size) is 0 wide or 0 tall.
        case zeroSizeWithContent

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var kind: Kind
    /// The views involved, by property name (sorted; the broken constraint's for `unsatisfiable`).
    public var views: [String]
    /// What is wrong in ``variant``: `5 past the right edge`, `free: x, width`, the broken
    /// constraint and its conflict.
    public var detail: String
    /// The first variant it holds in; the picture and the case file are of this one.
    public var variant: LayoutAuditVariant
    /// Every variant it holds in, in audit order (``variant`` first).
    public var variants: [LayoutAuditVariant]
    /// The audit's seed: with ``variant`` it reproduces the finding (``LayoutAudit/run(_:variants:)``).
    public var seed: UInt64
    /// ``variant`` as a `layoutbench/case@1` file (``UIView/layoutBenchCase()``, views named by
    /// property): `solve` and `replay` give it the status the audit saw.
    public var caseFile: String
    /// The smallest and largest root width at which the same finding holds, from perturbing the
    /// exported case (``LayoutAuditReport/writeArtifacts(to:)``); nil until then, and for
    /// findings perturbation cannot see.
    public var widthRange: LayoutAuditWidthRange? = nil
    /// Where ``LayoutAuditReport/writeArtifacts(to:)`` wrote the picture (SVG, the finding's views
    /// outlined in blue) and the case file; nil until then.
    public var picturePath: String? = nil
    public var casePath: String? = nil
    /// The layout the finding was seen in, to judge the exported case's layouts alike.
    var liveLayout: AuditedLayout

    /// The identity findings are merged on.
    var key: Key { Key(kind: kind, views: views) }

    struct Key: Hashable, Comparable {
        var kind: Kind
        var views: [String]

        static func < (lhs: Key, rhs: Key) -> Bool {
            lhs.kind != rhs.kind ? lhs.kind < rhs.kind : lhs.views.lexicographicallyPrecedes(rhs.views)
        }
    }

    /// `outsideSuperview: nameLabel — 5 past the right edge; in 576 of 576 variants, first at
    /// width 320, text size L, left-to-right (seed 1)`.
    public func description(ofVariantCount total: Int) -> String {
        var text = "\(kind.rawValue): \(views.joined(separator: ", ")) — \(detail); in \(variants.count) of \(total) variants, "
            + "first at \(variant) (seed \(seed))"
        if let widthRange { text += "; \(widthRange)" }
        if let picturePath { text += "; picture \(picturePath)" }
        if let casePath { text += "; case \(casePath)" }
        return text
    }

    public var description: String { description(ofVariantCount: variants.count) }
}

/// Where a finding holds along the root width, the rest of its variant kept: from ``smallest`` to
/// ``largest`` points. A bound perturbation did not get past (it samples the device widths, 320
/// to 1376) is open: the finding may hold beyond it.
public struct LayoutAuditWidthRange: Hashable, Sendable, CustomStringConvertible {
    public var smallest: Double
    public var largest: Double
    /// The finding holds at the smallest width tried, so maybe below it too.
    public var holdsBelow: Bool
    /// The finding holds at the largest width tried, so maybe above it too.
    public var holdsAbove: Bool

    public init(smallest: Double, largest: Double, holdsBelow: Bool, holdsAbove: Bool) {
        self.smallest = smallest
        self.largest = largest
        self.holdsBelow = holdsBelow
        self.holdsAbove = holdsAbove
    }

    /// `holds at widths 320…414`, `≤ 320…1376 ≤`.
    public var description: String {
        "holds at widths \(holdsBelow ? "≤ " : "")\(formatNumber(smallest))…\(formatNumber(largest))\(holdsAbove ? " ≤" : "")"
    }
}
