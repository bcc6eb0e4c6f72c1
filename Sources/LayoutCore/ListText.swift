/// How many items a message lists before it says "and N more".
public let messageListLimit = 5

/// `items` for a message, capped: all of them when there are at most `limit`, otherwise the first
/// `limit` and "and N more" (`v0, v1, v2, v3, v4 and 99995 more`). An error about 100,000 roots
/// stays one line long.
/// - Complexity: O(`limit`) after counting the items.
public func cappedList<Items: Collection>(_ items: Items, limit: Int = messageListLimit,
                                          separator: String = ", ") -> String where Items.Element: StringProtocol {
    let shown = items.prefix(max(limit, 1)).joined(separator: separator)
    let rest = items.count - min(items.count, max(limit, 1))
    return rest == 0 ? shown : "\(shown) and \(rest) more"
}
