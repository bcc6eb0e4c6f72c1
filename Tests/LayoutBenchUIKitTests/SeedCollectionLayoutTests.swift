import CollectionLayout
import Foundation
import LayoutBenchUIKit
import LayoutBenchUIKitExamples
import LayoutCore
import LayoutTestSupport
import Testing

/// Heights by item, whatever the width (the delegate the app would write measures cells).
private final class FixedHeights: NSObject, UICollectionViewDataSource, PropertyDetailsLayoutDelegate {
    var heights: [CGFloat]
    init(_ heights: [CGFloat]) { self.heights = heights }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    func propertyDetailsLayout(_ layout: PropertyDetailsLayout, heightForItemAt indexPath: IndexPath,
                               width: CGFloat) -> CGFloat
    {
        heights[indexPath.item]
    }
}

/// The seeds' property-details layout written as UIKit view code and run through
/// LayoutBenchUIKit's collection view, against CollectionLayout's `PDPLayout` on the same
/// heights, widths and column counts: the two must place every item alike.
@Suite struct SeedCollectionLayoutTests {
    private func frames(of layout: PropertyDetailsLayout, count: Int) -> [CGRect] {
        (0 ..< count).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    private func expected(width: Double, columns: Int, heights: [CGFloat]) throws -> (frames: [CGRect], height: Double) {
        var pdp = try PDPLayout(configuration: LayoutConfiguration(width: width, columns: columns),
                                heights: heights.map(Double.init))
        pdp.prepare()
        let frames = (0 ..< heights.count).map { index in
            let frame = pdp.frame(at: index)
            return CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        #expect(frames == pdp.computeFrames().map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) })
        return (frames, pdp.contentSize.height)
    }

    @Test(arguments: 0 ..< 24)
    func theAppsLayoutPlacesItemsAsPDPLayoutDoes(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let heights = (0 ..< Int.random(in: 0 ... 30, using: &random)).map { _ in
            CGFloat(Int.random(in: 20 ... 300, using: &random))
        }
        let data = FixedHeights(heights)
        let layout = PropertyDetailsLayout()
        layout.delegate = data
        layout.numberOfColumns = Int.random(in: 1 ... 4, using: &random)
        var width = Double(Int.random(in: 200 ... 1_200, using: &random))
        let (root, collection) = pinnedCollection(size: CGSize(width: width, height: 700), layout: layout, dataSource: data)
        // A first layout, a rotation (a new width and column count), then a reload with a
        // changed height: each time the app's frames are PDPLayout's.
        for step in 0 ..< 3 {
            if step == 1 {
                width = Double(Int.random(in: 200 ... 1_200, using: &random))
                root.frame.size.width = width
                layout.numberOfColumns = Int.random(in: 1 ... 4, using: &random)
            } else if step == 2, !data.heights.isEmpty {
                data.heights[Int.random(in: 0 ..< data.heights.count, using: &random)] += 17
                collection.reloadData()
            }
            root.layoutIfNeeded()
            let want = try expected(width: width, columns: layout.numberOfColumns, heights: data.heights)
            #expect(frames(of: layout, count: data.heights.count) == want.frames, "step \(step)")
            #expect(collection.contentSize == CGSize(width: width, height: want.height), "step \(step)")
        }
    }
}
