import Foundation
import LayoutBenchUIKit
import Testing

/// A waterfall written the way an iOS app writes one: attributes worked out in `prepare()` into
/// a cache, answered by rectangle, re-prepared when the width changes.
private final class WaterfallLayout: UICollectionViewLayout {
    let columns: Int
    var heights: [CGFloat] = []
    private(set) var preparations = 0
    private(set) var widthsAsked: [CGFloat] = []
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private let spacing: CGFloat = 10

    init(columns: Int) {
        self.columns = columns
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        preparations += 1
        cache.removeAll()
        guard let collectionView else { return }
        let width = (collectionView.bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var bottoms = [CGFloat](repeating: 0, count: columns)
        for item in 0 ..< collectionView.numberOfItems(inSection: 0) {
            let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] } ?? 0
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(column) * (width + spacing), y: bottoms[column],
                                      width: width, height: heights[item])
            bottoms[column] += heights[item] + spacing
            cache.append(attributes)
        }
        contentHeight = max(0, (bottoms.max() ?? 0) - spacing)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        widthsAsked.append(newBounds.width)
        return newBounds.width != collectionView?.bounds.width
    }
}

private final class Items: NSObject, UICollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

@Suite struct CustomCollectionLayoutTests {
    private func screen(items: Int, heights: [CGFloat]) -> (UIView, UICollectionView, WaterfallLayout, Items) {
        let layout = WaterfallLayout(columns: 2)
        layout.heights = heights
        let data = Items(count: items)
        let (root, collection) = pinnedCollection(size: CGSize(width: 330, height: 200), layout: layout, dataSource: data)
        return (root, collection, layout, data)
    }

    @Test func aCustomLayoutIsPreparedAndAskedAsUIKitDoes() {
        let heights: [CGFloat] = [100, 50, 80, 120, 60]
        let (root, collection, layout, data) = screen(items: 5, heights: heights)
        defer { withExtendedLifetime(data) {} }  // a collection holds its data source weakly, as UIKit's
        root.layoutIfNeeded()
        #expect(layout.collectionView === collection)
        #expect(layout.preparations == 1)
        // Columns 160 wide: items go to the shorter column, ties to the left.
        let frames = (0 ..< 5).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 160, height: 100), CGRect(x: 170, y: 0, width: 160, height: 50),
                           CGRect(x: 170, y: 60, width: 160, height: 80), CGRect(x: 0, y: 110, width: 160, height: 120),
                           CGRect(x: 170, y: 150, width: 160, height: 60)])
        #expect(collection.contentSize == CGSize(width: 330, height: 230))
        // What the 200-point-tall bounds show: all five items start above 200.
        #expect(collection.layoutBenchVisibleAttributes.map(\.indexPath.item) == [0, 1, 2, 3, 4])

        // A scroll asks about the new bounds and keeps the layout (same width).
        collection.contentOffset = CGPoint(x: 0, y: 215)
        root.layoutIfNeeded()
        #expect(layout.preparations == 1)
        #expect(collection.layoutBenchVisibleAttributes.map(\.indexPath.item) == [3])

        // A width change is asked about while the old bounds still hold, and re-prepares.
        root.frame.size.width = 210
        root.layoutIfNeeded()
        #expect(layout.widthsAsked.suffix(1) == [210])
        #expect(layout.preparations == 2)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(collection.frame.width == 210)
    }

    @Test func reloadingTheDataPreparesTheLayoutAgain() {
        let (root, collection, layout, data) = screen(items: 2, heights: [40, 40, 40, 40])
        root.layoutIfNeeded()
        #expect(collection.contentSize.height == 40)
        data.count = 4
        collection.reloadData()
        root.layoutIfNeeded()
        #expect(layout.preparations == 2)
        #expect(collection.contentSize.height == 90)
        root.layoutIfNeeded()
        #expect(layout.preparations == 2)
    }

    @Test func swappingTheLayoutHandsTheCollectionOver() {
        let (root, collection, first, data) = screen(items: 1, heights: [30])
        defer { withExtendedLifetime(data) {} }
        root.layoutIfNeeded()
        let second = WaterfallLayout(columns: 3)
        second.heights = [30]
        collection.collectionViewLayout = second
        #expect(first.collectionView == nil && second.collectionView === collection)
        root.layoutIfNeeded()
        #expect(second.preparations == 1)
        #expect(second.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 310.0 / 3)
    }
}
