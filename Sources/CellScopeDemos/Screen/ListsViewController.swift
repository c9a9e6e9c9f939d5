import CellKit
import Foundation

/// The lists screen of a reminders app, written as an iOS app writes it: a
/// `UICollectionViewController` with a compositional layout and a diffable data source, inside a
/// `UINavigationController` with a large title and an edit button. A section provider mixes a
/// two-column grid of smart-list tiles (one column at accessibility text sizes, as Reminders does)
/// with an inset grouped list of the user's lists. Editing shows delete and reorder controls on the
/// lists; deleting (the control, then the swipe action's button) removes the list from the snapshot.
@MainActor
final class ListsViewController: UICollectionViewController {
    /// The screen's sections, top to bottom. Each section chooses its own layout in `makeLayout()`.
    enum Section: Int, CaseIterable, Sendable {
        case smartLists, myLists
    }

    /// One item of the screen: a smart-list tile or one of the user's lists.
    enum Item: Hashable, Sendable {
        case smartList(SmartList)
        case list(ReminderList)
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private(set) var lists = ReminderList.samples

    init() {
        super.init(collectionViewLayout: UICollectionViewLayout())
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// One layout per section from a section provider: the smart lists are a grid, "My Lists" an inset
    /// grouped list with a header and swipe-to-delete.
    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            switch Section(rawValue: sectionIndex) {
            case .smartLists:
                let columns = environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 1 : 2
                // The inset grouped list's side margin: 16 points up to 400 points wide, 20 above.
                let margin: CGFloat = environment.container.effectiveContentSize.width > 400 ? 20 : 16
                return Self.smartListsSection(columns: columns, margin: margin)
            case .myLists, nil:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                configuration.trailingSwipeActionsConfigurationProvider = { indexPath in self?.swipeActions(at: indexPath) }
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
        }
    }

    /// The tiles: `columns` self-sizing tiles per row, 12 points apart both ways, inset sideways by
    /// `margin` like the inset grouped list below them, so tiles and list line up.
    private static func smartListsSection(columns: Int, margin: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .estimated(76)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(76)),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(12)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: margin, bottom: 0, trailing: margin)
        return section
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = makeLayout()
        title = "Lists"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = editButtonItem

        let tileRegistration = UICollectionView.CellRegistration<UICollectionViewCell, SmartList> { cell, _, smartList in
            cell.contentConfiguration = SmartListTileConfiguration(
                name: smartList.name, symbolName: smartList.symbolName, color: smartList.color, count: smartList.count)
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 10
            cell.backgroundConfiguration = background
        }
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
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .smartList(let smartList):
                collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: smartList)
            case .list(let list):
                collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: list)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { item in
            if case .list = item { true } else { false }
        }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.lists = transaction.finalSnapshot.itemIdentifiers(inSection: .myLists).compactMap { item in
                if case .list(let list) = item { list } else { nil }
            }
        }
        applySnapshot()
    }

    private func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(SmartList.samples.map(Item.smartList), toSection: .smartLists)
        snapshot.appendItems(lists.map(Item.list), toSection: .myLists)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// Removes `list`, and registers putting it back where it was with the undo manager.
    private func delete(_ list: ReminderList) {
        guard let index = lists.firstIndex(of: list) else { return }
        lists.remove(at: index)
        undoManager?.registerUndo(withTarget: self) { controller in controller.insert(list, at: index) }
        undoManager?.setActionName("Delete “\(list.name)”")
        applySnapshot()
    }

    /// Puts `list` back at `index` (undoing a delete), and registers deleting it again.
    private func insert(_ list: ReminderList, at index: Int) {
        lists.insert(list, at: min(index, lists.count))
        undoManager?.registerUndo(withTarget: self) { controller in controller.delete(list) }
        undoManager?.setActionName("Delete “\(list.name)”")
        applySnapshot()
    }

    private func swipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard case .list(let list) = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.delete(list)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Tapping a tile or a list shows it; the demo only keeps the selection short, as iOS does when coming back.
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
