import LayoutSolver

/// One of a view's four intrinsic-size constraints, in layout order. On an axis with an intrinsic
/// size s, hugging is `size <= s` at the view's content-hugging priority and compression is
/// `size >= s` at its compression-resistance priority (``LayoutPlan``).
enum IntrinsicSizeKind: Int, CaseIterable {
    case widthHugging, widthCompression, heightHugging, heightCompression

    /// The hugging and the compression kind of `axis`, in layout order.
    static func kinds(of axis: LayoutAxis) -> [IntrinsicSizeKind] {
        axis == .horizontal ? widthKinds : heightKinds
    }
    // Made once: an array literal per call was two allocations per view and layout.
    private static let widthKinds: [IntrinsicSizeKind] = [.widthHugging, .widthCompression]
    private static let heightKinds: [IntrinsicSizeKind] = [.heightHugging, .heightCompression]

    var axis: LayoutAxis {
        switch self {
        case .widthHugging, .widthCompression: .horizontal
        case .heightHugging, .heightCompression: .vertical
        }
    }

    var isHugging: Bool { self == .widthHugging || self == .heightHugging }

    /// `<=` for hugging, `>=` for compression.
    var relation: Relation { isHugging ? .lessThanOrEqual : .greaterThanOrEqual }

    /// The priority of this kind's constraint on `view`.
    func priority(of view: View) -> Priority {
        isHugging ? view.contentHugging[axis] : view.compressionResistance[axis]
    }

    /// The end of the constraint's name, after the view's id: `width.hugging`, `width.compression`,
    /// `height.hugging`, `height.compression`.
    var nameSuffix: String {
        switch self {
        case .widthHugging: "width.hugging"
        case .widthCompression: "width.compression"
        case .heightHugging: "height.hugging"
        case .heightCompression: "height.compression"
        }
    }
}
