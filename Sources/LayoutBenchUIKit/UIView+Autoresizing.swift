import LayoutModel

extension UIView {
    /// Which margins and sizes stretch when the superview resizes, as UIKit's option set.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Whether the frame and ``autoresizingMask`` become required constraints
    /// (`NSAutoresizingMaskLayoutConstraint`). True for views made in code, as in UIKit: a view
    /// placed by constraints must set it to false, or the two conflict.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesMask }
        set {
            translatesMask = newValue
            needsAutoresizingUpdate = true
            setNeedsLayout()
        }
    }

    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set {
            storedAutoresizingMask = newValue
            needsAutoresizingUpdate = true
            setNeedsLayout()
        }
    }

    /// Brings the autoresizing constraints up to date with the frame, mask and superview: the
    /// same shape keeps its constraints and moves their constants.
    func updateAutoresizingConstraints() {
        needsAutoresizingUpdate = false
        guard translatesMask, let parent = superview else {
            NSLayoutConstraint.deactivate(autoresizingConstraints)
            autoresizingConstraints = []
            return
        }
        let specs = AutoresizingSpec.constraints(frame: storedFrame, in: parent.storedFrame.size, mask: storedAutoresizingMask)
        let sameShape = specs.count == autoresizingConstraints.count
            && zip(specs, autoresizingConstraints).allSatisfy { spec, made in
                spec.attribute == made.firstAttribute && spec.superviewAttribute == made.secondAttribute
                    && spec.multiplier == made.multiplier
            }
        if sameShape {
            for (spec, made) in zip(specs, autoresizingConstraints) where made.constant != spec.constant {
                made.constant = spec.constant
            }
            return
        }
        NSLayoutConstraint.deactivate(autoresizingConstraints)
        let text = AutoresizingSpec.maskText(storedAutoresizingMask)
        autoresizingConstraints = specs.map { spec in
            // Over objects, as anchors make constraints: no item goes through `Any`.
            let made = NSLayoutConstraint(self, spec.attribute, .equal,
                                          spec.superviewAttribute == .notAnAttribute ? nil : parent,
                                          spec.superviewAttribute, multiplier: spec.multiplier, constant: spec.constant)
            made.consoleClassName = "NSAutoresizingMaskLayoutConstraint"
            made.autoresizingMaskText = text
            return made
        }
        NSLayoutConstraint.activate(autoresizingConstraints)
    }
}

/// The constraints UIKit makes from a frame and an autoresizing mask.
///
/// Per axis the superview's length S0 splits into three parts, margin before, size, margin
/// after; fixed parts keep their length and flexible ones share what changes in proportion to
/// their lengths (equally when those add up to 0). A mask with no flexible part on an axis treats
/// the margin after as flexible, as UIKit does (its log prints `h=--&`). Two constraints per
/// axis: the position of the near edge (`minX`) and the size.
struct AutoresizingSpec {
    var attribute: NSLayoutConstraint.Attribute
    var superviewAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat

    static func constraints(frame: CGRect, in size: CGSize, mask: UIView.AutoresizingMask) -> [AutoresizingSpec] {
        axis(origin: frame.minX, length: frame.width, superviewLength: size.width,
             flexible: [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
             edge: .left, far: .right, size: .width)
            + axis(origin: frame.minY, length: frame.height, superviewLength: size.height,
                   flexible: [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                              mask.contains(.flexibleBottomMargin)],
                   edge: .top, far: .bottom, size: .height)
    }

    private static func axis(origin: CGFloat, length: CGFloat, superviewLength: CGFloat, flexible given: [Bool],
                             edge: NSLayoutConstraint.Attribute, far: NSLayoutConstraint.Attribute,
                             size: NSLayoutConstraint.Attribute) -> [AutoresizingSpec]
    {
        let flexible = given.contains(true) ? given : [false, false, true]
        let parts = [origin, length, superviewLength - origin - length]
        let flexibleSum = zip(parts, flexible).filter { $0.1 }.map(\.0).reduce(0, +)
        let flexibleCount = CGFloat(flexible.filter { $0 }.count)
        // A flexible part takes its share of the change: p = p0 + share × (S − S0), so
        // p = share × S + (p0 − share × S0); a fixed part is p0.
        func share(_ index: Int) -> CGFloat {
            guard flexible[index] else { return 0 }
            return flexibleSum == 0 ? 1 / flexibleCount : parts[index] / flexibleSum
        }
        func offset(_ index: Int) -> CGFloat { parts[index] - share(index) * superviewLength }
        var specs: [AutoresizingSpec] = []
        specs.append(share(0) == 0
            ? AutoresizingSpec(attribute: edge, superviewAttribute: edge, multiplier: 1, constant: origin)
            : AutoresizingSpec(attribute: edge, superviewAttribute: far, multiplier: share(0), constant: offset(0)))
        specs.append(share(1) == 0
            ? AutoresizingSpec(attribute: size, superviewAttribute: .notAnAttribute, multiplier: 1, constant: length)
            : AutoresizingSpec(attribute: size, superviewAttribute: size, multiplier: share(1), constant: offset(1)))
        return specs
    }

    /// `h=--& v=--&`: each axis's margin before, size and margin after, `-` fixed, `&` flexible.
    static func maskText(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ flags: [Bool]) -> String {
            let flexible = flags.contains(true) ? flags : [false, false, true]
            return String(flexible.map { $0 ? "&" : "-" })
        }
        return "h=" + axis([mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                            mask.contains(.flexibleRightMargin)])
            + " v=" + axis([mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                            mask.contains(.flexibleBottomMargin)])
    }
}
