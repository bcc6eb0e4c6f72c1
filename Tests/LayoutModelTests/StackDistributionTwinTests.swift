import LayoutCore
@testable import LayoutModel
import LayoutSolver
import LayoutTestSupport
import Testing

/// The solver's stacks against closed-form twins: on seeded random stacks that fit, each
/// distribution's frames along the axis follow from the sizes and spacings by arithmetic alone.
@Suite struct StackDistributionTwinTests {
    /// Along-axis (origin, length) of each arranged view, worked out directly.
    static func twin(_ distribution: StackView.Distribution, sizes: [Double], spacings: [Double],
                     length: Double) -> [(origin: Double, length: Double)]
    {
        let n = sizes.count
        var lengths = sizes
        var origins = [0.0]
        switch distribution {
        case .fillProportionally:
            let share = length - spacings.reduce(0, +)
            lengths = sizes.map { share * $0 / sizes.reduce(0, +) }
            for i in 1..<n { origins.append(origins[i - 1] + lengths[i - 1] + spacings[i - 1]) }
        case .equalSpacing:
            let gap = (length - sizes.reduce(0, +)) / Double(n - 1)
            for i in 1..<n { origins.append(origins[i - 1] + sizes[i - 1] + gap) }
        case .equalCentering:
            let first = sizes[0] / 2, last = length - sizes[n - 1] / 2
            for i in 1..<n { origins.append(first + (last - first) * Double(i) / Double(n - 1) - sizes[i] / 2) }
        case .fill, .fillEqually:
            Issue.record("no twin for \(distribution)")
        }
        return zip(origins, lengths).map { (origin: $0, length: $1) }
    }

    @Test(arguments: [StackView.Distribution.fillProportionally, .equalSpacing, .equalCentering])
    func randomStacksMatchTheirTwin(_ distribution: StackView.Distribution) throws {
        var random = SplitMix64(seed: 0x57AC_D15)
        for round in 0..<24 {
            let axis: LayoutAxis = round.isMultiple(of: 2) ? .horizontal : .vertical
            let n = random.int(in: 2...5)
            let sizes = (0..<n).map { _ in Double(random.int(in: 1...60)) }
            let spacings = (0..<(n - 1)).map { _ in Double(random.int(in: 0...10)) }
            // Long enough that no spacing minimum binds: the twins assume the stack fits.
            let length = Double(n) * (sizes.max()! + spacings.max()!) + Double(random.int(in: 0...50))
            let root = View("root")
            root.targetSize = axis == .horizontal ? TargetSize(width: length, height: 50)
                                                  : TargetSize(width: 50, height: length)
            let views = sizes.enumerated().map { i, size in
                axis == .horizontal ? label("v\(i)", width: size, height: 10) : label("v\(i)", width: 10, height: size)
            }
            let stack = StackView("stack", arrangedSubviews: views)
            stack.axis = axis
            stack.distribution = distribution
            stack.spacing = spacings[0]
            for (i, spacing) in spacings.enumerated() where spacing != stack.spacing {
                stack.setCustomSpacing(spacing, after: views[i])
            }
            root.addSubviewWithEdgeConstraints(stack)
            let result = try layoutWithEveryStrategy(root)
            #expect(result.status == .satisfied, "round \(round)")
            var expected: [String: Rect] = [:]
            for (i, along) in Self.twin(distribution, sizes: sizes, spacings: spacings, length: length).enumerated() {
                expected["v\(i)"] = axis == .horizontal
                    ? Rect(x: along.origin, y: 0, width: along.length, height: 50)
                    : Rect(x: 0, y: along.origin, width: 50, height: along.length)
            }
            expectFrames(result, expected)
        }
    }
}
