// A list fed by a diffable data source (issue 21's corpus, round three; written here, copied
// from none): sections and items as hashable identifiers, a snapshot applied after the data
// changes, the data source kept by the controller, the table on the safe area.
import LayoutBenchUIKit

final class ContactsListViewController: UIViewController, UITableViewDelegate {
    enum Section: Hashable { case favorites, everyone }

    struct Contact: Hashable {
        let name: String
        let isFavorite: Bool
    }

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private(set) var dataSource: UITableViewDiffableDataSource<Section, Contact>!
    private(set) var selected: Contact?
    var contacts: [Contact] = [] {
        didSet { applySnapshot(animated: true) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
            (cell as? ContactCell)?.configure(name: contact.name, email: "")
            cell.textLabel?.text = contact.name
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        applySnapshot(animated: false)
    }

    private func applySnapshot(animated: Bool) {
        guard let dataSource else { return }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        let favorites = contacts.filter(\.isFavorite)
        if !favorites.isEmpty {
            snapshot.appendSections([.favorites])
            snapshot.appendItems(favorites, toSection: .favorites)
        }
        snapshot.appendSections([.everyone])
        snapshot.appendItems(contacts, toSection: .everyone)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected = dataSource.itemIdentifier(for: indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
