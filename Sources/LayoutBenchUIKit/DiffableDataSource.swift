/// Diffable data sources (iOS 13+), as UIKit's: a snapshot of section and item identifiers, and
/// data sources that answer a table's or collection's counts from the last snapshot applied and
/// make cells with the provider. Applying reloads the view (counted in `reloadCount`); nothing
/// animates or diffs here, and rows and items are not laid out (docs/UIKit.md, "Tables and
/// collections").
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// Appends to `identifier`'s section, or to the last section (none: the items are dropped,
    /// where UIKit raises).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil) {
        guard let index = identifier.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
        sections[index].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at item: ItemIdentifierType, offset: Int) {
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: item) {
                sections[index].items.insert(contentsOf: identifiers, at: position + offset)
                return
            }
        }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections.removeAll() }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}

    /// The item at `indexPath` (`item` or `row`), if there is one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let index = entry.items.firstIndex(of: item) { return IndexPath(item: index, section: section) }
        }
        return nil
    }
}

open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UICollectionViewDataSource
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes the collection's data source, as UIKit's.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
    {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil)
    {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard current.sectionIdentifiers.indices.contains(section) else { return 0 }
        return current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    /// The provider's cell; a plain one when the index path is not in the snapshot or the
    /// provider gives none (UIKit raises there).
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        current.item(at: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) } ?? UICollectionViewCell(frame: .zero)
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView
    {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UITableViewDataSource
{
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// Becomes the table's data source, as UIKit's.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
    {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    public func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard current.sectionIdentifiers.indices.contains(section) else { return 0 }
        return current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        current.item(at: indexPath).flatMap { cellProvider(tableView, indexPath, $0) }
            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

extension UICollectionViewLayout {
    /// Kept: decoration views are not made here.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
    public func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {}
}
