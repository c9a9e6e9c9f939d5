import CellKit

class TrailListViewController: UICollectionViewController {

    enum Section: Int, CaseIterable {
        case saved
        case nearby

        var title: String {
            switch self {
            case .saved: return "Saved"
            case .nearby: return "Nearby"
            }
        }
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Trail>!

    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
        configureDataSource()
        applyInitialSnapshot()
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Trail> { cell, _, trail in
            var content = cell.defaultContentConfiguration()
            content.text = trail.name
            content.secondaryText = trail.summary
            content.image = UIImage(systemName: trail.symbolName)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Trail>(collectionView: collectionView) { collectionView, indexPath, trail in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: trail)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Trail>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Trail.saved, toSection: .saved)
        snapshot.appendItems(Trail.nearby, toSection: .nearby)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
