import CellKit
import CellScope
import Foundation

/// Demo 6: every list content style and every background style, one labelled row each.
@MainActor
enum StylesDemo {
    enum Section: Int, CaseIterable, Sendable {
        case content, background

        var title: String {
            switch self {
            case .content: "Content configurations"
            case .background: "Background configurations"
            }
        }

        var samples: [StyleSample] {
            switch self {
            case .content: ContentStyle.allCases.map(StyleSample.content)
            case .background: BackgroundStyle.allCases.map(StyleSample.background)
            }
        }
    }

    static let demo = PreviewDemo(
        id: "styles", title: "Styles",
        summary: "Every list content style and every background style, one row each, for reference.",
        items: Section.allCases.flatMap(\.samples).map { PreviewItem(id: $0.id, title: $0.title) }
    ) { context in
        makeList(width: context.width)
    }

    static func makeList(width: CGFloat) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, StyleSample> { cell, _, sample in
            switch sample {
            case .content(let style):
                var content = style.configuration
                content.text = sample.factoryCall
                content.secondaryText = "Secondary text"
                content.image = style.showsImage ? UIImage(systemName: "star") : nil
                cell.contentConfiguration = content
                cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
            case .background(let style):
                var content = UIListContentConfiguration.cell()
                content.text = sample.factoryCall
                cell.contentConfiguration = content
                cell.backgroundConfiguration = style.configuration
            }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, StyleSample>(collectionView: collectionView) {
            collectionView, indexPath, sample in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: sample)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, StyleSample>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases {
            snapshot.appendItems(section.samples, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        DemoRetainer.keep(dataSource, with: collectionView)
        return collectionView
    }
}
