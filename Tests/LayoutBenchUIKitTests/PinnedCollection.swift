import Foundation
import LayoutBenchUIKit

/// A collection view on `dataSource`, pinned to every edge of a new root of `size`, so that a
/// change of the root's width reaches it through its constraints, as a rotation does. The
/// collection holds its data source weakly, as UIKit's: the caller keeps it alive.
func pinnedCollection(size: CGSize, layout: UICollectionViewLayout, dataSource: UICollectionViewDataSource)
    -> (root: UIView, collection: UICollectionView)
{
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.dataSource = dataSource
    collection.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(collection)
    NSLayoutConstraint.activate([
        collection.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        collection.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        collection.topAnchor.constraint(equalTo: root.topAnchor),
        collection.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    return (root, collection)
}
