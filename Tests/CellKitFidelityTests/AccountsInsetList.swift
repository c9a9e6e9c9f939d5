import CellKit
import Foundation

/// An inset grouped collection view list of two sections, each two one-line rows between a header
/// and a footer title (accounts, then bills), with the system's grouped header and footer styles.
@MainActor
final class AccountsInsetList: UIViewController {
    struct Section: Hashable { let header: String; let footer: String; let rows: [String] }
    let sections = [
        Section(header: "ACCOUNTS", footer: "Tap an account to view details", rows: ["Checking", "Savings"]),
        Section(header: "BILLS", footer: "Due this month", rows: ["Electric", "Internet"]),
    ]
    private var dataSource: UICollectionViewDiffableDataSource<String, String>!

    override func loadView() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [sections] header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = sections[indexPath.section].header
            header.contentConfiguration = content
        }
        let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { [sections] footer, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = sections[indexPath.section].footer
            footer.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
        }
        view = collectionView
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for section in sections {
            snapshot.appendSections([section.header])
            snapshot.appendItems(section.rows, toSection: section.header)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
