/// Where a value sits in its JSON document (`views[2].stack.axis`), kept as steps and spelled
/// out only when an error names it: reading a large array builds no text per element.
public indirect enum JSONPath: Sendable {
    /// A path already spelled out ("" at the top level).
    case text(String)
    /// Element `index` of the array at the parent path.
    case element(JSONPath, Int)
    /// Member `key` of the object at the parent path.
    case member(JSONPath, String)

    /// The top level.
    public static let root = JSONPath.text("")

    /// Keys joined by `.`, array positions in brackets; "" at the top level.
    /// - Complexity: O(length of the text).
    public var text: String {
        switch self {
        case .text(let text): text
        case .element(let parent, let index): "\(parent.text)[\(index)]"
        case .member(let parent, let key): parent.isRoot ? key : "\(parent.text).\(key)"
        }
    }

    /// Whether this is the top level (an empty path).
    private var isRoot: Bool {
        if case .text(let text) = self { text.isEmpty } else { false }
    }
}
