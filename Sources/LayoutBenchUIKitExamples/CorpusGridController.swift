// A controller that sets up a collection view in code (issue 21's corpus, round three; written
// here, copied from none): a compositional layout from a section provider (columns by the
// container's width, an orthogonally scrolling first section, a pinned header), a flow layout
// for the compact variant, a cell registered from a nib in `Bundle.main`, and a segmented
// filter above the collection on the safe area.
import LayoutBenchUIKit

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()
}

final class PhotoGridViewController: UIViewController, UICollectionViewDataSource {
    let filterControl = UISegmentedControl(items: ["All", "Favorites"])
    var albums: [[String]] = [["a", "b", "c", "d"], ["e", "f"]]
    var usesFlowLayout = false
    private(set) var dequeuedPhotoCells = 0

    private(set) lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        collectionView.contentInsetAdjustmentBehavior = .always
        collectionView.alwaysBounceVertical = true
        collectionView.register(UINib(nibName: "PhotoCell", bundle: Bundle.main),
                                forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = self
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        filterControl.selectedSegmentIndex = 0
        filterControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(filterControl)
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            filterControl.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            filterControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            collectionView.topAnchor.constraint(equalTo: filterControl.bottomAnchor, constant: 8),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func makeLayout() -> UICollectionViewLayout {
        if usesFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 2
            layout.minimumLineSpacing = 2
            layout.headerReferenceSize = CGSize(width: 0, height: 44)
            layout.sectionHeadersPinToVisibleBounds = true
            return layout
        }
        return UICollectionViewCompositionalLayout { sectionIndex, environment in
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 3
            let fraction = 1.0 / CGFloat(columns)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
                subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 2
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
            if sectionIndex == 0 {
                section.orthogonalScrollingBehavior = .continuous
            }
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { albums.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        if let photoCell = cell as? PhotoCell {
            dequeuedPhotoCells += 1
            photoCell.imageView.image = UIImage(named: albums[indexPath.section][indexPath.item])
        }
        return cell
    }
}
