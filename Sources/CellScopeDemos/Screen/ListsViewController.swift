import CellKit
import Foundation

/// The lists screen of a reminders app, written as an iOS app writes it: a
/// `UICollectionViewController` with a compositional layout and a diffable data source, inside a
/// `UINavigationController` with a large title and an edit button. Editing shows delete and reorder
/// controls; deleting (the control, then the swipe action's button) removes the list from the snapshot.
@MainActor
final class ListsViewController: UICollectionViewController {
    /// The screen's sections. Each section chooses its own layout in `makeLayout()`.
    enum Section: Int, CaseIterable, Sendable {
        case myLists
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, ReminderList>!
    private(set) var lists = ReminderList.samples

    init() {
        super.init(collectionViewLayout: UICollectionViewLayout())
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// One layout per section: "My Lists" is an inset grouped list with a header and swipe-to-delete.
    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            switch Section(rawValue: sectionIndex) {
            case .myLists, nil:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                configuration.trailingSwipeActionsConfigurationProvider = { indexPath in self?.swipeActions(at: indexPath) }
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = makeLayout()
        title = "Lists"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = editButtonItem

        let listRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, ReminderList> { cell, _, list in
            var content = UIListContentConfiguration.valueCell()
            content.text = list.name
            content.secondaryText = "\(list.count)"
            content.image = UIImage(systemName: list.symbolName)
            content.imageProperties.tintColor = list.color.uiColor
            cell.contentConfiguration = content
            cell.accessories = [.delete(), .disclosureIndicator(displayed: .whenNotEditing), .reorder()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "My Lists"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, list in
            collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: list)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.lists = transaction.finalSnapshot.itemIdentifiers
        }
        applySnapshot()
    }

    private func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, ReminderList>()
        snapshot.appendSections([.myLists])
        snapshot.appendItems(lists, toSection: .myLists)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private func swipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let list = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.lists.removeAll { $0 == list }
            self?.applySnapshot()
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Tapping a list shows it; the demo only keeps the selection short, as iOS does when coming back.
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
