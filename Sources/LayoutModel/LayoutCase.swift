import LayoutCore
import LayoutSolver

/// A layout case, `layoutbench/case@1`: a view tree, its constraints in the grammar of
/// ``ConstraintSpec``, and optional steps — the data of a case file, before it is checked
/// against itself (that happens in ``CaseRunner``).
public struct LayoutCase: Equatable, Sendable {
    public static let format = "layoutbench/case@1"

    public var name: String
    public var layoutDirection = LayoutDirection.leftToRight
    /// The root's size; nil on an axis means the compressed fitting size.
    public var root = TargetSize()
    /// Views in file order (which is layout order); exactly one has no parent.
    public var views: [ViewSpec]
    /// Constraints in file order; an unlabelled one is called `c<index>`.
    public var constraints: [ConstraintSpec]
    /// Labels of constraints that are present but not active.
    public var inactive: [String] = []
    /// Changes applied one after another, each followed by a layout.
    public var steps: [Step] = []
    /// Free text for people (an extension of case@1): the fuzzer says here what disagreed.
    public var notes: [String] = []

    public init(name: String, layoutDirection: LayoutDirection = .leftToRight, root: TargetSize = TargetSize(),
                views: [ViewSpec], constraints: [ConstraintSpec], inactive: [String] = [], steps: [Step] = [],
                notes: [String] = [])
    {
        self.name = name
        self.layoutDirection = layoutDirection
        self.root = root
        self.views = views
        self.constraints = constraints
        self.inactive = inactive
        self.steps = steps
        self.notes = notes
    }

    /// The name of the constraint at `index` of ``constraints``.
    public func label(at index: Int) -> String { constraints[index].label ?? "c\(index)" }

    /// One view of a case.
    public struct ViewSpec: Equatable, Sendable {
        public var id: String
        public var parent: String?
        /// −1 on an axis means none.
        public var intrinsicSize: Size?
        /// `[horizontal, vertical]`; defaults 250, 250.
        public var hugging: [Double]?
        /// `[horizontal, vertical]`; defaults 750, 750.
        public var compressionResistance: [Double]?
        public var stack: StackSpec?
        /// A layout guide owned by `parent` rather than a view (an extension of case@1:
        /// `UILayoutGuide`); it has no intrinsic size, stack, margins, safe area or children.
        public var isGuide = false
        /// The view's layout margins; nil: 8 on every side.
        public var layoutMargins: EdgeInsets?
        /// The insets of the view's safe-area guide (`<id>.safeArea`); nil: 0.
        public var safeAreaInsets: EdgeInsets?
        /// Where the view's text baselines lie (an extension of case@1); nil: no text, both
        /// baselines at the bottom.
        public var baselines: Baselines?

        public init(id: String, parent: String? = nil, intrinsicSize: Size? = nil, hugging: [Double]? = nil,
                    compressionResistance: [Double]? = nil, stack: StackSpec? = nil, isGuide: Bool = false,
                    layoutMargins: EdgeInsets? = nil, safeAreaInsets: EdgeInsets? = nil, baselines: Baselines? = nil)
        {
            self.baselines = baselines
            self.isGuide = isGuide
            self.layoutMargins = layoutMargins
            self.safeAreaInsets = safeAreaInsets
            self.id = id
            self.parent = parent
            self.intrinsicSize = intrinsicSize
            self.hugging = hugging
            self.compressionResistance = compressionResistance
            self.stack = stack
        }
    }

    /// The stack-view part of a view.
    public struct StackSpec: Equatable, Sendable {
        public var axis = LayoutAxis.horizontal
        public var distribution = StackView.Distribution.fill
        public var alignment = StackView.Alignment.fill
        public var spacing: Double = 0
        public var arranged: [String] = []
        /// Spacing after particular arranged views (an extension of case@1: UIKit's
        /// `setCustomSpacing(_:after:)`).
        public var customSpacing: [String: Double] = [:]
        /// Whether the arrangement is inside the stack's layout margins (UIKit's
        /// `isLayoutMarginsRelativeArrangement`; written only when true).
        public var layoutMarginsRelativeArrangement = false
        /// Whether a vertical stack measures spacing between baselines (UIKit's
        /// `isBaselineRelativeArrangement`; written only when true).
        public var baselineRelativeArrangement = false

        public init(axis: LayoutAxis = .horizontal, distribution: StackView.Distribution = .fill,
                    alignment: StackView.Alignment = .fill, spacing: Double = 0, arranged: [String] = [],
                    customSpacing: [String: Double] = [:], layoutMarginsRelativeArrangement: Bool = false,
                    baselineRelativeArrangement: Bool = false)
        {
            self.baselineRelativeArrangement = baselineRelativeArrangement
            self.layoutMarginsRelativeArrangement = layoutMarginsRelativeArrangement
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
            self.arranged = arranged
            self.customSpacing = customSpacing
        }
    }

    /// One change of a case; several kinds may share a step. They apply in this order: root,
    /// intrinsicSize, remove, deactivate, activate, add.
    public struct Step: Equatable, Sendable {
        /// New root width / height; nil leaves that axis as it was.
        public var root = TargetSize()
        public var intrinsicSize: [String: Size] = [:]
        public var remove: [String] = []
        public var deactivate: [String] = []
        public var activate: [String] = []
        /// New constraints; each carries a label.
        public var add: [ConstraintSpec] = []

        public init(root: TargetSize = TargetSize(), intrinsicSize: [String: Size] = [:], remove: [String] = [],
                    deactivate: [String] = [], activate: [String] = [], add: [ConstraintSpec] = [])
        {
            self.root = root
            self.intrinsicSize = intrinsicSize
            self.remove = remove
            self.deactivate = deactivate
            self.activate = activate
            self.add = add
        }
    }
}
