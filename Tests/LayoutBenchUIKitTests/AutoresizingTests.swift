@testable import LayoutBenchUIKit
import LayoutCore
import LayoutTestSupport
import Testing

/// The autoresizing constraints against their definition, computed directly: at the superview
/// length the frame was set in they give the frame back; at another length fixed parts keep
/// their lengths and flexible parts share the change in proportion (equally when all are 0).
@Suite struct AutoresizingTests {
    @Test(arguments: 0 ..< 200)
    func theConstraintsFollowTheMasksDefinition(_ seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let superview = CGSize(width: CGFloat(Int.random(in: 0 ... 400, using: &random)),
                               height: CGFloat(Int.random(in: 0 ... 400, using: &random)))
        let x = CGFloat(Int.random(in: 0 ... 100, using: &random)), w = CGFloat(Int.random(in: 0 ... 100, using: &random))
        let frame = CGRect(x: x, y: 10, width: w, height: 20)
        let mask = UIView.AutoresizingMask(rawValue: UInt(Int.random(in: 0 ..< 64, using: &random)))
        let specs = AutoresizingSpec.constraints(frame: frame, in: superview, mask: mask)
        for newWidth in [superview.width, superview.width + 37, max(0, superview.width - 13)] {
            let (expectedX, expectedWidth) = Self.definition(x: x, width: w, superview: superview.width, to: newWidth,
                                                             mask: mask)
            let (gotX, gotWidth) = Self.evaluate(specs, superviewWidth: newWidth)
            #expect(abs(gotX - expectedX) < 1e-9 && abs(gotWidth - expectedWidth) < 1e-9,
                    "seed \(seed) mask \(mask.rawValue) S0 \(superview.width) → \(newWidth): got (\(gotX), \(gotWidth)), expected (\(expectedX), \(expectedWidth))")
        }
    }

    @Test func theLogTextIsUIKits() {
        #expect(AutoresizingSpec.maskText([]) == "h=--& v=--&")
        #expect(AutoresizingSpec.maskText([.flexibleWidth, .flexibleHeight]) == "h=-&- v=-&-")
        #expect(AutoresizingSpec.maskText([.flexibleLeftMargin, .flexibleBottomMargin]) == "h=&-- v=--&")
    }

    /// The horizontal position and width the mask's definition gives at `newWidth`.
    static func definition(x: CGFloat, width: CGFloat, superview: CGFloat, to newWidth: CGFloat,
                           mask: UIView.AutoresizingMask) -> (CGFloat, CGFloat)
    {
        var flexible = [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                        mask.contains(.flexibleRightMargin)]
        if !flexible.contains(true) { flexible[2] = true }
        var parts = [x, width, superview - x - width]
        let flexibleTotal = (0 ..< 3).filter { flexible[$0] }.map { parts[$0] }.reduce(0, +)
        let change = newWidth - superview
        let count = CGFloat(flexible.filter { $0 }.count)
        for index in 0 ..< 3 where flexible[index] {
            parts[index] += flexibleTotal == 0 ? change / count : change * parts[index] / flexibleTotal
        }
        return (parts[0], parts[1])
    }

    /// minX and width the horizontal specs give for a superview `width` wide (its left at 0).
    static func evaluate(_ specs: [AutoresizingSpec], superviewWidth: CGFloat) -> (CGFloat, CGFloat) {
        func value(_ spec: AutoresizingSpec) -> CGFloat {
            let reference: CGFloat = switch spec.superviewAttribute {
            case .left, .notAnAttribute: 0
            case .right, .width: superviewWidth
            default: .nan
            }
            return spec.superviewAttribute == .notAnAttribute ? spec.constant : spec.multiplier * reference + spec.constant
        }
        let x = specs.first { $0.attribute == .left }.map(value) ?? .nan
        let width = specs.first { $0.attribute == .width }.map(value) ?? .nan
        return (x, width)
    }
}
