import CellKit
import Foundation

// Screens written the way iOS sample code writes them, used by the view controller and table tests.

/// A Wi-Fi settings style table: a diffable data source, accessory types and an accessory view.
@MainActor
final class NetworksViewController: UITableViewController {
    enum Section: Int, CaseIterable { case current, other }
    struct Network: Hashable { let name: String; let secure: Bool }

    private var dataSource: UITableViewDiffableDataSource<Section, Network>!
    private(set) var tappedDetails: [IndexPath] = []
    private(set) var selected: [IndexPath] = []
    let networks = ["Home", "Office", "Café", "Library", "Airport"].enumerated().map { Network(name: $0.element, secure: $0.offset % 2 == 0) }

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Wi-Fi"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "network")
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, network in
            let cell = tableView.dequeueReusableCell(withIdentifier: "network", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = network.name
            cell.contentConfiguration = content
            cell.accessoryType = indexPath.section == 0 ? .checkmark : .detailButton
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<Section, Network>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems([networks[0]], toSection: .current)
        snapshot.appendItems(Array(networks.dropFirst()), toSection: .other)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tappedDetails.append(indexPath)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A classic table: the controller is the data source, with titles, editing, moving and deleting.
@MainActor
final class FruitsViewController: UITableViewController {
    var fruits = [["Apple", "Banana", "Cherry"], ["Date", "Elderberry"]]
    private(set) var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
    var rowHeightOverride: CGFloat?

    init() { super.init(style: .grouped) }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruits"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { fruits.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits[section].count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Favourites" : "Others" }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 1 ? "Seasonal fruit." : nil }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeightOverride ?? UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        committed.append((editingStyle, indexPath))
        if editingStyle == .delete {
            fruits[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let fruit = fruits[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        fruits[destinationIndexPath.section].insert(fruit, at: destinationIndexPath.row)
    }
}

/// A list screen as the modern samples write it: a collection view controller with a list layout,
/// a registration, a diffable data source, an edit button and an add button.
@MainActor
final class RemindersViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var reminders = ["Buy milk", "Call mum", "Book flights"]
    private(set) var addTaps = 0
    private(set) var pushedDetail: UIViewController?

    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reminders"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: RemindersViewController.addReminder)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, reminder in
            var content = cell.defaultContentConfiguration()
            content.text = reminder
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .delete()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, reminder in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: reminder)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(reminders)
        dataSource.apply(snapshot)
    }

    func addReminder() {
        addTaps += 1
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = reminders[indexPath.item]
        detail.navigationItem.largeTitleDisplayMode = .never
        pushedDetail = detail
        navigationController?.pushViewController(detail, animated: true)
    }
}
