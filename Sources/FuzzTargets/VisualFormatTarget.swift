import Foundation
import LayoutFuzz
import LayoutModel

/// `VisualFormatFuzzer`: bytes → ``VisualFormat/constraints(_:options:metrics:views:)`` over four
/// views `a`–`d` in a 320 × 480 root and the metrics `m` (10), `half` (0.5) and `big` (1e9). A
/// typed error must point inside the format; constraints it builds are activated, the tree is
/// exported as a case, and the case must lay out alike on every strategy (``LayoutCaseCheck``).
///
/// The first byte picks the options (an alignment, a direction, the spacing: ``options(_:)``); the
/// rest is the format, as UTF-8.
public enum VisualFormatTarget: FuzzTarget {
    public static let name = "VisualFormatFuzzer"
    static let metrics: [String: Double] = ["m": 10, "half": 0.5, "big": 1e9]
    static let alignments: [VisualFormat.Options] = [
        [], .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
        .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
    ]
    static let directions: [VisualFormat.Options] = [
        .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft, .directionMask,
    ]

    /// The options byte `byte` stands for: alignment `byte % 11`, direction `byte / 11 % 4` (the
    /// last one both direction bits, which UIKit refuses), baseline spacing when `byte / 44` is odd.
    static func options(_ byte: UInt8) -> VisualFormat.Options {
        var options = alignments[Int(byte) % alignments.count].union(directions[Int(byte) / 11 % directions.count])
        if Int(byte) / 44 % 2 == 1 { options.insert(.spacingBaselineToBaseline) }
        return options
    }

    public static func check(_ bytes: [UInt8]) -> FuzzTargetOutcome {
        guard bytes.count <= fuzzTargetMaximumInputLength else { return .refused("longer than the fuzzing limit") }
        let options = options(bytes.first ?? 0)
        let format = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let root = View("root")
        root.targetSize = TargetSize(width: 320, height: 480)
        var views: [String: View] = [:]
        for name in ["a", "b", "c", "d"] {
            let view = View(name)
            root.addSubview(view)
            views[name] = view
        }
        let constraints: [LayoutConstraint]
        do {
            constraints = try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
        } catch {
            guard (0...format.count).contains(error.position) else {
                return .finding("the error's position \(error.position) is outside the format (\(format.count) characters):\n\(error)")
            }
            return .refused(error.description)
        }
        LayoutConstraint.activate(constraints)
        let layoutCase = LayoutCase(exporting: root, name: "visual-format")
        let verdict = LayoutCaseCheck.check(layoutCase)
        if verdict.isDisagreement {
            return .finding("the strategies disagree on the format's constraints:\n" + verdict.problems.joined(separator: "\n")
                + "\n-- format\n\(format)\n-- options \(options.rawValue)\n-- case\n" + layoutCase.text)
        }
        return .checked
    }

    /// Formats of every construct, each with a few option bytes.
    public static func generatedSeeds() -> [(name: String, bytes: [UInt8])] {
        let formats = [
            "|-[a]-[b]-|", "V:|-(>=10)-[a(40)]-[b(==a)]-|", "H:|[a(>=50@750)][b(m)]-m-[c(<=big)]|",
            "|-(half)-[a(==b@999,>=20)]-(8@250)-[b]-(==m)-[c(d)]-0-[d]|", "V:[a]-[b]-[c]-[d]", "[a(0)]", "|-[a]",
        ]
        let optionBytes: [UInt8] = [0, 7, 8, 12, 25, 33, 52]
        var seeds: [(name: String, bytes: [UInt8])] = []
        for (index, format) in formats.enumerated() {
            for byte in optionBytes where byte == 0 || index < 3 {
                seeds.append(("format-\(index)-options-\(byte)", [byte] + Array(format.utf8)))
            }
        }
        return seeds
    }
}
