import Foundation

/// Maps data values to positions along one axis of a picture.
public protocol PlotScale: Sendable {
    /// Where `value` falls between the scale's range ends.
    func position(_ value: Double) -> Double
    /// Round values inside the domain to label the axis with, in increasing order.
    func ticks() -> [Double]
}

/// A linear map of `domain` onto `range` (range may run downwards, as SVG's y does).
public struct LinearScale: PlotScale, Equatable {
    public var domain: ClosedRange<Double>
    public var range: (start: Double, end: Double)

    public init(domain: ClosedRange<Double>, range: (Double, Double)) {
        self.domain = domain
        self.range = (range.0, range.1)
    }

    public static func == (a: LinearScale, b: LinearScale) -> Bool {
        a.domain == b.domain && a.range == b.range
    }

    public func position(_ value: Double) -> Double {
        let span = domain.upperBound - domain.lowerBound
        let t = span > 0 ? (value - domain.lowerBound) / span : 0
        return range.start + t * (range.end - range.start)
    }

    /// Multiples of 1, 2 or 5 × 10ⁿ, at most about `count` of them, covering the domain.
    public func ticks() -> [Double] { ticks(count: 5) }

    public func ticks(count: Int) -> [Double] {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0, span.isFinite, count > 0 else { return [domain.lowerBound] }
        let step = Self.niceStep(span / Double(count))
        let first = (domain.lowerBound / step).rounded(.up)
        let last = (domain.upperBound / step).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// The smallest of 1, 2, 5 × 10ⁿ at least `rough`.
    static func niceStep(_ rough: Double) -> Double {
        let magnitude = pow(10, floor(log10(rough)))
        for factor in [1.0, 2, 5, 10] where factor * magnitude >= rough * (1 - 1e-12) {
            return factor * magnitude
        }
        return 10 * magnitude
    }
}

/// A base-10 logarithmic map of a positive `domain` onto `range`.
public struct LogScale: PlotScale, Equatable {
    public var domain: ClosedRange<Double>
    public var range: (start: Double, end: Double)

    /// - Precondition: the domain is positive.
    public init(domain: ClosedRange<Double>, range: (Double, Double)) {
        precondition(domain.lowerBound > 0, "a logarithmic scale needs a positive domain")
        self.domain = domain
        self.range = (range.0, range.1)
    }

    public static func == (a: LogScale, b: LogScale) -> Bool {
        a.domain == b.domain && a.range == b.range
    }

    public func position(_ value: Double) -> Double {
        let low = log10(domain.lowerBound), span = log10(domain.upperBound) - low
        let t = span > 0 ? (log10(value) - low) / span : 0
        return range.start + t * (range.end - range.start)
    }

    /// The powers of ten inside the domain; 1, 2 and 5 × 10ⁿ when it spans less than two decades.
    public func ticks() -> [Double] {
        let low = Int(floor(log10(domain.lowerBound))), high = Int(ceil(log10(domain.upperBound)))
        let factors: [Double] = high - low <= 2 ? [1, 2, 5] : [1]
        var ticks: [Double] = []
        for exponent in low...high {
            for factor in factors {
                let value = factor * pow(10, Double(exponent))
                if value >= domain.lowerBound * (1 - 1e-9), value <= domain.upperBound * (1 + 1e-9) { ticks.append(value) }
            }
        }
        return ticks
    }

    /// A domain from the smallest to the largest of `values` (positive ones only), widened to
    /// whole powers of ten; 1…10 without any.
    public static func decades(covering values: [Double]) -> ClosedRange<Double> {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        guard let low = positive.min(), let high = positive.max() else { return 1...10 }
        let lower = pow(10, floor(log10(low))), upper = pow(10, ceil(log10(high)))
        return lower...(upper > lower ? upper : lower * 10)
    }
}
