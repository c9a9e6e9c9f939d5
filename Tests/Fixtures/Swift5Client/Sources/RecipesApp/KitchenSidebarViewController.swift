import CellKit

// The app's sidebar: a sidebar list whose sections start with a header item
// (`headerMode = .firstItemInSection`) that expands and collapses its rows.
class KitchenSidebarViewController: UICollectionViewController {
    struct SidebarItem: Hashable {
        let title: String
        let symbolName: String?
        let isHeader: Bool
    }

    var dataSource: UICollectionViewDiffableDataSource<Int, SidebarItem>!
    let sections: [(String, [(String, String)])] = [
        ("Library", [("All Recipes", "book"), ("Favorites", "star")]),
        ("Planning", [("This Week", "calendar"), ("Shopping", "cart")]),
    ]

    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Kitchen"
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.image = item.symbolName.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, SidebarItem>(collectionView: collectionView) { collectionView, indexPath, item in
            if item.isHeader {
                return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, SidebarItem>()
        snapshot.appendSections(Array(sections.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
        for (index, section) in sections.enumerated() {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<SidebarItem>()
            let header = SidebarItem(title: section.0, symbolName: nil, isHeader: true)
            sectionSnapshot.append([header])
            sectionSnapshot.append(section.1.map { SidebarItem(title: $0.0, symbolName: $0.1, isHeader: false) }, to: header)
            sectionSnapshot.expand([header])
            dataSource.apply(sectionSnapshot, to: index, animatingDifferences: false)
        }
    }
}
