import CellKit
import Foundation
import CellScope

/// Demo 1: an iPad-style sidebar with expandable projects, tags and folders.
@MainActor
enum SidebarDemo {
    static let demo = PreviewDemo(
        id: "sidebar", title: "Sidebar",
        summary: "An iPad-style sidebar whose selected and highlighted rows switch icon and text color in updateConfiguration(using:).",
        items: SidebarSection.allCases.flatMap { $0.snapshot.visibleItems }.map { PreviewItem(id: $0.id, title: $0.title) }
    ) { context in
        makeList(width: context.width)
    }

    static func makeList(width: CGFloat) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)

        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> { cell, _, item in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let rowRegistration = UICollectionView.CellRegistration<SidebarItemCell, SidebarItem> { cell, _, item in
            cell.item = item
            cell.accessories = item.children.isEmpty ? [] : [.outlineDisclosure()]
        }
        let dataSource = UICollectionViewDiffableDataSource<SidebarSection, SidebarItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            indexPath.item == 0
                ? collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: item)
        }
        for section in SidebarSection.allCases {
            dataSource.apply(section.snapshot, to: section, animatingDifferences: false)
        }
        if let selected = SidebarSection.projects.header.children.dropFirst().first,
           let indexPath = dataSource.indexPath(for: selected) {
            collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
        DemoRetainer.keep(dataSource, with: collectionView)
        return collectionView
    }
}
