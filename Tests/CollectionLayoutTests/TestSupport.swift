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
