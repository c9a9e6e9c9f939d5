import CellKit
import Foundation

/// An inset grouped collection view list with a supplementary header whose custom content view
/// centres one label, and cells with a custom content view: a label and a checkmark symbol in a
/// horizontal stack with 8-point margins, the checkmark shown while the cell is selected. The first
/// item is selected before the list is shown.
@MainActor
final class CheckedInsetList: UIViewController {
    enum Section { case main }
    let titles = ["Hello", "World", "I really like this"]
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func loadView() {
        let collectionView = UICollectionView.insetGroupedList(background: .systemGroupedBackground)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            cell.contentConfiguration = CheckedRowConfiguration(title: title)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, _ in
            header.contentConfiguration = CenteredTitleConfiguration(title: "Hello, it's me")
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        view = collectionView
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(titles)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collectionView.allowsMultipleSelection = true
    }
}
