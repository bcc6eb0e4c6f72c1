/// Why a collection case file was refused. Every message names the file, the place in it
/// (`layout.width`, `items[3]`, `queries[1][2]`) and the problem.
public enum CollectionCaseError: Error, Hashable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case malformedJSON(file: String, reason: String)
    case wrongFormat(file: String, found: String)
    case missingKey(file: String, path: String)
    case unknownKey(file: String, path: String)
    case wrongType(file: String, path: String, expected: String, found: String)
    /// A value of the right type that is not allowed, with the reason.
    case invalidValue(file: String, path: String, problem: String)
    /// The layout refused the case as a whole (e.g. no room for the columns).
    case invalidLayout(file: String, error: CollectionLayoutError)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file): cannot be read: \(reason)"
        case .malformedJSON(let file, let reason): "\(file): is not valid JSON: \(reason)"
        case .wrongFormat(let file, let found):
            "\(file): format: expected \"\(CollectionCase.format)\", found \(found)."
        case .missingKey(let file, let path): "\(file): \(path): missing."
        case .unknownKey(let file, let path): "\(file): \(path): unknown key."
        case .wrongType(let file, let path, let expected, let found):
            "\(file): \(path): expected \(expected), found \(found)."
        case .invalidValue(let file, let path, let problem): "\(file): \(path): \(problem)"
        case .invalidLayout(let file, let error): "\(file): \(error)"
        }
    }
}
