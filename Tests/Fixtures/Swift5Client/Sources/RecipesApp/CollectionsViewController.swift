import CellKit

// The recipe collections as tiles: a two-column compositional grid under a section header, in a
// navigation controller with a large title.
class CollectionsViewController: UICollectionViewController {
    enum Section { case main }

    static let headerKind = UICollectionView.elementKindSectionHeader
    let collections = ["Soups", "Curries", "Breads", "Salads", "Desserts"]
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    init() {
        super.init(collectionViewLayout: CollectionsViewController.createLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Two tiles per row sharing the row's width after an 8-point gap, each inset by 4 points; rows
    // 120 points tall and 12 apart; the section inset 10 / 16 under a 44-point header.
    static func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .absolute(120))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(8)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)

        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                heightDimension: .absolute(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize,
                                                                 elementKind: headerKind,
                                                                 alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Collections"
        navigationItem.largeTitleDisplayMode = .always
        configureDataSource()
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, name in
            var content = UIListContentConfiguration.cell()
            content.text = name
            content.textProperties.color = .white
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = UIColor(named: "TileColor")
            background.cornerRadius = 12
            cell.backgroundConfiguration = background
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: CollectionsViewController.headerKind) { header, elementKind, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Collections"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, name: String) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: name)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(collections)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
