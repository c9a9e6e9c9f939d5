import CellKit
import CellScope
import Foundation

/// A first demo: list rows with an icon, a title and a subtitle.
@MainActor
enum WelcomeDemo {
    struct Row: Hashable, Sendable {
        let id: String
        let icon: String
        let title: String
        let subtitle: String
    }

    static let rows = [
        Row(id: "star", icon: "star", title: "Hello WWDC!", subtitle: "A cell built from a content configuration"),
        Row(id: "bicycle", icon: "bicycle", title: "Bicycle", subtitle: "Symbols map to Adwaita icons"),
    ]

    static let demo = PreviewDemo(
        id: "welcome", title: "Welcome", summary: "List rows with an icon, a title and a subtitle.",
        items: rows.map { PreviewItem(id: $0.id, title: $0.title) }
    ) { context in
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: context.width, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.image = UIImage(systemName: row.icon)
            content.text = row.title
            content.secondaryText = row.subtitle
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: list) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot)
        DemoRetainer.keep(dataSource, with: list)
        return list
    }
}
