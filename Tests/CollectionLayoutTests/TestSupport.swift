import LayoutCore
import CollectionLayout
import Foundation
import LayoutGen
import LayoutTestSupport
import Testing

/// The layout of `kind` for a configuration and items, failing the test on an error.
func makeLayout(_ kind: LayoutKind, _ configuration: LayoutConfiguration, _ items: CollectionItems,
                sourceLocation: SourceLocation = #_sourceLocation) -> (any CollectionViewLayout)? {
    do {
        return try CollectionCase(name: "test", kind: kind, configuration: configuration, items: items).makeLayout()
    } catch {
        Issue.record("making a \(kind) layout threw \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Seeded random collections with the hard cases mixed in: zero heights, tall outliers, touching
/// edges, queries outside the content, empty queries.
struct RandomCollections {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    /// Either whole or half points (exact arithmetic, lazy shifts) or arbitrary doubles.
    mutating func length(_ range: ClosedRange<Double>, exact: Bool) -> Double {
        let value = Double.random(in: range, using: &random)
        return exact ? (value * 2).rounded() / 2 : value
    }

    mutating func configuration(_ kind: LayoutKind, exact: Bool) -> LayoutConfiguration {
        let columns = kind == .pdp ? int(1...2) : int(1...5)
        return LayoutConfiguration(
            width: length(200...1_200, exact: exact), columns: columns,
            columnSpacing: chance(30) ? 0 : length(0...12, exact: exact),
            itemSpacing: chance(30) ? 0 : length(0...12, exact: exact),
            lineSpacing: chance(30) ? 0 : length(0...12, exact: exact),
            insets: chance(30) ? .zero : EdgeInsets(top: length(0...20, exact: exact), left: length(0...20, exact: exact),
                                                    bottom: length(0...20, exact: exact), right: length(0...20, exact: exact)))
    }

    mutating func height(exact: Bool) -> Double {
        switch int(0...99) {
        case 0..<6: 0
        case 6..<9: length(2_000...5_000, exact: exact)
        default: length(10...300, exact: exact)
        }
    }

    mutating func items(_ kind: LayoutKind, count: Int, exact: Bool) -> CollectionItems {
        kind == .flow ? .sizes((0..<count).map { _ in size(exact: exact) })
                      : .heights((0..<count).map { _ in height(exact: exact) })
    }

    mutating func size(exact: Bool) -> Size {
        Size(width: chance(5) ? 0 : length(5...400, exact: exact), height: height(exact: exact))
    }

    /// A query rectangle: inside the content, around it, outside it, empty, or touching a frame.
    mutating func query(frames: [Rect], content: Size) -> Rect {
        let width = max(content.width, 1), height = max(content.height, 1)
        switch int(0...9) {
        case 0, 1, 2:
            return Rect(x: length(-50...width, exact: false), y: length(-50...height, exact: false),
                        width: length(0...width, exact: false), height: length(0...800, exact: false))
        case 3:
            return Rect(x: 0, y: length(0...height, exact: true), width: width, height: 768)
        case 4:  // Outside: above, below, left or right.
            return [Rect(x: 0, y: -500, width: width, height: 500), Rect(x: 0, y: height + 1, width: width, height: 900),
                    Rect(x: -300, y: 0, width: 300, height: height), Rect(x: width, y: 0, width: 300, height: height)][int(0...3)]
        case 5:  // Empty.
            return Rect(x: length(0...width, exact: false), y: length(0...height, exact: false), width: chance(50) ? 0 : 100,
                        height: 0)
        default:  // Touching a frame: starting at its maxY or maxX, or ending at its minY or minX.
            guard let frame = frames.randomElement(using: &random) else { return Rect(x: 0, y: 0, width: width, height: height) }
            switch int(0...3) {
            case 0: return Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: 300)
            case 1: return Rect(x: frame.minX, y: frame.minY - 300, width: frame.width, height: 300)
            case 2: return Rect(x: frame.maxX, y: frame.minY, width: 200, height: frame.height)
            default: return Rect(x: frame.minX - 200, y: frame.minY, width: 200, height: frame.height)
            }
        }
    }
}

/// The items overlapping `rect`, computed the obvious way: positive overlap width and height.
func referenceIndices(_ frames: [Rect], _ rect: Rect) -> [Int] {
    frames.indices.filter { index in
        let frame = frames[index]
        let overlapWidth = min(frame.x + frame.width, rect.x + rect.width) - max(frame.x, rect.x)
        let overlapHeight = min(frame.y + frame.height, rect.y + rect.height) - max(frame.y, rect.y)
        return overlapWidth > 0 && overlapHeight > 0
    }
}

/// Checks that every strategy, and the layout's own index, answer `queries` as the reference
/// scan of the cached frames does.
func expectStrategiesAgree(_ layout: any CollectionViewLayout, _ queries: [Rect], _ context: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let frames = layout.frames
    let strategies = RectQueryStrategies.all.map { $0.init(layout: layout) }
    for query in queries {
        let expected = referenceIndices(frames, query)
        #expect(layout.indices(in: query) == expected, "\(context): layout index, query \(query)",
                sourceLocation: sourceLocation)
        for strategy in strategies {
            let found = strategy.indices(in: query)
            #expect(found == expected, "\(context): \(type(of: strategy).name), query \(query): expected \(expected), found \(found)",
                    sourceLocation: sourceLocation)
        }
    }
}

/// Checks that `layout`'s cache is what a full prepare of its inputs builds, bit for bit.
func expectMatchesFullPrepare(_ layout: any CollectionViewLayout, _ context: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
    var fresh = layout
    fresh.prepare()
    let frames = layout.frames, freshFrames = fresh.frames
    #expect(frames.count == freshFrames.count, "\(context): item count", sourceLocation: sourceLocation)
    if let index = frames.indices.first(where: { $0 < freshFrames.count && frames[$0] != freshFrames[$0] }) {
        Issue.record("\(context): item \(index) is \(frames[index]) incrementally, \(freshFrames[index]) after prepare()",
                     sourceLocation: sourceLocation)
    }
    #expect(layout.contentSize == fresh.contentSize, "\(context): content size", sourceLocation: sourceLocation)
    #expect(frames == layout.computeFrames(), "\(context): the cache differs from computeFrames()",
            sourceLocation: sourceLocation)
}
