import CellKit
import Foundation

/// An inset grouped collection view list of two sections, each two one-line rows between a header
/// and a footer title (wallets, then utilities), with the system's grouped header and footer styles.
@MainActor
final class AccountsInsetList: UIViewController {
    struct Section: Hashable { let header: String; let footer: String; let rows: [String] }
    let sections = [
        Section(header: "WALLETS", footer: "Balances update every hour", rows: ["Everyday", "Holidays"]),
        Section(header: "UTILITIES", footer: "Paid on the first", rows: ["Water", "Heating"]),
    ]
    private var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func loadView() {
        let collectionView = UICollectionView.insetGroupedList(footers: true)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let titles = [
            UICollectionView.elementKindSectionHeader: titleRegistration(UICollectionView.elementKindSectionHeader, style: .groupedHeader()) { $0.header },
            UICollectionView.elementKindSectionFooter: titleRegistration(UICollectionView.elementKindSectionFooter, style: .groupedFooter()) { $0.footer },
        ]
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            titles[kind].map { collectionView.dequeueConfiguredReusableSupplementary(using: $0, for: indexPath) }
        }
        view = collectionView
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for section in sections {
            snapshot.appendSections([section.header])
            snapshot.appendItems(section.rows, toSection: section.header)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// A registration for the supplementary views of `kind` that shows each section's `text` in `style`.
    private func titleRegistration(_ kind: String, style: UIListContentConfiguration,
                                   text: @escaping (Section) -> String) -> UICollectionView.SupplementaryRegistration<UICollectionViewListCell> {
        UICollectionView.SupplementaryRegistration(elementKind: kind) { [sections] view, _, indexPath in
            var content = style
            content.text = text(sections[indexPath.section])
            view.contentConfiguration = content
        }
    }
}
