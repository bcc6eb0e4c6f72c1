import LayoutCore
import Testing

/// The writer's sorted keys: objects whose keys are already in order are written without a sorted
/// copy, and must read exactly as the same object sorted beforehand and written unsorted.
struct JSONTextTests {
    @Test func sortedKeysGiveTheTextOfTheSortedObject() {
        var random = SplitMix64(seed: 24)
        let keys = ["a", "b", "height", "width", "x", "y", "é", "v10", "v2", "v1"]
        func value(depth: Int) -> JSONValue {
            switch random.int(in: 0..<(depth > 2 ? 2 : 4)) {
            case 0: return .number(Double(random.int(in: -50...50)) / 4)
            case 1: return .string(random.element(of: keys)!)
            case 2: return .array((0..<random.int(in: 0...4)).map { _ in value(depth: depth + 1) })
            default:
                var pairs = (0..<random.int(in: 0...6)).map { _ in (random.element(of: keys)!, value(depth: depth + 1)) }
                if random.bool() { pairs.sort { $0.0 < $1.0 } }  // the fast path: already in order
                return .object(pairs)
            }
        }
        func sortedDeeply(_ value: JSONValue) -> JSONValue {
            switch value {
            case .array(let items): return .array(items.map(sortedDeeply))
            case .object(let pairs): return .object(pairs.map { ($0.0, sortedDeeply($0.1)) }.sorted { $0.0 < $1.0 })
            default: return value
            }
        }
        for _ in 0..<500 {
            let document = value(depth: 0)
            for width in [10, 40, 100] {
                #expect(document.text(sortedKeys: true, width: width)
                        == sortedDeeply(document).text(sortedKeys: false, width: width))
            }
        }
    }
}
