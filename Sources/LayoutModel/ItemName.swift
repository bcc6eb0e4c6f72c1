import LayoutCore

/// A plan item's report name as the engine holds it: either the whole name (a label, `root.width`,
/// a guide's or a stack's constraint) or a view's identifier and the fixed end of a name made
/// from it (a size floor's or an intrinsic size's, `<id>.width.hugging`), spelled out only when
/// read (``text``).
///
/// A view's six derived names were six strings of more than 15 bytes, made with the view and
/// kept as long as it lived: about 380 bytes a view (3.8 MB at 10,000 views). Held this way
/// they cost nothing; the index of fixed names hashes and compares them without spelling them
/// out, as FNV-1a runs over the stem's bytes and then the suffix's.
struct ItemName: Equatable {
    /// The end of a derived name, after `<id>.`.
    enum Suffix: UInt8 {
        case widthNonNegative, heightNonNegative
        case widthHugging, widthCompression, heightHugging, heightCompression

        /// The size floor's suffix on `axis`.
        init(floorOf axis: LayoutAxis) {
            self = axis == .horizontal ? .widthNonNegative : .heightNonNegative
        }

        init(_ kind: IntrinsicSizeKind) {
            switch kind {
            case .widthHugging: self = .widthHugging
            case .widthCompression: self = .widthCompression
            case .heightHugging: self = .heightHugging
            case .heightCompression: self = .heightCompression
            }
        }

        /// The suffix a plan item at `order` has: size floors' and intrinsic sizes' (their section
        /// and place give it), nil for every other item.
        init?(of order: LayoutOrder) {
            switch order.section {
            case .sizeFloor: self.init(floorOf: order.index == 0 ? .horizontal : .vertical)
            case .intrinsicSize:
                guard let kind = IntrinsicSizeKind(rawValue: Int(order.index)) else { return nil }
                self.init(kind)
            default: return nil
            }
        }

        /// The axis of the size the derived constraint bounds.
        var axis: LayoutAxis {
            switch self {
            case .widthNonNegative, .widthHugging, .widthCompression: .horizontal
            case .heightNonNegative, .heightHugging, .heightCompression: .vertical
            }
        }

        /// `width.nonNegative`, `width.hugging`, … (string literals: no allocation).
        var text: String {
            switch self {
            case .widthNonNegative: "width.nonNegative"
            case .heightNonNegative: "height.nonNegative"
            case .widthHugging: IntrinsicSizeKind.widthHugging.nameSuffix
            case .widthCompression: IntrinsicSizeKind.widthCompression.nameSuffix
            case .heightHugging: IntrinsicSizeKind.heightHugging.nameSuffix
            case .heightCompression: IntrinsicSizeKind.heightCompression.nameSuffix
            }
        }
    }

    /// The whole name, or the view's identifier when ``suffix`` is set.
    let stem: String
    let suffix: Suffix?

    /// A whole name.
    init(_ whole: String) {
        stem = whole
        suffix = nil
    }

    /// `<stem>.<suffix>`.
    init(_ stem: String, _ suffix: Suffix?) {
        self.stem = stem
        self.suffix = suffix
    }

    /// The name spelled out (an allocation for a derived name of more than 15 bytes).
    var text: String { suffix.map { View.dotJoined(stem, $0.text) } ?? stem }

    /// FNV-1a of ``text``'s UTF-8 bytes, without spelling it out.
    /// - Complexity: O(bytes of the name).
    var hash: UInt64 {
        var hash = FNV1a()
        for byte in stem.utf8 { hash.combine(byte) }
        if let suffix {
            hash.combine(UInt8(ascii: "."))
            for byte in suffix.text.utf8 { hash.combine(byte) }
        }
        return hash.value
    }

    /// Whether ``text``'s bytes are all ASCII (suffixes are).
    var isASCII: Bool { stem.utf8.allSatisfy { $0 < 0x80 } }

    /// Whether the name has the form of an unlabelled constraint's, `c<digits>` (a derived name never has).
    var isNumberedName: Bool { suffix == nil && stem.isNumberedName }

    /// Whether the two names are equal as strings (canonical equivalence, as `String`'s `==`).
    /// With the same suffix, the stems decide: a suffix starts with a dot, which no combining
    /// mark before it can join, so two names with equal suffixes are equivalent exactly when
    /// their stems are.
    static func == (first: ItemName, second: ItemName) -> Bool {
        first.suffix == second.suffix ? first.stem == second.stem : first.text == second.text
    }

    /// Whether the name equals `name` as strings.
    func equals(_ name: String) -> Bool { suffix == nil ? stem == name : text == name }

    /// Whether the two names have the same bytes.
    func hasSameBytes(as other: ItemName) -> Bool {
        suffix == other.suffix ? stem.utf8.elementsEqual(other.stem.utf8) : text.utf8.elementsEqual(other.text.utf8)
    }
}
