import CellKit
import CellScope
import Foundation

/// The custom content demo: list cells built the common ways (default content, custom view accessories,
/// an update handler) and a custom `UIContentConfiguration` (`LargeImageConfig`).
@MainActor
enum CustomContentDemo {
    enum Section: Int, CaseIterable, Sendable {
        case listCells, customConfiguration

        var title: String {
            switch self {
            case .listCells: "List cells"
            case .customConfiguration: "Custom UIContentConfiguration"
            }
        }

        var items: [ShowcaseItem] {
            switch self {
            case .listCells: ShowcaseItem.listRows
            case .customConfiguration: ShowcaseItem.customRows
            }
        }
    }

    static let demo = PreviewDemo(
        id: "custom-content", title: "Custom Content",
        summary: "Default content, custom view accessories with a checkmark, an update handler, and LargeImageConfig in plain collection view cells.",
        items: Section.allCases.flatMap(\.items).map { PreviewItem(id: $0.id, title: $0.title) }
    ) { context in
        makeList(width: context.width)
    }

    static func makeList(width: CGFloat) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))

        let listRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, ShowcaseItem> { cell, _, info in
            configure(cell, with: info)
        }
        let largeImageRegistration = UICollectionView.CellRegistration<UICollectionViewCell, ShowcaseItem> { cell, _, info in
            guard case .largeImage(let imageName, let detail) = info.kind else { return }
            var config = LargeImageConfig()
            config.mainImage = UIImage(named: imageName)
            config.mainTitle = info.title
            config.subTitle = info.subTitle
            config.detail = detail
            cell.contentConfiguration = config
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }

        let dataSource = UICollectionViewDiffableDataSource<Section, ShowcaseItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            if case .largeImage = item.kind {
                return collectionView.dequeueConfiguredReusableCell(using: largeImageRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, ShowcaseItem>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases {
            snapshot.appendItems(section.items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        DemoRetainer.keep(dataSource, with: collectionView)
        return collectionView
    }

    /// The list cell examples, one per row kind.
    private static func configure(_ cell: UICollectionViewListCell, with info: ShowcaseItem) {
        cell.configurationUpdateHandler = nil
        switch info.kind {
        case .defaultContent, .largeImage:
            var cellConfiguration = cell.defaultContentConfiguration()
            cellConfiguration.text = info.title
            cellConfiguration.secondaryText = info.subTitle
            cellConfiguration.image = UIImage(systemName: info.iconName)
            cell.contentConfiguration = cellConfiguration
            cell.accessories = []
        case .accessories:
            var cellConfiguration = cell.defaultContentConfiguration()
            cellConfiguration.text = info.title
            cellConfiguration.secondaryText = info.subTitle
            cell.contentConfiguration = cellConfiguration
            let customAccessory1 = UICellAccessory.CustomViewConfiguration(
              customView: UIImageView(image: UIImage(systemName: "bandage")),
              placement: .leading(displayed: .always))
            let customAccessory2 = UICellAccessory.CustomViewConfiguration(
              customView: UIImageView(image: UIImage(systemName: "tray")),
              placement: .leading(displayed: .always))
            let customAccessory3 = UICellAccessory.CustomViewConfiguration(
              customView: UIImageView(image: UIImage(systemName: "bicycle")),
              placement: .trailing(displayed: .always))
            cell.accessories = [.customView(configuration: customAccessory1),
                                .customView(configuration: customAccessory2),
                                .customView(configuration: customAccessory3),
                                .checkmark()]
        case .updateHandler:
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.cell().updated(for: state)
                content.text = info.title + "!"
                content.secondaryText = info.subTitle
                content.image = UIImage(systemName: info.iconName)
                if state.isDisabled {
                    content.textProperties.color = .systemGray
                }
                cell.contentConfiguration = content
            }
            cell.accessories = []
        }
    }
}
